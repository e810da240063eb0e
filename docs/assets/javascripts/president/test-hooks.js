// The one object through which the browser tests and the benchmark reach the widgets:
// window.presidentHooks. Tests may set knobs before the page loads (an init script):
//   aiDelayMs          pause before each computer move (default: the widget's own)
//   aiBudgetMs         thinking budget of the computer players
//   forceEngineFailure the engine "fails to load" (tests of the failure message)
//   signal             online play: the signalling server {host, port, path} (online-link.js)
//   received           online play: an array that collects every message a guest receives
//   onlineBeatMs, onlineSilenceMs  online play: how often each side says "still here", and the
//                      silence after which the other side is taken as gone (online-link.js)
//   deviceSnapshot     true: the device makes its own memory snapshot at once, on any visit;
//                      false: never (default: a returning reader's, a few seconds after the start)
// and read what the widgets put there: engine (the engine client), stats ({ai: [{level, ms}]}),
// deviceSnapshotMade (a promise of {made, bytes} once the device's snapshot is asked for).

const hooks = (typeof window !== "undefined" && window.presidentHooks && typeof window.presidentHooks === "object")
  ? window.presidentHooks : {};
if (typeof window !== "undefined") window.presidentHooks = hooks;

export { hooks };

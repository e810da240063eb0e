// The runtime's download while the engine loads (issue 29): a progress bar and how many
// megabytes of how many have arrived ("3.1 of 7.4 MB"), from the worker's count of the bytes
// (president-worker.js: on the wire, as a compressing host sends them). Once the engine is
// ready (a new game) only the line "Loading the game engine…" is shown.

import { t, lang } from "./strings.js";
import { el } from "./dom.js";
import { engine } from "./engine-client.js";

const MB = 1e6;

/** The loading notice of the table: its line, the bar and the megabytes; it stops listening
 * once the engine is ready or `signal` (an AbortSignal, optional) aborts. */
function loadProgress(signal) {
  const label = t("engine.loading");
  const bar = el("progress", { class: "pw-load-bar", "aria-label": label, hidden: true });
  const amount = el("p", { class: "pw-load-amount", hidden: true });
  const box = el("div", { class: "pw-load" }, el("p", { class: "pw-wait" }, label), bar, amount);
  if (engine.status === "ready") return box;
  const number = new Intl.NumberFormat(lang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const draw = ({ loaded, total }) => {
    if (!total) return;
    const now = Math.min(loaded, total);
    bar.hidden = amount.hidden = false;
    // Attributes (not only properties): what the bar shows is in the DOM, for tests and tools.
    bar.setAttribute("max", String(total));
    bar.setAttribute("value", String(now));
    amount.textContent = t("engine.progress", { loaded: number.format(now / MB), total: number.format(total / MB) });
  };
  const stopProgress = engine.onProgress(draw);
  const stopStatus = engine.onStatus((status) => { if (status === "ready" || status === "failed") queueMicrotask(stop); });
  function stop() { stopProgress(); stopStatus(); }
  if (signal) signal.addEventListener("abort", stop, { once: true });
  return box;
}

export { loadProgress };

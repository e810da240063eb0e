// Offline use: the play page registers the site's service worker (sw.js at the site's root,
// written by site_hooks/offline.py), which keeps the whole site on this device. On every page a
// new version, once fetched in the background, is announced; the reader's "Reload" lets it take
// over and reloads the page, so that pages, scripts and the engine are never of two versions.

import { t } from "./strings.js";
import { el } from "./dom.js";

const SITE_ROOT = new URL("../../../", import.meta.url);

/** Register the service worker (the play page: from here on the site works offline). Does
 * nothing where the browser has none (or the page is not in a secure context). */
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(new URL("sw.js", SITE_ROOT), { scope: SITE_ROOT.pathname })
    .then(watch, (err) => console.warn("president: offline", err));
}

let announced = false;

// A version waiting to take over: say so once, with a button that lets it take over.
function announce(worker) {
  if (announced || !navigator.serviceWorker.controller) return; // the first install: nothing to replace
  announced = true;
  const reload = el("button", { type: "button", class: "md-button md-button--primary pw-btn" }, t("offline.reload"));
  const bar = el("div", { class: "pw-update", role: "status" }, el("span", null, t("offline.update")), " ", reload);
  reload.addEventListener("click", () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage("take-over");
  });
  document.body.append(bar);
}

function watch(reg) {
  if (!reg) return;
  if (reg.waiting) announce(reg.waiting);
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => { if (worker.state === "installed") announce(worker); });
  });
}

/** Every page: when the site is kept (a service worker controls the page), look for a new
 * version and announce it. */
function watchUpdates() {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  navigator.serviceWorker.getRegistration(SITE_ROOT.pathname).then((reg) => {
    watch(reg);
    if (reg) reg.update().catch(() => {}); // offline: the kept version goes on
  });
}

export { keepOffline, watchUpdates };

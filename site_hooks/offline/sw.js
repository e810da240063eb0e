// The site's service worker: after a visit to the play page, the whole site (every page in every
// language, the search indexes, the Pyodide runtime and the engine) is kept on this device, so
// that everything works without the network. site_hooks/offline.py writes this file to the site's
// root with the two constants below filled in: VERSION (a hash of every file) and FILES (every
// file's address, relative to the site's root; a page by its folder, "rules/").
//
// One cache per version. A request for a kept file is answered from the cache of the version in
// force, so pages, scripts and the engine always come from one version; anything else goes to
// the network. A new version is fetched in the background and waits; the page tells the reader
// (president/offline.js) and, when asked, the new version takes over and the page reloads.

/* global VERSION, FILES */
const PREFIX = "president-";
const CACHE = PREFIX + VERSION;
const SCOPE = new URL(self.registration.scope);
const KEPT = new Set(FILES.map((f) => new URL(f, SCOPE).href));
// Files fetched at once while installing.
const BATCH = 8;
// Files that never change under their names (the versioned runtime, the hashed engine: the
// "immutable" paths of site_hooks/cache_headers.py): taken from the browser's cache when the play
// page has just fetched them, not downloaded a second time. Everything else is revalidated.
const IMMUTABLE = /\/assets\/(?:pyodide\/[0-9][^/]*|engine\/[0-9a-f]{12})\/[^/]+$/;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const urls = [...KEPT];
    for (let i = 0; i < urls.length; i += BATCH) {
      // A file that cannot be fetched fails the install: no half-kept version (the next visit
      // tries again).
      await cache.addAll(urls.slice(i, i + BATCH).map((u) => new Request(u, { cache: IMMUTABLE.test(u) ? "default" : "no-cache" })));
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The kept file a request asks for: its address without query and fragment ("rules/?h=x" is
// "rules/"), a folder's "index.html" as the folder.
function keptURL(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/index.html")) url.pathname = url.pathname.slice(0, -"index.html".length);
  if (KEPT.has(url.href)) return url.href;
  if (!url.pathname.endsWith("/") && KEPT.has(url.href + "/")) return url.href + "/";
  return null;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const kept = keptURL(request);
  if (!kept) return; // not part of this version: the network as usual
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(kept);
    if (hit) return hit;
    return fetch(request);
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
  if (event.data === "version" && event.source) event.source.postMessage({ version: VERSION });
});

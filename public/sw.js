// Flap Master's service worker: /play works offline (the game then plays unranked).
//
// - Install: precaches the /play shell (its HTML fetched without cookies, so no session-dependent
//   answer is ever stored) and every /assets/ file it needs, found by following the references from
//   that HTML through the JS chunks (the game-over card and other lazy chunks included).
// - Navigations: network first; offline, /play answers from the cached shell and other pages redirect
//   to /play. Online answers are never cached (they can depend on the session).
// - /assets/*: content-hashed and immutable, so cache first, and stored on first use.
// - Icons, manifest, favicon: stale-while-revalidate. /api/* and everything else: untouched.
// - Updates: the page registers /sw.js?v=<build version>, so every build installs a new worker, which
//   waits (no skipWaiting) and takes over when all tabs of the old one are closed: on the next visit.
//   Its activation deletes the old build's caches.

const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = `flap-master-${VERSION}`;
const CACHE_PREFIX = "flap-master-";
const SHELL_URL = "/play";
const STATIC_FILES = [
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
  "/icons/apple-touch-icon.png",
];
// Safety net for the reference walk: a build has a few dozen chunks.
const MAX_ASSETS = 200;

/** The same-origin /assets/ URLs mentioned in a file's text (absolute, root-relative or ./chunk). */
function assetRefs(text, baseUrl) {
  const found = new Set();
  const patterns = [/["'(](\/assets\/[\w.\-]+\.(?:js|css|mjs|png|svg|webp|woff2?))/g, /["'](\.\/[\w.\-]+\.(?:js|css|mjs))["']/g, /["'](assets\/[\w.\-]+\.(?:js|css|mjs))["']/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const raw = match[1];
      const url = raw.startsWith("assets/") ? new URL("/" + raw, self.location.origin) : new URL(raw, baseUrl);
      if (url.origin === self.location.origin && url.pathname.startsWith("/assets/")) found.add(url.pathname);
    }
  }
  return found;
}

async function precache() {
  const cache = await caches.open(CACHE);
  const shell = await fetch(SHELL_URL, { credentials: "omit", cache: "no-store" });
  if (!shell.ok) throw new Error(`the /play shell answered ${shell.status}`);
  const html = await shell.clone().text();

  const seen = new Set();
  let queue = [...assetRefs(html, new URL(SHELL_URL, self.location.origin))];
  while (queue.length > 0 && seen.size < MAX_ASSETS) {
    const batch = queue.filter((path) => !seen.has(path));
    batch.forEach((path) => seen.add(path));
    const next = await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(path);
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await cache.put(path, response.clone());
        // The route manifest lists every page's modules; only /play's are wanted (they are in the HTML).
        if (!/\.(m?js)$/.test(path) || /\/assets\/manifest-[\w]+\.js$/.test(path)) return [];
        return [...assetRefs(await response.text(), new URL(path, self.location.origin))];
      }),
    );
    queue = next.flat();
  }
  await cache.addAll(STATIC_FILES);
  await cache.put(SHELL_URL, shell);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      // The first install controls the page that registered it, so /play works offline right away.
      await self.clients.claim();
    })(),
  );
});

async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const url = new URL(request.url);
    if (url.pathname === SHELL_URL) {
      const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
      if (shell) return shell;
    } else if (await caches.match(SHELL_URL, { cacheName: CACHE })) {
      // Other pages need the server; the game does not.
      return Response.redirect(SHELL_URL, 302);
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event));
  }
});

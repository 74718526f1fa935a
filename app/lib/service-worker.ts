// Registers public/sw.js (offline /play, see the header of that file) once the page has loaded.

/** The build's version from React Router's client manifest: a new build means a new worker URL. */
function buildVersion(): string {
  const manifest = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? "dev";
}

export function registerServiceWorker(): void {
  // Development serves unbundled modules that change on every edit: no worker there.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  // Offline the worker already controls the page; a registration attempt would only fail noisily.
  if (!navigator.onLine) return;
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(buildVersion())}`, { scope: "/" }).catch(() => undefined); // no worker = the site works as before, only not offline
  };
  // After load, so installing (precaching /play) never competes with the page's own requests.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

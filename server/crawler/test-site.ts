// Tests only: a small HTTP site on 127.0.0.1 with planted defects for the Site Crawler, and a helper
// to write well-formed pages. Every request is recorded, so a test can assert what was (not) fetched.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface TestRoute {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer after this many ms (bounds tests). */
  delayMs?: number;
}

export type Routes = Record<string, TestRoute | ((origin: string) => TestRoute)>;

export interface TestSite {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Path and query of every request, in arrival order. */
  requests: string[];
  /** The most requests being answered at the same time. */
  maxConcurrent(): number;
  /** Routes may be changed between crawls. */
  routes: Routes;
  close(): Promise<void>;
}

export async function startTestSite(routes: Routes): Promise<TestSite> {
  const requests: string[] = [];
  let active = 0;
  let peak = 0;
  const site: TestSite = {
    url: "",
    requests,
    routes,
    maxConcurrent: () => peak,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? "/";
    requests.push(path);
    active++;
    peak = Math.max(peak, active);
    response.on("close", () => active--);
    const entry = site.routes[path] ?? site.routes[new URL(path, "http://x").pathname];
    const route = typeof entry === "function" ? entry(site.url) : entry;
    const answer = () => {
      if (!route) {
        response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        response.end(page(site.url, "/404", { title: "Not found", noindex: true }));
        return;
      }
      response.writeHead(route.status ?? 200, { "content-type": "text/html; charset=utf-8", ...route.headers });
      response.end(route.body ?? "");
    };
    if (route?.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return site;
}

export interface PageSpec {
  title?: string | null;
  description?: string | null;
  h1s?: number;
  /** Default: the page's own URL; null: none. */
  canonical?: string | null;
  og?: boolean;
  noindex?: boolean;
  lang?: string;
  /** Extra body markup (links, images). */
  body?: string;
}

/** A page with everything a crawler wants unless `spec` leaves something out. */
export function page(origin: string, path: string, spec: PageSpec = {}): string {
  const title = spec.title === undefined ? `Page ${path}` : spec.title;
  const description = spec.description === undefined ? `About ${path}` : spec.description;
  const canonical = spec.canonical === undefined ? origin + path : spec.canonical;
  const head = [
    '<meta charset="utf-8">',
    title === null ? "" : `<title>${title}</title>`,
    description === null ? "" : `<meta name="description" content="${description}">`,
    canonical === null ? "" : `<link rel="canonical" href="${canonical}">`,
    spec.og === false
      ? ""
      : `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="${origin}/og.png"><meta property="og:url" content="${origin + path}">`,
    spec.noindex ? '<meta name="robots" content="noindex">' : "",
  ].join("");
  const h1s = Array.from({ length: spec.h1s ?? 1 }, (_, i) => `<h1>Heading ${i + 1}</h1>`).join("");
  return `<!doctype html><html lang="${spec.lang ?? "en"}"><head>${head}</head><body>${h1s}${spec.body ?? ""}</body></html>`;
}

export const html = (body: string): TestRoute => ({ body });
export const redirect = (location: string, status = 301): TestRoute => ({ status, headers: { location }, body: "" });
export const text = (body: string, contentType = "text/plain; charset=utf-8"): TestRoute => ({
  body,
  headers: { "content-type": contentType },
});

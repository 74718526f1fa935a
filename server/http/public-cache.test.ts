import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPublicCache, PUBLIC_CACHE_HEADER, type PublicCache } from "./public-cache.ts";

function request(headers: Record<string, string> = {}, method = "GET", url = "/page") {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe("public cache keys", () => {
  const cache = createPublicCache();
  it("keys a visitor's GET by scheme, crawler or person, language and URL", () => {
    expect(cache.keyOf(request(), false)).toBe("hp|en|/page");
    expect(cache.keyOf(request({ "accept-language": "de-DE,de;q=0.9" }), true)).toBe("sp|de|/page");
    expect(cache.keyOf(request({ cookie: "lang=fr" }), false)).toBe("hp|fr|/page");
    expect(cache.keyOf(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), false)).toBe("hb|en|/page");
    expect(cache.keyOf(request({}, "GET", "/leaderboard?board=weekly"), false)).toBe("hp|en|/leaderboard?board=weekly");
  });

  it("never keys a session, another cookie, a write, HEAD or the operator's and sign-in paths", () => {
    expect(cache.keyOf(request({ cookie: "flap.session_token=abc" }), false)).toBeNull();
    expect(cache.keyOf(request({ cookie: "lang=de; other=1" }), false)).toBeNull();
    expect(cache.keyOf(request({}, "POST"), false)).toBeNull();
    expect(cache.keyOf(request({}, "HEAD"), false)).toBeNull();
    for (const url of ["/admin", "/admin/players", "/api/admin/settings", "/api/auth/get-session", "/account", "/login?next=/"]) {
      expect(cache.keyOf(request({}, "GET", url), false), url).toBeNull();
    }
  });
});

describe("public cache answers", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server whose route renders `render()` with the request's nonce, through the cache. */
  async function serveThrough(
    cache: PublicCache,
    render: (nonce: string) => { body: string; headers?: Record<string, string>; status?: number },
  ) {
    let renders = 0;
    let counter = 0;
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const nonce = `nonce${++counter}xyz`;
      res.setHeader("X-Nonce", nonce);
      // As server/http/front.ts does.
      const key = cache.keyOf(req, false);
      if (key !== null) {
        if (cache.serve(key, res, nonce)) return;
      } else cache.hideMarker(res);
      renders++;
      const { body, headers = {}, status = 200 } = render(nonce);
      // As React Router's listener answers: writeHead with the route's headers, then the body in chunks.
      res.writeHead(status, "OK", { "content-type": "text/html", ...headers });
      res.write(body.slice(0, 5));
      res.end(body.slice(5));
    });
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    return {
      async get(headers: Record<string, string> = {}) {
        const response = await fetch(url, { headers });
        return { status: response.status, text: await response.text(), nonce: response.headers.get("x-nonce"), headers: response.headers };
      },
      renders: () => renders,
    };
  }

  it("renders once per second and gives the stored answer in between, with each answer's own nonce", async () => {
    let clock = 1_000_000;
    const cache = createPublicCache({ now: () => clock });
    const site = await serveThrough(cache, (nonce) => ({
      body: `<script nonce="${nonce}">a</script><p>${clock}</p><script nonce="${nonce}">b</script>`,
      headers: { [PUBLIC_CACHE_HEADER]: "1" },
    }));
    const first = await site.get();
    expect(first.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
    const second = await site.get();
    expect(site.renders()).toBe(1);
    expect(second.text).toBe(`<script nonce="${second.nonce}">a</script><p>1000000</p><script nonce="${second.nonce}">b</script>`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.headers.get("content-type")).toBe("text/html");
    expect(second.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
    clock += 999;
    await site.get();
    expect(site.renders()).toBe(1);
    clock += 1;
    const fresh = await site.get();
    expect(site.renders()).toBe(2);
    expect(fresh.text).toContain("<p>1001000</p>");
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, stores: 2, entries: 1 });
  });

  it("keeps languages apart", async () => {
    const cache = createPublicCache();
    const site = await serveThrough(cache, () => ({ body: `rendered ${Math.random()}`, headers: { [PUBLIC_CACHE_HEADER]: "1" } }));
    const english = await site.get();
    const german = await site.get({ "accept-language": "de" });
    expect(german.text).not.toBe(english.text);
    expect((await site.get({ cookie: "lang=de" })).text).toBe(german.text);
    expect(site.renders()).toBe(2);
  });

  it("stores only answers the route marked, with status 200 and no cookie", async () => {
    const answers: { headers: Record<string, string>; status?: number }[] = [
      { headers: {} },
      { headers: { [PUBLIC_CACHE_HEADER]: "1", "set-cookie": "lang=de; Path=/" } },
      { headers: { [PUBLIC_CACHE_HEADER]: "1" }, status: 404 },
    ];
    for (const answer of answers) {
      const cache = createPublicCache();
      const site = await serveThrough(cache, () => ({ body: "the answer", ...answer }));
      await site.get();
      const again = await site.get();
      expect(site.renders(), JSON.stringify(answer)).toBe(2);
      expect(again.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it("renders a session's answer for itself and takes the route's marker off it", async () => {
    const cache = createPublicCache();
    const site = await serveThrough(cache, () => ({ body: `rendered ${Math.random()}`, headers: { [PUBLIC_CACHE_HEADER]: "1" } }));
    const first = await site.get({ cookie: "flap.session_token=abc" });
    const second = await site.get({ cookie: "flap.session_token=abc" });
    expect(second.text).not.toBe(first.text);
    expect(site.renders()).toBe(2);
    expect(first.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
    expect(second.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
    expect(cache.stats()).toMatchObject({ stores: 0, entries: 0 });
  });

  it("forgets everything on invalidate, including an answer rendered while it happened", async () => {
    const cache = createPublicCache();
    let version = 1;
    const site = await serveThrough(cache, () => {
      const body = `version ${version}`;
      // An operator's save lands while this render runs: its answer may hold the old data.
      if (version === 2) cache.invalidate();
      return { body, headers: { [PUBLIC_CACHE_HEADER]: "1" } };
    });
    expect((await site.get()).text).toBe("version 1");
    version = 2;
    cache.invalidate();
    expect((await site.get()).text).toBe("version 2");
    version = 3;
    expect((await site.get()).text).toBe("version 3");
    expect((await site.get()).text).toBe("version 3");
    expect(site.renders()).toBe(3);
  });

  it("serves the stale answer to others while one request renders its successor, within a bound", () => {
    let clock = 0;
    const cache = createPublicCache({ now: () => clock });
    const key = "hp|en|/page";
    const ends: (() => void)[] = [];
    const fakeResponse = () => {
      const listeners: (() => void)[] = [];
      let sent = "";
      const res = {
        statusCode: 0,
        setHeader() {},
        once(_event: string, listener: () => void) {
          listeners.push(listener);
        },
        writeHead() {
          return res;
        },
        write() {
          return true;
        },
        end(body?: string) {
          sent = body ?? sent;
          listeners.forEach((l) => l());
          return res;
        },
        sent: () => sent,
      };
      return res as unknown as ServerResponse & { sent(): string };
    };
    const render = (res: ServerResponse, body: string) => {
      res.writeHead(200, "OK", { [PUBLIC_CACHE_HEADER]: "1" });
      ends.push(() => res.end(body));
    };
    const miss = fakeResponse();
    expect(cache.serve(key, miss, "n1")).toBe(false);
    render(miss, "one");
    ends.shift()!();
    clock = 1500;
    const refresher = fakeResponse();
    expect(cache.serve(key, refresher, "n2")).toBe(false);
    render(refresher, "two");
    const meanwhile = fakeResponse();
    expect(cache.serve(key, meanwhile, "n3")).toBe(true);
    expect(meanwhile.sent()).toBe("one");
    // A render that hangs does not keep the old answer alive past the bound.
    clock = 6000;
    expect(cache.serve(key, fakeResponse(), "n4")).toBe(false);
    ends.shift()!();
    const after = fakeResponse();
    expect(cache.serve(key, after, "n5")).toBe(true);
    expect(after.sent()).toBe("two");
  });

  it("evicts the oldest answers past its size", async () => {
    const cache = createPublicCache({ maxEntries: 2 });
    const store = (key: string) => {
      const res = {
        once() {},
        writeHead: () => res,
        write: () => true,
        end: () => res,
      } as unknown as ServerResponse;
      cache.serve(key, res, "n");
      res.writeHead(200, { [PUBLIC_CACHE_HEADER]: "1" });
      res.end("body");
    };
    store("a");
    store("b");
    store("c");
    expect(cache.stats().entries).toBe(2);
  });
});

import { Agent, request } from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "./server.ts";
import { useApp } from "./fixture.ts";

describe("process and HTTP behaviour", () => {
  const app = useApp();

  it("reports health with the database engine", async () => {
    const response = await fetch(app.server.url + "/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "sqlite" });
  });

  it("sends security headers and a CSP nonce that matches the inline scripts", async () => {
    const response = await fetch(app.server.url + "/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A fresh nonce per response.
    const again = (await fetch(app.server.url + "/")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("keeps a valid incoming request id and makes one otherwise", async () => {
    const kept = await fetch(app.server.url + "/terms", { headers: { "x-request-id": "lb-1234" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234");
    const made = await fetch(app.server.url + "/terms", { headers: { "x-request-id": "bad id with spaces" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // The access log line carries the id (and only method and url: no headers, no cookies).
    await expect.poll(() => app.server.output()).toContain('"req":{"id":"lb-1234","method":"GET","url":"/terms"}');
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await fetch(app.server.url + "/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(app.server.url + asset, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends HSTS only when the proxy says the request came over HTTPS", async () => {
    const proxied = await startServer({ env: { DATABASE_URL: app.database.url, TRUST_PROXY: "true" } });
    try {
      const https = await fetch(proxied.url + "/healthz", { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toContain("max-age=31536000");
      const plain = await fetch(proxied.url + "/healthz");
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
    }
  });

  it("finishes a response in flight, drops idle keep-alive sockets and exits 0 on SIGTERM", async () => {
    const own = await startServer({ env: { DATABASE_URL: app.database.url } });
    const { hostname, port } = new URL(own.url);
    const agent = new Agent({ keepAlive: true });
    // An idle keep-alive connection must not hold the shutdown up.
    const warmup = await fetchWith(agent, hostname, port, "/healthz", () => {});
    expect(warmup.status).toBe(200);
    let signalledAt = 0;
    // Signal as soon as the response has begun; the rest of it must still arrive whole.
    const response = await fetchWith(agent, hostname, port, "/terms", () => {
      signalledAt = Date.now();
      own.process.kill("SIGTERM");
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain("</html>");
    expect(await own.stop()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(own.output()).toContain("shutting down");
    expect(own.output()).toContain('"msg":"stopped"');
    agent.destroy();
  });

  it("stops with exit code 1 and one line per bad variable on a malformed environment", async () => {
    const bad = startServer({
      env: { PORT: "not-a-port", DATABASE_URL: "mysql://nope", LOG_LEVEL: "chatty" },
      waitFor: /invalid configuration/,
    });
    const running = await bad;
    const code = await new Promise<number | null>((done) =>
      running.process.exitCode !== null ? done(running.process.exitCode) : running.process.once("exit", done),
    );
    expect(code).toBe(1);
    const output = running.output();
    expect(output).toMatch(/^PORT="not-a-port": /m);
    expect(output).toMatch(/^DATABASE_URL="mysql:\/\/nope": /m);
    expect(output).toMatch(/^LOG_LEVEL="chatty": /m);
  });

  it("answers 503 on /healthz with a clear log line, without crashing, when the database is down", async () => {
    const down = await startServer({
      env: { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" },
      timeoutMs: 30_000,
    });
    try {
      const health = await fetch(down.url + "/healthz");
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ error: "database_unavailable", message: "The database is unreachable." });
      const page = await fetch(down.url + "/");
      expect(page.status).toBe(503);
      expect((await page.json()).error).toBe("database_unavailable");
      expect(down.output()).toContain("database unreachable");
      expect(down.process.exitCode).toBeNull();
    } finally {
      expect(await down.stop()).toBe(0);
    }
  });
});

function fetchWith(agent: Agent, host: string, port: string, path: string, onHeaders: () => void) {
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request({ host, port, path, agent }, (res) => {
      onHeaders();
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", fail);
    req.end();
  });
}

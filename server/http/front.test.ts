// The HTTP front's static files, on a throw-away client directory (no app build needed).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer, get, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allowConsole } from "../../tests/setup/console.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { createHttpHandler, worthCompressing } from "./front.ts";
import { createMetrics } from "../metrics.ts";
import type { Services } from "../services.ts";

describe("static files", () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "flap-static-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)");
    writeFileSync(join(dir, "robots.txt"), "User-agent: *");
    const metrics = createMetrics({ db: { dialect: "sqlite" } as Db, databaseUrl: "file::memory:" });
    const services = { config: loadConfig({ NODE_ENV: "test" }), logger: pino({ level: "silent" }), metrics } as unknown as Services;
    const handle = createHttpHandler({
      services,
      // Anything that is not a file reaches React Router: here a build that cannot load (a 5xx).
      build: async () => {
        throw new Error("no app build in this test");
      },
      clientDir: dir,
      isReady: () => true,
      isShuttingDown: () => false,
    });
    server = createServer(handle);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  // React Router logs the error its request handler met: here the missing build the test stands in.
  beforeEach(() => allowConsole("error", /no app build in this test/));

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves hashed assets as immutable for a year, other files for an hour, with validators", async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log(1)");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("etag")).toBeTruthy();
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    // (node:http: fetch does not pass If-None-Match through here.)
    const status = await new Promise<number | undefined>((done) =>
      get(`${base}/assets/app-abc123.js`, { headers: { "if-none-match": asset.headers.get("etag")! } }, (res) => {
        res.resume();
        done(res.statusCode);
      }),
    );
    expect(status).toBe(304);
  });

  it("passes a file that vanished under the running server on instead of crashing", async () => {
    expect((await fetch(`${base}/assets/app-abc123.js`)).status).toBe(200);
    rmSync(join(dir, "assets", "app-abc123.js"));
    const gone = await fetch(`${base}/assets/app-abc123.js`);
    expect(gone.status).not.toBe(200);
    // The process is still serving.
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });

  it("refuses a Host header no URL can be made of with a 400 in the visitor's language, before any route", async () => {
    for (const host of ["bad host", "[::1", "a:b:c"]) {
      const answer = await new Promise<{ status: number | undefined; body: string }>((done, fail) => {
        const url = new URL(base);
        const req = request(
          { host: url.hostname, port: url.port, path: "/api/me", headers: { Host: host, "Accept-Language": "de" } },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => done({ status: res.statusCode, body }));
          },
        );
        req.on("error", fail);
        req.end();
      });
      expect(answer.status, host).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        error: "bad_request",
        message: "Diese Anfrage ging an eine ungültige Adresse. Prüfe den Link und versuche es noch einmal.",
      });
    }
  });

  it("never serves dotfiles or lists directories", async () => {
    writeFileSync(join(dir, ".env"), "SECRET=1");
    expect((await fetch(`${base}/.env`)).status).not.toBe(200);
    expect((await fetch(`${base}/assets/`)).status).not.toBe(200);
  });
});

describe("which answers are gzipped", () => {
  const answer = (headers: Record<string, string>) =>
    worthCompressing(
      { headers: { "accept-encoding": "gzip" } } as never,
      { getHeader: (name: string) => headers[name.toLowerCase()] } as never,
    );

  it("sends JSON under 4 KB as it is, and gzips larger JSON and pages as before", () => {
    expect(answer({ "content-type": "application/json", "content-length": "3000" })).toBe(false);
    expect(answer({ "content-type": "application/json; charset=utf-8", "content-length": "4095" })).toBe(false);
    expect(answer({ "content-type": "application/json", "content-length": "4096" })).toBe(true);
    // A streamed JSON answer (no length) is left to compression's threshold, as before.
    expect(answer({ "content-type": "application/json" })).toBe(true);
    expect(answer({ "content-type": "text/html; charset=utf-8", "content-length": "3000" })).toBe(true);
    expect(answer({ "content-type": "image/png", "content-length": "30000" })).toBe(false);
  });
});

// After warm-up a request touches neither the filesystem nor the module loader: the server answers
// pages and the game's JSON from memory and the database (node:sqlite and pg do their own I/O).
// The server runs with tests/support/count-io.ts preloaded, which counts both and prints the counts.
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const preload = resolve(import.meta.dirname, "../support/count-io.ts");
const PAGES = ["/", "/leaderboard", "/leaderboard?board=weekly", "/store", "/play", "/terms", "/privacy", "/contact", "/login"];
const JSON_PATHS = ["/api/leaderboards/daily", "/api/leaderboards/alltime?limit=20", "/api/store", "/api/me", "/api/session"];

interface Counts {
  fs: number;
  modules: number;
  calls: Record<string, number>;
  last: string[];
}

async function countsOf(server: RunningServer): Promise<Counts> {
  const before = server.output().length;
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    const line = /io-count (\{.*\})\n/.exec(server.output().slice(before));
    if (line) return JSON.parse(line[1]!) as Counts;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error("the server did not print its counts");
}

for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`per-request I/O on ${dialect}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      server = await startServer({ env: { DATABASE_URL: database.url, NODE_OPTIONS: `--import ${preload}` } });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it("reads no file and loads no module for 100 requests of pages, JSON and run starts, as a visitor and as a guest", async () => {
      const base = server.url;
      const guest = await fetch(base + "/api/session/guest", { method: "POST", headers: { origin: base } });
      expect(guest.status).toBe(201);
      const cookie = guest.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const all = [...PAGES, ...JSON_PATHS];
      const round = async (count: number) => {
        for (let i = 0; i < count; i++) {
          // Every tenth request starts a run as the guest (the game's write path; under its limit of 30 a minute).
          if (i % 10 === 9) {
            const started = await fetch(base + "/api/runs", {
              method: "POST",
              headers: { cookie, origin: base, "content-type": "application/json" },
              body: "{}",
            });
            expect(started.status).toBe(201);
            await started.arrayBuffer();
            continue;
          }
          const path = all[i % all.length]!;
          const headers: Record<string, string> = i % 2 === 0 && path !== "/api/me" ? {} : { cookie };
          // A language other than English now and then, and a query no cache has seen.
          if (i % 3 === 0) headers["accept-language"] = "de";
          const url = base + path + (i % 7 === 0 ? `${path.includes("?") ? "&" : "?"}n=${i}` : "");
          const response = await fetch(url, { headers });
          expect(response.status, url).toBe(200);
          await response.arrayBuffer();
        }
      };
      // Warm-up: every page, chunk and statement is loaded or prepared once.
      await round(all.length * 4);
      const before = await countsOf(server);
      await round(100);
      const after = await countsOf(server);
      const grown = Object.fromEntries(Object.entries(after.calls).filter(([name, n]) => n !== (before.calls[name] ?? 0)));
      expect({ fs: after.fs - before.fs, grown }).toEqual({ fs: 0, grown: {} });
      expect({ modules: after.modules - before.modules, last: after.last }).toEqual({ modules: 0, last: before.last });
    }, 120_000);
  });
}

// Online backup and restore (npm run db:backup / db:restore) on both engines: while the production
// server keeps taking writes (new guests), a backup is taken; it is restored into a fresh database, a
// second server starts on it, and everything written before the backup is there: the players, a
// wallet balance and the all-time board, and even the session (its signing secret is in the database).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { TICKS_PER_SECOND, type GameSettings } from "../../game/sim/index.ts";
import { runFromSim } from "../../game/replay/index.ts";
import { openDatabase } from "../../server/db/index.ts";
import { Client } from "./auth-client.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { flyLikeAPerson } from "../support/person-run.ts";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

/** `node scripts/<script>` with DATABASE_URL; its exit code and output (never throws). */
async function script(name: string, databaseUrl: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, "scripts", name), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** A visitor from its own address (TRUST_PROXY), so many guests are not one rate-limited client. */
function visitor(base: string, index: number): Client {
  const client = new Client(base);
  const send = client.send.bind(client);
  client.send = (path, options = {}) =>
    send(path, { ...options, headers: { ...options.headers, "x-forwarded-for": `10.9.${index >> 8}.${index & 255}` } });
  return client;
}

async function countPlayers(databaseUrl: string): Promise<string[]> {
  const db = openDatabase(databaseUrl, { poolMax: 1 });
  try {
    return (await db.kysely.selectFrom("user").select("id").execute()).map((row) => row.id);
  } finally {
    await db.close();
  }
}

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`backup and restore [${engine}]`, () => {
    const cleanup: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step().catch(() => {});
    });

    it("restores a backup taken under writes into a fresh database that a server then serves", async () => {
      const source: TestDatabase = await createTestDatabase(engine);
      cleanup.push(() => source.drop());
      const env = { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "false" };
      const live: RunningServer = await startServer({ env: { ...env, DATABASE_URL: source.url } });
      cleanup.push(() => live.stop());

      // Before the backup: a guest plays a scoring run (the replay bot, 20 simulated seconds).
      const player = visitor(live.url, 1);
      const started = await player.send("/api/runs", { json: {} });
      expect(started.status).toBe(201);
      const runStart = (await started.json()) as { runId: string; seed: number; settingsVersion: number; settings: GameSettings };
      const sim = flyLikeAPerson({
        seed: runStart.seed,
        settings: runStart.settings,
        flyWhile: (sim) => sim.state.tick < 20 * TICKS_PER_SECOND,
      });
      expect(sim.state.score).toBeGreaterThan(0);
      // The server refuses a finish sooner than the simulated time: move the start back instead of
      // waiting (test-only SQL on this throw-away database, as bench/finish.ts does).
      const direct = openDatabase(source.url, { poolMax: 1 });
      await direct.kysely
        .updateTable("runs")
        .set((eb) => ({ started_at: eb("started_at", "-", 60_000) }))
        .where("id", "=", runStart.runId)
        .execute();
      await direct.close();
      const finished = await player.send(`/api/runs/${runStart.runId}/finish`, {
        json: {
          inputs: runFromSim(sim, runStart.settingsVersion).inputs,
          timing: sim.timings,
          claimedScore: sim.state.score,
          name: "Saved",
        },
      });
      expect(finished.status).toBe(200);
      const { balance } = (await finished.json()) as { balance: number };
      expect(balance).toBe(sim.state.score * 10);
      const playersBefore = await countPlayers(source.url);

      // Writes go on during the backup: a new guest every few milliseconds.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        for (let i = 2; writing; i++) {
          const guest = await visitor(live.url, i).send("/api/session/guest", { method: "POST" });
          expect(guest.status).toBe(201);
          written += 1;
        }
      })();
      while (written < 3) await new Promise((r) => setTimeout(r, 10));
      const dir = mkdtempSync(join(tmpdir(), "flap-backup-"));
      cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, engine === "sqlite" ? "backup.db" : "backup.dump");
      const backup = await script("db-backup.ts", source.url, ["--out", file]);
      writing = false;
      await writer;
      expect(backup, backup.output).toMatchObject({ code: 0 });
      expect(backup.output).toContain(`written to ${file}`);

      // Restore into a fresh, empty database and serve it.
      const target = await createTestDatabase(engine);
      cleanup.push(() => target.drop());
      const restored = await script("db-restore.ts", target.url, [file]);
      expect(restored, restored.output).toMatchObject({ code: 0 });
      const playersAfter = await countPlayers(target.url);
      expect(playersAfter).toEqual(expect.arrayContaining(playersBefore));
      // A consistent snapshot: whole guests only, none that did not exist yet.
      expect(playersAfter.length).toBeLessThanOrEqual(playersBefore.length + written);

      const second = await startServer({ env: { ...env, DATABASE_URL: target.url } });
      cleanup.push(() => second.stop());
      const again = visitor(second.url, 1);
      for (const [name, value] of player.cookies) again.cookies.set(name, value);
      const me = await again.send("/api/me");
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ balance });
      const board = (await (await again.send("/api/leaderboards/alltime?limit=100")).json()) as { top: { name: string; score: number }[] };
      expect(board.top).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Saved", score: sim.state.score })]));

      // A restore never goes over a database that has data.
      const refused = await script("db-restore.ts", target.url, [file]);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/exists|has tables/);
    }, 60_000);
  });
}

// Crash under write load: the production server on a fresh database (SQLite file, then
// PostgreSQL), 30 players of the load workload (tests/load/workload.ts: guests, runs, purchases,
// sandbox coin packs) writing, kill -9 in the middle, a new process on the same database. Then:
//   - every write acknowledged with a 2xx before the kill is in the database as acknowledged
//     (tests/load/check.ts checkAcknowledged);
//   - nothing is half done and nothing credited twice, for every player (checkConsistency): wallet =
//     ledger, each finish credited once, each purchase with its debit and its item, each paid coin
//     pack credited once;
//   - sending again every acknowledged finish, purchase and coin-pack payment answers the duplicate
//     answer and moves no coin; sending again every write whose answer the kill swallowed is applied
//     at most once (the consistency check still holds afterwards).
// A campaign in flight resuming after kill -9 is tests/e2e/campaigns-crash.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { checkAcknowledged, checkConsistency, replayAfterRestart } from "../load/check.ts";
import { closeConnections, runWorkload, type Target, type WorkloadResult, type WriteKind } from "../load/workload.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const PLAYERS = 30;
const ACCOUNTS = 4;

describe.each(["sqlite", "postgres"] as const)("kill -9 under write load (%s)", (engine) => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer | undefined;
  const env = () => ({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    // PostgreSQL has no payments sandbox unless asked (server/payments/mode.ts).
    PAYMENTS_SANDBOX: "true",
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    closeConnections();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("every acknowledged write survives, none is half done or doubled, replays are safe", async () => {
    server = await startServer({ env: env() });
    const target: Target = { url: server.url };
    const acked: Record<WriteKind, number> = { guest: 0, finish: 0, purchase: 0, coin_pack: 0 };
    let killedAt = Infinity;

    // Kill once every kind of write has been acknowledged a few times, with the players mid-loop.
    let killed!: () => void;
    const enough = new Promise<void>((done) => (killed = done));
    const onWrite = (kind: WriteKind) => {
      acked[kind] += 1;
      if (acked.finish >= 25 && acked.purchase >= 8 && acked.coin_pack >= ACCOUNTS) killed();
    };
    const load = runWorkload({
      target,
      players: PLAYERS,
      accounts: ACCOUNTS,
      smtp,
      durationMs: 40_000,
      rampMs: 1_000,
      playSeconds: [1, 3],
      addressOctet: engine === "sqlite" ? 81 : 82,
      onConnectionLost: "stop",
      onWrite,
    });
    await Promise.race([enough, load.then(() => undefined)]);
    killedAt = performance.now();
    await server.stop("SIGKILL");
    const result: WorkloadResult = await load;

    // The workload itself saw only right answers, and lost connections only from the kill on.
    expect(result.errors).toEqual([]);
    expect(result.journal.finishes.length).toBeGreaterThanOrEqual(25);
    expect(result.journal.purchases.length).toBeGreaterThanOrEqual(8);
    expect(result.journal.coinPacks.length).toBeGreaterThanOrEqual(ACCOUNTS);
    expect(result.connectionsLost.length).toBeGreaterThan(0);
    expect(Math.min(...result.connectionsLost)).toBeGreaterThanOrEqual(killedAt - result.startedAt);

    const cut = result.journal.unanswered.filter((u) => !u.reason.includes("ECONNREFUSED")).map((u) => u.kind);
    console.info(
      `${engine}: killed after ${result.journal.finishes.length} finishes, ${result.journal.purchases.length} purchases, ` +
        `${result.journal.coinPacks.length} coin packs acknowledged; ${result.journal.unanswered.length} writes unanswered, ` +
        `${cut.length} of them cut in flight (${cut.join(", ") || "none"})`,
    );

    // A new process on the same database.
    server = await startServer({ env: env() });
    target.url = server.url;
    const db = openDatabase(database.url, { poolMax: 2 });
    try {
      const acknowledged = await checkAcknowledged(db, result.journal);
      expect(acknowledged.lost).toEqual([]);
      expect(acknowledged.checked).toBe(
        result.journal.guests.length + result.journal.finishes.length + result.journal.purchases.length + result.journal.coinPacks.length,
      );
      expect(await checkConsistency(db)).toEqual([]);

      const replays = await replayAfterRestart(target, db, result.journal, result.players);
      expect(replays.problems).toEqual([]);
      expect(replays.replayed).toBeGreaterThanOrEqual(result.journal.finishes.length + result.journal.purchases.length);
      expect(await checkConsistency(db)).toEqual([]);

      // The checks can fail: a finish acknowledged but never committed, and a second credit for a
      // run, are both seen.
      const phantom = {
        playerId: result.journal.finishes[0]!.playerId,
        runId: "00000000-0000-4000-8000-000000000000",
        score: 3,
        coins: 30,
      };
      const withPhantom = { ...result.journal, finishes: [...result.journal.finishes, phantom] };
      expect((await checkAcknowledged(db, withPhantom)).lost).toHaveLength(1);
      const credited = result.journal.finishes[0]!;
      await db.kysely
        .insertInto("wallet_ledger")
        .values({
          id: "double-credit",
          player_id: credited.playerId,
          delta: 10,
          balance_after: 0,
          reason: "run",
          reference: `run-again:${credited.runId}`,
          created_at: Date.now(),
        })
        .execute();
      expect((await checkConsistency(db)).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 90_000);
});

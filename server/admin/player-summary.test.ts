import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDb, describeEachDialect, DIALECTS, skipPostgres } from "../../tests/dialects.ts";
import { migrations } from "../db/migrations/index.ts";
import type { Db } from "../db/index.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import { createLeaderboardService } from "../leaderboards/service.ts";
import { createPlayersService } from "../players/service.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createRunsService, type StartedRun } from "../runs/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { encodeRun, type Run, type RunInput } from "../../game/replay/index.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import { createPlayerDataService } from "./player-data.ts";
import {
  prefixRange,
  recomputePlayerSummaries,
  isCountedRun,
  recomputeRunScoreCounts,
  storedPlayerSummaries,
  storedRunScoreCounts,
} from "./player-summary.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";

describe("prefixRange", () => {
  it("bounds exactly the strings with the prefix, by code point", () => {
    expect(prefixRange("abc")).toEqual({ from: "abc", to: "abd" });
    expect(prefixRange("a%")).toEqual({ from: "a%", to: "a&" });
    expect(prefixRange("zoë")).toEqual({ from: "zoë", to: "zoì" });
    expect(prefixRange("a\uD7FF")).toEqual({ from: "a\uD7FF", to: "a\uE000" });
    expect(prefixRange("x🐦")).toEqual({ from: "x🐦", to: "x🐧" });
    expect(prefixRange("a\u{10FFFF}")).toEqual({ from: "a\u{10FFFF}", to: "b" });
    expect(prefixRange("\u{10FFFF}")).toEqual({ from: "\u{10FFFF}", to: null });
  });
});

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A person-like run (tests/support/person-run.ts) of about `stopAt` ticks (then the bird falls). */
function play(started: StartedRun, stopAt: number): { run: Run; score: number; ticks: number } {
  const sim = flyLikeAPerson({
    seed: started.seed,
    settings: started.settings as GameSettings,
    flyWhile: (sim) => sim.state.tick < stopAt,
  });
  const run: Run = {
    seed: sim.seed,
    settingsVersion: started.settingsVersion,
    settings: started.settings as GameSettings,
    inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput),
    timing: sim.timings.slice(),
  };
  return { run, score: sim.summary().score, ticks: sim.state.tick };
}

function setup(db: Db) {
  const clock = { t: T0 };
  const now = () => clock.t;
  const settings = createSettingsService(db);
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now });
  const inventory = createInventoryService(db, { now });
  const achievements = createAchievementsService(db);
  const runs = createRunsService({ db, settings, wallet, leaderboards, inventory, achievements, events: createEventsService(db), now });
  const players = createPlayersService(db, wallet, inventory, achievements, { now });
  return { clock, db, wallet, runs, players };
}

let userNo = 0;
async function addUser(db: Db, options: { guest?: boolean; name?: string; role?: "player" | "admin" } = {}): Promise<string> {
  userNo += 1;
  const id = `Sum${userNo}-${Math.random().toString(36).slice(2, 8)}`;
  const iso = new Date(T0 - userNo * 60_000).toISOString();
  await db.kysely
    .insertInto("user")
    .values({
      id,
      name: options.name ?? `Player ${userNo}`,
      email: options.guest ? `temp-${id}@guest.invalid` : `${id}@Example.com`,
      createdAt: iso,
      updatedAt: iso,
      isAnonymous: options.guest ?? false,
      role: options.role ?? "player",
    })
    .execute();
  return id;
}

let sessionNo = 0;
async function checkout(db: Db, playerId: string, amountCents: number, status: "open" | "paid") {
  sessionNo += 1;
  const id = `cs_sum_${sessionNo}`;
  await db.kysely
    .insertInto("checkout_sessions")
    .values({
      id,
      provider: "sandbox",
      player_id: playerId,
      pack_id: "starter",
      coins: 1000,
      amount_cents: amountCents,
      currency: "usd",
      status,
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  return id;
}

const setStatus = (db: Db, id: string, status: "paid" | "refunded" | "disputed" | "expired") =>
  db.kysely.updateTable("checkout_sessions").set({ status, updated_at: T0 }).where("id", "=", id).execute();

/** The summaries and run counts equal a from-scratch computation; the statistics equal the old full scans. */
async function expectConsistent(db: Db) {
  const k = db.kysely;
  expect(await storedPlayerSummaries(k)).toEqual(await recomputePlayerSummaries(k, db.dialect));
  expect(await storedRunScoreCounts(k)).toEqual(await recomputeRunScoreCounts(k));
  const stats = await createPlayerDataService(db, { now: () => T0 }).statistics();
  const runs = await k
    .selectFrom("runs")
    .where(isCountedRun)
    .select([
      (eb) => eb.fn.countAll<number>().as("n"),
      sql<number | string | null>`avg(score)`.as("avg"),
      (eb) => eb.fn.max("score").as("best"),
    ])
    .executeTakeFirstOrThrow();
  const types = await k
    .selectFrom("user")
    .where("role", "=", "player")
    .select([
      sql<number>`sum(case when "isAnonymous" = ${db.dialect === "postgres" ? sql`true` : sql`1`} then 1 else 0 end)`.as("guests"),
      (eb) => eb.fn.countAll<number>().as("n"),
    ])
    .executeTakeFirstOrThrow();
  expect({
    players: stats.players,
    guests: stats.guests,
    gamesAllTime: stats.gamesAllTime,
    averageScore: stats.averageScore,
    bestScore: stats.bestScore,
  }).toEqual({
    players: Number(types.n),
    guests: Number(types.guests ?? 0),
    gamesAllTime: Number(runs.n),
    averageScore: runs.avg === null ? 0 : Math.round(Number(runs.avg) * 100) / 100,
    bestScore: Number(runs.best ?? 0),
  });
}

describeEachDialect(
  "player summaries",
  (getDb) => {
    it("match a recomputation from scratch after finishes, coins, purchases, merges, renames, role changes and deletions", async () => {
      const db = getDb();
      const env = setup(db);
      await expectConsistent(db);

      const [ann, bob, guest, doomed] = [
        await addUser(db, { name: "Ann" }),
        await addUser(db, { name: "Bob" }),
        await addUser(db, { guest: true, name: "Guest" }),
        await addUser(db, { name: "Doomed" }),
      ];
      const operator = await addUser(db, { role: "admin", name: "Operator" });
      await expectConsistent(db);

      // Finished runs (paid, maybe held), a rejected one, an abandoned one.
      for (const [i, player] of [ann, bob, guest, ann, doomed, guest].entries()) {
        const s = await env.runs.start(player);
        if (!s.ok) throw new Error(s.message);
        const { run, score, ticks } = play(s, 200 + i * 150);
        env.clock.t += Math.ceil((ticks / 60) * 1000) + 1000;
        const done = await env.runs.finish(player, s.runId, {
          log: encodeRun(run),
          claimedScore: score,
          name: i === 3 ? "Annie" : undefined,
        });
        expect(done.ok, JSON.stringify(done)).toBe(true);
      }
      const bad = await env.runs.start(bob);
      if (!bad.ok) throw new Error(bad.message);
      env.clock.t += 60_000;
      expect((await env.runs.finish(bob, bad.runId, { inputs: [], claimedScore: 99 })).ok).toBe(false);
      const left = await env.runs.start(bob);
      if (!left.ok) throw new Error(left.message);
      await env.runs.abandon(bob, left.runId);
      await expectConsistent(db);

      // Coins in and out; checkout sessions paid, refunded, disputed, never paid.
      await env.wallet.apply({ playerId: bob, delta: 500, reason: "test", reference: "sum-bob-1" });
      await env.wallet.apply({ playerId: bob, delta: -120, reason: "purchase", reference: "sum-bob-2" });
      await env.wallet.apply({ playerId: guest, delta: 70, reason: "test", reference: "sum-guest-1" });
      const paid = await checkout(db, ann, 499, "open");
      await setStatus(db, paid, "paid");
      const refunded = await checkout(db, ann, 1999, "paid");
      await setStatus(db, refunded, "refunded");
      const disputed = await checkout(db, bob, 99, "paid");
      await checkout(db, bob, 499, "paid");
      await setStatus(db, disputed, "disputed");
      const expired = await checkout(db, bob, 99, "open");
      await setStatus(db, expired, "expired");
      await checkout(db, guest, 99, "paid");
      await expectConsistent(db);

      // A rename, an e-mail change, the operator losing and regaining the admin role.
      expect((await env.players.rename(bob, "Robert")).ok).toBe(true);
      await db.kysely.updateTable("user").set({ email: "New.Bob@Example.com" }).where("id", "=", bob).execute();
      await db.kysely.updateTable("user").set({ role: "player" }).where("id", "=", operator).execute();
      await expectConsistent(db);
      await db.kysely.updateTable("user").set({ role: "admin" }).where("id", "=", operator).execute();
      await expectConsistent(db);

      // The guest becomes part of Ann's account (stats, coins, runs), then goes; an account is deleted.
      await env.players.mergeGuest(guest, ann);
      await db.kysely.deleteFrom("user").where("id", "=", guest).execute();
      await env.players.deleteAccount(doomed);
      await expectConsistent(db);

      // A finished run removed (no app path does it; a repair or a restore might).
      await db.kysely.deleteFrom("runs").where("player_id", "=", bob).where("status", "=", "finished").execute();
      await expectConsistent(db);

      const summary = (await storedPlayerSummaries(db.kysely)).find((row) => row.player_id === ann)!;
      expect(summary.name_key).toBe("annie");
      // Her 499 and the guest's 99: a guest's card payments follow it into the account it signs into.
      expect(summary.spent_cents).toBe(598);
      expect(summary.games_played).toBeGreaterThanOrEqual(2);
      expect((await storedPlayerSummaries(db.kysely)).map((row) => row.player_id)).not.toContain(operator);
    });

    it("follow a rename alone (name_key set by itself, 0034) and a rename with other columns in the same update", async () => {
      const db = getDb();
      const env = setup(db);
      const k = db.kysely;
      const [ann, guest, missing] = [
        await addUser(db, { name: "Ann" }),
        await addUser(db, { guest: true, name: "Guest" }),
        await addUser(db),
      ];
      const operator = await addUser(db, { role: "admin", name: "Operator" });
      const nameKey = async (id: string) =>
        (await k.selectFrom("player_summaries").select("name_key").where("player_id", "=", id).executeTakeFirst())?.name_key;

      // A rename alone, through the app and directly; the same name again.
      expect((await env.players.rename(ann, "Annabel")).ok).toBe(true);
      expect(await nameKey(ann)).toBe("annabel");
      await k.updateTable("user").set({ name: "ANNA" }).where("id", "=", ann).execute();
      await k.updateTable("user").set({ name: "ANNA" }).where("id", "=", ann).execute();
      expect(await nameKey(ann)).toBe("anna");
      await expectConsistent(db);

      // A name with the e-mail, with the guest flag (a guest signing up), with the creation time.
      await k.updateTable("user").set({ name: "Ann B", email: "Ann.B@Example.com" }).where("id", "=", ann).execute();
      await k
        .updateTable("user")
        .set({ name: "Signed Up", email: `${guest}@Example.com`, isAnonymous: false })
        .where("id", "=", guest)
        .execute();
      await k
        .updateTable("user")
        .set({ name: "Older", createdAt: new Date(T0 - 86_400_000).toISOString() })
        .where("id", "=", ann)
        .execute();
      await expectConsistent(db);

      // An operator's rename (no summary), then a name with the role: the operator becomes a player.
      await k.updateTable("user").set({ name: "Op" }).where("id", "=", operator).execute();
      await expectConsistent(db);
      await k.updateTable("user").set({ name: "Player Op", role: "player" }).where("id", "=", operator).execute();
      expect(await nameKey(operator)).toBe("player op");
      await expectConsistent(db);

      // A player whose summary row went missing gets it whole back with a rename, as before 0034.
      await k.deleteFrom("player_summaries").where("player_id", "=", missing).execute();
      await k.updateTable("user").set({ name: "Found" }).where("id", "=", missing).execute();
      expect(await nameKey(missing)).toBe("found");
      await expectConsistent(db);
    });

    it("count bulk loads right: many users, stats and finished runs in one statement each", async () => {
      const db = getDb();
      const iso = new Date(T0).toISOString();
      const ids = Array.from({ length: 30 }, (_, i) => `bulk-${i}`);
      await db.kysely
        .insertInto("user")
        .values(
          ids.map((id, i) => ({
            id,
            name: `Bulk ${i}`,
            email: `${id}@example.com`,
            createdAt: iso,
            updatedAt: iso,
            isAnonymous: i % 3 === 0,
          })),
        )
        .execute();
      await db.kysely
        .insertInto("player_stats")
        .values(ids.map((id, i) => ({ player_id: id, games_played: i, best_score: i * 2, last_played_at: T0 + i, updated_at: T0 })))
        .execute();
      await db.kysely
        .insertInto("runs")
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            id: `bulk-run-${i}`,
            player_id: ids[i % ids.length]!,
            seed: 1,
            settings_version: 1,
            status: i % 10 === 0 ? "started" : "finished",
            started_at: T0,
            expires_at: T0,
            finished_at: T0,
            score: i % 17,
          })),
        )
        .execute();
      await expectConsistent(db);
      await db.kysely.updateTable("runs").set({ status: "rejected" }).where("id", "like", "bulk-run-1%").execute();
      await db.kysely.deleteFrom("user").where("id", "in", ids.slice(0, 10)).execute();
      await expectConsistent(db);
    });

    it("stay right under concurrent coin changes and payments for the same players", async () => {
      const db = getDb();
      const env = setup(db);
      const a = await addUser(db);
      const b = await addUser(db);
      const sessions = await Promise.all([a, b, a, b, a, b].map((p, i) => checkout(db, p, 100 + i, "open")));
      await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          env.wallet.apply({ playerId: i % 2 === 0 ? a : b, delta: 10 + i, reason: "test", reference: `sum-par-${i}` }),
        ),
        ...sessions.map((id) => setStatus(db, id, "paid")),
      ]);
      await Promise.all(sessions.slice(0, 3).map((id) => setStatus(db, id, "refunded")));
      await expectConsistent(db);
    });
  },
  { seed: true },
);

/** A fresh database with every migration before `last` applied (`last` is for the test to run). */
async function migratedBefore(dialect: (typeof DIALECTS)[number], last: string) {
  const testDb = await createTestDb(dialect, { migrate: false });
  for (const [name, migration] of Object.entries(migrations)) if (name < last) await migration.up(testDb.db.kysely, dialect);
  return testDb;
}

for (const dialect of DIALECTS) {
  describe.skipIf(dialect === "postgres" && skipPostgres)(`player summaries migration [${dialect}]`, () => {
    it("backfills the players and finished runs written before it", async () => {
      const last = "0019_player_summaries";
      const testDb = await migratedBefore(dialect, last);
      try {
        const db = testDb.db;
        const [a, b, g] = [await addUser(db, { name: "Zed" }), await addUser(db), await addUser(db, { guest: true })];
        await addUser(db, { role: "admin" });
        await db.kysely
          .insertInto("player_stats")
          .values({ player_id: a, games_played: 3, best_score: 17, last_played_at: T0, updated_at: T0 })
          .execute();
        await db.kysely.insertInto("wallets").values({ player_id: g, coins: 40, updated_at: T0 }).execute();
        await checkout(db, b, 499, "paid");
        await checkout(db, b, 99, "open");
        for (const [i, score] of [5, 5, 9, 0].entries()) {
          await db.kysely
            .insertInto("runs")
            .values({
              id: `bf${i}`,
              player_id: a,
              seed: 1,
              settings_version: 1,
              status: "finished",
              started_at: T0,
              expires_at: T0,
              finished_at: T0,
              score,
            })
            .execute();
        }
        await db.kysely
          .insertInto("runs")
          .values({ id: "bf-open", player_id: a, seed: 1, settings_version: 1, status: "started", started_at: T0, expires_at: T0 })
          .execute();

        await migrations[last]!.up(db.kysely, dialect);
        const rows = await storedPlayerSummaries(db.kysely);
        expect(rows).toEqual(await recomputePlayerSummaries(db.kysely, dialect));
        expect(rows).toHaveLength(3);
        expect(rows.find((row) => row.player_id === a)).toMatchObject({
          name_key: "zed",
          games_played: 3,
          best_score: 17,
          last_played_at: T0,
        });
        expect(rows.find((row) => row.player_id === b)).toMatchObject({ spent_cents: 499, coins: 0, is_guest: 0 });
        expect(rows.find((row) => row.player_id === g)).toMatchObject({ coins: 40, is_guest: 1 });
        const counts = await db.kysely.selectFrom("player_counts").select(["is_guest", "n"]).orderBy("is_guest").execute();
        expect(counts.map((row) => [Number(row.is_guest), Number(row.n)])).toEqual([
          [0, 2],
          [1, 1],
        ]);
        expect(await storedRunScoreCounts(db.kysely)).toEqual([
          { score: 0, n: 1 },
          { score: 5, n: 2 },
          { score: 9, n: 1 },
        ]);
      } finally {
        await testDb.drop();
      }
    });

    it("0039 counts again only the runs that count (not held, not rejected), and its triggers follow a review", async () => {
      const last = "0039_counted_runs";
      const testDb = await migratedBefore(dialect, last);
      try {
        const db = testDb.db;
        const a = await addUser(db);
        const reviews = [null, "held", "rejected", "cleared", null] as const;
        for (const [i, review] of reviews.entries()) {
          const run = {
            player_id: a,
            seed: 1,
            settings_version: 1,
            status: "finished" as const,
            started_at: T0,
            expires_at: T0,
            finished_at: T0,
          };
          await db.kysely
            .insertInto("runs")
            .values({ ...run, id: `cr${i}`, score: 10 + i, review })
            .execute();
        }
        // Before 0039 every finished run counted.
        expect((await storedRunScoreCounts(db.kysely)).map((row) => row.score)).toEqual([10, 11, 12, 13, 14]);
        await migrations[last]!.up(db.kysely, dialect);
        expect(await storedRunScoreCounts(db.kysely)).toEqual([
          { score: 10, n: 1 },
          { score: 13, n: 1 },
          { score: 14, n: 1 },
        ]);
        // A review after it: held leaves the counts, cleared comes back, rejected stays out.
        await db.kysely.updateTable("runs").set({ review: "held" }).where("id", "=", "cr0").execute();
        await db.kysely.updateTable("runs").set({ review: "cleared" }).where("id", "=", "cr1").execute();
        await db.kysely.updateTable("runs").set({ status: "finished", score: 20 }).where("id", "=", "cr2").execute();
        await db.kysely.deleteFrom("runs").where("id", "=", "cr4").execute();
        expect(await storedRunScoreCounts(db.kysely)).toEqual([
          { score: 11, n: 1 },
          { score: 13, n: 1 },
        ]);
        expect(await storedRunScoreCounts(db.kysely)).toEqual(await recomputeRunScoreCounts(db.kysely));
      } finally {
        await testDb.drop();
      }
    });
  });
}

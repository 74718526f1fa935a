// The plans of the board reads (top, rankOf, around on the daily board): the SQL each service method
// really runs is captured and EXPLAINed on both engines, so a change to a query (or to the indexes)
// that falls back to reading the whole board fails here rather than only at a million rows.
import { CompiledQuery, sql, type KyselyPlugin, type QueryId } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { planOf, type QueryPlan } from "../../tests/support/query-plan.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService, dailyPeriod } from "./service.ts";

const NOW = Date.UTC(2026, 10, 22, 15, 30);
const TODAY = dailyPeriod(NOW);
const YESTERDAY = dailyPeriod(NOW - 86_400_000);
const ROWS = 2000;
/** A player in the middle of today's board (even rows are today's). */
const PLAYER = "bulk1000";

type Plan = QueryPlan & { sql: string };

/** Runs `call` on a service whose Kysely compiles every query it is given, then EXPLAINs each. */
async function plansOf(
  db: Db,
  call: (service: ReturnType<typeof createLeaderboardService>) => Promise<unknown>,
  { now = NOW, generic = false }: { now?: number; generic?: boolean } = {},
) {
  // Plugins see the operation tree, not the SQL: compile it the way the executor will. Subqueries pass
  // through transformQuery too (each builder has its own query id); only the statements that reach
  // the database come back through transformResult, so those are the ones kept.
  const compiled = new Map<QueryId, CompiledQuery>();
  const captured: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery(args) {
      compiled.set(args.queryId, db.kysely.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      const query = compiled.get(args.queryId);
      if (query) captured.push(query);
      return args.result;
    },
  };
  // Statements compiled once (server/db/compiled.ts) are handed to executeQuery as SQL: kept there.
  const withCapture = db.kysely.withPlugin(capture);
  const kysely = new Proxy(withCapture, {
    get(target, property) {
      if (property === "executeQuery") {
        return (...args: Parameters<typeof target.executeQuery>) => {
          const [query] = args;
          captured.push("compile" in query ? query.compile() : query);
          return target.executeQuery(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  await call(createLeaderboardService({ ...db, kysely }, { now: () => now }));

  const plans: Plan[] = [];
  for (const query of captured) plans.push({ sql: query.sql, ...(await planOf(db, query, { generic })) });
  return plans;
}

const count = (lines: string[], pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;

/** Daily-board rows: row i is player `${prefix}${i}` in period(i), scored i % scores, stepMs apart back from `at`. */
function dailyRows(o: { count: number; prefix: string; period: (i: number) => string; scores: number; at: number; stepMs: number }) {
  return Array.from({ length: o.count }, (_, i) => ({
    id: `${o.prefix}${i}`,
    board: "daily",
    period: o.period(i),
    player_id: `${o.prefix}${i}`,
    name: `P${i}`,
    location: "Unknown",
    score: i % o.scores,
    achieved_at: o.at - i * o.stepMs,
    is_sample: 0 as const,
  }));
}

describeEachDialect(
  "leaderboards board reads: query plans",
  (getDb, dialect) => {
    const fullScan = dialect === "sqlite" ? /^SCAN leaderboard_entries\b/ : /Seq Scan on leaderboard_entries\b/;
    const rankIndex = /leaderboard_entries_rank_idx/;
    const sort = dialect === "sqlite" ? /TEMP B-TREE/ : /^\s*(->\s*)?(Incremental )?Sort\b/;

    beforeAll(async () => {
      const k = getDb().kysely;
      // Today's and yesterday's rows interleaved, 97 distinct scores (many ties), distinct times.
      const rows = dailyRows({
        count: ROWS,
        prefix: "bulk",
        period: (i) => (i % 2 === 0 ? TODAY : YESTERDAY),
        scores: 97,
        at: NOW,
        stepMs: 1_000,
      });
      for (let i = 0; i < rows.length; i += 500) {
        await k
          .insertInto("leaderboard_entries")
          .values(rows.slice(i, i + 500))
          .execute();
      }
      await sql`analyze`.execute(k);
    });

    it("top reads the rank index in order", async () => {
      const plans = await plansOf(getDb(), async (s) => expect(await s.top("daily", 10)).toHaveLength(10));
      // Today has rows: one query, the samples are not read.
      expect(plans).toHaveLength(1);
      const lines = plans[0]!.lines;
      expect(count(lines, fullScan)).toBe(0);
      expect(count(lines, rankIndex)).toBe(1);
      // The index order is the board's order: the limit stops the range after 10 rows, nothing sorts.
      expect(count(lines, sort)).toBe(0);
    });

    it("rankOf reads the count tables by their primary keys", async () => {
      const plans = await plansOf(getDb(), async (s) => expect(await s.rankOf("daily", PLAYER)).toBeGreaterThan(1));
      // The player's own row, then the rank in one statement.
      expect(plans).toHaveLength(2);
      const [own, rank] = plans.map((p) => p.lines);
      expect(count(own!, fullScan)).toBe(0);
      // By the player's key (player, board, period; 0037): a lookup of a handful of rows.
      expect(own!.join("\n")).toMatch(/leaderboard_entries_player_key/);

      expect(count(rank!, fullScan)).toBe(0);
      expect(count(rank!, /leaderboard_(score|time)_counts/)).toBeGreaterThan(0);
      if (dialect === "sqlite") {
        // WITHOUT ROWID tables: the primary key is the table, searched (never scanned) by a key range.
        expect(count(rank!, /^SEARCH leaderboard_score_counts USING PRIMARY KEY \(board=\? AND period=\? AND score>\?\)/)).toBe(1);
        expect(
          count(
            rank!,
            /^SEARCH leaderboard_time_counts USING PRIMARY KEY \(board=\? AND period=\? AND score=\? AND level=\? AND bucket[<>]/,
          ),
        ).toBe(2);
        expect(count(rank!, /^SCAN leaderboard_(score|time)_counts/)).toBe(0);
      } else {
        // An index scan, index-only scan or bitmap index scan of the primary key.
        expect(count(rank!, /(Index Scan using|Index Only Scan using|Bitmap Index Scan on) leaderboard_score_counts_pk\b/)).toBe(1);
        expect(count(rank!, /(Index Scan using|Index Only Scan using|Bitmap Index Scan on) leaderboard_time_counts_pk\b/)).toBe(2);
        expect(count(rank!, /Seq Scan on leaderboard_(score|time)_counts/)).toBe(0);
      }
      // The count inside the player's minute is a range of the rank index.
      expect(count(rank!, rankIndex)).toBe(1);
    });

    it("rankOf a moment after the row was achieved reads the score's count row and a rank-index range after the row", async () => {
      // The "recent" form (a finish's new best): PLAYER's row is NOW - 1,000 s.
      const justAfter = NOW - 1_000_000 + 1;
      const plans = await plansOf(getDb(), async (s) => expect(await s.rankOf("daily", PLAYER)).toBeGreaterThan(1), {
        now: justAfter,
        generic: true,
      });
      expect(plans).toHaveLength(2);
      const rank = plans[1]!.lines;
      expect(count(rank, fullScan)).toBe(0);
      expect(count(rank, /leaderboard_time_counts/), rank.join("\n")).toBe(0);
      if (dialect === "sqlite") {
        expect(count(rank, /^SEARCH leaderboard_score_counts USING PRIMARY KEY \(board=\? AND period=\? AND score>\?\)/)).toBe(1);
        expect(count(rank, /^SEARCH leaderboard_score_counts USING PRIMARY KEY \(board=\? AND period=\? AND score=\?\)/)).toBe(1);
        expect(count(rank, /^SCAN leaderboard_score_counts/)).toBe(0);
      } else {
        expect(count(rank, /(Index Scan using|Index Only Scan using|Bitmap Index Scan on) leaderboard_score_counts_pk\b/)).toBe(2);
        expect(count(rank, /Seq Scan on leaderboard_score_counts/)).toBe(0);
      }
      // The rows at or after the player's: a range of the rank index from the row on.
      expect(count(rank, rankIndex), rank.join("\n")).toBe(1);
    });

    it("rankOf finds the player's row by the key and counts the minute by the rank index on a period the statistics have not seen", async () => {
      // A new day: its rows arrive after the last ANALYZE, so PostgreSQL's statistics do not know the
      // period and estimate a row or two for any index on (board, period). A second index led by
      // (board, period), the player key before 0037, then tied with the rank index, and the planner
      // took it and filtered every row of the day's board for each finish's rank (measured: 1.4 ms
      // for 2,000 rows, growing with the day). With the key led by the player, a plan for these
      // values ties the other way for the player's own row (the rank index, filtering the day by
      // player): the app's statements are planned for any values (generic plans, server/db/index.ts),
      // which is what is held here.
      const tomorrow = NOW + 86_400_000;
      const period = dailyPeriod(tomorrow);
      const rows = dailyRows({ count: 1000, prefix: "new", period: () => period, scores: 7, at: tomorrow, stepMs: 100 });
      await getDb().kysely.insertInto("leaderboard_entries").values(rows).execute();
      const plans = await plansOf(getDb(), async (s) => expect(await s.rankOf("daily", "new500")).toBeGreaterThan(1), {
        now: tomorrow,
        generic: true,
      });
      expect(plans).toHaveLength(2);
      const own = plans[0]!.lines;
      expect(own.join("\n")).toMatch(/leaderboard_entries_player_key/);
      expect(own.join("\n")).not.toMatch(rankIndex);
      const rank = plans[1]!.lines;
      expect(count(rank, fullScan)).toBe(0);
      expect(count(rank, rankIndex), rank.join("\n")).toBe(1);
      expect(rank.join("\n")).not.toMatch(/leaderboard_entries_player/);
    });

    it("around reads two rank-index ranges per side", async () => {
      const plans = await plansOf(getDb(), async (s) => {
        const rows = await s.around("daily", PLAYER, 2);
        expect(rows.map((r) => r.playerId)).toContain(PLAYER);
        expect(rows).toHaveLength(5);
      });
      // Own row, rank, above, below (the last three run in parallel: find them by their SQL).
      expect(plans).toHaveLength(4);
      for (const plan of plans) expect(count(plan.lines, fullScan), plan.sql).toBe(0);
      const sides = plans.filter((p) => /union all/i.test(p.sql));
      expect(sides).toHaveLength(2);
      for (const side of sides) {
        expect(count(side.lines, rankIndex), side.sql).toBe(2);
        // Each arm walks the index (forwards or backwards) in the arm's order, so its limit stops the
        // range after k rows: no sort between the index and the limit (only the arms' few output
        // rows may be sorted for the side's merge).
        if (dialect === "sqlite") {
          const searches = side.nodes.filter((node) => rankIndex.test(node.detail));
          for (const search of searches) {
            expect(search.detail).toMatch(
              /^SEARCH leaderboard_entries USING INDEX leaderboard_entries_rank_idx \(board=\? AND period=\? AND score[=<>]/,
            );
            const siblings = side.nodes.filter((node) => node.parent === search.parent);
            expect(
              siblings.filter((node) => sort.test(node.detail)),
              side.sql,
            ).toEqual([]);
          }
        } else {
          side.lines.forEach((line, i) => {
            if (rankIndex.test(line)) expect(side.lines[i - 1], side.sql).toMatch(/->\s+Limit\b/);
          });
        }
      }
    });
  },
  { seed: true },
);

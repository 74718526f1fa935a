// The read side of the operator's player page and leaderboard moderation (docs/admin.md "Player page
// and leaderboard moderation"): a player's whole record, a board's entries and the recent removals.
// The changes (coins, names, bans, removals) are server/admin/moderation.ts.
import type { AchievementsService, PlayerStats } from "../achievements/service.ts";
import type { Db } from "../db/index.ts";
import { containsInsensitive } from "../db/search.ts";
import { SAMPLE_PERIOD, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import { hiddenName } from "../leaderboards/standing.ts";
import { toBool, toEpochMs } from "../players/service.ts";
import type { LedgerEntry, WalletService } from "../wallet/service.ts";
import type { Achievement } from "../../game/achievements.ts";

export const RUNS_PAGE_SIZE = 50;
export const LEDGER_LIMIT = 100;
export const ENTRIES_PAGE_SIZE = 50;
export const RECENT_REMOVALS = 20;

export interface PlayerDetail {
  profile: {
    id: string;
    name: string;
    email: string | null;
    phoneNumber: string | null;
    isGuest: boolean;
    role: "player" | "admin";
    createdAt: number;
    banned: boolean;
    banReason: string | null;
    nameHidden: boolean;
    /** What the boards show for this player while the name is hidden. */
    hiddenName: string;
  };
  stats: PlayerStats;
  coins: number;
  runs: {
    page: number;
    pageSize: number;
    total: number;
    rows: Array<{
      id: string;
      status: string;
      score: number | null;
      name: string | null;
      rejectReason: string | null;
      /** Finished and not held or rejected in review: its replay can be watched (/replay/:id). */
      watchable: boolean;
      startedAt: number;
      finishedAt: number | null;
    }>;
  };
  /** Newest first; `note` is the operator's reason of an admin adjustment. */
  ledger: Array<LedgerEntry & { note: string | null }>;
  purchases: Array<{ id: string; kind: string; itemId: string; priceCoins: number; createdAt: number }>;
  checkouts: Array<{
    id: string;
    provider: string;
    packId: string;
    coins: number;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: number;
  }>;
  achievements: Achievement[];
  /** The player's rows on the boards now, and the ones removed (by the operator or a ban). */
  entries: AdminEntry[];
  removals: Removal[];
}

export interface AdminEntry {
  id: string;
  board: string;
  period: string;
  playerId: string | null;
  name: string;
  score: number;
  location: string;
  achievedAt: number;
  isSample: boolean;
  /** The run that made the row (its replay, /replay/:runId); null for sample rows. */
  runId: string | null;
}

export interface Removal extends Omit<AdminEntry, "id"> {
  id: string;
  entryId: string;
  reason: string;
  removedBy: string;
  removedAt: number;
  restoredAt: number | null;
  restoredBy: string | null;
}

export interface EntriesPage {
  board: Board;
  period: string;
  q: string;
  page: number;
  pageSize: number;
  total: number;
  entries: AdminEntry[];
  removals: Removal[];
}

export interface ModerationView {
  playerDetail(playerId: string, options?: { runsPage?: number }): Promise<PlayerDetail | null>;
  listEntries(query: { board: Board; period?: string; q?: string; page?: number }): Promise<EntriesPage>;
  recentRemovals(limit?: number): Promise<Removal[]>;
}

export interface ModerationViewDeps {
  db: Db;
  wallet: Pick<WalletService, "balance" | "ledger">;
  achievements: Pick<AchievementsService, "stats" | "list">;
  leaderboards: Pick<LeaderboardService, "periodOf">;
}

/** A leaderboard_entries row as the moderation queries select it. */
export interface EntryRow {
  id: string;
  board: string;
  period: string;
  player_id: string | null;
  name: string;
  location: string;
  score: number;
  achieved_at: number;
  is_sample: number;
  run_id: string | null;
}

/** The columns of an EntryRow. */
export const ENTRY_COLUMNS = [
  "id",
  "board",
  "period",
  "player_id",
  "name",
  "location",
  "score",
  "achieved_at",
  "is_sample",
  "run_id",
] as const;

const PLACEHOLDER_EMAIL = /\.invalid$/i;

export function toEntry(row: EntryRow): AdminEntry {
  return {
    id: row.id,
    board: row.board,
    period: row.period,
    playerId: row.player_id,
    name: row.name,
    score: Number(row.score),
    location: row.location,
    achievedAt: Number(row.achieved_at),
    isSample: Number(row.is_sample) === 1,
    runId: row.run_id ?? null,
  };
}

export function toRemoval(row: Record<string, unknown>): Removal {
  return {
    id: String(row.id),
    entryId: String(row.entry_id),
    board: String(row.board),
    period: String(row.period),
    playerId: (row.player_id as string | null) ?? null,
    name: String(row.name),
    score: Number(row.score),
    location: String(row.location),
    achievedAt: Number(row.achieved_at),
    isSample: Number(row.is_sample) === 1,
    runId: (row.run_id as string | null | undefined) ?? null,
    reason: String(row.reason),
    removedBy: String(row.removed_by),
    removedAt: Number(row.removed_at),
    restoredAt: row.restored_at === null || row.restored_at === undefined ? null : Number(row.restored_at),
    restoredBy: (row.restored_by as string | null) ?? null,
  };
}

export function createModerationView(deps: ModerationViewDeps): ModerationView {
  const { db, wallet, achievements, leaderboards } = deps;
  const k0 = db.kysely;

  async function recentRemovals(limit = RECENT_REMOVALS): Promise<Removal[]> {
    const rows = await k0
      .selectFrom("leaderboard_removals")
      .selectAll()
      .orderBy("removed_at", "desc")
      .orderBy("id", "desc")
      .limit(Math.min(Math.max(1, Math.floor(limit)), 100))
      .execute();
    return rows.map(toRemoval);
  }

  return {
    async playerDetail(playerId, options = {}) {
      const user = await k0
        .selectFrom("user")
        .leftJoin("player_moderation", "player_moderation.player_id", "user.id")
        .select([
          "user.id",
          "user.name",
          "user.email",
          "user.phoneNumber",
          "user.isAnonymous",
          "user.role",
          "user.createdAt",
          "user.banned",
          "user.banReason",
          "player_moderation.name_hidden",
        ])
        .where("user.id", "=", playerId)
        .executeTakeFirst();
      if (!user) return null;
      const page = Math.max(1, Math.floor(options.runsPage ?? 1));
      const [stats, coins, runsTotal, runs, ledger, adjustNotes, purchases, checkouts, achieved, entries, removals] = await Promise.all([
        achievements.stats(playerId),
        wallet.balance(playerId),
        k0
          .selectFrom("runs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("player_id", "=", playerId)
          .executeTakeFirstOrThrow(),
        k0
          .selectFrom("runs")
          .select(["id", "status", "score", "name", "reject_reason", "started_at", "finished_at", "review"])
          .where("player_id", "=", playerId)
          .orderBy("started_at", "desc")
          .orderBy("id", "desc")
          .limit(RUNS_PAGE_SIZE)
          .offset((page - 1) * RUNS_PAGE_SIZE)
          .execute(),
        wallet.ledger(playerId, { limit: LEDGER_LIMIT }),
        // Read-only: the operator's reasons of this player's adjustments.
        k0
          .selectFrom("audit_log")
          .select("after_json")
          .where("action", "=", "player.coins_adjust")
          .where("target", "=", `user:${playerId}`)
          .orderBy("at", "desc")
          .limit(LEDGER_LIMIT)
          .execute(),
        k0.selectFrom("purchases").selectAll().where("player_id", "=", playerId).orderBy("created_at", "desc").limit(100).execute(),
        k0.selectFrom("checkout_sessions").selectAll().where("player_id", "=", playerId).orderBy("created_at", "desc").limit(100).execute(),
        achievements.list(playerId),
        k0
          .selectFrom("leaderboard_entries")
          .select([...ENTRY_COLUMNS])
          .where("player_id", "=", playerId)
          .orderBy("achieved_at", "desc")
          .limit(100)
          .execute(),
        k0
          .selectFrom("leaderboard_removals")
          .selectAll()
          .where("player_id", "=", playerId)
          .orderBy("removed_at", "desc")
          .limit(100)
          .execute(),
      ]);
      // The operator's reason of each adjustment lives in its audit row (the ledger's reason is the kind).
      const notes = new Map<string, string>();
      for (const row of adjustNotes) {
        const after = (row.after_json ? JSON.parse(row.after_json) : null) as { reference?: unknown; reason?: unknown } | null;
        if (typeof after?.reference === "string" && typeof after.reason === "string") notes.set(after.reference, after.reason);
      }
      return {
        profile: {
          id: user.id,
          name: user.name,
          email: PLACEHOLDER_EMAIL.test(user.email) ? null : user.email,
          phoneNumber: user.phoneNumber,
          isGuest: toBool(user.isAnonymous),
          role: user.role,
          createdAt: toEpochMs(user.createdAt),
          banned: toBool(user.banned),
          banReason: user.banReason,
          nameHidden: Number(user.name_hidden ?? 0) === 1,
          hiddenName: hiddenName(user.id),
        },
        stats,
        coins,
        runs: {
          page,
          pageSize: RUNS_PAGE_SIZE,
          total: Number(runsTotal.n),
          rows: runs.map((r) => ({
            id: r.id,
            status: r.status,
            score: r.score === null ? null : Number(r.score),
            name: r.name,
            rejectReason: r.reject_reason,
            watchable: r.status === "finished" && (r.review === null || r.review === "cleared"),
            startedAt: Number(r.started_at),
            finishedAt: r.finished_at === null ? null : Number(r.finished_at),
          })),
        },
        ledger: ledger.map((e) => ({ ...e, note: notes.get(e.reference) ?? null })),
        purchases: purchases.map((p) => ({
          id: p.id,
          kind: p.kind,
          itemId: p.item_id,
          priceCoins: Number(p.price_coins),
          createdAt: Number(p.created_at),
        })),
        checkouts: checkouts.map((c) => ({
          id: c.id,
          provider: c.provider,
          packId: c.pack_id,
          coins: Number(c.coins),
          amountCents: Number(c.amount_cents),
          currency: c.currency,
          status: c.status,
          createdAt: Number(c.created_at),
        })),
        achievements: achieved,
        entries: entries.map(toEntry),
        removals: removals.map(toRemoval),
      };
    },

    async listEntries({ board, period, q = "", page = 1 }) {
      const term = q.trim();
      let key = period ?? leaderboards.periodOf(board);
      // Today's board shows the seeded samples while the day has no real row (as the home page does).
      if (period === undefined && board === "daily") {
        const any = await k0
          .selectFrom("leaderboard_entries")
          .select("id")
          .where("board", "=", board)
          .where("period", "=", key)
          .limit(1)
          .executeTakeFirst();
        if (!any) key = SAMPLE_PERIOD;
      }
      const pageNo = Math.max(1, Math.floor(page));
      const base = () => {
        let query = k0.selectFrom("leaderboard_entries").where("board", "=", board).where("period", "=", key);
        if (term) query = query.where((eb) => containsInsensitive(eb.ref("name"), term));
        return query;
      };
      const [total, rows, removals] = await Promise.all([
        base()
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        base()
          .select([...ENTRY_COLUMNS])
          .orderBy("score", "desc")
          .orderBy("achieved_at", "asc")
          .orderBy("id", "asc")
          .limit(ENTRIES_PAGE_SIZE)
          .offset((pageNo - 1) * ENTRIES_PAGE_SIZE)
          .execute(),
        recentRemovals(),
      ]);
      return {
        board,
        period: key,
        q: term,
        page: pageNo,
        pageSize: ENTRIES_PAGE_SIZE,
        total: Number(total.n),
        entries: rows.map(toEntry),
        removals,
      };
    },

    recentRemovals,
  };
}

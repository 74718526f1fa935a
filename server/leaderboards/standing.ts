// What moderation changes about a player on the boards: a banned player's runs are recorded
// but not ranked, and a hidden name is shown as a neutral placeholder. Read by the finish transaction
// (server/runs) and written by the admin's moderation tools (server/admin/moderation.ts).
import { SqliteAdapter, sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";

/**
 * The name boards show for a player whose name the operator hid: "Player " and the first six
 * characters of the id. Not a translated word: board names are data every visitor sees in their own
 * language, and a short id keeps two hidden players apart (and fits the 15-character name rule).
 */
export function hiddenName(playerId: string): string {
  return `Player ${playerId.slice(0, 6)}`;
}

export interface Standing {
  /** The user row exists. */
  exists: boolean;
  banned: boolean;
  nameHidden: boolean;
  /** The player's own name (the user row's; server/players/board-name.ts). */
  name: string;
}

// Compiled once per engine (server/db/compiled.ts): a finish's hot path. PostgreSQL locks the user
// row with a no-op update. SQLite needs no row lock: its transactions hold the database's one write
// lock from their start (BEGIN IMMEDIATE, server/db/sqlite-durable.ts), so a plain read is already
// safe from a ban or rename until the commit, and it leaves the user's page out of the commit (a
// no-op update still rewrites its page into the WAL; 36 µs of SQLite and a page per finish).
const lockedStanding = precompiled((db, v: { playerId: string }) => {
  const nameHidden = db
    .selectFrom("player_moderation")
    .select("name_hidden")
    .where("player_moderation.player_id", "=", v.playerId)
    .as("name_hidden");
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return db.selectFrom("user").select(["banned", "name", nameHidden]).where("id", "=", v.playerId);
  }
  return db
    .updateTable("user")
    .set({ updatedAt: sql<string>`${sql.ref("updatedAt")}` })
    .where("id", "=", v.playerId)
    .returning(["banned", "name", nameHidden]);
});

/**
 * The player's standing, read with the user row locked for the rest of `trx` (see above): a ban
 * or a name change committing at the same time waits for this transaction, or this one waits for it
 * and then sees it, so no ranked row or real name slips past a moderation step.
 */
export async function standingForUpdate(trx: Kysely<Database>, playerId: string): Promise<Standing> {
  // The moderation row comes with the lock, as a subquery (one statement on a finish's hot path).
  // The no-op sets "updatedAt", a column no trigger watches: setting "id" fired the player summary's
  // user trigger (server/db/migrations/0019), which rewrote the summary row on every finish.
  const user = (await lockedStanding(trx, { playerId })).rows[0];
  if (!user) return { exists: false, banned: false, nameHidden: false, name: "" };
  return {
    exists: true,
    banned: user.banned === true || user.banned === 1,
    nameHidden: Number(user.name_hidden ?? 0) === 1,
    name: user.name,
  };
}

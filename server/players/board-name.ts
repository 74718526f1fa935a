// A player has one name on the boards: an account's display name, a guest's last chosen
// name, kept in the user row. Every finish writes its board rows with it; a rename re-labels the
// player's rows and finished runs at once, so a run finished before the player typed a name shows
// the name they then chose. A name the operator hid stays the placeholder on the boards (the runs
// keep the chosen name for an unhide: server/admin/moderation.ts restores it from them).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";
import { BOARDS, type Board } from "../leaderboards/service.ts";
import { hiddenName, standingForUpdate, type Standing } from "../leaderboards/standing.ts";

export interface BoardNameChange {
  /** The user row exists. */
  exists: boolean;
  /** The name was different before. */
  changed: boolean;
  /** Boards whose visible rows changed (live board updates). */
  boards: Board[];
}

// A rename's statements, compiled once (server/db/compiled.ts): a guest's first finish names them.
const renameUser = precompiled((db, v: { playerId: string; name: string; updatedAt: string }) =>
  db.updateTable("user").set({ name: v.name, updatedAt: v.updatedAt }).where("id", "=", v.playerId),
);
const renameRuns = precompiled((db, v: { playerId: string; name: string }) =>
  db.updateTable("runs").set({ name: v.name }).where("player_id", "=", v.playerId).where("status", "=", "finished"),
);
const renameBoardRows = precompiled((db, v: { playerId: string; name: string }) =>
  db
    .updateTable("leaderboard_entries")
    .set({ name: v.name })
    .where("player_id", "=", v.playerId)
    .where("name", "<>", v.name)
    .returning("board"),
);

/**
 * Sets the player's board name (already checked with checkName) inside `trx`. A caller that holds the
 * player's standing (read with the user row locked in this transaction) passes it on.
 */
export async function setBoardName(
  trx: Kysely<Database>,
  playerId: string,
  name: string,
  at: number,
  standing?: Standing,
): Promise<BoardNameChange> {
  standing ??= await standingForUpdate(trx, playerId);
  if (!standing.exists) return { exists: false, changed: false, boards: [] };
  if (standing.name === name) return { exists: true, changed: false, boards: [] };
  await renameUser(trx, { playerId, name, updatedAt: new Date(at).toISOString() });
  await renameRuns(trx, { playerId, name });
  if (standing.nameHidden) return { exists: true, changed: true, boards: [] };
  const { rows: renamed } = await renameBoardRows(trx, { playerId, name });
  return { exists: true, changed: true, boards: BOARDS.filter((board) => renamed.some((row) => row.board === board)) };
}

/** The name a finish writes on the boards: the placeholder when the operator hid the player's name. */
export function boardNameOf(playerId: string, name: string, nameHidden: boolean): string {
  return nameHidden ? hiddenName(playerId) : name;
}

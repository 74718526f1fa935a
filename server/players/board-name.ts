// A player has one name on the boards: an account's display name, a guest's last chosen
// name, kept in the user row. Every finish writes its board rows with it; a rename re-labels the
// player's rows and finished runs at once, so a run finished before the player typed a name shows
// the name they then chose. A name the operator hid stays the placeholder on the boards (the runs
// keep the chosen name for an unhide: server/admin/moderation.ts restores it from them).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
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
  await trx
    .updateTable("user")
    .set({ name, updatedAt: new Date(at).toISOString() })
    .where("id", "=", playerId)
    .execute();
  await trx.updateTable("runs").set({ name }).where("player_id", "=", playerId).where("status", "=", "finished").execute();
  if (standing.nameHidden) return { exists: true, changed: true, boards: [] };
  const renamed = await trx
    .updateTable("leaderboard_entries")
    .set({ name })
    .where("player_id", "=", playerId)
    .where("name", "<>", name)
    .returning("board")
    .execute();
  return { exists: true, changed: true, boards: BOARDS.filter((board) => renamed.some((row) => row.board === board)) };
}

/** The name a finish writes on the boards: the placeholder when the operator hid the player's name. */
export function boardNameOf(playerId: string, name: string, nameHidden: boolean): string {
  return nameHidden ? hiddenName(playerId) : name;
}

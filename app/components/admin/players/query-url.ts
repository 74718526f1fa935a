// The Player Data page keeps its whole state in the URL (?q&type&sort&dir&page): the server renders
// any of them, links can be shared, and Back goes to the previous search.
import type { PlayerListQuery } from "../../../../server/admin/player-data.ts";

export type ListState = Pick<PlayerListQuery, "q" | "type" | "sort" | "dir" | "page">;

/** "?q=...&sort=..." for `state` (page 1, "all" and an empty search are left out). */
export function searchOf(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.type !== "all") params.set("type", state.type);
  params.set("sort", state.sort);
  params.set("dir", state.dir);
  if (state.page > 1) params.set("page", String(state.page));
  return `?${params.toString()}`;
}

// Loader side of the leaderboards: a board's view for the caller, the same shape as
// `GET /api/leaderboards/:board` so the page's first render and its live refetches agree.
import { placeNames } from "../../server/players/location.ts";
import type { Services } from "../../server/services.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import type { LeaderboardBoard, LeaderboardView } from "./leaderboard-live.ts";

/** The caller's player id (a guest counts), or null without a session. */
export async function playerIdOf(services: Services, request: Request): Promise<string | null> {
  const session = await services.auth.getSession(request);
  return session?.user.id ?? null;
}

/**
 * `limit` top rows of `board`, the caller's rank and the caller's own row with `aroundK` rows above
 * and below it (none by default). GET /api/leaderboards/:board answers exactly this.
 */
export async function loadBoard(
  services: Services,
  playerId: string | null,
  board: LeaderboardBoard,
  limit: number,
  aroundK = 0,
): Promise<LeaderboardView> {
  const [top, own] = await Promise.all([
    services.leaderboards.top(board, limit),
    playerId ? services.leaderboards.around(board, playerId, aroundK) : [],
  ]);
  // around() ranks the caller's own row: no second rank query.
  const rank = own.find((row) => row.playerId === playerId)?.rank ?? null;
  const publicRow = ({ playerId: rowPlayer, ...row }: (typeof top)[number]) => ({
    ...row,
    isMe: playerId !== null && rowPlayer === playerId,
  });
  return { board, top: top.map(publicRow), me: rank === null ? null : { rank }, around: own.map(publicRow) };
}

/** The player's all-time best score, or null without a session or a verified run. */
export async function bestScoreOf(services: Services, playerId: string | null): Promise<number | null> {
  if (!playerId) return null;
  // around(board, player, 0) is the player's own row only.
  const [own] = await services.leaderboards.around("alltime", playerId, 0);
  return own ? own.score : null;
}

/** The page language's names of the places in `view`'s rows (LeaderboardList's `places`). */
export function placesOf(view: LeaderboardView, request: Request): Record<string, string> {
  return placeNames(
    [...view.top, ...view.around].map((row) => row.location),
    localeOfRequest(request).locale,
  );
}

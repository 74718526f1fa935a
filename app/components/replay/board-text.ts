import type { MessageKey } from "../../../shared/i18n/index.ts";

/** The line naming a replay's board (its page, its player and its share image say it alike). */
export const REPLAY_BOARD_TEXT: Record<string, MessageKey> = {
  alltime: "replay.board.alltime",
  weekly: "replay.board.weekly",
  daily: "replay.board.daily",
  bestday: "replay.board.bestday",
  course: "replay.board.course",
};

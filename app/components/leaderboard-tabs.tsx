import { useT } from "../../shared/i18n/index.ts";
import { LEADERBOARD_BOARDS, type LeaderboardBoard } from "../lib/leaderboard-live.ts";
import { LinkTabs } from "./link-tabs.tsx";

export const tabIdOf = (board: LeaderboardBoard) => `leaderboard-tab-${board}`;

/** Today / This Week / All Time / Daily Course / Best Day, linkable as `?board=…`. */
export function LeaderboardTabs({ selected, panelId }: { selected: LeaderboardBoard; panelId: string }) {
  const t = useT();
  return (
    <LinkTabs
      tabs={LEADERBOARD_BOARDS}
      selected={selected}
      param="board"
      idPrefix="leaderboard-tab"
      panelId={panelId}
      label={t("leaderboard.tabs.label")}
      labelOf={(board) => t(`leaderboard.tab.${board}`)}
      className="max-w-2xl"
      wrap
    />
  );
}

import { useNavigation } from "react-router";
import { getServices } from "../../shared/context.ts";
import { LEADERBOARD_SIZE, LeaderboardList, LiveBadge } from "../components/leaderboard-list.tsx";
import { LeaderboardTabs, tabIdOf } from "../components/leaderboard-tabs.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { isLeaderboardBoard, ownEntryOutsideTop, useLeaderboardLive, type LeaderboardBoard } from "../lib/leaderboard-live.ts";
import { loadBoard, placesOf, playerIdOf } from "../lib/leaderboard.server.ts";
import type { Route } from "./+types/leaderboard";
import { publicPageHeaders } from "../lib/public-cache.server.ts";

const PANEL_ID = "leaderboard-panel";

const TITLE: Record<LeaderboardBoard, MessageKey> = {
  daily: "leaderboard.title",
  weekly: "leaderboard.title.weekly",
  alltime: "leaderboard.title.alltime",
  course: "leaderboard.title.course",
  bestday: "leaderboard.title.bestday",
};
const INTRO: Record<LeaderboardBoard, MessageKey> = {
  daily: "leaderboard.intro",
  weekly: "leaderboard.intro.weekly",
  alltime: "leaderboard.intro.alltime",
  course: "leaderboard.intro.course",
  bestday: "leaderboard.intro.bestday",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const requested = new URL(request.url).searchParams.get("board");
  // An unknown or missing ?board= shows today's board (old links to /leaderboard keep working).
  const board: LeaderboardBoard = isLeaderboardBoard(requested) ? requested : "daily";
  const playerId = await playerIdOf(services, request);
  const view = await loadBoard(services, playerId, board, LEADERBOARD_SIZE);
  return {
    texts: routeTexts(request, "routes/leaderboard"),
    seo: await pageSeo(services, request, "/leaderboard"),
    view,
    places: placesOf(view, request),
    hasSession: playerId !== null,
    // Whose midnight starts a day (LEADERBOARD_TIMEZONE), named in the intro.
    timeZone: services.config.LEADERBOARD_TIMEZONE,
  };
}

export const meta = (args: Route.MetaArgs) => {
  const board = args.loaderData?.view.board ?? "daily";
  // The weekly and all-time views keep their own title; the canonical URL is the board page.
  return pageMeta(args, board !== "daily" ? TITLE[board] : "leaderboard.meta.title", "leaderboard.meta.description", {
    seo: true,
    seoTitle: board === "daily",
  });
};

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Leaderboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, live } = useLeaderboardLive(loaderData.view, { hasSession: loaderData.hasSession, limit: LEADERBOARD_SIZE });
  const loading = useNavigation().state === "loading";
  const board = view.board;
  return (
    <>
      <PageHero title={t(TITLE[board])} subtitle={t(INTRO[board], { timeZone: loaderData.timeZone })}>
        <div className="mt-8">
          <LeaderboardTabs selected={board} panelId={PANEL_ID} />
        </div>
      </PageHero>
      <PageCard className="max-w-2xl">
        <div
          role="tabpanel"
          id={PANEL_ID}
          aria-labelledby={tabIdOf(board)}
          aria-busy={loading}
          tabIndex={0}
          className={`rounded-2xl transition-opacity focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500 ${loading ? "opacity-60" : ""}`}
        >
          <div className="mb-4 flex min-h-6 justify-end">
            <LiveBadge live={live} />
          </div>
          <LeaderboardList board={board} entries={view.top} own={ownEntryOutsideTop(view)} places={loaderData.places} />
        </div>
      </PageCard>
    </>
  );
}

import { getServices } from "../context.ts";
import { LEADERBOARD_SIZE, LeaderboardList } from "../components/leaderboard-list.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../i18n/index.ts";
import type { Route } from "./+types/leaderboard";

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await getServices(context).leaderboards.topDaily(LEADERBOARD_SIZE);
  return { entries };
}

export const meta = () => pageMeta("leaderboard.meta.title", "leaderboard.meta.description");

export default function Leaderboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero title={t("leaderboard.title")} subtitle={t("leaderboard.intro")} />
      <PageCard className="max-w-2xl">
        <LeaderboardList entries={loaderData.entries} />
      </PageCard>
    </>
  );
}

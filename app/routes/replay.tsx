// /replay/:runId: watch a finished, verified run (docs/decisions/028-watch-any-ranked-run.md), drawn by
// the game's renderer from its verified log, with pause, 0.5x-4x, a scrubber, "Race this run" and a
// share link. Rendered on the server with the run's own title and share tags in the viewer's language;
// kept out of search engines (noindex, not in the sitemap). A run that cannot be watched answers 404.
import { data, Link, type MetaDescriptor } from "react-router";
import { decodeRun } from "../../game/replay/index.ts";
import { getServices } from "../../shared/context.ts";
import { formatCount, metaTexts, useT } from "../../shared/i18n/index.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { RUN_ID } from "../../server/runs/replays.ts";
import { ReplayPlayer } from "../components/replay/replay-player.tsx";
import { BackLink, SkyClouds } from "../components/page-shell.tsx";
import { publicPageHeaders } from "../lib/public-cache.server.ts";
import { renderLabelsIn } from "../lib/render-labels.server.ts";
import type { Route } from "./+types/replay";
import { REPLAY_BOARD_TEXT } from "../components/replay/board-text.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = getServices(context);
  const locale = localeOfRequest(request).locale;
  const texts = routeTexts(request, "routes/replay");
  const found = RUN_ID.test(params.runId) ? await services.replays.replay(params.runId, locale) : null;
  // Decoded here, so the page does not ship the decoder.
  const decoded = found ? decodeRun(found.log) : null;
  if (!found || !decoded?.ok)
    return data({ texts, locale, publicUrl: services.config.PUBLIC_URL, replay: null, labels: null }, { status: 404 });
  const labels = renderLabelsIn(locale);
  return {
    texts,
    locale,
    publicUrl: services.config.PUBLIC_URL,
    labels,
    replay: {
      id: found.id,
      name: found.name,
      score: found.score,
      ticks: found.ticks,
      skin: found.skin,
      boards: found.boards,
      run: { seed: found.seed, settings: found.settings, inputs: decoded.run.inputs },
    },
  };
}

export const meta = (args: Route.MetaArgs): MetaDescriptor[] => {
  const t = metaTexts(args);
  const loaderData = args.loaderData;
  const replay = loaderData?.replay;
  if (!replay) {
    const title = `${t("replay.missing.title")} | ${t("app.name")}`;
    return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  }
  // The names and numbers are the run's; the words (and the digits' grouping) the viewer's language.
  const score = formatCount(replay.score, loaderData.locale);
  const board = replay.boards[0];
  const title = `${t("replay.meta.title", { name: replay.name, score })} | ${t("app.name")}`;
  const description = [t("replay.meta.description", { name: replay.name, score }), board ? t(REPLAY_BOARD_TEXT[board]!) + "." : ""]
    .join(" ")
    .trim();
  const url = `${loaderData.publicUrl}/replay/${encodeURIComponent(replay.id)}`;
  // The run's own share image (name, score, board) in the viewer's language.
  const image = `${url}/og.png?lang=${loaderData.locale}`;
  return [
    { title },
    { name: "description", content: description },
    // A replay is a shared link, not a page to index: thousands of short-lived runs (docs/decisions/028).
    { name: "robots", content: "noindex, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: t("app.name") },
    { property: "og:type", content: "video.other" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
};

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Replay({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const replay = loaderData.replay;
  return (
    <section className="sky-gradient relative min-h-[80dvh] overflow-hidden px-2 pt-[4.5rem] pb-10 sm:px-6 sm:pt-24">
      <SkyClouds />
      <div className="relative mx-auto max-w-[1000px]">
        <BackLink to="/leaderboard" label={t("replay.back")} testId="replay-back" />
        {replay && loaderData.labels ? (
          <ReplayPlayer
            key={replay.id}
            runId={replay.id}
            name={replay.name}
            score={replay.score}
            ticks={replay.ticks}
            skin={replay.skin}
            boards={replay.boards}
            run={replay.run}
            labels={loaderData.labels}
          />
        ) : (
          <div className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl" data-testid="replay-missing">
            <h1 className="text-3xl font-black">{t("replay.missing.title")}</h1>
            <p className="mt-4 text-lg font-medium text-slate-700">{t("replay.missing.text")}</p>
            <Link to="/play" className="btn btn-primary mt-6">
              {t("replay.missing.play")}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

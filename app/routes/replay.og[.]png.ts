// GET /replay/:runId/og.png: the replay's share image (Open Graph / Twitter), 1200 x 630 PNG: the
// player's name, the score and the board, in the language asked (?lang= or Accept-Language), drawn by
// server/site/replay-image.ts. A run that cannot be watched answers 404 JSON, as its replay does.
import { getServices } from "../../shared/context.ts";
import { formatCount, interpolate, type MessageKey } from "../../shared/i18n/index.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { jsonError } from "../../server/http/json.ts";
import { refusalTextFor } from "../../server/http/refusals.ts";
import { resource } from "../../server/http/resource.ts";
import { RUN_ID } from "../../server/runs/replays.ts";
import type { Route } from "./+types/replay.og[.]png";
import { REPLAY_BOARD_TEXT } from "../components/replay/board-text.ts";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    const services = getServices(context);
    const locale = localeOfRequest(request).locale;
    const replay = RUN_ID.test(params.runId) ? await services.replays.replay(params.runId, locale) : null;
    if (!replay) return jsonError(404, "run_not_found", refusalTextFor(request, "api.refusal.replayNotFound"));
    const texts = routeTexts(request, "routes/replay");
    const t = (key: MessageKey, values?: Record<string, string>) => interpolate(texts[key] ?? key, values);
    const score = formatCount(replay.score, locale);
    const board = replay.boards[0];
    const png = await services.replayImages.png(`${replay.id} ${locale}`, {
      title: t("replay.title", { name: replay.name }),
      points: t("replay.points", { score }),
      board: board && REPLAY_BOARD_TEXT[board] ? t(REPLAY_BOARD_TEXT[board]) : null,
      action: t("replay.race"),
      score,
    });
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(png.length),
        // Share previews fetch it once; a name hidden later shows in a new fetch within the hour.
        "Cache-Control": "public, max-age=3600",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;

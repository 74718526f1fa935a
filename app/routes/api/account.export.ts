// GET /api/account/export: "Download my data" — everything stored about the signed-in player, as JSON
// (server/players/export.ts).
import { requirePlayer } from "../../../server/auth/guards.server.ts";
import { jsonAttachment, jsonError } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import { getServices } from "../../../shared/context.ts";
import type { Route } from "./+types/account.export";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const session = await requirePlayer(request, context);
    const data = await getServices(context).players.exportData(session.user.id);
    if (!data) return jsonError(404, "not_found", refusalTextFor(request, "api.refusal.accountGone"));
    return jsonAttachment(data, `flap-master-data-${data.exportedAt.slice(0, 10)}.json`);
  },
});

export const loader = api.loader;
export const action = api.action;

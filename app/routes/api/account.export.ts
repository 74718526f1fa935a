// GET /api/account/export: "Download my data" — everything stored about the signed-in player, as JSON.
import { requirePlayer } from "../../../server/auth/guards.server.ts";
import { jsonError } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import { getServices } from "../../../shared/context.ts";
import type { Route } from "./+types/account.export";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const session = await requirePlayer(request, context);
    const data = await getServices(context).players.exportData(session.user.id);
    if (!data) return jsonError(404, "not_found", refusalTextFor(request, "api.refusal.accountGone"));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="flap-master-data-${day}.json"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;

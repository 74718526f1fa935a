// /api/admin/players/:id (operator only)
//   GET  -> the player page's data (profile, stats, coins, runs ?runsPage=N, ledger, purchases,
//           checkout sessions, achievements, board rows and removals); 404 for an unknown id.
//   POST { action: "adjust_coins", delta, reason, key? } | { action: "hide_name" } | { action: "show_name" }
//        | { action: "ban", reason } | { action: "unban" } | { action: "rename", name } (the player's own name
//        rules, 400 invalid_name; audited player.rename)
//        | { action: "erase", reason } -> { tombstone, rows }: "Delete player" (server/players/erasure.ts)
// The page's data is server/admin/moderation-view.ts; each change is one transaction with its audit
// row (server/admin/moderation.ts).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { MAX_COIN_ADJUSTMENT, REASON_MAX } from "../../../../server/admin/moderation.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import type { Result } from "../../../../server/http/result.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/players.$id";

const reason = z.string().trim().min(1, "Please give a reason.").max(REASON_MAX);

const bodySchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("adjust_coins"),
    delta: z
      .number()
      .int()
      .min(-MAX_COIN_ADJUSTMENT)
      .max(MAX_COIN_ADJUSTMENT)
      .refine((n) => n !== 0, "The change cannot be 0."),
    reason,
    // One per form: a double submit applies once.
    key: z.string().min(8).max(100).optional(),
  }),
  z.object({ action: z.literal("hide_name") }),
  z.object({ action: z.literal("show_name") }),
  z.object({ action: z.literal("ban"), reason }),
  z.object({ action: z.literal("unban") }),
  z.object({ action: z.literal("rename"), name: z.string().max(200) }),
  z.object({ action: z.literal("erase"), reason }),
]);

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    const page = pageSchema.safeParse(new URL(request.url).searchParams.get("runsPage") ?? undefined);
    if (!page.success) return jsonError(400, "invalid_page", "runsPage: a whole number of at least 1.");
    const detail = await getServices(context).moderationView.playerDetail(params.id, { runsPage: page.data });
    if (!detail) return jsonError(404, "player_not_found", "This player does not exist.");
    return jsonOk(detail);
  },
  async POST({ request, context, params }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { moderation, players } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    let result: Result;
    switch (input.action) {
      case "adjust_coins":
        result = await moderation.adjustCoins({ playerId: params.id, delta: input.delta, reason: input.reason, key: input.key }, actor);
        break;
      case "hide_name":
      case "show_name":
        result = await moderation.setNameHidden(params.id, input.action === "hide_name", actor);
        break;
      case "ban":
        result = await moderation.ban(params.id, input.reason, actor);
        break;
      case "unban":
        result = await moderation.unban(params.id, actor);
        break;
      case "rename":
        result = await moderation.rename(params.id, input.name, actor);
        break;
      case "erase": {
        // The answer names no one: the player is gone, the tombstone id finds the detached payments.
        const erased = await players.erase({ playerId: params.id, by: "operator", actor, reason: input.reason });
        if (!erased.ok) return failureResponse(erased);
        return jsonOk({ tombstone: erased.tombstone, rows: erased.rows });
        break;
      }
    }
    if (!result.ok) return failureResponse(result);
    const { ok: _ok, ...answer } = result;
    return jsonOk(answer);
  },
});

export const loader = api.loader;
export const action = api.action;

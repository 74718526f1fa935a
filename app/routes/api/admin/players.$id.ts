// /api/admin/players/:id (operator only)
//   GET  -> the player page's data (profile, stats, coins, runs ?runsPage=N, ledger, purchases,
//           checkout sessions, achievements, board rows and removals); 404 for an unknown id.
//   POST { action: "adjust_coins", delta, reason, key? } | { action: "hide_name" } | { action: "show_name" }
//        | { action: "ban", reason } | { action: "unban" }
// Each change is one transaction with its audit row (server/admin/moderation.ts).
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { MAX_COIN_ADJUSTMENT, REASON_MAX, moderationOf, type ModerationResult } from "../../../../server/admin/moderation.ts";
import { methodNotAllowed } from "../../../http.server.ts";
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
]);

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get("runsPage") ?? undefined);
  if (!page.success) return errorResponse(400, "invalid_page", "runsPage: a whole number of at least 1.");
  const detail = await moderationOf(services).playerDetail(params.id, { runsPage: page.data });
  if (!detail) return errorResponse(404, "player_not_found", "This player does not exist.");
  return okResponse(detail);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const moderation = moderationOf(services);
  const input = body.data;
  let result: ModerationResult<object>;
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
  }
  if (!result.ok) return errorResponse(result.status, result.error, result.message);
  const { ok: _ok, ...answer } = result;
  return okResponse(answer);
}

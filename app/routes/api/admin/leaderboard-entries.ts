// /api/admin/leaderboard-entries (operator only): the Scores panel of Player Data.
//   GET  ?board=daily|weekly|alltime|course|bestday&period=&q=&page= -> { board, period, q, page, pageSize, total,
//        entries: [{ id, name, score, location, achievedAt, playerId, ... }], removals: [recent 20] }
//        (no period: the board's current one; today's board shows the samples while the day is empty)
//   POST { action: "remove", id, reason, scope?: "period" | "run" } -> { removal, removals } (scope "run":
//        every board row of the same run) | { action: "restore", removalId } -> { entry }
// Both changes are audited and pushed to the live boards (server/admin/moderation.ts).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { REASON_MAX, REMOVAL_SCOPES } from "../../../../server/admin/moderation.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { BOARDS } from "../../../../server/leaderboards/service.ts";
import type { Route } from "./+types/leaderboard-entries";
import { operatorIssueMessage } from "../../../../server/http/operator-messages.ts";

const querySchema = z.object({
  board: z.enum(BOARDS).default("daily"),
  period: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|\d{4}-W\d{2}|all|sample)$/, "a period key: YYYY-MM-DD, YYYY-Www, all or sample")
    .optional(),
  q: z.string().max(100).default(""),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const bodySchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("remove"),
    id: z.string().min(1).max(100),
    reason: z.string().trim().min(1, "Please give a reason.").max(REASON_MAX),
    scope: z.enum(REMOVAL_SCOPES).default("period"),
  }),
  z.object({ action: z.literal("restore"), removalId: z.string().min(1).max(100) }),
]);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const params = new URL(request.url).searchParams;
    const query = querySchema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
    if (!query.success) {
      const issue = query.error.issues[0];
      return jsonError(400, "invalid_query", operatorIssueMessage(issue));
    }
    return jsonOk(await getServices(context).moderationView.listEntries(query.data));
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { moderation } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    const result =
      input.action === "remove"
        ? await moderation.removeEntry(input.id, input.reason, actor, input.scope)
        : await moderation.restoreRemoval(input.removalId, actor);
    if (!result.ok) return failureResponse(result);
    const { ok: _ok, ...answer } = result;
    return jsonOk(answer);
  },
});

export const loader = api.loader;
export const action = api.action;

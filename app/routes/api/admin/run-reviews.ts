// /api/admin/run-reviews (operator only): the "Runs to review" panel of Player Data.
//   GET  ?page= -> { total, page, pageSize, runs: [{ runId, playerId, name, score, ticks, finishedAt,
//        reasons, evidence, log }], thresholds: { aimIqrMin, clearanceIqrMin, timingTopShareMax } }
//        held runs oldest first (a page past the end answers the last one)
//   POST { runId, decision: "clear" | "reject" } -> { runId, review, ranked, coins }
//        404 run_not_found, 409 already_reviewed. Both decisions are audited (server/runs/review.ts).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { AIM_IQR_MIN_PX, CLEARANCE_IQR_MIN_PX, TIMING_TOP_SHARE_MAX } from "../../../../server/runs/machine-play.ts";
import type { Route } from "./+types/run-reviews";
import { operatorIssueMessage } from "../../../../server/http/operator-messages.ts";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const bodySchema = z.object({
  runId: z.string().trim().min(1).max(100),
  decision: z.enum(["clear", "reject"]),
});

/** What the panel says a person's play looks like (the check's limits, server/runs/machine-play.ts). */
const THRESHOLDS = { aimIqrMin: AIM_IQR_MIN_PX, clearanceIqrMin: CLEARANCE_IQR_MIN_PX, timingTopShareMax: TIMING_TOP_SHARE_MAX };

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const { runReviews } = getServices(context);
    const params = new URL(request.url).searchParams;
    const query = querySchema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
    if (!query.success) {
      const issue = query.error.issues[0];
      return jsonError(400, "invalid_query", operatorIssueMessage(issue));
    }
    let held = await runReviews.held(query.data.page);
    const last = Math.max(1, Math.ceil(held.total / held.pageSize));
    if (held.runs.length === 0 && query.data.page > last) held = await runReviews.held(last);
    return jsonOk({ ...held, thresholds: THRESHOLDS });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).runReviews.decide(body.data.runId, body.data.decision, getAdmin(context).actor);
    if (!result.ok) return failureResponse(result);
    const { ok: _ok, ...answer } = result;
    return jsonOk(answer);
  },
});

export const loader = api.loader;
export const action = api.action;

// GET /api/admin/run-rules -> { dailyRunCoins, maxRunSeconds }; POST the same shape -> the saved rules (audited
// 'run_rules.save'). server/runs/rules.ts.
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { runRulesSchema } from "../../../../server/runs/rules.ts";
import type { Route } from "./+types/run-rules";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse(await services.runRules.get());
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const body = await readJsonBody(request, runRulesSchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  return okResponse(await services.runRules.save(body.data, actor));
}

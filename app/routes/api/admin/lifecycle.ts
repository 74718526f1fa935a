// GET /api/admin/lifecycle -> { welcome, comeBack }; POST the same shape -> the saved settings.
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { lifecycleSchema } from "../../../../server/campaigns/lifecycle.ts";
import type { Route } from "./+types/lifecycle";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse(await services.campaigns.lifecycle.settings());
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const body = await readJsonBody(request, lifecycleSchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const result = await services.campaigns.lifecycle.save(body.data, actor);
  return result.ok ? okResponse(result.settings) : errorResponse(result.status, result.error, result.message);
}

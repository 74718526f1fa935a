// GET /api/admin/lifecycle -> { welcome, comeBack }; POST the same shape -> the saved settings.
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { lifecycleSchema } from "../../../../server/campaigns/lifecycle.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/lifecycle";

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk(await getServices(context).campaigns.lifecycle.settings());
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, lifecycleSchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).campaigns.lifecycle.save(body.data, getAdmin(context).actor);
    return result.ok ? jsonOk(result.settings) : failureResponse(result);
  },
});

export const loader = api.loader;
export const action = api.action;

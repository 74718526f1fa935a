// GET /api/admin/run-rules -> { dailyRunCoins, maxRunSeconds }; POST the same shape -> the saved rules (audited
// 'run_rules.save'). server/runs/rules.ts.
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { runRulesSchema } from "../../../../server/runs/rules.ts";
import type { Route } from "./+types/run-rules";

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk(await getServices(context).runRules.get());
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, runRulesSchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    return jsonOk(await getServices(context).runRules.save(body.data, getAdmin(context).actor));
  },
});

export const loader = api.loader;
export const action = api.action;

// POST /api/admin/session `{ password }`: the footer's Admin Access dialog. Signs in the operator
// account (ADMIN_EMAIL) on the server — rate-limited per address and per account, audited.
// This is the door to the admin area, so it stays outside the admin APIs' layout and its guard (app/routes.ts).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { inOperatorLanguage } from "../../../../server/admin/operator-language.ts";
import type { Route } from "./+types/session";

const bodySchema = z.object({ password: z.string().min(1).max(256) });

const api = resource<Route.LoaderArgs>({
  async POST({ request, context }) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return jsonError(400, "invalid_body", 'Send JSON: { "password": "..." }.');
    }
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) return jsonError(400, "invalid_body", "The password is required.");
    return getServices(context).auth.adminSignIn(request, parsed.data.password);
  },
});

export const middleware: Route.MiddlewareFunction[] = [inOperatorLanguage];
export const loader = api.loader;
export const action = api.action;

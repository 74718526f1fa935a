// /api/admin/team (operators; changes by owners only): the operator team (server/admin/team.ts).
//   GET  -> { role, operators: [{ id, email, role, createdAt, bootstrap }], invitations: [{ id, email, role, invitedBy, createdAt, expiresAt }] }
//   POST { action: "invite", email, role } -> 201 { invitation } (mails the single-use link)
//        | { action: "revoke", id } | { action: "set_role", userId, role } -> { role, changed } | { action: "remove", userId }
// Refusals: 403 read_only (a viewer, from the guard), 403 owner_only (an editor), 409 last_owner,
// already_operator, account_exists, bootstrap_operator; 400 invalid_email / invalid_body; 404.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { localeOfRequest } from "../../../../shared/i18n/locales.ts";
import { ADMIN_BODY_BYTES, getAdmin, ownerOnly } from "../../../../server/admin/guard.ts";
import { OPERATOR_ROLES } from "../../../../server/admin/team.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import type { Result } from "../../../../server/http/result.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/team";

const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("invite"), email: z.string().max(254), role: z.enum(OPERATOR_ROLES) }),
  z.object({ action: z.literal("revoke"), id: z.string().min(1).max(100) }),
  z.object({ action: z.literal("set_role"), userId: z.string().min(1).max(100), role: z.enum(OPERATOR_ROLES) }),
  z.object({ action: z.literal("remove"), userId: z.string().min(1).max(100) }),
]);

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    const admin = getAdmin(context);
    return jsonOk({ role: admin.role, you: admin.session.user.id, ...(await getServices(context).team.list()) });
  },
  async POST({ request, context }) {
    const admin = getAdmin(context);
    const refused = ownerOnly(request, admin);
    if (refused) return refused;
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { team } = getServices(context);
    const input = body.data;
    let result: Result;
    switch (input.action) {
      case "invite": {
        const invited = await team.invite({ email: input.email, role: input.role, locale: localeOfRequest(request).locale }, admin.actor);
        if (!invited.ok) return failureResponse(invited);
        return jsonOk({ invitation: invited.invitation }, { status: 201 });
      }
      case "revoke":
        result = await team.revoke(input.id, admin.actor);
        break;
      case "set_role":
        result = await team.setRole(input.userId, input.role, admin.actor);
        break;
      case "remove":
        result = await team.remove(input.userId, admin.actor);
        break;
    }
    if (!result.ok) return failureResponse(result);
    const { ok: _ok, ...answer } = result;
    return jsonOk(answer);
  },
});

export const loader = api.loader;
export const action = api.action;

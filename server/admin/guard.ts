// The admin guard, as React Router middleware: the admin page layout (app/routes/admin/layout.tsx)
// and the layout around every admin API but the sign-in (app/routes/api/admin/layout.ts) export it,
// so no admin loader or action runs for anyone but the operator. Pages send others to /, APIs
// (paths under /api/) answer 403 JSON. The operator's session and audit actor are then in the
// router context: loaders and actions read them with getAdmin(context).
import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminContext, getServices } from "../../shared/context.ts";
import type { AuditActor } from "../audit/service.ts";
import { accessOf, forbiddenResponse } from "../auth/access.ts";
import type { CurrentSession } from "../auth/service.ts";
import { CLIENT_IP_HEADER } from "../http/origin.ts";
import { jsonError } from "../http/json.ts";
import type { OperatorRole } from "../db/schema.ts";
import { adminText } from "../../shared/i18n/admin/index.ts";
import { adminDictionaryFor } from "../../shared/i18n/admin/dictionaries.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";

type Context = Readonly<RouterContextProvider>;

export interface AdminRequest {
  session: CurrentSession;
  /** Who the audit log names for this request's changes: the operator's e-mail. */
  actor: AuditActor;
  /** The operator's team role (docs/decisions/027-operator-roles.md). */
  role: OperatorRole;
}

/** Methods that change nothing: the only ones a viewer may use. */
const READ_METHODS = new Set(["GET", "HEAD"]);

/** Admin bodies are small forms; anything bigger is refused with 413. */
export const ADMIN_BODY_BYTES = 256_000;

/**
 * The operator's session and audit actor. Throws a redirect to / (pages) or a 403 JSON response
 * (APIs) for anyone else: a visitor without a session, a guest, a player, a banned operator.
 */
export async function checkAdmin(request: Request, context: Context): Promise<AdminRequest> {
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session || accessOf(session) !== "admin") {
    throw new URL(request.url).pathname.startsWith("/api/") ? forbiddenResponse() : redirect("/");
  }
  // The e-mail from the user row: the session hides placeholder addresses (*.invalid, the default
  // ADMIN_EMAIL), but the audit log names the operator by it all the same.
  const operator = await services.team.operatorOf(session.user.id);
  const actor: AuditActor = {
    id: session.user.id,
    label: operator.email || session.user.name || session.user.id,
    ip: request.headers.get(CLIENT_IP_HEADER),
  };
  // A viewer reads everything and changes nothing: every write of the admin area is refused here,
  // before any route's action, so a new write route cannot forget it.
  if (operator.role === "viewer" && !READ_METHODS.has(request.method.toUpperCase())) throw readOnlyResponse(request);
  return { session, actor, role: operator.role };
}

/** The 403 a viewer's write gets, in the operator's language. */
export function readOnlyResponse(request: Request): Response {
  const text = adminText(adminDictionaryFor(localeOfRequest(request).locale), "team.error.read_only");
  return jsonError(403, "read_only", text);
}

/** For the team's own changes: only an owner. Returns the 403 to answer, or null. */
export function ownerOnly(request: Request, admin: AdminRequest): Response | null {
  if (admin.role === "owner") return null;
  return jsonError(403, "owner_only", adminText(adminDictionaryFor(localeOfRequest(request).locale), "team.error.owner_only"));
}

/** The middleware every admin layout exports (`export const middleware = [adminGuard]`). */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(adminContext, await checkAdmin(request, context));
  return next();
};

/** The operator's session and actor, as adminGuard put them; only below an admin layout. */
export function getAdmin(context: Context): AdminRequest {
  return context.get(adminContext);
}

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

type Context = Readonly<RouterContextProvider>;

export interface AdminRequest {
  session: CurrentSession;
  /** Who the audit log names for this request's changes. */
  actor: AuditActor;
}

/** Admin bodies are small forms; anything bigger is refused with 413. */
export const ADMIN_BODY_BYTES = 256_000;

/**
 * The operator's session and audit actor. Throws a redirect to / (pages) or a 403 JSON response
 * (APIs) for anyone else: a visitor without a session, a guest, a player, a banned operator.
 */
export async function checkAdmin(request: Request, context: Context): Promise<AdminRequest> {
  const session = await getServices(context).auth.getSession(request);
  if (!session || accessOf(session) !== "admin") {
    throw new URL(request.url).pathname.startsWith("/api/") ? forbiddenResponse() : redirect("/");
  }
  const actor: AuditActor = {
    id: session.user.id,
    label: session.user.email || session.user.name || session.user.id,
    ip: request.headers.get(CLIENT_IP_HEADER),
  };
  return { session, actor };
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

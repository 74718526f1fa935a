// What every admin API starts with: the operator's session (requireAdmin, FIRST), the services, and
// the actor that audit rows name. JSON bodies go through the same bounded reader as the public APIs.
import type { RouterContextProvider } from "react-router";
import { getServices } from "../../shared/context.ts";
import type { AuditActor } from "../audit/service.ts";
import { requireAdmin } from "../auth/guards.server.ts";
import type { CurrentSession } from "../auth/service.ts";
import { CLIENT_IP_HEADER } from "../http/origin.ts";
import type { Services } from "../services.ts";

export { jsonError as errorResponse, jsonOk as okResponse, readJsonBody } from "../http/json.ts";

export interface AdminRequest {
  services: Services;
  session: CurrentSession;
  /** Who the audit log names for this request's changes. */
  actor: AuditActor;
}

/** Admin bodies are small forms; anything bigger is refused with 413. */
export const ADMIN_BODY_BYTES = 256_000;

export async function requireAdminRequest(request: Request, context: Readonly<RouterContextProvider>): Promise<AdminRequest> {
  const session = await requireAdmin(request, context);
  const actor: AuditActor = {
    id: session.user.id,
    label: session.user.email || session.user.name || session.user.id,
    ip: request.headers.get(CLIENT_IP_HEADER),
  };
  return { services: getServices(context), session, actor };
}

// Who a session is, for the guards (no library imports: route modules use it).
import { jsonError } from "../http/json.ts";
import type { CurrentSession } from "./service.ts";

export type Access = "signed_out" | "guest" | "player" | "admin";

export function accessOf(session: CurrentSession | null): Access {
  if (!session) return "signed_out";
  if (session.user.isGuest) return "guest";
  if (session.user.role === "admin" && !session.user.banned) return "admin";
  return "player";
}

/** The JSON answer of an admin API to anyone who is not the operator. */
export function forbiddenResponse(): Response {
  return jsonError(403, "forbidden", "This needs an administrator. Sign in through Admin Access.");
}

/** The JSON answer of a player API to a visitor without an account session. */
export function unauthorizedResponse(message = "Please sign in first."): Response {
  return jsonError(401, "unauthorized", message);
}

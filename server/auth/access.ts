// Who a session is, for the guards (no library imports: route modules use it).
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
  return Response.json(
    { error: "forbidden", message: "This needs an administrator. Sign in through Admin Access." },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/** The JSON answer of a player API to a visitor without an account session. */
export function unauthorizedResponse(message = "Please sign in first."): Response {
  return Response.json({ error: "unauthorized", message }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

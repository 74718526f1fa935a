import type { Services } from "../server/services.ts";

import { jsonError, methodNotAllowed as notAllowed } from "../server/http/json.ts";

export { jsonError };

/** 405 for a resource route called with the wrong method, naming the one it takes. */
export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return notAllowed([allow]);
}

/**
 * The caller's player id, making a visitor without a session a guest (DESIGN.md: a visitor becomes a
 * guest on first play). `cookies` carries the new guest's session cookie: send it with the answer.
 * Call it only after the input was checked, so a bad request makes no guest.
 */
export async function requirePlayerOrGuest(
  services: Services,
  request: Request,
): Promise<{ ok: true; playerId: string; cookies: Headers } | { ok: false; response: Response }> {
  const cookies = new Headers();
  const session = await services.auth.getSession(request);
  if (session) return { ok: true, playerId: session.user.id, cookies };
  const guest = await services.auth.guestSession(request);
  if (!guest.ok) return { ok: false, response: guest };
  const body = (await guest.json().catch(() => null)) as { player?: { id?: unknown } } | null;
  if (typeof body?.player?.id !== "string") {
    return { ok: false, response: jsonError(503, "unavailable", "Could not start a guest session.", { "Cache-Control": "no-store" }) };
  }
  for (const cookie of guest.headers.getSetCookie()) cookies.append("set-cookie", cookie);
  return { ok: true, playerId: body.player.id, cookies };
}

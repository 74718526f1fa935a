// What route loaders and actions call first. The admin guard is middleware (server/admin/guard.ts).
import { redirect, type RouterContextProvider } from "react-router";
import { getServices } from "../../shared/context.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import { jsonError } from "../http/json.ts";
import { refusalTextFor } from "../http/refusals.ts";
import { accessOf, unauthorizedResponse } from "./access.ts";
import { pagePathOf } from "./input.ts";
import type { CurrentSession } from "./service.ts";

type Context = Readonly<RouterContextProvider>;

function isApi(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** The request's session (guest or account), or null. Looked up once per request. */
export function getSession(request: Request, context: Context): Promise<CurrentSession | null> {
  return getServices(context).auth.getSession(request);
}

/**
 * The caller's session, a guest's or an account's; a caller without one is refused with 401 JSON
 * saying `hint` (what to do first) in the request's language.
 */
export async function requireSession(request: Request, context: Context, hint: MessageKey): Promise<CurrentSession> {
  const session = await getSession(request, context);
  if (!session) throw unauthorizedResponse(refusalTextFor(request, hint));
  return session;
}

/**
 * A signed-in player (an account, not a guest; the operator counts). Pages send others to /login
 * and back here afterwards; APIs answer 401 JSON.
 */
export async function requirePlayer(request: Request, context: Context): Promise<CurrentSession> {
  const session = await getSession(request, context);
  const access = accessOf(session);
  if (access === "player" || access === "admin") return session!;
  if (isApi(request)) throw unauthorizedResponse(refusalTextFor(request, "api.refusal.signInFirst"));
  // The page, also when the request is its data fetch during a client-side navigation.
  const page = pagePathOf(new URL(request.url));
  // The way back, within what /login takes (2,000 characters): a longer query made a Location header
  // past what clients and proxies accept (found by the fuzz test).
  const back = [page, page.split("?")[0]!].find((path) => path.length <= 2000);
  throw redirect(back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login");
}

/**
 * The caller's player id, making a visitor without a session a guest (a visitor becomes a guest on
 * first play). `cookies` carries the new guest's session cookie: send it with the answer, the
 * failures too. Throws the JSON refusal (429 too many new guests, 503) as the route's answer. Call it
 * only after the input was checked, so a bad request makes no guest.
 */
export async function requirePlayerOrGuest(request: Request, context: Context): Promise<{ playerId: string; cookies: Headers }> {
  const cookies = new Headers();
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (session) return { playerId: session.user.id, cookies };
  const guest = await services.auth.guestSession(request);
  if (!guest.ok) throw guest;
  const body = (await guest.json().catch(() => null)) as { player?: { id?: unknown } } | null;
  if (typeof body?.player?.id !== "string") throw jsonError(503, "unavailable", refusalTextFor(request, "api.refusal.guestUnavailable"));
  for (const cookie of guest.headers.getSetCookie()) cookies.append("set-cookie", cookie);
  return { playerId: body.player.id, cookies };
}

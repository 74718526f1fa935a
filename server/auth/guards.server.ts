// What route loaders and actions call first. The admin guard is middleware (server/admin/guard.ts).
import { redirect, type RouterContextProvider } from "react-router";
import { getServices } from "../../shared/context.ts";
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
 * A signed-in player (an account, not a guest; the operator counts). Pages send others to /login
 * and back here afterwards; APIs answer 401 JSON.
 */
export async function requirePlayer(request: Request, context: Context): Promise<CurrentSession> {
  const session = await getSession(request, context);
  const access = accessOf(session);
  if (access === "player" || access === "admin") return session!;
  if (isApi(request)) throw unauthorizedResponse();
  // The page, also when the request is its data fetch during a client-side navigation.
  const page = pagePathOf(new URL(request.url));
  // The way back, within what /login takes (2,000 characters): a longer query made a Location header
  // past what clients and proxies accept (found by the fuzz test).
  const back = [page, page.split("?")[0]!].find((path) => path.length <= 2000);
  throw redirect(back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login");
}

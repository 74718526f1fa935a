// POST /api/runs: starts a verified run `{ runId, seed, settingsVersion, settings, expiresAt }` (201).
// A visitor without a session becomes a guest on this call (its session cookie comes with the answer).
import { getServices } from "../../context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { errorResponse, failureResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/runs";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const services = getServices(context);
  let playerId: string;
  const cookies = new Headers();
  const session = await services.auth.getSession(request);
  if (session) {
    playerId = session.user.id;
  } else {
    const guest = await services.auth.guestSession(request);
    if (!guest.ok) return guest;
    const body = (await guest.json().catch(() => null)) as { player?: { id?: unknown } } | null;
    if (typeof body?.player?.id !== "string") return errorResponse(503, "unavailable", "Could not start a guest session.");
    playerId = body.player.id;
    for (const cookie of guest.headers.getSetCookie()) cookies.append("set-cookie", cookie);
  }
  const started = await services.runs.start(playerId);
  if (!started.ok) return failureResponse(started);
  const { ok: _ok, ...run } = started;
  return okResponse(run, { status: 201, headers: cookies });
}

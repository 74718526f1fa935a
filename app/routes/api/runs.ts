// POST /api/runs `{ challengeId? }`: starts a verified run `{ runId, seed, settingsVersion, settings,
// expiresAt, challenge? }` (201). A visitor without a session becomes a guest on this call (its session
// cookie comes with the answer). With a challengeId the run is played on the challenger's seed.
import { z } from "zod";
import { getServices } from "../../context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { errorResponse, failureResponse, okResponse, readJsonBody } from "../../../server/runs/http.ts";
import type { Route } from "./+types/runs";

const startSchema = z.object({ challengeId: z.string().min(1).max(100).optional() }).strict();

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  // Checked before anything is written: a bad body makes no guest.
  const body = await readJsonBody(request, startSchema, 1_000);
  if (!body.ok) return body.response;
  const services = getServices(context);
  let playerId: string;
  const cookies = new Headers();
  const session = await services.auth.getSession(request);
  if (session) {
    playerId = session.user.id;
  } else {
    const guest = await services.auth.guestSession(request);
    if (!guest.ok) return guest;
    const guestBody = (await guest.json().catch(() => null)) as { player?: { id?: unknown } } | null;
    if (typeof guestBody?.player?.id !== "string") return errorResponse(503, "unavailable", "Could not start a guest session.");
    playerId = guestBody.player.id;
    for (const cookie of guest.headers.getSetCookie()) cookies.append("set-cookie", cookie);
  }
  const started = await services.runs.start(playerId, body.data);
  if (!started.ok) return failureResponse(started);
  const { ok: _ok, ...run } = started;
  return okResponse(run, { status: 201, headers: cookies });
}

// GET /api/challenges/:id: a finished run offered as a friend challenge (public: the link is shared)
// `{ id, name, score, seed, settingsVersion, log }`; the friend's run starts with POST /api/runs
// `{ challengeId }` on the same seed, and the ghost replays `log`.
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { errorResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/challenges.$id";

export async function loader({ context, params }: Route.LoaderArgs) {
  const challenge = await getServices(context).runs.challenge(params.id);
  if (!challenge) return errorResponse(404, "challenge_not_found", "This challenge does not exist.");
  return okResponse(challenge);
}

export function action() {
  return methodNotAllowed("GET");
}

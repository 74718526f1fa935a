// POST /api/newsletter `{ email, consent, locale? }`: subscribes (double opt-in: a confirmation mail
// goes out) and unlocks, on the server, the first locked skin for the caller, once per address and once
// per player. A visitor without a session becomes a guest here (its cookie comes with the answer).
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed, requirePlayerOrGuest } from "../../http.server.ts";
import { errorResponse, okResponse, readJsonBody } from "../../../server/runs/http.ts";
import { CLIENT_IP_HEADER } from "../../../server/http/origin.ts";
import { checkSubscription, subscribeMessage } from "../../../server/site/newsletter.ts";
import type { Route } from "./+types/newsletter";

const bodySchema = z.object({
  email: z.string().max(1_000),
  consent: z.boolean().default(false),
  locale: z.string().max(16).optional(),
});

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request, bodySchema, 4_000);
  if (!body.ok) return body.response;
  // Checked before anything is written: a bad address or a missing consent makes no guest.
  const invalid = checkSubscription(body.data);
  if (invalid) return errorResponse(invalid.status, invalid.error, invalid.message);
  const services = getServices(context);
  const caller = await requirePlayerOrGuest(services, request);
  if (!caller.ok) return caller.response;

  const result = await services.newsletter.subscribe({
    ...body.data,
    playerId: caller.playerId,
    ip: request.headers.get(CLIENT_IP_HEADER) || "unknown",
  });
  if (!result.ok) {
    const headers = new Headers(caller.cookies);
    if (result.retryAfterMs !== undefined) headers.set("Retry-After", String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
    return errorResponse(result.status, result.error, result.message, headers);
  }
  return okResponse(
    { status: result.status, skin: result.skin, playerAlreadyUnlocked: result.playerAlreadyUnlocked, message: subscribeMessage(result, body.data.locale) },
    { headers: caller.cookies },
  );
}

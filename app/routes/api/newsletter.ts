// POST /api/newsletter `{ email, consent, locale? }`: subscribes (double opt-in: a confirmation mail
// goes out) and unlocks, on the server, the first locked skin for the caller, once per address and once
// per player. A visitor without a session becomes a guest here (its cookie comes with the answer).
import { z } from "zod";
import { localeOfHeaders } from "../../../shared/i18n/locales.ts";
import { getServices } from "../../../shared/context.ts";
import { requirePlayerOrGuest } from "../../../server/auth/guards.server.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { CLIENT_IP_HEADER } from "../../../server/http/origin.ts";
import { resource } from "../../../server/http/resource.ts";
import { checkSubscription, subscribeMessage } from "../../../server/site/newsletter.ts";
import type { Route } from "./+types/newsletter";

const bodySchema = z.object({
  email: z.string().max(1_000),
  consent: z.boolean().default(false),
  locale: z.string().max(16).optional(),
});

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const read = await readJsonBody(request, bodySchema, 4_000);
    if (!read.ok) return read.response;
    // The page sends its language; a caller that does not gets the request's (its mail too).
    const input = { ...read.data, locale: read.data.locale ?? localeOfHeaders(request.headers) };
    // Checked before anything is written: a bad address or a missing consent makes no guest.
    const invalid = checkSubscription(input);
    if (invalid) return failureResponse(invalid);
    const services = getServices(context);
    const caller = await requirePlayerOrGuest(request, context);

    const result = await services.newsletter.subscribe({
      ...input,
      playerId: caller.playerId,
      ip: request.headers.get(CLIENT_IP_HEADER) || "unknown",
    });
    if (!result.ok) return failureResponse(result, caller.cookies);
    return jsonOk(
      {
        status: result.status,
        skin: result.skin,
        playerAlreadyUnlocked: result.playerAlreadyUnlocked,
        message: subscribeMessage(result, input.locale),
      },
      { headers: caller.cookies },
    );
  },
});

export const loader = api.loader;
export const action = api.action;

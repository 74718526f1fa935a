// POST /api/checkout `{ packId }`: starts a coin-pack checkout for a signed-in account (not a guest)
// and answers `{ id, url }`; the browser goes to `url` (Stripe's hosted page, or our sandbox page).
import { z } from "zod";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import { getServices } from "../../../shared/context.ts";
import { accessOf, unauthorizedResponse } from "../../../server/auth/access.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage, refusalTextFor } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/checkout";

const bodySchema = z.object({ packId: z.string().min(1).max(100) }).strict();

/** Checkout sessions a player may start per minute (each one is a call to Stripe). */
const CHECKOUT_LIMIT = { windowMs: 60_000, max: 10 };

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const services = getServices(context);
    const session = await services.auth.getSession(request);
    const access = accessOf(session);
    if (access === "signed_out") return unauthorizedResponse(refusalTextFor(request, "api.refusal.signInToPurchase"));
    if (access === "guest") {
      return jsonError(403, "sign_up_required", refusalTextFor(request, "api.refusal.signUpToBuyCoins"));
    }
    const body = await readJsonBody(request, bodySchema, 1_000);
    if (!body.ok) return body.response;
    const tooMany = await limited(request, services.rateLimits, `checkout:${session!.user.id}`, CHECKOUT_LIMIT);
    if (tooMany) return tooMany;
    const result = await services.payments.createCheckout(session!.user.id, body.data.packId, localeOfRequest(request).locale);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    return jsonOk({ id: result.id, url: result.url });
  },
});

export const loader = api.loader;
export const action = api.action;

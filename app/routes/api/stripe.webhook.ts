// POST /api/stripe/webhook: Stripe's events. The signature is checked over the RAW body, so the body is
// read once as text and handed over untouched. Stripe sends no Origin or Sec-Fetch-Site header, so
// the cross-site check in server/http/front.ts lets it through (server/http/origin.ts).
import { getServices } from "../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/stripe.webhook";

/** Stripe events are a few kB; anything far larger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    if (Number(request.headers.get("content-length") ?? "0") > MAX_WEBHOOK_BYTES) {
      return jsonError(413, "body_too_large", "The request is too large.");
    }
    const payload = await request.text();
    if (Buffer.byteLength(payload) > MAX_WEBHOOK_BYTES) return jsonError(413, "body_too_large", "The request is too large.");
    const result = await getServices(context).payments.handleWebhook(payload, request.headers.get("stripe-signature"));
    return jsonOk(result.body, { status: result.status });
  },
});

export const loader = api.loader;
export const action = api.action;

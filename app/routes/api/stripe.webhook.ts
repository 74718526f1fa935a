// POST /api/stripe/webhook: Stripe's events. The signature is checked over the RAW body, so the body is
// read once as text and handed over untouched. Stripe sends no Origin or Sec-Fetch-Site header, so
// the cross-site check in server/http/front.ts lets it through (server/http/origin.ts).
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { errorResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/stripe.webhook";

/** Stripe events are a few kB; anything far larger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (Number(request.headers.get("content-length") ?? "0") > MAX_WEBHOOK_BYTES) {
    return errorResponse(413, "body_too_large", "The request is too large.");
  }
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_WEBHOOK_BYTES) return errorResponse(413, "body_too_large", "The request is too large.");
  const result = await getServices(context).payments.handleWebhook(payload, request.headers.get("stripe-signature"));
  return okResponse(result.body, { status: result.status });
}

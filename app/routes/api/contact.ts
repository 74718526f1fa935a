// POST /api/contact `{ email, message, website? }`: stores the message (admin inbox) and mails it to
// SUPPORT_EMAIL; the recipient never comes from the request. `website` is the honeypot. No guest is
// made: a signed-in caller's id is kept with the message.
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { errorResponse, okResponse, readJsonBody } from "../../../server/runs/http.ts";
import { CLIENT_IP_HEADER } from "../../../server/http/origin.ts";
import type { Route } from "./+types/contact";

const bodySchema = z.object({
  email: z.string().max(1_000),
  // The service bounds the trimmed text with a clear message; this only caps the body.
  message: z.string().max(50_000),
  website: z.string().max(1_000).optional(),
  locale: z.string().max(16).optional(),
});

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request, bodySchema, 200_000);
  if (!body.ok) return body.response;
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  const result = await services.contact.send({
    ...body.data,
    playerId: session?.user.id ?? null,
    ip: request.headers.get(CLIENT_IP_HEADER) || "unknown",
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) {
    const headers = result.retryAfterMs !== undefined ? { "Retry-After": String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) } : undefined;
    return errorResponse(result.status, result.error, result.message, headers);
  }
  return okResponse({ ok: true });
}

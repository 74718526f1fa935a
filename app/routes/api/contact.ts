// POST /api/contact `{ email, message, website? }`: stores the message (admin inbox) and mails it to
// SUPPORT_EMAIL; the recipient never comes from the request. `website` is the honeypot. No guest is
// made: a signed-in caller's id is kept with the message.
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { CLIENT_IP_HEADER } from "../../../server/http/origin.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/contact";

const bodySchema = z.object({
  email: z.string().max(1_000),
  // The service bounds the trimmed text with a clear message; this only caps the body.
  message: z.string().max(50_000),
  website: z.string().max(1_000).optional(),
  locale: z.string().max(16).optional(),
});

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
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
    if (!result.ok) return failureResponse(result);
    return jsonOk({ ok: true });
  },
});

export const loader = api.loader;
export const action = api.action;

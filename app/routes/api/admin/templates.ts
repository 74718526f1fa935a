// GET /api/admin/templates -> { templates }; POST { action: create | update | delete | preview | test_send }.
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { templateFields } from "../../../../server/campaigns/templates.ts";
import type { Route } from "./+types/templates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse({ templates: await services.campaigns.templates.list() });
}

const id = z.string().min(1).max(100);
// Preview and test send render what the editor holds, saved or not.
const draft = { subject: z.string().max(200), body: z.string().max(20_000) };

const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), ...templateFields }),
  z.object({ action: z.literal("update"), id, ...templateFields }),
  z.object({ action: z.literal("delete"), id }),
  z.object({ action: z.literal("preview"), ...draft, playerId: id.optional() }),
  z.object({ action: z.literal("test_send"), to: z.string().max(300).optional(), ...draft }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const input = body.data;
  const templates = services.campaigns.templates;
  const fail = (f: { status: number; error: string; message: string }) => errorResponse(f.status, f.error, f.message);
  switch (input.action) {
    case "create": {
      const result = await templates.create(input, actor);
      return result.ok ? okResponse({ template: result.template }, { status: 201 }) : fail(result);
    }
    case "update": {
      const result = await templates.update(input.id, input, actor);
      return result.ok ? okResponse({ template: result.template }) : fail(result);
    }
    case "delete": {
      const result = await templates.remove(input.id, actor);
      return result.ok ? okResponse({ ok: true }) : fail(result);
    }
    case "preview": {
      const result = await templates.preview(input);
      return result.ok ? okResponse({ subject: result.subject, html: result.html, text: result.text, player: result.player }) : fail(result);
    }
    case "test_send": {
      if (!input.to?.trim()) return errorResponse(400, "address_required", "Enter the e-mail address to send the test to.");
      if (!input.subject.trim()) return errorResponse(400, "subject_required", "Enter a subject.");
      if (!input.body.trim()) return errorResponse(400, "content_required", "Enter the content of the mail.");
      const result = await templates.testSend({ to: input.to, subject: input.subject, body: input.body }, actor);
      return result.ok ? okResponse({ sent: true, transport: result.transport }) : fail(result);
    }
  }
}

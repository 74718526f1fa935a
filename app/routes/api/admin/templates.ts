// GET /api/admin/templates -> { templates }; POST { action: create | update | delete | preview | test_send }.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { templateFields } from "../../../../server/campaigns/templates.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/templates";

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

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk({ templates: await getServices(context).campaigns.templates.list() });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const input = body.data;
    const templates = getServices(context).campaigns.templates;
    const { actor } = getAdmin(context);
    switch (input.action) {
      case "create": {
        const result = await templates.create(input, actor);
        return result.ok ? jsonOk({ template: result.template }, { status: 201 }) : failureResponse(result);
      }
      case "update": {
        const result = await templates.update(input.id, input, actor);
        return result.ok ? jsonOk({ template: result.template }) : failureResponse(result);
      }
      case "delete": {
        const result = await templates.remove(input.id, actor);
        return result.ok ? jsonOk({ ok: true }) : failureResponse(result);
      }
      case "preview": {
        const result = await templates.preview(input);
        return result.ok
          ? jsonOk({ subject: result.subject, html: result.html, text: result.text, player: result.player })
          : failureResponse(result);
      }
      case "test_send": {
        if (!input.to?.trim()) return jsonError(400, "address_required", "Enter the e-mail address to send the test to.");
        if (!input.subject.trim()) return jsonError(400, "subject_required", "Enter a subject.");
        if (!input.body.trim()) return jsonError(400, "content_required", "Enter the content of the mail.");
        const result = await templates.testSend({ to: input.to, subject: input.subject, body: input.body }, getAdmin(context).actor);
        return result.ok ? jsonOk({ sent: true, transport: result.transport }) : failureResponse(result);
      }
    }
  },
});

export const loader = api.loader;
export const action = api.action;

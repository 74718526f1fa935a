// /api/admin/settings (operator only)
//   GET  -> { current: { version, settings }, history: [...] }   (?limit=1..100, default 20)
//   POST { action: "save", settings, note?, baseVersion? } | { action: "restore", version }
//        -> { created, version, settings }; 4xx `{ error, message, field? }` naming the bad field.
// Validation (ranges and slider steps) and the audit row live in server/settings/service.ts.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { HISTORY_MAX, type SettingsWriteResult } from "../../../../server/settings/service.ts";
import type { Route } from "./+types/settings";

/** Versions are the settings table's integer key: past its range PostgreSQL refused the lookup (a 500, found by the fuzz test). */
const version = z.number().int().positive().max(2_147_483_647);

const bodySchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("save"),
    // Checked field by field by the service, which names the bad one.
    settings: z.unknown(),
    note: z.string().optional(),
    baseVersion: version.optional(),
  }),
  z.object({ action: z.literal("restore"), version }),
]);

const limitSchema = z.coerce.number().int().min(1).max(HISTORY_MAX).default(20);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const { settings } = getServices(context);
    const limit = limitSchema.safeParse(new URL(request.url).searchParams.get("limit") ?? undefined);
    if (!limit.success) return jsonError(400, "invalid_limit", `limit: a whole number from 1 to ${HISTORY_MAX}.`);
    const [current, history] = await Promise.all([settings.current(), settings.history(limit.data)]);
    return jsonOk({ current, history });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { settings } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    const result: SettingsWriteResult =
      input.action === "save"
        ? await settings.save(input.settings, actor, { note: input.note, baseVersion: input.baseVersion })
        : await settings.restore(input.version, actor);
    if (!result.ok) return failureResponse(result);
    return jsonOk({ created: result.created, version: result.version, settings: result.settings }, { status: result.created ? 201 : 200 });
  },
});

export const loader = api.loader;
export const action = api.action;

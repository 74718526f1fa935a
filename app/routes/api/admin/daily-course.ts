// /api/admin/daily-course: the daily course on Game Settings (server/courses/service.ts).
//   GET  -> { today: { day, seed, origin }, pin: { seed, fromDay } | null, entries, recent: [{ day, seed, origin }] }
//   POST { action: "pin", day } | { action: "unpin" } | { action: "skip" } -> the same shape, after the change
// (audited 'daily_course.pin' / '.unpin' / '.skip'; a change of today's course clears today's course board).
// Refusals: 400 invalid_day / invalid_body, 404 course_not_found, 409 course_pinned (skip while pinned).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/daily-course";

const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("pin"), day: z.string().max(20) }).strict(),
  z.object({ action: z.literal("unpin") }).strict(),
  z.object({ action: z.literal("skip") }).strict(),
]);

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk(await getServices(context).courses.status());
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { courses } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    const result =
      input.action === "pin"
        ? await courses.pin(input.day, actor)
        : input.action === "unpin"
          ? await courses.unpin(actor)
          : await courses.skip(actor);
    if (!result.ok) return failureResponse(result);
    const { ok: _ok, ...status } = result;
    return jsonOk(status);
  },
});

export const loader = api.loader;
export const action = api.action;

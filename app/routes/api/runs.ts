// POST /api/runs `{ challengeId?, mode? }`: starts a verified run `{ runId, seed, settingsVersion,
// settings, expiresAt, challenge?, course? }` (201). A visitor without a session becomes a guest on this
// call (its session cookie comes with the answer). With a challengeId the run is played on the
// challenger's seed; with mode "course" on the day's course (its seed is sent only here).
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { requirePlayerOrGuest } from "../../../server/auth/guards.server.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import { START_LIMIT } from "../../../server/runs/http.ts";
import { RUN_MODES } from "../../../server/runs/service.ts";
import { recordSighting } from "../../../server/segments/http.ts";
import type { Route } from "./+types/runs";

const startSchema = z.object({ challengeId: z.string().min(1).max(100).optional(), mode: z.enum(RUN_MODES).optional() }).strict();

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    // Checked before anything is written: a bad body makes no guest.
    const body = await readJsonBody(request, startSchema, 1_000);
    if (!body.ok) return body.response;
    const services = getServices(context);
    const caller = await requirePlayerOrGuest(request, context);
    const tooMany = await limited(request, services.rateLimits, `run-start:${caller.playerId}`, START_LIMIT);
    if (tooMany) return tooMany;
    // Segments: last seen, language and country (player_profile). On SQLite the sighting is written
    // in the start's transaction (one commit instead of two); on PostgreSQL after it, on its own, as a
    // failed statement there would abort the start's transaction.
    const sqlite = services.db.dialect === "sqlite";
    const started = await services.runs.start(caller.playerId, {
      ...body.data,
      ...(sqlite ? { alsoIn: (trx) => recordSighting(services, caller.playerId, request, "run", trx) } : {}),
    });
    if (!started.ok) return failureResponse(inRequestLanguage(request, started));
    if (!sqlite) await recordSighting(services, caller.playerId, request, "run");
    const { ok: _ok, ...run } = started;
    return jsonOk(run, { status: 201, headers: caller.cookies });
  },
});

export const loader = api.loader;
export const action = api.action;

// Store Settings' API (operator only). GET: the editable catalogue `{ powerUps, coinPacks, skins }`.
// POST: the changed fields, e.g. `{ coinPacks: [{ id: "starter", priceCents: 149 }] }`; answers the
// saved catalogue and how many items changed, or 400 `{ error, message, fields }` with one entry per
// refused field (`coinPacks.starter.priceCents: { code, message, limit? }`), having saved nothing.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/catalogue";

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk(await getServices(context).catalogue.editable());
  },
  async POST({ request, context }) {
    // The catalogue checks the fields itself, so every refused field gets its own message.
    const body = await readJsonBody(request, z.unknown(), ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).catalogue.save(body.data, getAdmin(context).actor);
    if (!result.ok) return jsonOk({ error: result.error, message: result.message, fields: result.fields }, { status: result.status });
    return jsonOk({ ok: true, changed: result.changed, catalogue: result.catalogue });
  },
});

export const loader = api.loader;
export const action = api.action;

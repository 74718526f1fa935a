// Store Settings' API (operator only). GET: the editable catalogue `{ powerUps, coinPacks, skins }`.
// POST: the changed fields, e.g. `{ coinPacks: [{ id: "starter", priceCents: 149 }] }`; answers the
// saved catalogue and how many items changed, or 400 `{ error, message, fields }` with one entry per
// refused field (`coinPacks.starter.priceCents: { code, message, limit? }`), having saved nothing.
import { z } from "zod";
import { methodNotAllowed } from "../../../http.server.ts";
import { ADMIN_BODY_BYTES, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import type { Route } from "./+types/catalogue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse(await services.catalogue.editable());
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  // The catalogue checks the fields itself, so every refused field gets its own message.
  const body = await readJsonBody(request, z.unknown(), ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const result = await services.catalogue.save(body.data, actor);
  if (!result.ok) return okResponse({ error: result.error, message: result.message, fields: result.fields }, { status: result.status });
  return okResponse({ ok: true, changed: result.changed, catalogue: result.catalogue });
}

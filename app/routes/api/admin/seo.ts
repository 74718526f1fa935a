// /api/admin/seo (operator only)
//   GET  -> { publicUrl, routes, locales, defaultOgImage, limits, pages: [{ route, locale, canonical, siteName, entry, fallback }] }
//   POST { route, locale, title?, description?, keywords?, ogImage? } -> { entry } (the saved row)
//        400 `{ error, message, field }` naming the bad field; nothing is saved then.
// Validation and the audit row live in server/site/seo.ts (update); the public pages read the same
// table on every request, so a save shows there at once.
import { z } from "zod";
import { ADMIN_BODY_BYTES, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { isSeoInputError } from "../../../../server/site/seo.ts";
import { seoOverview } from "../../../components/admin/seo/overview.server.ts";
import { methodNotAllowed } from "../../../http.server.ts";
import type { Route } from "./+types/seo";

// The fields are checked by the service, which names the bad one; here only "a JSON object".
const bodySchema = z.record(z.string(), z.unknown());

const fieldError = (error: string, message: string, field: string) => okResponse({ error, message, field }, { status: 400 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse(await seoOverview(services));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const { route, locale, ...fields } = body.data;
  if (typeof route !== "string") return fieldError("invalid_body", "route: a public page's path such as /play", "route");
  if (typeof locale !== "string") return fieldError("invalid_body", "locale: a language code such as en", "locale");
  try {
    return okResponse({ entry: await services.seo.update(route, locale, fields, actor) });
  } catch (error) {
    if (isSeoInputError(error)) return fieldError(error.code, error.message, error.field ?? "fields");
    throw error;
  }
}

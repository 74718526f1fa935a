// /api/admin/seo (operator only)
//   GET  -> { publicUrl, routes, locales, defaultOgImage, limits, pages: [{ route, locale, canonical, siteName, entry, fallback }] }
//   POST { route, locale, title?, description?, keywords?, ogImage? } -> { entry } (the saved row)
//        400 `{ error, message, field }` naming the bad field; nothing is saved then.
// Validation and the audit row live in server/site/seo.ts (update); the public pages read the same
// table on every request, so a save shows there at once.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { isSeoInputError } from "../../../../server/site/seo.ts";
import { seoOverview } from "../../../components/admin/seo/overview.server.ts";
import type { Route } from "./+types/seo";

// The fields are checked by the service, which names the bad one; here only "a JSON object".
const bodySchema = z.record(z.string(), z.unknown());

const fieldError = (error: string, message: string, field: string) => jsonError(400, error, message, undefined, { field });

const api = resource<Route.LoaderArgs>({
  async GET({ context }) {
    return jsonOk(await seoOverview(getServices(context)));
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { route, locale, ...fields } = body.data;
    if (typeof route !== "string") return fieldError("invalid_body", "route: a public page's path such as /play", "route");
    if (typeof locale !== "string") return fieldError("invalid_body", "locale: a language code such as en", "locale");
    try {
      return jsonOk({ entry: await getServices(context).seo.update(route, locale, fields, getAdmin(context).actor) });
    } catch (error) {
      if (isSeoInputError(error)) return fieldError(error.code, error.message, error.field ?? "fields");
      throw error;
    }
  },
});

export const loader = api.loader;
export const action = api.action;

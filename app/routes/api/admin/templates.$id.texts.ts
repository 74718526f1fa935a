// /api/admin/templates/:id/texts (operator only)
//   GET  -> { texts: { en: { subject, body }, de: { subject, body } | null, ... } }; 404 for an unknown template
//   POST { locale, text: { subject, body } | null } -> { texts }: one language's text (null removes a
//        translation; English cannot be removed), audited. server/campaigns/template-texts.ts.
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { templateTextSchema } from "../../../../server/campaigns/template-texts.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Locale } from "../../../../shared/i18n/locales.ts";
import type { Route } from "./+types/templates.$id.texts";

const api = resource<Route.LoaderArgs>({
  async GET({ context, params }) {
    const texts = await getServices(context).campaigns.templateTexts.texts(params.id);
    return texts ? jsonOk({ texts }) : jsonError(404, "not_found", "No such template.");
  },
  async POST({ request, context, params }) {
    const body = await readJsonBody(request, templateTextSchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).campaigns.templateTexts.save(
      params.id,
      body.data.locale as Locale,
      body.data.text,
      getAdmin(context).actor,
    );
    return result.ok ? jsonOk({ texts: result.texts }) : failureResponse(result);
  },
});

export const loader = api.loader;
export const action = api.action;

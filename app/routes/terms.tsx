import { LegalDocument } from "../components/legal/document.tsx";
import { TERMS } from "../components/legal/terms.ts";
import { pageMeta } from "../components/page-meta.ts";
import type { Route } from "./+types/terms";
import { publicPageHeaders } from "../lib/public-cache.server.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { getServices } from "../../shared/context.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { formatLegalDate } from "../lib/legal-date.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";

/** The page's texts and head tags in the request's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    texts: routeTexts(request, "routes/terms"),
    lastUpdated: formatLegalDate(TERMS.lastUpdated, localeOfRequest(request).locale),
    seo: await pageSeo(getServices(context), request, "/terms"),
  };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "terms.meta.title", "terms.meta.description", { seo: true });

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title="terms.title" lastUpdated={loaderData.lastUpdated} intro={TERMS.intro} sections={TERMS.sections} />;
}

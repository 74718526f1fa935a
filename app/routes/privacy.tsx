import { LegalDocument } from "../components/legal/document.tsx";
import { PRIVACY } from "../components/legal/privacy.ts";
import { pageMeta } from "../components/page-meta.ts";
import type { Route } from "./+types/privacy";
import { publicPageHeaders } from "../lib/public-cache.server.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { getServices } from "../../shared/context.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { formatLegalDate } from "../lib/legal-date.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";

/** The page's texts and head tags in the request's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    texts: routeTexts(request, "routes/privacy"),
    lastUpdated: formatLegalDate(PRIVACY.lastUpdated, localeOfRequest(request).locale),
    seo: await pageSeo(getServices(context), request, "/privacy"),
  };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "privacy.meta.title", "privacy.meta.description", { seo: true });

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title="privacy.title" lastUpdated={loaderData.lastUpdated} intro={PRIVACY.intro} sections={PRIVACY.sections} />;
}

// Loader side of a public page's head tags: the page's own seo_metadata row in the request's language
// (pageMeta reads it from the page's loader data). Each page sends only its own row, so a client
// navigation gets the next page's row with that page's data.
import type { Services } from "../../server/services.ts";
import type { PublicRoute } from "../../server/site/seo.ts";
import type { SiteSeo } from "../components/page-meta.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";

export async function pageSeo(services: Services, request: Request, route: PublicRoute): Promise<SiteSeo> {
  const pages = await services.seo.pagesFor(localeOfRequest(request).locale);
  return { publicUrl: services.config.PUBLIC_URL, routes: [route], pages: { [route]: pages[route] } };
}

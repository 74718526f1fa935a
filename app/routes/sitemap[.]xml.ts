// GET /sitemap.xml: the indexable public routes (server/site/seo.ts PUBLIC_ROUTES) as absolute URLs.
import { sitemapXml } from "../../server/site/seo.ts";
import { getServices } from "../../shared/context.ts";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const body = sitemapXml(services.config.PUBLIC_URL, await services.seo.lastModified());
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

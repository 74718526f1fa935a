// GET /robots.txt: built from the same list of public routes as the sitemap (server/site/seo.ts).
import { robotsTxt } from "../../server/site/seo.ts";
import { getServices } from "../../shared/context.ts";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getServices(context).config.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

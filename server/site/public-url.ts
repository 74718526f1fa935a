// PUBLIC_URL is the address the site gives out for itself. Unset, it is http://localhost:3000: right
// for a laptop, wrong for a production site, where every link the site hands to others would point
// at the visitor's own machine. Loopback values stay allowed (tests and local use need them); an
// unset one in production is warned about at start and in the admin until it is set.
import type { Config } from "../config.ts";

/** What an unset PUBLIC_URL breaks, for the start-up warning (docs/operations.md). */
export const PUBLIC_URL_AFFECTS =
  "canonical links and og:url, sitemap.xml and robots.txt, the share links, the links in mails (unsubscribe, confirmation, " +
  "sign-in) and the Site Crawler";

/** True when a production server runs on the default PUBLIC_URL because none was given. */
export function publicUrlMissing(config: Pick<Config, "NODE_ENV" | "publicUrlConfigured">): boolean {
  return config.NODE_ENV === "production" && !config.publicUrlConfigured;
}

/** The start-up warning, or null when PUBLIC_URL is set (or the server is not a production one). */
export function publicUrlWarning(config: Pick<Config, "NODE_ENV" | "publicUrlConfigured" | "PUBLIC_URL">): string | null {
  if (!publicUrlMissing(config)) return null;
  return (
    `PUBLIC_URL is not set: the site uses ${config.PUBLIC_URL} as its own address in ${PUBLIC_URL_AFFECTS}. ` +
    `Set PUBLIC_URL to the address visitors use (e.g. https://flap.example.com).`
  );
}

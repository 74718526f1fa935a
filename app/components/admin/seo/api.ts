// The SEO & Metadata page's call to POST /api/admin/seo (same-origin fetch: the browser sends the
// session cookie and Origin). The answer is the saved row or the server's { error, message, field }.
import type { Locale } from "../../../../shared/i18n/locales.ts";
import type { PublicRoute, SEO_LIMITS, SeoEntry } from "../../../../server/site/seo.ts";
import { adminApi } from "../json-api.ts";

export type { SeoEntry } from "../../../../server/site/seo.ts";

export interface SeoPageView {
  route: PublicRoute;
  locale: Locale;
  /** Computed from PUBLIC_URL and the route, never stored. */
  canonical: string;
  /** The site's name in this language (og:site_name; the search preview's first line). */
  siteName: string;
  /** This locale's own row; null: the page falls back to `fallback`. */
  entry: SeoEntry | null;
  /** What the page renders without its own row. */
  fallback: { title: string; description: string; ogImage: string | null; imageFrom: "english" | "default" };
}

export interface SeoOverview {
  publicUrl: string;
  routes: readonly PublicRoute[];
  locales: readonly Locale[];
  defaultOgImage: string;
  limits: typeof SEO_LIMITS;
  /** Every route × locale, by route then locale. */
  pages: SeoPageView[];
}

export interface SeoSave {
  route: string;
  locale: string;
  title: string;
  description: string;
  keywords: string;
  /** null: the site's default share image. */
  ogImage: string | null;
}

export type SeoSaveAnswer = { ok: true; entry: SeoEntry } | { ok: false; error: string; message: string; field?: string };

export async function saveSeo(body: SeoSave): Promise<SeoSaveAnswer> {
  const answer = await adminApi<{ entry?: SeoEntry }>("/api/admin/seo", { body });
  if (!answer.ok) return answer;
  return answer.data.entry ? { ok: true, entry: answer.data.entry } : { ok: false, error: "network", message: "" };
}

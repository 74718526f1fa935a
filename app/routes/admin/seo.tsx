// Admin: SEO & Metadata. The loader gives every public route in every language (own row or what the
// page falls back to); saves go through /api/admin/seo (server/site/seo.ts validates and audits).
// `?route=/play&locale=fr` opens the editor on that page and language; `&field=title` also focuses
// that field (the Site Crawler's links to fix a mismatch). Below it, the Site Crawler section.
import { getServices } from "../../../shared/context.ts";
import { isPublicRoute } from "../../../server/site/seo.ts";
import { adminMeta } from "../../components/admin-section.tsx";
import { CrawlerSection } from "../../components/admin/crawler/section.tsx";
import { crawlerOverview } from "../../components/admin/crawler/view.server.ts";
import { SEO_FIELDS, SeoEditor } from "../../components/admin/seo/editor.tsx";
import { seoOverview } from "../../components/admin/seo/overview.server.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { isLocale } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const route = params.get("route") ?? "";
  const locale = params.get("locale");
  const field = SEO_FIELDS.find((name) => name === params.get("field")) ?? null;
  const [overview, crawler] = await Promise.all([seoOverview(services), crawlerOverview(services.crawler)]);
  return {
    overview,
    // A link with an unknown page or language opens the first page in English.
    initial: { route: isPublicRoute(route) ? route : "/", locale: isLocale(locale) ? locale : ("en" as const), field },
    crawler,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.seo", matches);

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.seo")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("seo.intro")}</p>
      {/* One column that never grows past the page: the crawler's wide tables scroll in their own boxes. */}
      <div className="mt-6 grid grid-cols-1 gap-6">
        <SeoEditor overview={loaderData.overview} initial={loaderData.initial} />
        <CrawlerSection overview={loaderData.crawler} />
      </div>
    </div>
  );
}

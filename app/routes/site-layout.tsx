import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import type { SiteSeo } from "../components/page-meta.ts";
import { getServices } from "../context.ts";
import { localeOfRequest } from "../i18n/locales.ts";
import { PUBLIC_ROUTES } from "../../server/site/seo.ts";
import type { Route } from "./+types/site-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  // The head tags of every public page in the request's language (pageMeta reads them), so a client
  // navigation between pages needs no new request; an edit shows on the next page load.
  const seo: SiteSeo = {
    publicUrl: services.config.PUBLIC_URL,
    routes: PUBLIC_ROUTES,
    pages: await services.seo.pagesFor(localeOfRequest(request).locale),
  };
  // The server decides the copyright year, so server and browser render the same text.
  return { year: new Date().getUTCFullYear(), seo };
}

export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter year={loaderData.year} />
    </div>
  );
}

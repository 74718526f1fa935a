import { useEffect } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useT } from "../../shared/i18n/index.ts";
import type { Route } from "./+types/site-layout";

// Each public page's loader sends its own head tags (app/lib/seo.server.ts).
export function loader() {
  // The server decides the copyright year, so server and browser render the same text.
  return { year: new Date().getUTCFullYear() };
}

/** A route whose `handle` says `{ siteFooter: false }` (the admin shell) is shown without the public footer. */
export interface SiteFooterHandle {
  siteFooter?: boolean;
}

export function shouldRevalidate() {
  return false;
}

// The page-view beacon (POST /api/events/pageview, server/analytics/pageviews.ts): once per page,
// no cookie of its own, never on /admin. The referrer is the page load's; later views are in-site.
// The viewport's width gives the device class (only the class is stored).
let referrer: string | null = typeof document === "undefined" ? null : document.referrer;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The admin shell has its own sign-out and links: Admin Access and the contact form are for visitors.
  const showFooter = !useMatches().some((match) => (match.handle as SiteFooterHandle | undefined)?.siteFooter === false);
  useEffect(() => {
    if (pathname.startsWith("/admin")) return;
    navigator.sendBeacon?.(
      "/api/events/pageview",
      JSON.stringify({ path: pathname + location.search, referrer, width: window.innerWidth }),
    );
    referrer = null;
  }, [pathname]);
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The first Tab stop: a keyboard or screen-reader user goes past the header's links to the page. */}
      <a
        href="#main"
        className="sr-only rounded-full bg-slate-900 font-bold text-white focus:not-sr-only focus:px-4 focus:py-2 focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-3 focus-visible:outline-sky-400"
        data-testid="skip-to-content"
      >
        {t("header.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showFooter && <SiteFooter year={loaderData.year} />}
    </div>
  );
}

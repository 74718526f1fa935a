import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import type { Route } from "./+types/site-layout";

// Each public page's loader sends its own head tags (app/lib/seo.server.ts).
export function loader() {
  // The server decides the copyright year, so server and browser render the same text.
  return { year: new Date().getUTCFullYear() };
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

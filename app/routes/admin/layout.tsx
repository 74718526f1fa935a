import { useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { adminGuard, getAdmin } from "../../../server/admin/guard.ts";
import { ADMIN_SECTIONS } from "../../components/admin-section.tsx";
import { AdminI18nProvider, useAdminT } from "../../../shared/i18n/admin/index.ts";
import { adminDictionaryFor } from "../../../shared/i18n/admin/dictionaries.server.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import { getServices } from "../../../shared/context.ts";
import { publicUrlMissing } from "../../../server/site/public-url.ts";
import { MenuIcon } from "../../components/art.tsx";
import type { SiteFooterHandle } from "../site-layout.tsx";
import type { Route } from "./+types/layout";

// The admin guard runs before every admin page's loader (and on every client navigation's data
// request): anyone but the operator is sent to /.
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

// The admin shell has its own links and sign-out: no public footer (Admin Access, contact form).
export const handle: SiteFooterHandle = { siteFooter: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { actor, role } = getAdmin(context);
  // The admin's words in the page's language (null: English, which the admin bundle carries).
  const messages = adminDictionaryFor(localeOfRequest(request).locale);
  return {
    // The operator's e-mail, as the audit log names them.
    operator: actor.label,
    role,
    messages,
    publicUrlMissing: publicUrlMissing(getServices(context).config),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminI18nProvider messages={loaderData.messages}>
      <AdminShell operator={loaderData.operator} publicUrlMissing={loaderData.publicUrlMissing} viewer={loaderData.role === "viewer"} />
    </AdminI18nProvider>
  );
}

const ADMIN_MENU_ID = "admin-menu";

function AdminShell({ operator, publicUrlMissing, viewer }: { operator: string; publicUrlMissing: boolean; viewer: boolean }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Below lg the sections fold behind a menu button, so a phone's first screen shows the page itself.
  // The menu is open for the page it was opened on: choosing a section folds it again.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const current = ADMIN_SECTIONS.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
  // Every admin page checks the session on the server; while a client navigation waits for that
  // answer, say so.
  const checking = navigation.state === "loading" && Boolean(navigation.location?.pathname.startsWith("/admin"));
  return (
    <div className="min-h-[70dvh] bg-gradient-to-b from-sky-100 to-[#f3fbfe] px-4 pt-20 pb-16 sm:px-6 lg:pt-24">
      {publicUrlMissing && (
        <p
          role="alert"
          className="mx-auto mb-4 max-w-6xl rounded-2xl bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950 ring-1 ring-amber-300"
          data-testid="admin-public-url-banner"
        >
          {t("admin.publicUrlMissing")}
        </p>
      )}
      {viewer && (
        <p
          role="status"
          className="mx-auto mb-4 max-w-6xl rounded-2xl bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-950 ring-1 ring-sky-200"
          data-testid="admin-viewer-banner"
        >
          {t("team.readOnlyBanner")}
        </p>
      )}
      <div className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[16rem_1fr] lg:gap-6">
        <aside
          aria-labelledby="admin-management"
          className="h-max rounded-3xl bg-white p-2 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 lg:sticky lg:top-24 lg:p-4"
        >
          <div className="flex items-center gap-2 lg:block">
            <button
              type="button"
              className="flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-bold text-ink hover:bg-sky-50 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={ADMIN_MENU_ID}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
              data-testid="admin-menu-button"
            >
              <MenuIcon open={menuOpen} className="size-5" />
              {t("admin.menu")}
            </button>
            <h2 id="admin-management" className="min-w-0 truncate px-2 text-xs font-black tracking-[0.15em] text-slate-500 uppercase">
              <span className="sr-only lg:not-sr-only">{t("admin.management")}</span>
              {current && (
                <span aria-hidden="true" className="lg:hidden">
                  {t(current.label)}
                </span>
              )}
            </h2>
          </div>
          <div id={ADMIN_MENU_ID} className={`${menuOpen ? "block" : "hidden"} px-2 pb-2 lg:block lg:p-0`}>
            <nav aria-label={t("admin.nav.label")} className="mt-3">
              <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-1">
                {ADMIN_SECTIONS.map((section) => (
                  <li key={section.to}>
                    <NavLink
                      to={section.to}
                      className={({ isActive }) =>
                        `flex h-full items-center rounded-xl px-3 py-2.5 text-sm font-bold transition-colors ${
                          isActive ? "bg-ink text-white shadow" : "text-ink hover:bg-sky-50"
                        }`
                      }
                    >
                      {t(section.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 border-t border-sky-100 pt-4">
              <Link to="/" className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold text-sky-700 hover:bg-sky-50">
                <span aria-hidden="true">←</span>
                {t("admin.backToSite")}
              </Link>
              <p className="mt-3 truncate px-3 text-xs text-slate-500" data-testid="admin-operator">
                {t("admin.signedInAs", { name: operator })}
              </p>
              {/* A plain form: the sign-out answer is a redirect the browser follows. */}
              <form method="post" action="/api/session/sign-out" className="mt-1">
                <button
                  type="submit"
                  className="w-full rounded-xl px-3 py-2.5 text-left text-sm font-bold text-ink hover:bg-sky-50"
                  data-testid="admin-sign-out"
                >
                  {t("admin.signOut")}
                </button>
              </form>
            </div>
          </div>
        </aside>
        <section className="min-w-0 rounded-3xl bg-white/60 p-5 ring-1 ring-sky-100 sm:p-8">
          {checking ? (
            <p role="status" className="text-lg font-semibold text-slate-600" data-testid="admin-loading">
              {t("admin.loading")}
            </p>
          ) : (
            <Outlet />
          )}
        </section>
      </div>
    </div>
  );
}

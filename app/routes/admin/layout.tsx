import { Link, NavLink, Outlet, useNavigation } from "react-router";
import { adminGuard, getAdmin } from "../../../server/admin/guard.ts";
import { ADMIN_SECTIONS } from "../../components/admin-section.tsx";
import { AdminI18nProvider, useAdminT } from "../../../shared/i18n/admin/index.ts";
import { adminDictionaryFor } from "../../../shared/i18n/admin/dictionaries.server.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/layout";

// The admin guard runs before every admin page's loader (and on every client navigation's data
// request): anyone but the operator is sent to /.
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = getAdmin(context);
  // The admin's words in the page's language (null: English, which the admin bundle carries).
  const messages = adminDictionaryFor(localeOfRequest(request).locale);
  return { operator: session.user.email ?? session.user.name, messages };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminI18nProvider messages={loaderData.messages}>
      <AdminShell operator={loaderData.operator} />
    </AdminI18nProvider>
  );
}

function AdminShell({ operator }: { operator: string }) {
  const t = useAdminT();
  const navigation = useNavigation();
  // Every admin page checks the session on the server; while a client navigation waits for that
  // answer, say so.
  const checking = navigation.state === "loading" && Boolean(navigation.location?.pathname.startsWith("/admin"));
  return (
    <div className="min-h-[70dvh] bg-gradient-to-b from-sky-100 to-[#f3fbfe] px-4 pt-24 pb-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-labelledby="admin-management"
          className="h-max rounded-3xl bg-white p-4 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 lg:sticky lg:top-24"
        >
          <h2 id="admin-management" className="px-2 text-xs font-black tracking-[0.15em] text-slate-500 uppercase">
            {t("admin.management")}
          </h2>
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

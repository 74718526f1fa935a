// Paging and filter notices of the admin lists.
import { Link, useLocation } from "react-router";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";

/**
 * Previous / next links for a paged admin list. They keep the page's other query parameters (the
 * filters live in the URL), so the server renders every page and Back works. Test ids:
 * `<testId>-pages`, `-prev`, `-page`, `-next`.
 */
export function Pager({ page, pages, testId = "admin" }: { page: number; pages: number; testId?: string }) {
  const t = useAdminT();
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const link = "rounded-xl px-3 py-2 text-sm font-bold ring-1 ring-sky-100";
  return (
    <nav aria-label={t("admin.pages.label")} className="mt-6 flex items-center justify-between gap-3" data-testid={`${testId}-pages`}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={`${link} bg-white text-ink hover:bg-sky-50`} data-testid={`${testId}-prev`}>
          ← {t("admin.pages.previous")}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} text-slate-400`}>
          ← {t("admin.pages.previous")}
        </span>
      )}
      <span className="text-sm font-semibold text-slate-600" aria-current="page" data-testid={`${testId}-page`}>
        {t("admin.pages.current", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={`${link} bg-white text-ink hover:bg-sky-50`} data-testid={`${testId}-next`}>
          {t("admin.pages.next")} →
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} text-slate-400`}>
          {t("admin.pages.next")} →
        </span>
      )}
    </nav>
  );
}

/** Pages needed for `total` rows of `pageSize`. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Said above a list whose URL filter the server could not read (the list then shows everything). */
export function InvalidFilterNotice({ message }: { message: string | null }) {
  const t = useAdminT();
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      {t("inbox.invalidQuery", { message })}
    </p>
  );
}

/** `pathname` with the given query parameters, the empty ones left out (a filter tab's link). */
export function hrefWith(pathname: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

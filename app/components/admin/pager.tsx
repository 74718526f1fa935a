import { Link, useLocation } from "react-router";
import { useAdminT } from "../../i18n/admin/index.ts";

/** Previous / next links that keep the page's other query parameters (filters live in the URL). */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useAdminT();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const link = "rounded-xl px-4 py-2 text-sm font-bold ring-1 ring-sky-200 hover:bg-sky-50";
  return (
    <nav aria-label={t("inbox.pagination.label")} className="mt-6 flex items-center justify-between gap-3" data-testid="admin-pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={link} rel="prev">
          {t("inbox.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm font-semibold text-slate-600">{t("inbox.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={link} rel="next">
          {t("inbox.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

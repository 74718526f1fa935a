import { Link } from "react-router";
import { useAdminT } from "../../../i18n/admin/index.ts";
import { searchOf, type ListState } from "./query-url.ts";

export function Pagination({ state, pageCount }: { state: ListState; pageCount: number }) {
  const t = useAdminT();
  if (pageCount <= 1) return null;
  const link = "rounded-xl px-3 py-2 text-sm font-bold ring-1 ring-sky-100";
  return (
    <nav aria-label={t("players.pages.label")} className="flex items-center justify-between gap-3" data-testid="players-pages">
      {state.page > 1 ? (
        <Link to={searchOf({ ...state, page: state.page - 1 })} rel="prev" className={`${link} bg-white text-ink hover:bg-sky-50`} data-testid="players-prev">
          ← {t("players.pages.previous")}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} text-slate-400`}>
          ← {t("players.pages.previous")}
        </span>
      )}
      <span className="text-sm font-semibold text-slate-600" aria-current="page" data-testid="players-page">
        {t("players.pages.current", { page: state.page, pages: pageCount })}
      </span>
      {state.page < pageCount ? (
        <Link to={searchOf({ ...state, page: state.page + 1 })} rel="next" className={`${link} bg-white text-ink hover:bg-sky-50`} data-testid="players-next">
          {t("players.pages.next")} →
        </Link>
      ) : (
        <span aria-hidden="true" className={`${link} text-slate-400`}>
          {t("players.pages.next")} →
        </span>
      )}
    </nav>
  );
}

import { Form, Link, useLocation } from "react-router";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";

/** A GET search form: the filter lives in the URL, so the server renders it and Back works. */
export function SearchForm({ q, hidden, placeholder }: { q: string; hidden: Record<string, string>; placeholder: string }) {
  const t = useAdminT();
  const location = useLocation();
  return (
    <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="grid min-w-0 flex-1 gap-1 text-sm font-bold text-ink">
        {t("inbox.search.label")}
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          maxLength={200}
          className="rounded-xl border border-sky-200 bg-white px-3 py-2 font-normal focus-visible:outline-3 focus-visible:outline-sky-500"
          data-testid="admin-search"
        />
      </label>
      <button type="submit" className="rounded-xl bg-ink px-4 py-2 text-sm font-bold text-white hover:bg-slate-700">
        {t("inbox.search.submit")}
      </button>
      {q ? (
        <Link to={location.pathname} className="rounded-xl px-4 py-2 text-sm font-bold text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50">
          {t("inbox.search.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

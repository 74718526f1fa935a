import { Form, Link } from "react-router";
import type { PlayerType } from "../../../../server/admin/player-data.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { searchOf, type ListState } from "./query-url.ts";

const TYPES: Array<{ value: PlayerType; label: AdminMessageKey }> = [
  { value: "all", label: "players.type.all" },
  { value: "account", label: "players.type.account" },
  { value: "guest", label: "players.type.guest" },
];

/** Search box and account/guest filter: a GET form, so the search lands in the URL (page 1). */
export function SearchForm({ state }: { state: ListState }) {
  const t = useAdminT();
  const filtered = state.q !== "" || state.type !== "all";
  return (
    // key: a Back/Forward navigation to another search shows that search's words in the box.
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3"
      key={`${state.q}|${state.type}`}
      data-testid="players-search-form"
    >
      <input type="hidden" name="sort" value={state.sort} />
      <input type="hidden" name="dir" value={state.dir} />
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="players-q" className="text-sm font-bold text-ink">
          {t("players.search.label")}
        </label>
        <input
          id="players-q"
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={200}
          placeholder={t("players.search.placeholder")}
          className="rounded-xl border-2 border-sky-100 bg-white px-3 py-2.5 text-ink placeholder:text-slate-400 focus:border-sky-400 focus:outline-none"
          data-testid="players-search"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="players-type" className="text-sm font-bold text-ink">
          {t("players.type.label")}
        </label>
        <select
          id="players-type"
          name="type"
          defaultValue={state.type}
          className="rounded-xl border-2 border-sky-100 bg-white px-3 py-2.5 font-semibold text-ink focus:border-sky-400 focus:outline-none"
          data-testid="players-type"
        >
          {TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <button type="submit" className="btn btn-primary py-2.5" data-testid="players-search-submit">
          {t("players.search.submit")}
        </button>
        {filtered ? (
          <Link
            to={searchOf({ ...state, q: "", type: "all", page: 1 })}
            className="rounded-xl px-3 py-2.5 text-sm font-bold text-sky-700 hover:bg-sky-50"
            data-testid="players-search-clear"
          >
            {t("players.search.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

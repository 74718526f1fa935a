// The leaderboard entries table of Player Data (its Scores tab): board tabs Today / This Week / All
// Time / Daily Course / Best Day, a name search, Name, Score, Date, Location per row with Delete (asks for a reason), and the
// recent removals with Undo. Talks to /api/admin/leaderboard-entries; the public boards update live.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { AdminEntry, EntriesPage, Removal } from "../../../server/admin/moderation-view.ts";
import { useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { failureText, getJson, postJson } from "./player/api.ts";
import { Modal, StatusLine, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "./ui.tsx";
import { formatNumber, formatTime } from "./player/format.ts";
import { AdminWatchLink } from "./watch-link.tsx";

const BOARDS = ["daily", "weekly", "alltime", "course", "bestday"] as const;
type BoardId = (typeof BOARDS)[number];
const TAB_LABEL: Record<BoardId, AdminMessageKey> = {
  daily: "player.scores.today",
  weekly: "player.scores.week",
  alltime: "player.scores.alltime",
  course: "player.scores.course",
  bestday: "player.scores.bestday",
};
const API = "/api/admin/leaderboard-entries";

type Status = { kind: "ok" | "error"; text: string } | null;

export function LeaderboardEntriesPanel() {
  const t = useAdminT();
  const locale = useLocale();
  const ids = { search: useId(), tabs: useId(), dialogTitle: useId(), reason: useId(), removals: useId() };
  const [board, setBoard] = useState<BoardId>("daily");
  const [query, setQuery] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EntriesPage | null>(null);
  // The request the table shows the answer of; loading while it differs from the one asked for.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const [deleting, setDeleting] = useState<AdminEntry | null>(null);
  const [reason, setReason] = useState("");
  // "period": this board's row only; "run": every board row the same run made (docs/admin.md).
  const [scope, setScope] = useState<"period" | "run">("period");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tabRefs = useRef<Record<BoardId, HTMLButtonElement | null>>({
    daily: null,
    weekly: null,
    alltime: null,
    course: null,
    bestday: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ board, page: String(page) });
    if (q) params.set("q", q);
    const key = `${params}#${reload}`;
    getJson<EntriesPage>(`${API}?${params}`, controller.signal)
      .then((outcome) => {
        setLoadedKey(key);
        if (outcome.ok) setData(outcome.data);
        else setStatus({ kind: "error", text: failureText(t, outcome) });
      })
      .catch(() => {
        // Aborted: a newer request replaced this one.
      });
    return () => controller.abort();
  }, [board, q, page, reload, t]);

  const loading = loadedKey !== `${new URLSearchParams({ board, page: String(page), ...(q ? { q } : {}) })}#${reload}`;
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  function chooseBoard(next: BoardId) {
    setBoard(next);
    setPage(1);
    setStatus(null);
  }

  function onTabKey(event: KeyboardEvent) {
    const index = BOARDS.indexOf(board);
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = BOARDS[(next + BOARDS.length) % BOARDS.length]!;
    chooseBoard(target);
    tabRefs.current[target]?.focus();
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(query.trim());
    setPage(1);
  }

  function askDelete(entry: AdminEntry) {
    setDeleting(entry);
    setReason("");
    setScope("period");
    setReasonError(null);
  }

  async function confirmDelete(event: FormEvent) {
    event.preventDefault();
    if (!deleting) return;
    if (!reason.trim()) {
      setReasonError(t("player.error.invalid_reason"));
      return;
    }
    setBusy(true);
    const outcome = await postJson<{ removal: Removal; removals: Removal[] }>(API, {
      action: "remove",
      id: deleting.id,
      reason: reason.trim(),
      scope,
    });
    setBusy(false);
    setDeleting(null);
    setStatus(
      !outcome.ok
        ? { kind: "error", text: failureText(t, outcome) }
        : outcome.data.removals.length > 1
          ? { kind: "ok", text: t("player.scores.deletedMany", { count: outcome.data.removals.length }) }
          : { kind: "ok", text: t("player.scores.deleted") },
    );
    refresh();
  }

  async function undo(removal: Removal) {
    setBusy(true);
    const outcome = await postJson<{ entry: AdminEntry }>(API, { action: "restore", removalId: removal.id });
    setBusy(false);
    setStatus(outcome.ok ? { kind: "ok", text: t("player.scores.restored") } : { kind: "error", text: failureText(t, outcome) });
    refresh();
  }

  const entries = data?.entries ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const th = "border-b-2 border-sky-100 px-2 py-2 text-xs font-black tracking-wide text-slate-500 uppercase";
  const td = "border-b border-sky-50 px-2 py-2";

  return (
    // Player Data gives the panel its "Scores" heading.
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="leaderboard-entries-panel">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div
          role="tablist"
          aria-label={t("player.scores.boards")}
          className="flex flex-wrap gap-1 rounded-2xl bg-sky-50 p-1"
          onKeyDown={onTabKey}
        >
          {BOARDS.map((b) => (
            <button
              key={b}
              ref={(el) => {
                tabRefs.current[b] = el;
              }}
              type="button"
              role="tab"
              id={`${ids.tabs}-${b}`}
              aria-selected={board === b}
              aria-controls={`${ids.tabs}-panel`}
              tabIndex={board === b ? 0 : -1}
              onClick={() => chooseBoard(b)}
              data-testid={`scores-tab-${b}`}
              className={`rounded-xl px-3 py-2 text-sm font-bold focus-visible:outline-3 focus-visible:outline-sky-500 ${
                board === b ? "bg-ink text-white shadow" : "text-ink hover:bg-white"
              }`}
            >
              {t(TAB_LABEL[b])}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={search} className="flex w-full gap-2 sm:w-auto">
          <label htmlFor={ids.search} className="sr-only">
            {t("player.scores.search")}
          </label>
          <input
            id={ids.search}
            type="search"
            maxLength={100}
            value={query}
            placeholder={t("player.scores.search")}
            onChange={(e) => setQuery(e.target.value)}
            className={`${inputClass} sm:w-56`}
            data-testid="scores-search"
          />
          <button type="submit" className={buttonClass} data-testid="scores-search-submit">
            {t("player.scores.searchButton")}
          </button>
        </form>
      </div>

      <StatusLine status={status} testId="scores-status" />

      <div
        id={`${ids.tabs}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids.tabs}-${board}`}
        aria-busy={loading}
        className="min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sky-100"
      >
        {data ? (
          <p className="mb-2 text-xs font-semibold text-slate-500" data-testid="scores-period">
            {data.period === "sample" ? t("player.scores.samplePeriod") : t("player.scores.period", { period: data.period })} ·{" "}
            {t("player.scores.total", { count: formatNumber(data.total, locale) })}
          </p>
        ) : null}
        {!data ? (
          <p className="text-sm font-semibold text-slate-600">{t("player.scores.loading")}</p>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center font-semibold text-slate-600" data-testid="scores-empty">
            {data.q ? t("player.scores.noMatch") : t("player.scores.empty")}
          </p>
        ) : (
          <div className="relative -mx-1 overflow-x-auto px-1" tabIndex={0} role="region" aria-label={t(TAB_LABEL[board])}>
            <table className="w-full min-w-max border-separate border-spacing-0 text-left text-sm" data-testid="scores-table">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t("player.col.name")}
                  </th>
                  <th scope="col" className={th}>
                    {t("player.col.score")}
                  </th>
                  <th scope="col" className={th}>
                    {t("player.col.date")}
                  </th>
                  <th scope="col" className={th}>
                    {t("player.col.location")}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t("player.col.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="score-row" data-entry-id={entry.id}>
                    <td className={`${td} font-bold`}>
                      {entry.playerId ? (
                        <Link
                          to={`/admin/players/${encodeURIComponent(entry.playerId)}`}
                          className="text-sky-800 hover:underline"
                          aria-label={t("player.scores.playerPage", { name: entry.name })}
                        >
                          {entry.name}
                        </Link>
                      ) : (
                        entry.name
                      )}
                      {entry.isSample ? (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                          {t("player.scores.sample")}
                        </span>
                      ) : null}
                    </td>
                    <td className={`${td} font-bold tabular-nums`}>{formatNumber(entry.score, locale)}</td>
                    <td className={td}>{formatTime(entry.achievedAt, locale)}</td>
                    <td className={td}>{entry.location}</td>
                    <td className={`${td} text-right`}>
                      {entry.runId ? (
                        <AdminWatchLink runId={entry.runId} name={entry.name} score={formatNumber(entry.score, locale)} className="mr-2" />
                      ) : null}
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => askDelete(entry)}
                        aria-label={t("player.scores.deleteLabel", { name: entry.name })}
                        className="rounded-xl px-3 py-1.5 text-sm font-bold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-rose-400 disabled:opacity-50"
                        data-testid="score-delete"
                      >
                        {t("player.scores.delete")}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && pages > 1 ? (
          <nav aria-label={t("player.scores.title")} className="mt-3 flex items-center justify-end gap-3 text-sm font-bold">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className={quietButtonClass}>
              {t("player.previous")}
            </button>
            <span>{t("player.page", { page, pages })}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className={quietButtonClass}>
              {t("player.next")}
            </button>
          </nav>
        ) : null}
      </div>

      <section aria-labelledby={ids.removals} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sky-100" data-testid="removals">
        <h3 id={ids.removals} className="font-black">
          {t("player.scores.removals")}
        </h3>
        {data && data.removals.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("player.scores.noRemovals")}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {(data?.removals ?? []).map((removal) => (
              <li
                key={removal.id}
                data-testid="removal-row"
                data-restored={removal.restoredAt ? "true" : "false"}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
              >
                <span className="min-w-0 text-sm">
                  <span className="font-bold">{removal.name}</span> · {formatNumber(removal.score, locale)} ·{" "}
                  {t(`player.board.${removal.board}` as AdminMessageKey)} {removal.period}
                  <span className="block text-xs break-words text-slate-600">
                    {t("player.scores.removedBy", {
                      who: removal.removedBy,
                      date: formatTime(removal.removedAt, locale),
                      reason: removal.reason,
                    })}
                  </span>
                  {removal.restoredAt ? (
                    <span className="block text-xs text-emerald-700">
                      {t("player.scores.restoredBy", { who: removal.restoredBy ?? "", date: formatTime(removal.restoredAt, locale) })}
                    </span>
                  ) : null}
                </span>
                {removal.restoredAt ? null : (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void undo(removal)}
                    aria-label={t("player.scores.undoLabel", { name: removal.name })}
                    className={quietButtonClass}
                    data-testid="removal-undo"
                  >
                    {t("player.scores.undo")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} labelledBy={ids.dialogTitle} testId="delete-dialog">
        {deleting ? (
          <form onSubmit={(e) => void confirmDelete(e)} noValidate>
            <h3 id={ids.dialogTitle} className="text-lg font-black">
              {t("player.scores.deleteTitle")}
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {t("player.scores.deleteText", { name: deleting.name, score: formatNumber(deleting.score, locale) })}
            </p>
            <label htmlFor={ids.reason} className="mt-4 block text-sm font-bold">
              {t("player.scores.reason")}
            </label>
            <input
              id={ids.reason}
              type="text"
              required
              autoFocus
              maxLength={500}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${ids.reason}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputClass} mt-1`}
              data-testid="delete-reason"
            />
            {reasonError ? (
              <p id={`${ids.reason}-error`} className="mt-1 text-sm font-semibold text-rose-700" data-testid="delete-reason-error">
                {reasonError}
              </p>
            ) : null}
            <fieldset className="mt-4" data-testid="delete-scope">
              <legend className="text-sm font-bold">{t("player.scores.scope")}</legend>
              {(["period", "run"] as const).map((value) => (
                <label key={value} className="mt-2 flex min-h-11 cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="delete-scope"
                    value={value}
                    checked={scope === value}
                    onChange={() => setScope(value)}
                    className="mt-0.5 size-4 shrink-0"
                    data-testid={`delete-scope-${value}`}
                  />
                  <span>{t(value === "period" ? "player.scores.scopePeriod" : "player.scores.scopeRun")}</span>
                </label>
              ))}
            </fieldset>
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={() => setDeleting(null)} className={quietButtonClass} data-testid="delete-cancel">
                {t("player.cancel")}
              </button>
              <button type="submit" disabled={busy} className={dangerButtonClass} data-testid="delete-confirm">
                {busy ? t("player.working") : t("player.scores.confirm")}
              </button>
            </div>
          </form>
        ) : null}
      </Modal>
    </div>
  );
}

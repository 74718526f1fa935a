// "Runs to review" on Player Data (docs/decisions/014): the runs the bot check held off the boards, oldest first,
// each with its player, score, length, when, why it was held (in words) and the check's numbers, and
// Watch (a replay drawn by the game's renderer, run-replay.tsx), Clear (on the boards, paid) and
// Reject. Talks to /api/admin/run-reviews; a decision refreshes the list.
import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { MachineEvidence, MachineReason } from "../../../server/runs/machine-play.ts";
import type { HeldRun } from "../../../server/runs/review.ts";
import { useAdminT, type AdminMessageKey, type AdminTFunction } from "../../../shared/i18n/admin/index.ts";
import { useLocale, type Locale } from "../../../shared/i18n/index.ts";
import { failureText, getJson, postJson } from "./player/api.ts";
import { formatNumber, formatRunLength, formatTime } from "./player/format.ts";
import { Modal, StatusLine, dangerButtonClass, quietButtonClass } from "./ui.tsx";

// The viewer (and through it the game's code) loads only when the operator watches a run.
const RunReplay = lazy(() => import("./run-replay.tsx").then((m) => ({ default: m.RunReplay })));

const API = "/api/admin/run-reviews";
const clearButtonClass =
  "rounded-xl bg-emerald-700 px-4 py-2 text-sm font-bold text-white shadow hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:opacity-50";

export interface ReviewThresholds {
  aimIqrMin: number;
  clearanceIqrMin: number;
  timingTopShareMax: number;
}

interface ReviewPage {
  total: number;
  page: number;
  pageSize: number;
  runs: HeldRun[];
  thresholds: ReviewThresholds;
}

type Decision = "clear" | "reject";
type Status = { kind: "ok" | "error"; text: string } | null;

const REFUSALS: Record<string, AdminMessageKey> = {
  already_reviewed: "players.review.error.already_reviewed",
  run_not_found: "players.review.error.run_not_found",
};

function percent(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined
    ? "?"
    : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

function reasonText(
  t: AdminTFunction,
  reason: MachineReason,
  evidence: MachineEvidence | null,
  limits: ReviewThresholds,
  locale: Locale,
): string {
  const n = (value: number | null | undefined) => (value === null || value === undefined ? "?" : formatNumber(value, locale));
  switch (reason) {
    case "no_timing":
      return t("players.review.reason.no_timing");
    case "timing_pattern":
      return t("players.review.reason.timing_pattern", {
        share: percent(evidence?.timingTopShare, locale),
        max: percent(limits.timingTopShareMax, locale),
      });
    case "steady_aim":
      return t("players.review.reason.steady_aim", { spread: n(evidence?.aimIqr), min: n(limits.aimIqrMin) });
    case "steady_clearance":
      return t("players.review.reason.steady_clearance", { spread: n(evidence?.clearanceIqr), min: n(limits.clearanceIqrMin) });
    default:
      return String(reason);
  }
}

function evidenceRows(t: AdminTFunction, e: MachineEvidence, locale: Locale): Array<[AdminMessageKey, string]> {
  const none = t("players.review.ev.none");
  const px = (value: number | null) => (value === null ? none : `${formatNumber(value, locale)} px`);
  return [
    ["players.review.ev.flaps", formatNumber(e.flaps, locale)],
    ["players.review.ev.aimFlaps", formatNumber(e.aimFlaps, locale)],
    ["players.review.ev.aimIqr", px(e.aimIqr)],
    [
      "players.review.ev.risingShare",
      e.risingShare === null ? none : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(e.risingShare),
    ],
    ["players.review.ev.pipes", formatNumber(e.pipes, locale)],
    ["players.review.ev.clearanceIqr", px(e.clearanceIqr)],
    ["players.review.ev.timing", t(e.timing ? "players.review.ev.yes" : "players.review.ev.no")],
    [
      "players.review.ev.timingChi2",
      e.timingTopShare === null || e.timingTopShare === undefined ? none : percent(e.timingTopShare, locale),
    ],
  ];
}

export function RunReviewsPanel() {
  const t = useAdminT();
  const locale = useLocale();
  const ids = { title: useId(), replayTitle: useId() };
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [data, setData] = useState<ReviewPage | null>(null);
  const [status, setStatus] = useState<Status>(null);
  // The decision each run's request is making (its buttons are disabled meanwhile).
  const [pending, setPending] = useState<Record<string, Decision>>({});
  const [watching, setWatching] = useState<HeldRun | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getJson<ReviewPage>(`${API}?page=${page}`, controller.signal)
      .then((outcome) => {
        if (!outcome.ok) {
          setStatus({ kind: "error", text: failureText(t, outcome) });
          return;
        }
        setData(outcome.data);
        // The server answers the last page when this one is past the end (after decisions).
        if (outcome.data.page !== page) setPage(outcome.data.page);
      })
      .catch(() => {
        // Aborted: a newer request replaced this one.
      });
    return () => controller.abort();
  }, [page, reload, t]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  async function decide(run: HeldRun, decision: Decision) {
    setPending((now) => ({ ...now, [run.runId]: decision }));
    const outcome = await postJson<{ review: string; ranked: boolean; coins: number }>(API, { runId: run.runId, decision });
    setPending((now) => {
      const { [run.runId]: _done, ...rest } = now;
      return rest;
    });
    if (outcome.ok) {
      const coins = formatNumber(outcome.data.coins, locale);
      setStatus({
        kind: "ok",
        text:
          decision === "reject"
            ? t("players.review.rejected")
            : outcome.data.ranked
              ? t("players.review.cleared", { coins })
              : t("players.review.clearedUnranked", { coins }),
      });
    } else {
      const known = REFUSALS[outcome.error];
      setStatus({ kind: "error", text: known ? t(known) : failureText(t, outcome) });
    }
    refresh();
  }

  const runs = data?.runs ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const dt = "text-xs font-black tracking-wide text-slate-500 uppercase";

  return (
    <section aria-labelledby={ids.title} className="flex min-w-0 flex-col gap-4" data-testid="review-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={ids.title} className="text-xl font-black">
          {t("players.review.title")}
        </h2>
        {data ? (
          <span
            className={`rounded-full px-3 py-1 text-sm font-black tabular-nums ${data.total > 0 ? "bg-amber-100 text-amber-900 ring-1 ring-amber-300" : "bg-slate-100 text-slate-600"}`}
            data-testid="review-count"
            data-count={data.total}
          >
            {t("players.review.count", { count: formatNumber(data.total, locale) })}
          </span>
        ) : null}
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{t("players.review.intro")}</p>
      <StatusLine status={status} testId="review-status" />

      {!data ? (
        <p className="text-sm font-semibold text-slate-600" aria-busy="true">
          {t("players.review.loading")}
        </p>
      ) : runs.length === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-sky-200 bg-white px-6 py-8 text-center" data-testid="review-empty">
          <p className="font-semibold text-slate-700">{t("players.review.empty")}</p>
        </div>
      ) : (
        <ul className="grid min-w-0 gap-4">
          {runs.map((run) => {
            const busy = pending[run.runId];
            const score = formatNumber(run.score, locale);
            return (
              <li
                key={run.runId}
                className="min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-amber-200 sm:p-5"
                data-testid="review-row"
                data-run-id={run.runId}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
                  <Link
                    to={`/admin/players/${encodeURIComponent(run.playerId)}`}
                    className="min-w-0 text-lg font-black break-words text-sky-800 hover:underline"
                    aria-label={t("player.scores.playerPage", { name: run.name })}
                    data-testid="review-player"
                  >
                    {run.name}
                  </Link>
                  <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                    <div>
                      <dt className={dt}>{t("players.review.score")}</dt>
                      <dd className="font-black tabular-nums" data-testid="review-score">
                        {score}
                      </dd>
                    </div>
                    <div>
                      <dt className={dt}>{t("players.review.length")}</dt>
                      <dd className="font-bold tabular-nums">{formatRunLength(run.ticks)}</dd>
                    </div>
                    <div>
                      <dt className={dt}>{t("players.review.finished")}</dt>
                      <dd className="font-semibold">{formatTime(run.finishedAt, locale)}</dd>
                    </div>
                  </dl>
                </div>

                <h3 className={`mt-3 ${dt}`}>{t("players.review.reasons")}</h3>
                <ul className="mt-1 grid gap-1">
                  {run.reasons.map((reason) => (
                    <li
                      key={reason}
                      className="rounded-xl bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-950"
                      data-testid="review-reason"
                      data-reason={reason}
                    >
                      {reasonText(t, reason, run.evidence, data.thresholds, locale)}
                    </li>
                  ))}
                </ul>

                {run.evidence ? (
                  <>
                    <h3 className={`mt-3 ${dt}`}>{t("players.review.evidence")}</h3>
                    <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="review-evidence">
                      {evidenceRows(t, run.evidence, locale).map(([key, value]) => (
                        <div key={key} className="min-w-0">
                          <dt className="text-xs text-slate-500">{t(key)}</dt>
                          <dd className="font-bold tabular-nums">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : null}

                <div className="mt-4 flex flex-wrap items-stretch gap-2">
                  <button
                    type="button"
                    onClick={() => setWatching(run)}
                    aria-label={t("players.review.watchLabel", { name: run.name, score })}
                    className={`${quietButtonClass} inline-flex items-center gap-2`}
                    data-testid="review-watch"
                  >
                    <span aria-hidden="true">▶</span>
                    {t("players.review.watch")}
                  </button>
                  <span className="hidden grow sm:block" />
                  <button
                    type="button"
                    disabled={busy !== undefined}
                    onClick={() => void decide(run, "reject")}
                    aria-label={t("players.review.rejectLabel", { name: run.name, score })}
                    className={`${dangerButtonClass} grow text-left sm:grow-0`}
                    data-testid="review-reject"
                  >
                    <span className="block">{busy === "reject" ? t("player.working") : t("players.review.reject")}</span>
                    <span className="block text-xs font-semibold opacity-85">{t("players.review.rejectHint")}</span>
                  </button>
                  <button
                    type="button"
                    disabled={busy !== undefined}
                    onClick={() => void decide(run, "clear")}
                    aria-label={t("players.review.clearLabel", { name: run.name, score })}
                    className={`${clearButtonClass} grow text-left sm:grow-0`}
                    data-testid="review-clear"
                  >
                    <span className="block">{busy === "clear" ? t("player.working") : t("players.review.clear")}</span>
                    <span className="block text-xs font-semibold opacity-85">{t("players.review.clearHint")}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {data && pages > 1 ? (
        <nav
          aria-label={t("players.review.title")}
          className="flex items-center justify-end gap-3 text-sm font-bold"
          data-testid="review-pages"
        >
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className={quietButtonClass}
            data-testid="review-prev"
          >
            {t("player.previous")}
          </button>
          <span data-testid="review-page">{t("player.page", { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className={quietButtonClass}
            data-testid="review-next"
          >
            {t("player.next")}
          </button>
        </nav>
      ) : null}

      <Modal open={watching !== null} onClose={() => setWatching(null)} labelledBy={ids.replayTitle} testId="replay-dialog" wide>
        {watching ? (
          <Suspense fallback={<p className="text-sm font-semibold text-slate-600">{t("players.replay.loading")}</p>}>
            <RunReplay run={watching} titleId={ids.replayTitle} onClose={() => setWatching(null)} />
            {/* The check's verdict beside the run it judged: what to look for while it plays. */}
            <div className="mt-3 rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="replay-evidence">
              <ul className="grid gap-1 text-sm font-semibold text-amber-900">
                {watching.reasons.map((reason) => (
                  <li key={reason}>{data ? reasonText(t, reason, watching.evidence, data.thresholds, locale) : reason}</li>
                ))}
              </ul>
              {watching.evidence ? (
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  {evidenceRows(t, watching.evidence, locale).map(([key, value]) => (
                    <div key={key} className="min-w-0">
                      <dt className="text-xs text-slate-500">{t(key)}</dt>
                      <dd className="font-bold tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </Suspense>
        ) : null}
      </Modal>
    </section>
  );
}

// Game Settings' daily course (server/courses/service.ts): today's course and where it came from, the
// pin (a chosen course kept for today and the next days) and the skip (a fresh course for today), through
// /api/admin/daily-course. Both change today's course board, so each asks first.
import { useState } from "react";
import { formatCount, useLocale } from "../../../../shared/i18n/index.ts";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { adminApi } from "../json-api.ts";
import { ConfirmDialog } from "../email/ui.tsx";
import { StatusLine, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "../ui.tsx";

type Origin = "drawn" | "pinned" | "skipped";
interface CourseDay {
  day: string;
  seed: number;
  origin: Origin;
}
export interface DailyCourseStatus {
  today: CourseDay;
  pin: { seed: number; fromDay: string } | null;
  entries: number;
  recent: CourseDay[];
}

type Change = { action: "pin"; day: string } | { action: "unpin" } | { action: "skip" };

export function DailyCoursePanel({ status: initial }: { status: DailyCourseStatus }) {
  const t = useAdminT();
  const locale = useLocale();
  const [status, setStatus] = useState(initial);
  const [day, setDay] = useState(initial.pin?.fromDay ?? initial.today.day);
  const [busy, setBusy] = useState(false);
  const [line, setLine] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Change | null>(null);

  async function apply(change: Change) {
    if (busy) return;
    setBusy(true);
    setLine(null);
    const answer = await adminApi<DailyCourseStatus>("/api/admin/daily-course", { body: change });
    setBusy(false);
    setConfirming(null);
    if (!answer.ok) {
      setLine({ kind: "error", text: answer.message || t("settings.course.failed") });
      return;
    }
    setStatus(answer.data);
    const done =
      change.action === "pin"
        ? "settings.course.pinned"
        : change.action === "unpin"
          ? "settings.course.unpinned"
          : "settings.course.skipped";
    setLine({ kind: "ok", text: t(done) });
  }

  // A pin that changes today's course clears its board: ask first (a pin of today's own course does not).
  const pinSeed = status.recent.find((c) => c.day === day)?.seed;
  const pinChangesToday = pinSeed !== undefined && pinSeed !== status.today.seed;
  const entries = formatCount(status.entries, locale);

  return (
    <section aria-labelledby="daily-course-title" className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-sky-100" data-testid="daily-course">
      <h2 id="daily-course-title" className="text-xl font-black text-ink">
        {t("settings.course.title")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("settings.course.intro")}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-bold text-slate-600">{t("settings.course.today", { day: status.today.day })}</dt>
        <dd>
          <span className="font-mono font-bold" data-testid="daily-course-seed">
            {status.today.seed}
          </span>{" "}
          <span className="text-slate-500" data-testid="daily-course-origin" data-origin={status.today.origin}>
            · {t(`settings.course.origin.${status.today.origin}`)}
          </span>
        </dd>
        <dt className="font-bold text-slate-600">{t("settings.course.entries")}</dt>
        <dd data-testid="daily-course-entries">{entries}</dd>
        <dt className="font-bold text-slate-600">{t("settings.course.pin")}</dt>
        <dd data-testid="daily-course-pin">
          {status.pin ? t("settings.course.pinnedFrom", { day: status.pin.fromDay }) : t("settings.course.pinNone")}
        </dd>
      </dl>
      <p className="mt-3 max-w-2xl text-xs text-slate-500">{t("settings.course.changeWarning", { count: entries })}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-bold text-ink">
          {t("settings.course.pinDay")}
          <select
            className={`${inputClass} w-auto`}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            data-testid="daily-course-day"
          >
            {status.recent.map((course) => (
              <option key={course.day} value={course.day}>
                {course.day} · {course.seed}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={() => (pinChangesToday ? setConfirming({ action: "pin", day }) : void apply({ action: "pin", day }))}
          data-testid="daily-course-pin-button"
        >
          {t("settings.course.pinAction")}
        </button>
        {status.pin ? (
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => void apply({ action: "unpin" })}
            data-testid="daily-course-unpin"
          >
            {t("settings.course.unpinAction")}
          </button>
        ) : null}
        <button
          type="button"
          className={dangerButtonClass}
          disabled={busy}
          onClick={() => setConfirming({ action: "skip" })}
          data-testid="daily-course-skip"
        >
          {t("settings.course.skipAction")}
        </button>
      </div>
      <div className="mt-2">
        <StatusLine status={line} testId="daily-course-status" />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === "skip" ? t("settings.course.skipAction") : t("settings.course.pinAction")}
        confirm={confirming?.action === "skip" ? t("settings.course.skipAction") : t("settings.course.pinAction")}
        cancel={t("settings.course.cancel")}
        danger
        busy={busy}
        testId="daily-course-confirm"
        onConfirm={() => confirming && void apply(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming?.action === "skip"
          ? t("settings.course.confirmSkip", { count: entries })
          : t("settings.course.changeWarning", { count: entries })}
      </ConfirmDialog>
    </section>
  );
}

// The raw-event retention setting: POST /api/admin/analytics { retentionDays } (validated and
// audited by the server); the answer's saved value or its message shows under the form.
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { AnalyticsSettings } from "../../../../server/analytics/service.ts";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { adminApi } from "../json-api.ts";
import { formatAdminTime } from "../time.ts";
import { StatusLine, buttonClass, inputClass } from "../ui.tsx";

type Answer = { ok: true; settings: AnalyticsSettings } | { ok: false; message: string };

async function saveRetention(retentionDays: number): Promise<Answer> {
  const answer = await adminApi<{ settings?: AnalyticsSettings }>("/api/admin/analytics", { body: { retentionDays } });
  if (answer.ok && answer.data.settings) return { ok: true, settings: answer.data.settings };
  return { ok: false, message: answer.ok ? "" : answer.message };
}

export function RetentionForm({ settings }: { settings: AnalyticsSettings }) {
  const t = useAdminT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const inputId = useId();
  const hintId = useId();
  const [days, setDays] = useState(String(settings.retentionDays));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    // A non-number goes to the server as is, so its message names the problem.
    const answer = await saveRetention(days.trim() === "" ? Number.NaN : Number(days));
    setBusy(false);
    if (answer.ok) {
      setDays(String(answer.settings.retentionDays));
      setStatus({ kind: "ok", text: t("analytics.settings.saved", { days: answer.settings.retentionDays }) });
      await revalidator.revalidate();
    } else {
      setStatus({ kind: "error", text: t("analytics.settings.failed", { message: answer.message || t("analytics.settings.network") }) });
    }
  }

  return (
    <section
      aria-labelledby="analytics-retention"
      className="mt-8 rounded-3xl bg-white p-4 ring-1 ring-sky-100 sm:p-5"
      data-testid="analytics-retention"
    >
      <h2 id="analytics-retention" className="text-lg font-black text-ink">
        {t("analytics.settings.title")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("analytics.settings.explain")}</p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <div className="w-56 max-w-full">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            {t("analytics.settings.days")}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={settings.minRetentionDays}
            max={settings.maxRetentionDays}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-describedby={hintId}
            className={`${inputClass} mt-1`}
            data-testid="retention-days"
          />
        </div>
        <button type="submit" className={buttonClass} disabled={busy} data-testid="retention-save">
          {busy ? t("analytics.settings.saving") : t("analytics.settings.save")}
        </button>
      </form>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t("analytics.settings.range", { min: settings.minRetentionDays, max: settings.maxRetentionDays })}
        {settings.updatedBy
          ? ` ${t("analytics.settings.lastSaved", { time: formatAdminTime(settings.updatedAt, locale), who: settings.updatedBy })}`
          : ""}
      </p>
      <div className="mt-2">
        <StatusLine status={status} testId="retention-status" />
      </div>
    </section>
  );
}

// Analytics' custom range: two dates and Show, a plain GET form (the page works without JavaScript and
// its URL can be shared). The report compares the range with as many days just before it.
import { Form } from "react-router";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { buttonClass, inputClass } from "../ui.tsx";

const DAY_MS = 86_400_000;

/** The last 30 days up to `today` ('YYYY-MM-DD'): what the Custom tab opens on. */
export function customRangeDefault(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

export function CustomRangeForm({ custom, today, segmentId }: { custom: { from: string; to: string }; today: string; segmentId: string }) {
  const t = useAdminT();
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-3 ring-1 ring-sky-100"
      data-testid="analytics-custom-form"
      aria-label={t("analytics.range.custom")}
    >
      <input type="hidden" name="range" value="custom" />
      {segmentId ? <input type="hidden" name="segment" value={segmentId} /> : null}
      {(["from", "to"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`analytics-${field}`} className="block text-sm font-semibold text-ink">
            {t(field === "from" ? "analytics.custom.from" : "analytics.custom.to")}
          </label>
          <input
            id={`analytics-${field}`}
            name={field}
            type="date"
            required
            max={today}
            defaultValue={custom[field]}
            className={`mt-1 ${inputClass}`}
            data-testid={`analytics-${field}`}
          />
        </div>
      ))}
      <button type="submit" className={buttonClass} data-testid="analytics-custom-apply">
        {t("analytics.custom.apply")}
      </button>
      <p className="w-full text-sm text-slate-600">{t("analytics.custom.hint")}</p>
    </Form>
  );
}

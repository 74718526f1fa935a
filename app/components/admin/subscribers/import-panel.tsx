// The Subscribers page's CSV import: the file goes to /api/admin/subscribers/import as text; the answer
// is either the report (invited, confirmed, unchanged) or every line that stopped the import.
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { buttonClass } from "../ui.tsx";

interface Report {
  invited: number;
  confirmed: number;
  unchanged: { line: number; email: string }[];
  mailFailures: number;
}
interface Problem {
  line: number;
  email: string;
  error: string;
}
type Outcome = { kind: "done"; report: Report } | { kind: "problems"; problems: Problem[] } | { kind: "error"; text: string } | null;

const PROBLEM_TEXTS: Record<string, AdminMessageKey> = {
  invalid_email: "subscribers.import.problem.invalid_email",
  duplicate: "subscribers.import.problem.duplicate",
  blocked: "subscribers.import.problem.blocked",
  source_required: "subscribers.import.problem.source_required",
  invalid_confirmed: "subscribers.import.problem.invalid_confirmed",
  invalid_locale: "subscribers.import.problem.invalid_locale",
  source_too_long: "subscribers.import.problem.source_too_long",
};

const REFUSAL_TEXTS: Record<string, AdminMessageKey> = {
  invalid_header: "subscribers.import.invalidHeader",
  empty_import: "subscribers.import.empty",
  import_too_large: "subscribers.import.tooLarge",
  body_too_large: "subscribers.import.tooLarge",
};

export function ImportPanel() {
  const t = useAdminT();
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setOutcome({ kind: "error", text: t("subscribers.import.chooseFile") });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch("/api/admin/subscribers/import", {
        method: "POST",
        headers: { "content-type": "text/csv", accept: "application/json" },
        body: await file.text(),
      });
      const data = (await response.json().catch(() => null)) as {
        report?: Report;
        problems?: Problem[];
        error?: string;
        message?: string;
      } | null;
      if (response.ok && data?.report) {
        setOutcome({ kind: "done", report: data.report });
        if (fileInput.current) fileInput.current.value = "";
        await revalidator.revalidate();
      } else if (data?.problems) setOutcome({ kind: "problems", problems: data.problems });
      else {
        const key = data?.error ? REFUSAL_TEXTS[data.error] : undefined;
        setOutcome({ kind: "error", text: key ? t(key) : t("subscribers.failed", { message: data?.message || t("subscribers.network") }) });
      }
    } catch {
      setOutcome({ kind: "error", text: t("subscribers.network") });
    }
    setBusy(false);
  }

  return (
    <section
      aria-labelledby="import-title"
      className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100"
      data-testid="subscribers-import"
    >
      <h2 id="import-title" className="text-xl font-black">
        {t("subscribers.import.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("subscribers.import.intro")}</p>
      <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-50 p-3 text-xs text-slate-700">
        {"email,consent_source,confirmed,locale\nana@example.com,Summer fair sign-up sheet,yes,es\nben@example.com,,,en"}
      </pre>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <label htmlFor={fileId} className="grid min-w-0 gap-1 text-sm font-bold text-ink">
          {t("subscribers.import.file")}
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="max-w-full text-sm font-normal file:mr-3 file:rounded-xl file:border-0 file:bg-sky-100 file:px-3 file:py-2 file:font-bold file:text-ink"
            data-testid="import-file"
          />
        </label>
        <button type="submit" className={buttonClass} disabled={busy} data-testid="import-submit">
          {t("subscribers.import.button")}
        </button>
      </form>
      <div role="status" className="mt-3" data-testid="import-outcome">
        {outcome?.kind === "done" ? (
          <div className="text-sm font-semibold text-emerald-700">
            <p data-testid="import-report">
              {t("subscribers.import.done", {
                invited: outcome.report.invited,
                confirmed: outcome.report.confirmed,
                unchanged: outcome.report.unchanged.length,
              })}
            </p>
            {outcome.report.mailFailures > 0 ? (
              <p className="text-amber-800">{t("subscribers.import.mailFailures", { count: outcome.report.mailFailures })}</p>
            ) : null}
          </div>
        ) : null}
        {outcome?.kind === "error" ? <p className="text-sm font-semibold text-rose-700">{outcome.text}</p> : null}
        {outcome?.kind === "problems" ? (
          <div className="text-sm">
            <p className="font-semibold text-rose-700">{t("subscribers.import.problems")}</p>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left" data-testid="import-problems">
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="py-1 pr-3">{t("subscribers.import.line")}</th>
                    <th className="py-1 pr-3">{t("subscribers.import.email")}</th>
                    <th className="py-1">{t("subscribers.import.problem")}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.problems.map((problem) => (
                    <tr key={problem.line} className="border-t border-sky-100" data-testid="import-problem" data-line={problem.line}>
                      <td className="py-1 pr-3 tabular-nums">{problem.line}</td>
                      <td className="py-1 pr-3 break-all">{problem.email}</td>
                      <td className="py-1">{PROBLEM_TEXTS[problem.error] ? t(PROBLEM_TEXTS[problem.error]!) : problem.error}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

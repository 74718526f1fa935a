// Game Settings' run rules: the coins a player can earn from runs in a day and a run's longest
// length (server/runs/rules.ts), saved through /api/admin/run-rules on their own (they are not part of the versioned game settings:
// runs do not replay them).
import { useState, type FormEvent } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { adminApi } from "../json-api.ts";

export interface RunRulesView {
  dailyRunCoins: number;
  maxRunSeconds: number;
}

const inputClass =
  "w-40 rounded-xl border border-sky-200 bg-white px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-500";

export function RunRulesForm({ rules }: { rules: RunRulesView }) {
  const t = useAdminT();
  const [value, setValue] = useState(String(rules.dailyRunCoins));
  const [seconds, setSeconds] = useState(String(rules.maxRunSeconds));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus(null);
    const answer = await adminApi<RunRulesView>("/api/admin/run-rules", {
      body: { dailyRunCoins: Number(value), maxRunSeconds: Number(seconds) },
    });
    if (answer.ok) {
      setValue(String(answer.data.dailyRunCoins));
      setSeconds(String(answer.data.maxRunSeconds));
      setStatus({ kind: "success", text: t("settings.runRules.saved") });
    } else {
      setStatus({ kind: "error", text: answer.message || t("settings.runRules.failed") });
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="run-rules-title" className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-sky-100" data-testid="run-rules">
      <h2 id="run-rules-title" className="text-xl font-black text-ink">
        {t("settings.runRules.title")}
      </h2>
      <form className="mt-3 grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="run-rules-daily-coins" className="text-sm font-bold text-ink">
          {t("settings.runRules.dailyCoins")}
        </label>
        <p id="run-rules-daily-coins-help" className="text-sm text-slate-600">
          {t("settings.runRules.dailyCoinsHelp")}
        </p>
        <input
          id="run-rules-daily-coins"
          type="number"
          inputMode="numeric"
          min={10}
          max={10_000_000}
          step={10}
          value={value}
          aria-describedby="run-rules-daily-coins-help"
          onChange={(event) => setValue(event.currentTarget.value)}
          data-testid="run-rules-daily-coins"
          className={inputClass}
        />
        <label htmlFor="run-rules-max-seconds" className="mt-3 text-sm font-bold text-ink">
          {t("settings.runRules.maxSeconds")}
        </label>
        <p id="run-rules-max-seconds-help" className="text-sm text-slate-600">
          {t("settings.runRules.maxSecondsHelp")}
        </p>
        <input
          id="run-rules-max-seconds"
          type="number"
          inputMode="numeric"
          min={30}
          max={1500}
          step={1}
          value={seconds}
          aria-describedby="run-rules-max-seconds-help"
          onChange={(event) => setSeconds(event.currentTarget.value)}
          data-testid="run-rules-max-seconds"
          className={inputClass}
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-ink px-6 py-2.5 font-bold text-white shadow hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60"
            data-testid="run-rules-save"
          >
            {busy ? t("settings.saving") : t("settings.runRules.save")}
          </button>
          <p role="status" aria-live="polite" className="min-h-6 text-sm font-bold" data-testid="run-rules-status">
            {status ? <span className={status.kind === "success" ? "text-emerald-700" : "text-rose-700"}>{status.text}</span> : null}
          </p>
        </div>
      </form>
    </section>
  );
}

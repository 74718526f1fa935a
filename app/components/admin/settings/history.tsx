// The settings' version history: who saved what and when, and a Restore (with a confirmation) on
// every version but the current one.
import { useMemo, useState } from "react";
import type { SettingsHistoryEntry } from "../../../../server/settings/service.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useNumberFormat } from "./controls.tsx";
import { fieldLabel } from "./fields.ts";

export type HistoryEntry = Omit<SettingsHistoryEntry, "settings">;

interface HistoryProps {
  entries: HistoryEntry[];
  busy: boolean;
  onRestore: (version: number) => void;
}

const button =
  "rounded-full px-4 py-2 text-sm font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50";

export function SettingsHistory({ entries, busy, onRestore }: HistoryProps) {
  const t = useAdminT();
  const locale = useLocale();
  const format = useNumberFormat();
  const [confirming, setConfirming] = useState<number | null>(null);
  // UTC on the server and in the browser alike (the same text on both sides of hydration).
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }), [locale]);
  const value = (v: number | boolean) => (typeof v === "boolean" ? t(v ? "settings.history.on" : "settings.history.off") : format(v));
  const newest = entries[0]?.version;

  return (
    <section aria-labelledby="settings-history-title" className="mt-10" data-testid="settings-history">
      <h2 id="settings-history-title" className="text-2xl font-black tracking-tight text-ink">
        {t("settings.history")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("settings.history.empty")}</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {entries.map((entry) => {
            const current = entry.version === newest;
            return (
              <li
                key={entry.version}
                className="rounded-2xl bg-white p-4 ring-1 ring-sky-100"
                data-testid={`settings-version-${entry.version}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-black text-ink">{t("settings.history.version", { version: entry.version })}</span>
                      {current ? (
                        <span className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-bold text-white">
                          {t("settings.history.current")}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      <time dateTime={new Date(entry.createdAt).toISOString()}>{when.format(entry.createdAt)} UTC</time>{" "}
                      {t("settings.history.by", { name: entry.createdBy ?? t("settings.history.system") })}
                    </p>
                  </div>
                  {!current && confirming !== entry.version ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => setConfirming(entry.version)}
                      className={`${button} bg-sky-50 text-sky-900 ring-1 ring-sky-200 hover:bg-sky-100`}
                      data-testid={`settings-restore-${entry.version}`}
                    >
                      {t("settings.history.restore")}
                    </button>
                  ) : null}
                </div>
                {entry.restoredFrom !== null ? (
                  <p className="mt-2 text-sm font-semibold text-sky-800">
                    {t("settings.history.restoredFrom", { version: entry.restoredFrom })}
                  </p>
                ) : entry.note ? (
                  <p className="mt-2 text-sm break-words text-slate-700 italic">{entry.note}</p>
                ) : null}
                {entry.changes.length > 0 ? (
                  <ul className="mt-2 grid gap-1 text-sm" data-testid={`settings-changes-${entry.version}`}>
                    {entry.changes.map((change) => (
                      <li key={change.field} className="break-words">
                        <span className="font-semibold text-ink">{fieldLabel(t, change.field)}</span>:{" "}
                        <span className="font-mono tabular-nums">
                          {value(change.before)} → {value(change.after)}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-500">
                    {entry.version === 1 ? t("settings.history.initial") : t("settings.history.noChanges")}
                  </p>
                )}
                {confirming === entry.version ? (
                  <div
                    role="group"
                    aria-labelledby={`settings-confirm-${entry.version}`}
                    className="mt-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
                    data-testid={`settings-confirm-${entry.version}`}
                  >
                    <p id={`settings-confirm-${entry.version}`} className="text-sm font-semibold text-amber-950">
                      {t("settings.history.confirm", { version: entry.version })}
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        disabled={busy}
                        autoFocus
                        onClick={() => {
                          setConfirming(null);
                          onRestore(entry.version);
                        }}
                        className={`${button} bg-ink text-white hover:bg-slate-700`}
                        data-testid={`settings-confirm-restore-${entry.version}`}
                      >
                        {t("settings.history.confirmYes")}
                      </button>
                      <button
                        type="button"
                        onClick={() => setConfirming(null)}
                        data-testid={`settings-confirm-cancel-${entry.version}`}
                        className={`${button} bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-50`}
                      >
                        {t("settings.history.cancel")}
                      </button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

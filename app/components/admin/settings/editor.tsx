// The Game Settings editor: tabs 'Physics Settings' and 'Power-Ups', the difficulty indicator, Save
// (the server validates and stores a new version), Reset (back to the saved values, no server
// call), the 3 s success message, and the version history with Restore.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { cloneSettings, type GameSettings } from "../../../../game/sim/index.ts";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { postSettings, type SettingsAnswer, type SettingsRequest } from "./api.ts";
import { DifficultyIndicator, PhysicsPanel, PowerUpsPanel } from "./controls.tsx";
import { fieldLabel } from "./fields.ts";
import { SettingsHistory, type HistoryEntry } from "./history.tsx";

/** The spec's "Settings saved successfully!" stays this long. */
export const SAVED_MESSAGE_MS = 3000;

const TABS = ["physics", "powerUps"] as const;
type Tab = (typeof TABS)[number];

type Status = { kind: "success" | "error"; text: string; id: number } | null;

export interface SettingsEditorProps {
  current: { version: number; settings: GameSettings };
  history: HistoryEntry[];
  /** Shown between the form and the version history (the run rules). */
  beforeHistory?: ReactNode;
}

export function SettingsEditor({ current, history, beforeHistory }: SettingsEditorProps) {
  const t = useAdminT();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<GameSettings>(() => cloneSettings(current.settings));
  const [note, setNote] = useState("");
  const [tab, setTab] = useState<Tab>("physics");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  // The success message goes after 3 s (a new message restarts the count); errors stay.
  useEffect(() => {
    if (status?.kind !== "success") return;
    const timer = setTimeout(() => setStatus(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const say = (kind: "success" | "error", text: string) => setStatus({ kind, text, id: Date.now() });

  function failure(answer: Extract<SettingsAnswer, { ok: false }>): string {
    if (answer.error === "settings_changed") return t("settings.error.changed");
    if (answer.error === "network") return t("settings.error.network");
    if (answer.field && answer.error === "invalid_settings") {
      // The server's message starts with the field's path: keep only its reason.
      const reason = answer.message.replace(/^[\w.]+: /, "");
      return t("settings.error.invalid", { field: fieldLabel(t, answer.field), message: reason });
    }
    return answer.message || t("settings.error.network");
  }

  async function send(request: SettingsRequest, success: (answer: Extract<SettingsAnswer, { ok: true }>) => string) {
    setBusy(true);
    setStatus(null);
    const answer = await postSettings(request);
    if (answer.ok) {
      setForm(cloneSettings(answer.settings));
      setNote("");
      say("success", success(answer));
    } else {
      say("error", failure(answer));
    }
    // The newest version and the history (also after a 409: the edits stay, the base moves on);
    // busy until then, so that the next save is based on the version just made.
    await revalidator.revalidate().catch(() => {});
    setBusy(false);
  }

  const save = () =>
    send({ action: "save", settings: form, note: note.trim() || undefined, baseVersion: current.version }, () => t("settings.saved"));
  const restore = (version: number) => send({ action: "restore", version }, () => t("settings.restored", { version }));
  const reset = () => {
    setForm(cloneSettings(current.settings));
    setNote("");
    setStatus(null);
  };

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const to = TABS[next]!;
    setTab(to);
    tabRefs.current.get(to)?.focus();
  }

  const tabLabel = (which: Tab) => t(which === "physics" ? "settings.tab.physics" : "settings.tab.powerUps");

  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save();
        }}
        aria-label={t("admin.settings")}
        data-testid="settings-form"
        data-version={current.version}
      >
        <div
          role="tablist"
          aria-label={t("settings.tabs.label")}
          className="flex w-full max-w-md rounded-full bg-sky-100 p-1.5 ring-1 ring-sky-200"
        >
          {TABS.map((which) => {
            const active = which === tab;
            return (
              <button
                key={which}
                type="button"
                role="tab"
                id={`settings-tab-${which}`}
                aria-selected={active}
                aria-controls={`settings-panel-${which}`}
                tabIndex={active ? 0 : -1}
                ref={(node) => {
                  if (node) tabRefs.current.set(which, node);
                  else tabRefs.current.delete(which);
                }}
                onClick={() => setTab(which)}
                onKeyDown={onTabKey}
                data-testid={`settings-tab-${which}`}
                className={`flex-1 rounded-full px-3 py-2 text-sm font-black whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 sm:text-base ${
                  active ? "bg-white text-ink shadow-md ring-1 ring-sky-200" : "text-sky-800 hover:bg-white/60"
                }`}
              >
                {tabLabel(which)}
              </button>
            );
          })}
        </div>

        {TABS.map((which) => (
          <div
            key={which}
            role="tabpanel"
            id={`settings-panel-${which}`}
            aria-labelledby={`settings-tab-${which}`}
            hidden={which !== tab}
            className="mt-5 rounded-3xl bg-white/70 p-4 ring-1 ring-sky-100 sm:p-6"
          >
            {which === "physics" ? (
              <PhysicsPanel settings={form} onChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))} />
            ) : (
              <PowerUpsPanel
                settings={form}
                onChange={(type, patch) =>
                  setForm((f) => ({ ...f, powerUps: { ...f.powerUps, [type]: { ...f.powerUps[type], ...patch } } }))
                }
              />
            )}
          </div>
        ))}

        <div className="mt-5">
          <DifficultyIndicator settings={form} />
        </div>

        <div className="mt-5 grid gap-2">
          <label htmlFor="settings-note" className="text-sm font-bold text-ink">
            {t("settings.note")}
          </label>
          <input
            id="settings-note"
            type="text"
            maxLength={200}
            value={note}
            placeholder={t("settings.note.placeholder")}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-testid="settings-note"
            className="w-full rounded-xl border border-sky-200 bg-white px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-500"
          />
        </div>

        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-ink px-6 py-3 font-bold text-white shadow hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60"
            data-testid="settings-save"
          >
            {busy ? t("settings.saving") : t("settings.save")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={reset}
            className="rounded-full bg-white px-6 py-3 font-bold text-ink ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60"
            data-testid="settings-reset"
          >
            {t("settings.reset")}
          </button>
          <p role="status" aria-live="polite" className="min-h-6 basis-full text-sm font-bold sm:basis-auto" data-testid="settings-status">
            {status ? (
              <span
                key={status.id}
                className={status.kind === "success" ? "text-emerald-700" : "text-rose-700"}
                data-testid={status.kind === "success" ? "settings-saved" : "settings-error"}
              >
                {status.text}
              </span>
            ) : null}
          </p>
        </div>
      </form>

      {beforeHistory}
      <SettingsHistory entries={history} busy={busy} onRestore={(version) => void restore(version)} />
    </div>
  );
}

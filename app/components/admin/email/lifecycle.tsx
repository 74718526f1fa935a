// Lifecycle mails: the welcome mail on sign-up and the optional "come back" mail to a segment every
// N days, each switchable, saved together.
import { useEffect, useState, type ReactNode } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatAdminTime } from "../time.ts";
import { getJson, postJson, type EmailTemplate, type Lifecycle, type SegmentOption } from "./api.ts";
import { errorText } from "./errors.ts";
import { buttonClass, Card, FieldError, inputClass, labelClass, StatusLine, type Status } from "./ui.tsx";

type FieldErrors = Partial<Record<"welcomeTemplate" | "comeBackTemplate" | "comeBackSegment" | "intervalDays", string>>;

export function LifecycleSection(props: { templates: EmailTemplate[] | null; segments: SegmentOption[] | null }) {
  const t = useAdminT();
  const locale = useLocale();
  const [form, setForm] = useState<Lifecycle | null>(null);
  const [days, setDays] = useState("7");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getJson<Lifecycle>("/api/admin/lifecycle").then((result) => {
      if (result.ok) {
        setForm(result.data);
        setDays(String(result.data.comeBack.intervalDays));
      } else setStatus({ kind: "error", text: errorText(t, result) });
    });
  }, [t]);

  // The selects need their options before they can show the saved choice.
  if (!form || !props.templates || !props.segments) {
    return (
      <Card id="lifecycle" title={t("email.lifecycle.title")} intro={t("email.lifecycle.intro")} testId="lifecycle-section">
        <p className="text-sm text-slate-500">{t("email.loading")}</p>
        <StatusLine status={status} testId="lifecycle-status" />
      </Card>
    );
  }

  const setWelcome = (patch: Partial<Lifecycle["welcome"]>) => setForm({ ...form, welcome: { ...form.welcome, ...patch } });
  const setComeBack = (patch: Partial<Lifecycle["comeBack"]>) => setForm({ ...form, comeBack: { ...form.comeBack, ...patch } });

  async function save(current: Lifecycle) {
    const found: FieldErrors = {};
    const interval = Number(days);
    if (current.welcome.enabled && !current.welcome.templateId) found.welcomeTemplate = t("email.error.templateRequired");
    if (current.comeBack.enabled && !current.comeBack.templateId) found.comeBackTemplate = t("email.error.templateRequired");
    if (current.comeBack.enabled && !current.comeBack.segmentId) found.comeBackSegment = t("email.error.segmentRequired");
    if (!Number.isInteger(interval) || interval < 1 || interval > 365) found.intervalDays = t("email.error.intervalDays");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setStatus(null);
    const { lastRunAt: _lastRunAt, ...comeBack } = current.comeBack;
    const result = await postJson<Lifecycle>("/api/admin/lifecycle", {
      welcome: current.welcome,
      comeBack: { ...comeBack, intervalDays: interval },
    });
    if (result.ok) {
      setForm(result.data);
      setDays(String(result.data.comeBack.intervalDays));
      setStatus({ kind: "ok", text: t("email.lifecycle.saved") });
    } else setStatus({ kind: "error", text: errorText(t, result) });
    setBusy(false);
  }

  const templateOptions = (
    <>
      <option value="">{t("email.lifecycle.chooseTemplate")}</option>
      {(props.templates ?? []).map((template) => (
        <option key={template.id} value={template.id}>
          {template.name}
        </option>
      ))}
    </>
  );
  const invalid = (field: keyof FieldErrors) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `lifecycle-${field}-error` } : {};

  return (
    <Card id="lifecycle" title={t("email.lifecycle.title")} intro={t("email.lifecycle.intro")} testId="lifecycle-section">
      <form
        noValidate
        className="grid gap-4"
        data-testid="lifecycle-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save(form);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="grid content-start gap-3 rounded-2xl p-4 ring-1 ring-sky-100">
            <legend className="px-1 font-black text-ink">{t("email.lifecycle.welcome")}</legend>
            <Switch
              id="lifecycle-welcome"
              checked={form.welcome.enabled}
              onChange={(enabled) => setWelcome({ enabled })}
              label={t("email.lifecycle.welcomeSwitch")}
            />
            <div className="grid gap-1">
              <label htmlFor="lifecycle-welcome-template" className={labelClass}>
                {t("email.lifecycle.template")}
              </label>
              <select
                id="lifecycle-welcome-template"
                className={inputClass}
                value={form.welcome.templateId ?? ""}
                onChange={(event) => setWelcome({ templateId: event.currentTarget.value || null })}
                data-testid="lifecycle-welcome-template"
                {...invalid("welcomeTemplate")}
              >
                {templateOptions}
              </select>
              <FieldError id="lifecycle-welcomeTemplate-error" text={errors.welcomeTemplate} />
            </div>
          </fieldset>

          <fieldset className="grid content-start gap-3 rounded-2xl p-4 ring-1 ring-sky-100">
            <legend className="px-1 font-black text-ink">{t("email.lifecycle.comeBack")}</legend>
            <Switch
              id="lifecycle-comeback"
              checked={form.comeBack.enabled}
              onChange={(enabled) => setComeBack({ enabled })}
              label={t("email.lifecycle.comeBackSwitch")}
            />
            <div className="grid gap-1">
              <label htmlFor="lifecycle-comeback-segment" className={labelClass}>
                {t("email.send.segment")}
              </label>
              <select
                id="lifecycle-comeback-segment"
                className={inputClass}
                value={form.comeBack.segmentId ?? ""}
                onChange={(event) => setComeBack({ segmentId: event.currentTarget.value || null })}
                data-testid="lifecycle-comeback-segment"
                {...invalid("comeBackSegment")}
              >
                <option value="">{t("email.send.chooseSegment")}</option>
                {(props.segments ?? []).map((segment) => (
                  <option key={segment.id} value={segment.id}>
                    {segment.name}
                  </option>
                ))}
              </select>
              <FieldError id="lifecycle-comeBackSegment-error" text={errors.comeBackSegment} />
            </div>
            <div className="grid gap-1">
              <label htmlFor="lifecycle-comeback-template" className={labelClass}>
                {t("email.lifecycle.template")}
              </label>
              <select
                id="lifecycle-comeback-template"
                className={inputClass}
                value={form.comeBack.templateId ?? ""}
                onChange={(event) => setComeBack({ templateId: event.currentTarget.value || null })}
                data-testid="lifecycle-comeback-template"
                {...invalid("comeBackTemplate")}
              >
                {templateOptions}
              </select>
              <FieldError id="lifecycle-comeBackTemplate-error" text={errors.comeBackTemplate} />
            </div>
            <div className="grid gap-1">
              <label htmlFor="lifecycle-interval" className={labelClass}>
                {t("email.lifecycle.interval")}
              </label>
              <input
                id="lifecycle-interval"
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                step={1}
                className={`${inputClass} max-w-32`}
                value={days}
                onChange={(event) => setDays(event.currentTarget.value)}
                data-testid="lifecycle-interval"
                {...invalid("intervalDays")}
              />
              <FieldError id="lifecycle-intervalDays-error" text={errors.intervalDays} />
            </div>
            <p className="text-sm text-slate-600" data-testid="lifecycle-last-run">
              {form.comeBack.lastRunAt
                ? t("email.lifecycle.lastRun", { time: formatAdminTime(form.comeBack.lastRunAt, locale) })
                : t("email.lifecycle.neverRun")}
            </p>
          </fieldset>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={busy} data-testid="lifecycle-save">
            {t("email.lifecycle.save")}
          </button>
          <StatusLine status={status} testId="lifecycle-status" />
        </div>
      </form>
    </Card>
  );
}

/** A labelled on/off switch (a checkbox with the switch role: Space toggles it). */
function Switch(props: { id: string; checked: boolean; onChange: (checked: boolean) => void; label: ReactNode }) {
  return (
    <label htmlFor={props.id} className="flex cursor-pointer items-center gap-3 font-bold text-ink">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        className="peer sr-only"
        data-testid={props.id}
      />
      <span
        aria-hidden="true"
        className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-emerald-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 after:absolute after:top-1 after:left-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span>{props.label}</span>
    </label>
  );
}

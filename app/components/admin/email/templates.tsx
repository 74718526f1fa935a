// Templates: the list (with the spec's empty state), the create / edit form, delete with a
// confirmation, and the preview and test send of what the form holds.
import { useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatAdminTime } from "../time.ts";
import { CUSTOM_FALLBACK, NAME_FALLBACK, NAME_PLACEHOLDER, postJson, type EmailTemplate } from "./api.ts";
import { errorText } from "./errors.ts";
import { PreviewAndTest } from "./preview.tsx";
import { TemplateLanguages } from "./template-languages.tsx";
import { buttonClass, Card, ConfirmDialog, FieldError, inputClass, labelClass, quietButtonClass, StatusLine, type Status } from "./ui.tsx";

interface Draft {
  /** null: a new template. */
  id: string | null;
  name: string;
  subject: string;
  body: string;
}

const EMPTY: Draft = { id: null, name: "", subject: "", body: "" };

type FieldErrors = Partial<Record<"name" | "subject" | "body", string>>;

export function TemplatesSection(props: { templates: EmailTemplate[] | null; onChanged: () => Promise<void> }) {
  const t = useAdminT();
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);

  const edit = (template: EmailTemplate) => {
    setDraft({ id: template.id, name: template.name, subject: template.subject, body: template.body });
    setErrors({});
    setStatus(null);
    document.getElementById("template-name")?.focus();
  };
  const startNew = () => {
    setDraft(EMPTY);
    setErrors({});
    setStatus(null);
    document.getElementById("template-name")?.focus();
  };

  async function save() {
    const found: FieldErrors = {};
    if (!draft.name.trim()) found.name = t("email.error.nameRequired");
    if (!draft.subject.trim()) found.subject = t("email.error.subjectRequired");
    if (!draft.body.trim()) found.body = t("email.error.contentRequired");
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus(null);
      return;
    }
    setBusy(true);
    const fields = { name: draft.name.trim(), subject: draft.subject, body: draft.body };
    const result = await postJson<{ template: EmailTemplate }>(
      "/api/admin/templates",
      draft.id ? { action: "update", id: draft.id, ...fields } : { action: "create", ...fields },
    );
    if (result.ok) {
      setDraft({
        id: result.data.template.id,
        name: result.data.template.name,
        subject: result.data.template.subject,
        body: result.data.template.body,
      });
      setStatus({
        kind: "ok",
        text: t(draft.id ? "email.template.updated" : "email.template.created", { name: result.data.template.name }),
      });
      await props.onChanged();
    } else {
      const field = result.field === "name" || result.field === "subject" || result.field === "body" ? result.field : null;
      if (field) setErrors({ [field]: errorText(t, result) });
      setStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(false);
  }

  async function remove(template: EmailTemplate) {
    setBusy(true);
    const result = await postJson<{ ok: true }>("/api/admin/templates", { action: "delete", id: template.id });
    setDeleting(null);
    if (result.ok) {
      if (draft.id === template.id) setDraft(EMPTY);
      setStatus({ kind: "ok", text: t("email.template.deleted", { name: template.name }) });
      await props.onChanged();
    } else {
      setStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(false);
  }

  const describedBy = (field: keyof FieldErrors, hint?: string) =>
    [errors[field] ? `template-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;

  return (
    <Card id="templates" title={t("email.templates.title")} intro={t("email.templates.intro")} testId="templates-section">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div>
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-black text-ink">{t("email.templates.list")}</h3>
            <button type="button" className={quietButtonClass} onClick={startNew} data-testid="template-new">
              {t("email.template.new")}
            </button>
          </div>
          {props.templates === null ? (
            <p className="mt-3 text-sm text-slate-500">{t("email.loading")}</p>
          ) : props.templates.length === 0 ? (
            <p className="mt-3 rounded-2xl bg-sky-50 px-4 py-6 text-center font-semibold text-slate-600" data-testid="templates-empty">
              {t("email.templates.empty")}
            </p>
          ) : (
            <ul className="mt-3 grid gap-2" data-testid="templates-list">
              {props.templates.map((template) => (
                <li
                  key={template.id}
                  data-testid="template-item"
                  data-id={template.id}
                  className={`rounded-2xl p-3 ring-1 ${draft.id === template.id ? "bg-sky-50 ring-sky-400" : "bg-white ring-sky-100"}`}
                >
                  <p className="font-bold break-words text-ink" data-testid="template-name">
                    {template.name}
                  </p>
                  <p className="text-sm break-words text-slate-600">{template.subject}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {t("email.template.updatedAt", { time: formatAdminTime(template.updatedAt, locale) })}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={quietButtonClass}
                      onClick={() => edit(template)}
                      aria-label={t("email.template.editNamed", { name: template.name })}
                      data-testid="template-edit"
                    >
                      {t("email.template.edit")}
                    </button>
                    <button
                      type="button"
                      className={quietButtonClass}
                      onClick={() => setDeleting(template)}
                      aria-label={t("email.template.deleteNamed", { name: template.name })}
                      data-testid="template-delete"
                    >
                      {t("email.template.delete")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="min-w-0">
          <form
            noValidate
            aria-labelledby="template-form-title"
            data-testid="template-form"
            data-mode={draft.id ? "edit" : "create"}
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) void save();
            }}
            className="grid gap-3"
          >
            <h3 id="template-form-title" className="font-black text-ink">
              {draft.id ? t("email.template.editing", { name: draft.name || "…" }) : t("email.template.creating")}
            </h3>
            <div className="grid gap-1">
              <label htmlFor="template-name" className={labelClass}>
                {t("email.template.name")}
              </label>
              <input
                id="template-name"
                className={inputClass}
                value={draft.name}
                maxLength={100}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy("name")}
                onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
                data-testid="template-name-input"
              />
              <FieldError id="template-name-error" text={errors.name} />
            </div>
            <div className="grid gap-1">
              <label htmlFor="template-subject" className={labelClass}>
                {t("email.template.subject")}
              </label>
              <input
                id="template-subject"
                className={inputClass}
                value={draft.subject}
                maxLength={200}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy("subject", "template-placeholder-hint")}
                onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
                data-testid="template-subject-input"
              />
              <FieldError id="template-subject-error" text={errors.subject} />
            </div>
            <div className="grid gap-1">
              <label htmlFor="template-body" className={labelClass}>
                {t("email.template.body")}
              </label>
              <textarea
                id="template-body"
                className={`${inputClass} min-h-48 font-mono text-sm`}
                rows={10}
                value={draft.body}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={describedBy("body", "template-placeholder-hint")}
                onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
                data-testid="template-body-input"
              />
              <FieldError id="template-body-error" text={errors.body} />
            </div>
            <p
              id="template-placeholder-hint"
              className="rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="template-hint"
            >
              {t("email.template.hint", { placeholder: NAME_PLACEHOLDER, fallback: NAME_FALLBACK, custom: CUSTOM_FALLBACK })}
            </p>
            <p className="text-xs text-slate-500">{t("email.markdownHint")}</p>
            <div className="flex flex-wrap items-center gap-2">
              <button type="submit" className={buttonClass} disabled={busy} data-testid="template-save">
                {draft.id ? t("email.template.saveChanges") : t("email.template.create")}
              </button>
              {draft.id ? (
                <button type="button" className={quietButtonClass} onClick={startNew} data-testid="template-cancel-edit">
                  {t("email.template.cancelEdit")}
                </button>
              ) : null}
            </div>
            <StatusLine status={status} testId="template-status" />
          </form>

          {draft.id ? <TemplateLanguages key={draft.id} templateId={draft.id} /> : null}

          <PreviewAndTest subject={draft.subject} body={draft.body} />
        </div>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={t("email.template.deleteTitle")}
        confirm={t("email.template.delete")}
        cancel={t("email.cancel")}
        danger
        busy={busy}
        testId="template-delete-dialog"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t("email.template.deleteConfirm", { name: deleting.name }) : null}
      </ConfirmDialog>
    </Card>
  );
}

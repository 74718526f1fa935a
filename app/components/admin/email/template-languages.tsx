// A saved template's subject and body in the eight languages besides English: pick a language, edit
// or remove its text. Where a language has none, its readers get the English text (flagged missing).
import { useEffect, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { localeNames, locales, type Locale } from "../../../../shared/i18n/locales.ts";
import type { TemplateTexts } from "../../../../server/campaigns/template-texts.ts";
import { getJson, postJson } from "./api.ts";
import { errorText } from "./errors.ts";
import { buttonClass, inputClass, labelClass, quietButtonClass, StatusLine, type Status } from "./ui.tsx";

const OTHER_LOCALES = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

const draftOf = (texts: TemplateTexts | null, locale: Locale) => ({
  subject: texts?.[locale]?.subject ?? "",
  body: texts?.[locale]?.body ?? "",
});

export function TemplateLanguages(props: { templateId: string }) {
  const t = useAdminT();
  const [texts, setTexts] = useState<TemplateTexts | null>(null);
  const [language, setLanguage] = useState<Exclude<Locale, "en">>(OTHER_LOCALES[0]!);
  const [draft, setDraft] = useState({ subject: "", body: "" });
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  // The parent keys this component by template, so a new template starts with fresh state.
  useEffect(() => {
    let current = true;
    void getJson<{ texts: TemplateTexts }>(`/api/admin/templates/${encodeURIComponent(props.templateId)}/texts`).then((result) => {
      if (!current) return;
      if (result.ok) {
        setTexts(result.data.texts);
        setDraft(draftOf(result.data.texts, OTHER_LOCALES[0]!));
      } else setStatus({ kind: "error", text: errorText(t, result) });
    });
    return () => {
      current = false;
    };
  }, [props.templateId, t]);

  const choose = (next: Exclude<Locale, "en">) => {
    setLanguage(next);
    setDraft(draftOf(texts, next));
    setStatus(null);
  };

  const name = localeNames[language];
  const missing = texts !== null && texts[language] === null;

  async function send(text: { subject: string; body: string } | null) {
    if (text && !text.subject.trim()) return setStatus({ kind: "error", text: t("email.error.subjectRequired") });
    if (text && !text.body.trim()) return setStatus({ kind: "error", text: t("email.error.contentRequired") });
    setBusy(true);
    const result = await postJson<{ texts: TemplateTexts }>(`/api/admin/templates/${encodeURIComponent(props.templateId)}/texts`, {
      locale: language,
      text,
    });
    if (result.ok) {
      setTexts(result.data.texts);
      if (!text) setDraft({ subject: "", body: "" });
      setStatus({ kind: "ok", text: t(text ? "email.languages.saved" : "email.languages.removed", { language: name }) });
    } else {
      setStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(false);
  }

  return (
    <section
      className="mt-6 grid gap-3 rounded-2xl bg-sky-50/60 p-4 ring-1 ring-sky-100"
      aria-labelledby="template-languages-title"
      data-testid="template-languages"
    >
      <h3 id="template-languages-title" className="font-black text-ink">
        {t("email.languages.title")}
      </h3>
      <p className="text-sm text-slate-600">{t("email.languages.intro")}</p>
      {texts === null ? (
        <p className="text-sm text-slate-500">{t("email.loading")}</p>
      ) : (
        <>
          <div className="grid gap-1">
            <label htmlFor="template-language" className={labelClass}>
              {t("email.languages.language")}
            </label>
            <select
              id="template-language"
              className={inputClass}
              value={language}
              onChange={(event) => choose(event.currentTarget.value as Exclude<Locale, "en">)}
              data-testid="template-language"
            >
              {OTHER_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {texts[locale] === null ? `${localeNames[locale]} (${t("email.languages.missing")})` : localeNames[locale]}
                </option>
              ))}
            </select>
          </div>
          {missing ? (
            <p className="rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="template-language-missing">
              {t("email.languages.missingNote", { language: name })}
            </p>
          ) : null}
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) void send({ subject: draft.subject, body: draft.body });
            }}
          >
            <div className="grid gap-1">
              <label htmlFor="template-language-subject" className={labelClass}>
                {t("email.languages.subject", { language: name })}
              </label>
              <input
                id="template-language-subject"
                lang={language}
                className={inputClass}
                value={draft.subject}
                maxLength={200}
                placeholder={texts.en?.subject}
                onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
                data-testid="template-language-subject"
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="template-language-body" className={labelClass}>
                {t("email.languages.body", { language: name })}
              </label>
              <textarea
                id="template-language-body"
                lang={language}
                className={`${inputClass} min-h-40 font-mono text-sm`}
                rows={8}
                value={draft.body}
                placeholder={texts.en?.body}
                onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
                data-testid="template-language-body"
              />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <button type="submit" className={buttonClass} disabled={busy} data-testid="template-language-save">
                {t("email.languages.save", { language: name })}
              </button>
              {!missing ? (
                <button
                  type="button"
                  className={quietButtonClass}
                  disabled={busy}
                  onClick={() => void send(null)}
                  data-testid="template-language-remove"
                >
                  {t("email.languages.remove", { language: name })}
                </button>
              ) : null}
            </div>
          </form>
        </>
      )}
      <StatusLine status={status} testId="template-language-status" />
    </section>
  );
}

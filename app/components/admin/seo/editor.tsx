// The SEO & Metadata editor: pick a public page and a language, edit its title, description,
// keywords and share image with live counters and previews, and save (POST /api/admin/seo). The
// public page reads the saved row on its next request. A language without its own row starts from
// what the page shows now (the fallback); saving creates the row.
import { useEffect, useState } from "react";
import { useAdminT, type AdminTFunction } from "../../../../shared/i18n/admin/index.ts";
import { localeNames, useLocale } from "../../../../shared/i18n/index.ts";
import type { Locale } from "../../../../shared/i18n/locales.ts";
import { Card, FieldError, inputClass, labelClass } from "../email/ui.tsx";
import { buttonClass, quietButtonClass, StatusLine } from "../ui.tsx";
import { formatAdminTime } from "../time.ts";
import { saveSeo, type SeoOverview, type SeoPageView, type SeoSaveAnswer } from "./api.ts";
import { LengthCounter, SearchPreview, SharePreview } from "./previews.tsx";
import { fieldLength } from "./text.ts";

interface Draft {
  title: string;
  description: string;
  keywords: string;
  ogImage: string;
}

const FIELDS = ["title", "description", "keywords", "ogImage"] as const;
type Field = (typeof FIELDS)[number];
/** The fields a link may focus (`?field=`). */
export const SEO_FIELDS: readonly Field[] = FIELDS;
const FIELD_IDS: Record<Field, string> = {
  title: "seo-title",
  description: "seo-description",
  keywords: "seo-keywords",
  ogImage: "seo-og-image",
};
type FieldErrors = Partial<Record<Field, string>>;

const keyOf = (route: string, locale: string) => `${locale} ${route}`;

/** The form's starting values: the locale's own row, else what the page shows without one. */
function draftOf(view: SeoPageView): Draft {
  const source = view.entry ?? { ...view.fallback, keywords: "" };
  return { title: source.title, description: source.description, keywords: source.keywords, ogImage: source.ogImage ?? "" };
}

const sameDraft = (a: Draft, b: Draft) => FIELDS.every((field) => a[field] === b[field]);

// The server's rule (server/site/seo.ts), checked here first so the operator sees it beside the field.
const isImageAddress = (value: string) =>
  value === "" || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/\S+$/.test(value);

function check(t: AdminTFunction, draft: Draft, limits: SeoOverview["limits"]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ["title", "description", "keywords"] as const) {
    const length = fieldLength(draft[field]);
    if (length === 0 && field !== "keywords") errors[field] = t("seo.error.required");
    else if (length > limits[field].max) errors[field] = t("seo.error.tooLong", { max: limits[field].max });
    else if (/\p{Cc}/u.test(draft[field].trim())) errors[field] = t("seo.error.oneLine");
  }
  const image = draft.ogImage.trim();
  if (image.length > limits.ogImage.max) errors.ogImage = t("seo.error.tooLong", { max: limits.ogImage.max });
  else if (!isImageAddress(image)) errors.ogImage = t("seo.error.ogImage");
  return errors;
}

function failureText(t: AdminTFunction, answer: Extract<SeoSaveAnswer, { ok: false }>): string {
  if (answer.error === "network") return t("seo.error.network");
  // The server's message starts with the field's name: keep only its reason.
  const reason = answer.message.replace(/^[\w.]+: /, "");
  return t("seo.error.server", { message: reason || answer.error });
}

export function SeoEditor({
  overview,
  initial,
}: {
  overview: SeoOverview;
  initial: { route: string; locale: Locale; field?: Field | null };
}) {
  const t = useAdminT();
  const uiLocale = useLocale();
  const [pages, setPages] = useState(overview.pages);
  const [route, setRoute] = useState(initial.route);
  const [locale, setLocale] = useState<Locale>(initial.locale);
  // Edits are kept per page and language, so looking at another one loses nothing.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const view = pages.find((page) => page.route === route && page.locale === locale) ?? pages[0]!;
  const key = keyOf(view.route, view.locale);
  const saved = draftOf(view);
  const draft = drafts[key] ?? saved;
  const dirty = !sameDraft(draft, saved);
  const language = localeNames[view.locale];
  const { limits } = overview;

  const select = (nextRoute: string, nextLocale: Locale) => {
    setRoute(nextRoute);
    setLocale(nextLocale);
    setErrors({});
    setStatus(null);
  };
  // A link to a page, language and field (the Site Crawler's "fix" links navigate within this page, so
  // the state above does not start over): open that one, drafts kept, and put the cursor in the field.
  const [linked, setLinked] = useState(initial);
  if (linked !== initial) {
    setLinked(initial);
    select(initial.route, initial.locale);
  }
  useEffect(() => {
    if (!initial.field) return;
    const input = document.getElementById(FIELD_IDS[initial.field]);
    input?.focus();
    input?.scrollIntoView({ block: "center" });
  }, [initial]);
  const edit = (field: Field, value: string) => {
    setDrafts((all) => ({ ...all, [key]: { ...draft, [field]: value } }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    // The last save's verdict is about other values now.
    setStatus(null);
  };
  const undo = () => {
    setDrafts(({ [key]: _gone, ...rest }) => rest);
    setErrors({});
    setStatus(null);
  };

  async function save() {
    const found = check(t, draft, limits);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: "error", text: t("seo.error.fix") });
      return;
    }
    setBusy(true);
    setStatus(null);
    const answer = await saveSeo({
      route: view.route,
      locale: view.locale,
      title: draft.title,
      description: draft.description,
      keywords: draft.keywords,
      ogImage: draft.ogImage.trim() || null,
    });
    if (answer.ok) {
      const entry = answer.entry;
      setPages((all) => all.map((page) => (page.route === entry.route && page.locale === entry.locale ? { ...page, entry } : page)));
      setDrafts(({ [key]: _gone, ...rest }) => rest);
      setStatus({ kind: "ok", text: t("seo.saved", { route: entry.route, language }) });
    } else {
      const field = FIELDS.find((name) => name === answer.field);
      if (field) setErrors({ [field]: failureText(t, answer) });
      setStatus({ kind: "error", text: failureText(t, answer) });
    }
    setBusy(false);
  }

  const describedBy = (field: Field, ...more: string[]) => [errors[field] ? `seo-${field}-error` : null, ...more].filter(Boolean).join(" ");
  const image = draft.ogImage.trim() || overview.defaultOgImage;
  const pageUrl = `${view.route}?lang=${view.locale}`;

  return (
    <Card id="seo-pages" title={t("seo.pages.title")} intro={t("seo.pages.intro")} testId="seo-editor">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor="seo-route" className={labelClass}>
            {t("seo.route")}
          </label>
          <select
            id="seo-route"
            className={inputClass}
            value={view.route}
            onChange={(event) => select(event.currentTarget.value, view.locale)}
            data-testid="seo-route"
          >
            {overview.routes.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="seo-locale" className={labelClass}>
            {t("seo.locale")}
          </label>
          <select
            id="seo-locale"
            className={inputClass}
            value={view.locale}
            onChange={(event) => select(view.route, event.currentTarget.value as Locale)}
            data-testid="seo-locale"
          >
            {overview.locales.map((code) => {
              const own = pages.some((page) => page.route === view.route && page.locale === code && page.entry);
              return (
                <option key={code} value={code}>
                  {`${localeNames[code]} (${code})${own ? "" : ` · ${t("seo.locale.fallsBack")}`}`}
                </option>
              );
            })}
          </select>
        </div>
      </div>

      <div className="mt-4" data-testid="seo-entry-state" data-own={view.entry ? "true" : "false"}>
        {view.entry ? (
          <p className="text-sm text-slate-600">
            {view.entry.updatedBy
              ? t("seo.entry.savedBy", { time: formatAdminTime(view.entry.updatedAt, uiLocale), who: view.entry.updatedBy })
              : t("seo.entry.seeded", { time: formatAdminTime(view.entry.updatedAt, uiLocale) })}
          </p>
        ) : (
          <p
            className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
            data-testid="seo-fallback-note"
          >
            {t(view.fallback.imageFrom === "english" ? "seo.entry.fallbackEnglishImage" : "seo.entry.fallbackDefaultImage", { language })}
          </p>
        )}
      </div>

      <form
        noValidate
        aria-labelledby="seo-pages-title"
        className="mt-4 grid gap-4"
        data-testid="seo-form"
        data-route={view.route}
        data-locale={view.locale}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor="seo-title" className={labelClass}>
            {t("seo.field.title")}
          </label>
          <input
            id="seo-title"
            className={inputClass}
            value={draft.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy("title", "seo-title-count")}
            onChange={(event) => edit("title", event.currentTarget.value)}
            data-testid="seo-title"
          />
          <LengthCounter id="seo-title-count" length={fieldLength(draft.title)} limit={limits.title} required />
          <FieldError id="seo-title-error" text={errors.title} />
        </div>

        <div className="grid gap-1">
          <label htmlFor="seo-description" className={labelClass}>
            {t("seo.field.description")}
          </label>
          <textarea
            id="seo-description"
            rows={3}
            className={`${inputClass} resize-y`}
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy("description", "seo-description-count")}
            onChange={(event) => edit("description", event.currentTarget.value)}
            data-testid="seo-description"
          />
          <LengthCounter id="seo-description-count" length={fieldLength(draft.description)} limit={limits.description} required />
          <FieldError id="seo-description-error" text={errors.description} />
        </div>

        <div className="grid gap-1">
          <label htmlFor="seo-keywords" className={labelClass}>
            {t("seo.field.keywords")}
          </label>
          <input
            id="seo-keywords"
            className={inputClass}
            value={draft.keywords}
            placeholder={t("seo.field.keywordsPlaceholder")}
            aria-invalid={errors.keywords ? true : undefined}
            aria-describedby={describedBy("keywords", "seo-keywords-note", "seo-keywords-count")}
            onChange={(event) => edit("keywords", event.currentTarget.value)}
            data-testid="seo-keywords"
          />
          <p id="seo-keywords-note" className="text-sm text-slate-600" data-testid="seo-keywords-note">
            {t("seo.field.keywordsIgnored")}
          </p>
          <LengthCounter id="seo-keywords-count" length={fieldLength(draft.keywords)} limit={limits.keywords} />
          <FieldError id="seo-keywords-error" text={errors.keywords} />
        </div>

        <div className="grid gap-1">
          <label htmlFor="seo-og-image" className={labelClass}>
            {t("seo.field.ogImage")}
          </label>
          <input
            id="seo-og-image"
            className={inputClass}
            value={draft.ogImage}
            placeholder={overview.defaultOgImage}
            inputMode="url"
            spellCheck={false}
            aria-invalid={errors.ogImage ? true : undefined}
            aria-describedby={describedBy("ogImage", "seo-og-image-hint")}
            onChange={(event) => edit("ogImage", event.currentTarget.value)}
            data-testid="seo-og-image"
          />
          <p id="seo-og-image-hint" className="text-sm text-slate-600">
            {t("seo.field.ogImageHint", { default: overview.defaultOgImage })}
          </p>
          <FieldError id="seo-ogImage-error" text={errors.ogImage} />
        </div>

        <div className="grid gap-1">
          <label htmlFor="seo-canonical" className={labelClass}>
            {t("seo.field.canonical")}
          </label>
          <input
            id="seo-canonical"
            className={`${inputClass} bg-slate-50 text-slate-700`}
            value={view.canonical}
            readOnly
            aria-describedby="seo-canonical-hint"
            data-testid="seo-canonical"
          />
          <p id="seo-canonical-hint" className="text-sm text-slate-600">
            {t("seo.field.canonicalHint")}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={busy} data-testid="seo-save">
            {busy ? t("seo.saving") : view.entry ? t("seo.save") : t("seo.create", { language })}
          </button>
          <button type="button" className={quietButtonClass} disabled={busy || !dirty} onClick={undo} data-testid="seo-undo">
            {t("seo.undo")}
          </button>
          <a href={pageUrl} target="_blank" rel="noopener" className="text-sm font-bold text-sky-700 underline hover:text-sky-900">
            {t("seo.openPage")}
          </a>
          {dirty ? (
            <span className="text-sm font-semibold text-amber-700" data-testid="seo-dirty">
              {t("seo.unsaved")}
            </span>
          ) : null}
        </div>
        <StatusLine status={status} testId="seo-status" />
      </form>

      <div className="mt-4 grid gap-5 border-t border-sky-100 pt-5 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <SearchPreview
          siteName={view.siteName}
          url={view.canonical}
          title={draft.title}
          description={draft.description}
          titleMax={limits.title.recommended.max}
          descriptionMax={limits.description.recommended.max}
        />
        <SharePreview image={image} isDefault={!draft.ogImage.trim()} title={draft.title} url={view.canonical} />
      </div>
    </Card>
  );
}

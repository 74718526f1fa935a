// Store Settings' "Names and Descriptions": every item's player-visible texts in one language at a
// time, picked from the site's nine. Each language says how many texts it lacks (its players read the
// English text there), and each empty field says so under it. The inputs belong to the one form, so
// 'Save Settings' sends prices and texts together.
import type { ReactNode } from "react";
import { TEXT_MAX_LENGTH } from "../../../../shared/catalogue-texts.ts";
import { defaultLocale, localeNames, locales, type Locale } from "../../../../shared/i18n/locales.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import {
  missingCount,
  missingTexts,
  textKey,
  type CatalogueTextField,
  type EditableCatalogue,
  type FormValues,
  type TextItem,
} from "./values.ts";

const FIELD_LABEL: Record<CatalogueTextField, AdminMessageKey> = {
  name: "catalogue.field.name",
  description: "catalogue.field.description",
  durationText: "catalogue.field.durationText",
};

const TEXT_INPUT =
  "mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2 text-base font-semibold text-ink shadow-sm ring-1 ring-sky-200 placeholder:font-normal placeholder:text-slate-400 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 aria-invalid:ring-2 aria-invalid:ring-red-500";

/** A DOM id for a field key (keys carry dots). */
const domId = (key: string) => `catalogue-${key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

const SECTIONS = [
  { section: "powerUps", title: "catalogue.texts.powerUps" },
  { section: "coinPacks", title: "catalogue.texts.coinPacks" },
  { section: "skins", title: "catalogue.texts.skins" },
] as const satisfies ReadonlyArray<{ section: keyof EditableCatalogue; title: AdminMessageKey }>;

export function TextsSection({
  saved,
  values,
  errors,
  onChange,
  locale,
  onLocale,
}: {
  saved: EditableCatalogue;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  /** The language shown. */
  locale: Locale;
  onLocale: (locale: Locale) => void;
}) {
  const t = useAdminT();
  return (
    <section aria-labelledby="catalogue-texts" className="rounded-3xl bg-white p-5 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 sm:p-6">
      <h2 id="catalogue-texts" className="text-xl font-black text-ink">
        {t("catalogue.texts.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("catalogue.texts.intro")}</p>

      <fieldset className="mt-4" data-testid="texts-languages">
        <legend className="text-sm font-bold text-slate-700">{t("catalogue.texts.language")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {locales.map((code) => {
            const missing = missingCount(saved, code, values);
            const failing = Object.keys(errors).some((key) => key.includes(`.texts.${code}.`) || key.endsWith(`.texts.${code}`));
            return (
              <label
                key={code}
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-bold ring-1 transition select-none ${
                  code === locale ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-sky-200 hover:bg-sky-50"
                } has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-500 ${failing ? "ring-2 ring-red-500" : ""}`}
                data-testid={`texts-language-${code}`}
                data-missing={missing}
              >
                <input
                  type="radio"
                  name="catalogue-texts-language"
                  value={code}
                  checked={code === locale}
                  onChange={() => onLocale(code)}
                  className="sr-only"
                />
                <span lang={code}>{localeNames[code]}</span>
                {missing > 0 ? (
                  <span
                    className="grid min-w-5 place-items-center rounded-full bg-amber-400 px-1.5 text-xs leading-5 font-black text-ink"
                    title={t("catalogue.texts.missingCount", { count: missing })}
                    data-testid={`texts-language-${code}-missing`}
                  >
                    <span aria-hidden="true">{missing}</span>
                    <span className="sr-only">{t("catalogue.texts.missingCount", { count: missing })}</span>
                  </span>
                ) : null}
                {failing ? <span className="sr-only">{t("catalogue.texts.hasErrors")}</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>

      {SECTIONS.map(({ section, title }) => (
        <div key={section} className="mt-6">
          <h3 className="text-base font-black tracking-wide text-slate-500 uppercase">{t(title)}</h3>
          <ul className="mt-1 divide-y divide-sky-100">
            {(saved[section] as Array<TextItem & { name: string; color?: string }>).map((item) => (
              <TextRow
                key={item.id}
                testId={`texts.${section}.${item.id}`}
                name={
                  <>
                    {item.color ? (
                      <span
                        aria-hidden="true"
                        className="size-4 shrink-0 rounded-full ring-1 ring-slate-300"
                        style={{ backgroundColor: item.color }}
                      />
                    ) : null}
                    <span>{item.texts.en.name ?? item.name}</span>
                  </>
                }
              >
                {item.textFields.map((field) => (
                  <TextField
                    key={field}
                    fieldName={textKey(section, item.id, locale, field)}
                    field={field}
                    locale={locale}
                    english={item.texts.en[field] ?? ""}
                    missing={missingTexts(section, item, locale, values).includes(field)}
                    wide={item.textFields.length === 1}
                    values={values}
                    errors={errors}
                    onChange={onChange}
                  />
                ))}
              </TextRow>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function TextRow({ testId, name, children }: { testId: string; name: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-4 lg:flex-row lg:items-start lg:gap-3" data-testid={testId}>
      <div className="flex min-w-0 flex-wrap items-center gap-2 font-bold text-ink lg:w-60 lg:shrink-0 lg:pt-7">{name}</div>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-3">{children}</div>
    </li>
  );
}

function TextField({
  fieldName,
  field,
  locale,
  english,
  missing,
  wide,
  values,
  errors,
  onChange,
}: {
  fieldName: string;
  /** The item's only text (a skin's name): as wide as a description. */
  wide: boolean;
  field: CatalogueTextField;
  locale: Locale;
  english: string;
  missing: boolean;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  const t = useAdminT();
  const id = domId(fieldName);
  const error = errors[fieldName];
  const value = values[fieldName] ?? "";
  const length = [...value.trim()].length;
  const showEnglish = locale !== defaultLocale && !missing;
  const notes = [error ? `${id}-error` : null, missing ? `${id}-missing` : null, showEnglish ? `${id}-english` : null];
  const describedBy = notes.filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: fieldName,
    lang: locale,
    value,
    placeholder: locale === defaultLocale ? undefined : english,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: TEXT_INPUT,
    "data-testid": fieldName,
  } as const;
  return (
    <div className={`min-w-0 ${field === "description" || wide ? "sm:col-span-2" : ""}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-bold text-slate-700">
          {t(FIELD_LABEL[field])}
        </label>
        <span
          className={`text-xs tabular-nums ${length > TEXT_MAX_LENGTH[field] ? "font-bold text-red-700" : "text-slate-500"}`}
          aria-hidden="true"
        >
          {length}/{TEXT_MAX_LENGTH[field]}
        </span>
      </div>
      {field === "description" ? (
        // One line of text that wraps: a typed or pasted line break becomes a space (the server refuses them).
        <textarea
          {...common}
          rows={3}
          // Grows with its text where the browser can; three lines otherwise.
          className={`${TEXT_INPUT} min-h-22 field-sizing-content`}
          onChange={(event) => onChange(fieldName, event.currentTarget.value.replace(/[\r\n]+/g, " "))}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(fieldName, event.currentTarget.value)} />
      )}
      {missing ? (
        <p id={`${id}-missing`} className="mt-1 text-sm font-semibold text-amber-800" data-testid={`${fieldName}-missing`}>
          {t("catalogue.texts.missing")}
        </p>
      ) : null}
      {showEnglish ? (
        <p id={`${id}-english`} className="mt-1 truncate text-xs text-slate-500" title={english}>
          {t("catalogue.texts.english", { text: english })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid={`${fieldName}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

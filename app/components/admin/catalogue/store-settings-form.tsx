// Store Settings: Power-up Prices, Coin Packages, Skin Prices and the items' Names and Descriptions in
// each language, in one form with one 'Save Settings'. Only changed fields are sent; the server
// validates them all and saves all or nothing. Its field errors are shown under the field they are
// about, in the operator's language.
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { formatCount, formatPrice, useLocale, locales, type Locale } from "../../../../shared/i18n/index.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import {
  changesOf,
  fieldKey,
  formValuesOf,
  postCatalogue,
  type ClientFieldError,
  type EditableCatalogue,
  type FieldError,
  type FormValues,
} from "./values.ts";
import { TextsSection } from "./texts-section.tsx";

const RARITIES = ["common", "rare", "epic", "legendary"] as const;

const RARITY_BADGE: Record<string, string> = {
  common: "bg-slate-100 text-slate-700 ring-slate-300",
  rare: "bg-sky-100 text-sky-800 ring-sky-300",
  epic: "bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-300",
  legendary: "bg-amber-100 text-amber-800 ring-amber-300",
};

const INPUT =
  "mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2 font-mono text-base font-bold text-ink tabular-nums shadow-sm ring-1 ring-sky-200 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 aria-invalid:ring-2 aria-invalid:ring-red-500";

type Status = "idle" | "saving" | "saved" | "failed" | "offline";

/** A DOM id for a field key (keys carry dots). */
const domId = (key: string) => `catalogue-${key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

function useErrorText() {
  const t = useAdminT();
  const locale = useLocale();
  return useMemo(() => {
    return (key: string, error: FieldError | ClientFieldError): string => {
      const cents = key.endsWith(".priceCents");
      const limit = "limit" in error && typeof error.limit === "number" ? error.limit : null;
      if ((error.code === "too_small" || error.code === "too_large") && limit !== null) {
        if (cents)
          return t(error.code === "too_small" ? "catalogue.error.priceTooSmall" : "catalogue.error.priceTooLarge", {
            amount: formatPrice(limit, locale),
          });
        return t(`catalogue.error.${error.code}`, { limit: formatCount(limit, locale) });
      }
      if (error.code === "text_too_long" && limit !== null)
        return t("catalogue.error.text_too_long", { limit: formatCount(limit, locale) });
      const known = `catalogue.error.${error.code}` as AdminMessageKey;
      if (
        error.code === "dollars" ||
        error.code === "whole_number" ||
        error.code === "rarity" ||
        error.code === "not_timed" ||
        error.code === "duration_required" ||
        error.code === "unknown_item" ||
        error.code === "duplicate_item" ||
        error.code === "unknown_locale" ||
        error.code === "not_translatable" ||
        error.code === "not_text" ||
        error.code === "text_required" ||
        error.code === "control_character"
      ) {
        return t(known);
      }
      return "message" in error ? error.message : t("catalogue.failed");
    };
  }, [t, locale]);
}

interface FieldProps {
  fieldName: string;
  label: string;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  dollars?: boolean;
}

/** A labelled number input with the error under it. */
function NumberField({ fieldName, label, values, errors, onChange, dollars = false }: FieldProps) {
  const id = domId(fieldName);
  const error = errors[fieldName];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={fieldName}
        type="number"
        inputMode={dollars ? "decimal" : "numeric"}
        min={0}
        step={dollars ? 0.01 : 1}
        value={values[fieldName] ?? ""}
        onChange={(event) => onChange(fieldName, event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
        data-testid={fieldName}
      />
      {error ? <FieldMessage id={`${id}-error`} testId={`${fieldName}-error`} text={error} /> : null}
    </div>
  );
}

function FieldMessage({ id, testId, text }: { id: string; testId: string; text: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700" data-testid={testId}>
      {text}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 sm:p-6">
      <h2 id={id} className="text-xl font-black text-ink">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-sky-100">{children}</ul>
    </section>
  );
}

function Row({
  testId,
  name,
  aside,
  itemError,
  children,
}: {
  testId: string;
  name: ReactNode;
  aside?: ReactNode;
  itemError?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-start" data-testid={testId}>
      <div className="min-w-0 lg:w-60 lg:shrink-0 lg:pt-7">
        <div className="flex flex-wrap items-center gap-2 font-bold text-ink">{name}</div>
        {aside}
        {itemError ? (
          <p className="mt-1 text-sm font-semibold text-red-700" data-testid={`${testId}-error`}>
            {itemError}
          </p>
        ) : null}
      </div>
      <div className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">{children}</div>
    </li>
  );
}

/** The first language (in the site's order) with a field error, if the one shown has none. */
function languageToShow(shown: Locale, errorKeys: string[]): Locale {
  const failing = (code: Locale) => errorKeys.some((key) => key.includes(`.texts.${code}.`));
  return failing(shown) ? shown : (locales.find(failing) ?? shown);
}

export function StoreSettingsForm({ initial }: { initial: EditableCatalogue }) {
  const t = useAdminT();
  const errorText = useErrorText();
  const pageLocale = useLocale();
  // The texts shown first are the operator's own language's.
  const [textsLocale, setTextsLocale] = useState<Locale>(pageLocale);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(() => formValuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [summary, setSummary] = useState("");

  const onChange = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
    if (status === "saved") setStatus("idle");
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "saving") return;
    const read = changesOf(saved, values);
    if (!read.ok) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([key, error]) => [key, errorText(key, error)])));
      setTextsLocale((shown) => languageToShow(shown, Object.keys(read.errors)));
      setSummary(t("catalogue.failed"));
      setStatus("failed");
      return;
    }
    setStatus("saving");
    const answer = await postCatalogue(read.changes);
    if (answer.ok) {
      setSaved(answer.catalogue);
      setValues(formValuesOf(answer.catalogue));
      setErrors({});
      setStatus("saved");
      return;
    }
    if (answer.error === "network") {
      setStatus("offline");
      setSummary(t("catalogue.offline"));
      return;
    }
    const fields = Object.entries(answer.fields);
    setErrors(Object.fromEntries(fields.map(([key, error]) => [key, errorText(key, error)])));
    // A refused text in another language than the one shown: show that language, where its message is.
    setTextsLocale((shown) => languageToShow(shown, Object.keys(answer.fields)));
    // Without field errors (a malformed request, say), the server's own words are the best we have.
    setSummary(fields.length > 0 ? t("catalogue.failed") : answer.message || t("catalogue.failed"));
    setStatus("failed");
  }

  const field = (section: keyof EditableCatalogue, id: string, name: string) => fieldKey(section, id, name);
  /** An item's name as saved, in the operator's language where it has one. */
  const nameOf = (item: { name: string; texts: EditableCatalogue["skins"][number]["texts"] }) => item.texts[pageLocale]?.name ?? item.name;
  const common = { values, errors, onChange };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6" data-testid="store-settings">
      <Section id="catalogue-powerups" title={t("catalogue.powerUps.title")}>
        {saved.powerUps.map((p) => (
          <Row key={p.id} testId={`powerUps.${p.id}`} name={nameOf(p)} itemError={errors[`powerUps.${p.id}`]}>
            <NumberField fieldName={field("powerUps", p.id, "priceCoins")} label={t("catalogue.field.priceCoins")} {...common} />
            {p.durationSeconds === null ? (
              <div>
                <p className="text-sm font-bold text-slate-700">{t("catalogue.field.duration")}</p>
                <p className="mt-1 py-2 text-base font-semibold text-slate-600" data-testid={`powerUps.${p.id}.durationText`}>
                  {t("catalogue.untimed", { text: p.durationText })}
                </p>
              </div>
            ) : (
              <NumberField
                fieldName={field("powerUps", p.id, "durationSeconds")}
                label={t("catalogue.field.durationSeconds")}
                {...common}
              />
            )}
          </Row>
        ))}
      </Section>

      <Section id="catalogue-packs" title={t("catalogue.coinPacks.title")}>
        {saved.coinPacks.map((c) => (
          <Row
            key={c.id}
            testId={`coinPacks.${c.id}`}
            name={nameOf(c)}
            itemError={errors[`coinPacks.${c.id}`]}
            aside={
              c.stripePriceId ? (
                <p className="mt-1 text-xs break-all text-slate-500">{t("catalogue.stripePrice", { id: c.stripePriceId })}</p>
              ) : null
            }
          >
            <NumberField fieldName={field("coinPacks", c.id, "coins")} label={t("catalogue.field.coins")} {...common} />
            <NumberField fieldName={field("coinPacks", c.id, "priceCents")} label={t("catalogue.field.priceDollars")} dollars {...common} />
            <NumberField fieldName={field("coinPacks", c.id, "bonusCoins")} label={t("catalogue.field.bonusCoins")} {...common} />
          </Row>
        ))}
      </Section>

      <Section id="catalogue-skins" title={t("catalogue.skins.title")}>
        {saved.skins.map((s) => {
          const rarityKey = field("skins", s.id, "rarity");
          const rarity = values[rarityKey] ?? s.rarity;
          return (
            <Row
              key={s.id}
              testId={`skins.${s.id}`}
              itemError={errors[`skins.${s.id}`]}
              name={
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full ring-1 ring-slate-300"
                    style={{ backgroundColor: s.color }}
                  />
                  <span>{nameOf(s)}</span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-black ring-1 ${RARITY_BADGE[rarity] ?? RARITY_BADGE.common}`}
                    data-testid="rarity-badge"
                  >
                    {RARITIES.includes(rarity as (typeof RARITIES)[number])
                      ? t(`catalogue.rarity.${rarity as (typeof RARITIES)[number]}`)
                      : rarity}
                  </span>
                </>
              }
            >
              <NumberField fieldName={field("skins", s.id, "priceCoins")} label={t("catalogue.field.priceCoins")} {...common} />
              <div>
                <label htmlFor={domId(rarityKey)} className="text-sm font-bold text-slate-700">
                  {t("catalogue.field.rarity")}
                </label>
                <select
                  id={domId(rarityKey)}
                  name={rarityKey}
                  value={rarity}
                  onChange={(event) => onChange(rarityKey, event.currentTarget.value)}
                  aria-invalid={errors[rarityKey] ? true : undefined}
                  aria-describedby={errors[rarityKey] ? `${domId(rarityKey)}-error` : undefined}
                  className={`${INPUT} font-sans`}
                  data-testid={rarityKey}
                >
                  {RARITIES.map((r) => (
                    <option key={r} value={r}>
                      {t(`catalogue.rarity.${r}`)}
                    </option>
                  ))}
                </select>
                {errors[rarityKey] ? (
                  <FieldMessage id={`${domId(rarityKey)}-error`} testId={`${rarityKey}-error`} text={errors[rarityKey]} />
                ) : null}
              </div>
            </Row>
          );
        })}
      </Section>

      <TextsSection saved={saved} values={values} errors={errors} onChange={onChange} locale={textsLocale} onLocale={setTextsLocale} />

      <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-xl ring-1 shadow-sky-900/10 ring-sky-100 sm:flex-row sm:items-center">
        <button type="submit" className="btn btn-primary px-6 py-3" disabled={status === "saving"} data-testid="catalogue-save">
          {status === "saving" ? t("catalogue.saving") : t("catalogue.save")}
        </button>
        {/* Always in the page, so screen readers announce what arrives in it. */}
        <p role="status" aria-live="polite" className="font-bold text-green-700" data-testid="catalogue-status">
          {status === "saved" ? t("catalogue.saved") : ""}
        </p>
        {status === "failed" || status === "offline" ? (
          <p role="alert" className="font-bold text-red-700" data-testid="catalogue-error">
            {summary}
          </p>
        ) : null}
      </div>
    </form>
  );
}

// Store Settings' form values: text in the inputs, numbers in the request. Pure (no React), so the
// parsing is tested on its own. The server checks the ranges again; this only reads what was typed.
import type {
  CatalogueChanges,
  CatalogueTextField,
  EditableCatalogue,
  FieldError,
  FieldErrors,
  ItemTexts,
} from "../../../../server/store/catalogue.ts";
import { defaultLocale, locales, type Locale } from "../../../../shared/i18n/locales.ts";
import { adminApi } from "../json-api.ts";

export type { CatalogueTextField, EditableCatalogue, FieldError, FieldErrors };

/**
 * Whole dollars and at most two decimals ("4.99", "5", "0.5") to integer cents, read digit by digit
 * so no float rounding can creep in (4.99 * 100 is 499.00000000000006). A leading minus is read too,
 * so the server can answer "at least $0.50". Refused (null): more than two decimals ("4.999" would
 * have to be rounded, and which way is the operator's call), exponents ("1e3": a typo as often as
 * 1000), words ("NaN", "abc"), thousands separators ("1,000": 1000 or 1.000?), empty.
 */
export function parseDollars(text: string): number | null {
  const match = /^\s*(-?)\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

/** 499 -> "4.99" (what the dollar input shows). */
export function centsToDollarText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1500" -> 1500; a minus is read (the server says "at least 0"); decimals, exponents, words -> null. */
export function parseWhole(text: string): number | null {
  const match = /^\s*(-?\d{1,12})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Field keys as the server names them: `coinPacks.starter.priceCents`. */
export const fieldKey = (section: keyof EditableCatalogue, id: string, field: string) => `${section}.${id}.${field}`;

/** A text's field key as the server names it: `skins.ice-falcon.texts.de.name`. */
export const textKey = (section: keyof EditableCatalogue, id: string, locale: Locale, field: CatalogueTextField) =>
  `${section}.${id}.texts.${locale}.${field}`;

/** The inputs' text, by field key. */
export type FormValues = Record<string, string>;

/** An item as the texts part of the form needs it. */
export interface TextItem {
  id: string;
  texts: ItemTexts;
  textFields: CatalogueTextField[];
}

/** The item's texts `locale` lacks in the form now (never English's): its players read English there. */
export function missingTexts(section: keyof EditableCatalogue, item: TextItem, locale: Locale, values: FormValues): CatalogueTextField[] {
  if (locale === defaultLocale) return [];
  return item.textFields.filter((field) => (values[textKey(section, item.id, locale, field)] ?? "").trim() === "");
}

/** How many texts `locale` lacks across the catalogue, in the form now. */
export function missingCount(catalogue: EditableCatalogue, locale: Locale, values: FormValues): number {
  return (["powerUps", "coinPacks", "skins"] as const).reduce(
    (sum, section) => sum + catalogue[section].reduce((n, item) => n + missingTexts(section, item, locale, values).length, 0),
    0,
  );
}

function textValues(values: FormValues, section: keyof EditableCatalogue, item: TextItem) {
  for (const locale of locales)
    for (const field of item.textFields) values[textKey(section, item.id, locale, field)] = item.texts[locale]?.[field] ?? "";
}

/** The texts that differ from what was saved, as the server takes them; an emptied one is "" (removed). */
function changedTexts(section: keyof EditableCatalogue, item: TextItem, values: FormValues) {
  const texts: Partial<Record<Locale, Partial<Record<CatalogueTextField, string>>>> = {};
  for (const locale of locales) {
    for (const field of item.textFields) {
      const now = values[textKey(section, item.id, locale, field)];
      if (now === undefined) continue;
      if (now.trim() !== (item.texts[locale]?.[field] ?? "")) (texts[locale] ??= {})[field] = now.trim();
    }
  }
  return Object.keys(texts).length > 0 ? { texts } : {};
}

export function formValuesOf(catalogue: EditableCatalogue): FormValues {
  const values: FormValues = {};
  for (const p of catalogue.powerUps) {
    values[fieldKey("powerUps", p.id, "priceCoins")] = String(p.priceCoins);
    if (p.durationSeconds !== null) values[fieldKey("powerUps", p.id, "durationSeconds")] = String(p.durationSeconds);
    textValues(values, "powerUps", p);
  }
  for (const c of catalogue.coinPacks) {
    values[fieldKey("coinPacks", c.id, "coins")] = String(c.coins);
    values[fieldKey("coinPacks", c.id, "priceCents")] = centsToDollarText(c.priceCents);
    values[fieldKey("coinPacks", c.id, "bonusCoins")] = String(c.bonusCoins);
    textValues(values, "coinPacks", c);
  }
  for (const s of catalogue.skins) {
    values[fieldKey("skins", s.id, "priceCoins")] = String(s.priceCoins);
    values[fieldKey("skins", s.id, "rarity")] = s.rarity;
    textValues(values, "skins", s);
  }
  return values;
}

/** A field the form could not read: the request is not sent. */
export type ClientFieldError = { code: "whole_number" | "dollars" };

/**
 * The request for what differs from `saved` (fields left as they were are not sent, so two operators
 * editing different prices or languages do not undo each other), or the fields that could not be read.
 */
export function changesOf(
  saved: EditableCatalogue,
  values: FormValues,
): { ok: true; changes: CatalogueChanges } | { ok: false; errors: Record<string, ClientFieldError> } {
  const errors: Record<string, ClientFieldError> = {};
  const read = (key: string, dollars = false): number | undefined => {
    const text = values[key];
    if (text === undefined) return undefined;
    const value = dollars ? parseDollars(text) : parseWhole(text);
    if (value === null) {
      errors[key] = { code: dollars ? "dollars" : "whole_number" };
      return undefined;
    }
    return value;
  };
  /** `{ field: value }` for the fields that changed. */
  const changed = (entries: Array<[string, unknown, unknown]>) =>
    Object.fromEntries(entries.filter(([, now, was]) => now !== undefined && now !== was).map(([field, now]) => [field, now]));

  const powerUps = saved.powerUps
    .map((p) => ({
      id: p.id,
      ...changed([
        ["priceCoins", read(fieldKey("powerUps", p.id, "priceCoins")), p.priceCoins],
        [
          "durationSeconds",
          p.durationSeconds === null ? undefined : read(fieldKey("powerUps", p.id, "durationSeconds")),
          p.durationSeconds,
        ],
      ]),
      ...changedTexts("powerUps", p, values),
    }))
    .filter((item) => Object.keys(item).length > 1);
  const coinPacks = saved.coinPacks
    .map((c) => ({
      id: c.id,
      ...changed([
        ["coins", read(fieldKey("coinPacks", c.id, "coins")), c.coins],
        ["priceCents", read(fieldKey("coinPacks", c.id, "priceCents"), true), c.priceCents],
        ["bonusCoins", read(fieldKey("coinPacks", c.id, "bonusCoins")), c.bonusCoins],
      ]),
      ...changedTexts("coinPacks", c, values),
    }))
    .filter((item) => Object.keys(item).length > 1);
  const skins = saved.skins
    .map((s) => ({
      id: s.id,
      ...changed([
        ["priceCoins", read(fieldKey("skins", s.id, "priceCoins")), s.priceCoins],
        ["rarity", values[fieldKey("skins", s.id, "rarity")], s.rarity],
      ]),
      ...changedTexts("skins", s, values),
    }))
    .filter((item) => Object.keys(item).length > 1);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const changes: CatalogueChanges = {};
  if (powerUps.length > 0) changes.powerUps = powerUps;
  if (coinPacks.length > 0) changes.coinPacks = coinPacks;
  if (skins.length > 0) changes.skins = skins;
  return { ok: true, changes };
}

export type SaveAnswer =
  { ok: true; changed: number; catalogue: EditableCatalogue } | { ok: false; error: string; message: string; fields: FieldErrors };

/** POST /api/admin/catalogue. */
export async function postCatalogue(changes: CatalogueChanges): Promise<SaveAnswer> {
  const answer = await adminApi<{ changed?: unknown; catalogue?: EditableCatalogue }>("/api/admin/catalogue", { body: changes });
  if (answer.ok && answer.data.catalogue) return { ok: true, changed: Number(answer.data.changed), catalogue: answer.data.catalogue };
  if (answer.ok) return { ok: false, error: "network", message: "", fields: {} };
  return { ok: false, error: answer.error, message: answer.message, fields: (answer.body?.fields as FieldErrors | undefined) ?? {} };
}

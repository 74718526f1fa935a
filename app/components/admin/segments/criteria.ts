// The segment editor's model of a criteria row: strings as the inputs hold them, turned into the
// API's criteria (server/segments/criteria.ts checks them again; this only shapes and pre-checks).
import { ACHIEVEMENTS } from "../../../../game/achievements.ts";
import { localeNames, locales } from "../../../../shared/i18n/locales.ts";
import { formatCount, formatPrice, type Locale } from "../../../../shared/i18n/index.ts";
import type { AdminMessageKey, AdminTFunction } from "../../../../shared/i18n/admin/index.ts";
import type { Criterion, CriterionType } from "../../../../server/segments/criteria.ts";

export type { Criterion, CriterionType };

export const TYPES: readonly CriterionType[] = [
  "games_played",
  "best_score",
  "coins",
  "total_spent",
  "days_since_last_seen",
  "account_type",
  "newsletter",
  "language",
  "country",
  "achievement",
];

const NUMBER_OPS = ["=", "!=", ">", ">=", "<", "<="];
export const OPERATORS: Record<CriterionType, readonly string[]> = {
  games_played: NUMBER_OPS,
  best_score: NUMBER_OPS,
  coins: NUMBER_OPS,
  total_spent: NUMBER_OPS,
  days_since_last_seen: NUMBER_OPS,
  account_type: ["is", "is_not"],
  newsletter: ["is", "is_not"],
  language: ["is", "is_not", "in"],
  country: ["is", "is_not", "in"],
  achievement: ["unlocked", "not_unlocked"],
};

const OP_KEYS: Record<string, AdminMessageKey> = {
  "=": "segments.op.eq",
  "!=": "segments.op.ne",
  ">": "segments.op.gt",
  ">=": "segments.op.ge",
  "<": "segments.op.lt",
  "<=": "segments.op.le",
  is: "segments.op.is",
  is_not: "segments.op.is_not",
  in: "segments.op.in",
  unlocked: "segments.op.unlocked",
  not_unlocked: "segments.op.not_unlocked",
};

export const operatorLabel = (t: AdminTFunction, operator: string) => t(OP_KEYS[operator] ?? "segments.op.eq");
export const typeLabel = (t: AdminTFunction, type: CriterionType) => t(`segments.type.${type}`);

export const isNumberType = (type: CriterionType) => NUMBER_OPS === OPERATORS[type];

/** One row as the form holds it. `value` is the text input's text, a select's value, or the chosen languages. */
export interface RowState {
  key: number;
  type: CriterionType;
  operator: string;
  value: string | string[];
}

let nextKey = 1;

/** A fresh row of `type` with its first operator and a sensible value. */
export function newRow(type: CriterionType = "games_played"): RowState {
  const value: string | string[] =
    type === "account_type"
      ? "account"
      : type === "newsletter"
        ? "true"
        : type === "language"
          ? "en"
          : type === "achievement"
            ? ACHIEVEMENTS[0]!.id
            : "";
  return { key: nextKey++, type, operator: OPERATORS[type][0]!, value };
}

/** The row after its operator changed: a language list and a single language convert into each other. */
export function withOperator(row: RowState, operator: string): RowState {
  let value = row.value;
  if (row.type === "language")
    value = operator === "in" ? (Array.isArray(value) ? value : [value]) : Array.isArray(value) ? (value[0] ?? "en") : value;
  return { ...row, operator, value };
}

/** The form's rows as criteria, or null while one is incomplete (an empty number, no language ticked). */
export function toCriteria(rows: readonly RowState[]): Criterion[] | null {
  const out: unknown[] = [];
  for (const row of rows) {
    const text = Array.isArray(row.value) ? "" : row.value.trim();
    if (isNumberType(row.type)) {
      if (text === "" || !Number.isFinite(Number(text))) return null;
      // Total spent is typed in dollars and stored in cents.
      const value = row.type === "total_spent" ? Math.round(Number(text) * 100) : Number(text);
      out.push({ type: row.type, operator: row.operator, value });
    } else if (row.type === "newsletter") {
      out.push({ type: row.type, operator: row.operator, value: text === "true" });
    } else if (row.type === "language" && row.operator === "in") {
      const list = Array.isArray(row.value) ? row.value : [row.value];
      if (list.length === 0) return null;
      out.push({ type: row.type, operator: row.operator, value: list });
    } else if (row.type === "country" && row.operator === "in") {
      const list = text.split(/[\s,;]+/).filter(Boolean);
      if (list.length === 0) return null;
      out.push({ type: row.type, operator: row.operator, value: list });
    } else {
      if (text === "") return null;
      out.push({ type: row.type, operator: row.operator, value: text });
    }
  }
  return out as Criterion[];
}

/** Saved criteria back into form rows (editing). */
export function toRows(criteria: readonly Criterion[]): RowState[] {
  return criteria.map((criterion) => {
    const value = criterion.value;
    const text =
      criterion.type === "total_spent"
        ? (Number(value) / 100).toFixed(2)
        : Array.isArray(value)
          ? criterion.type === "country"
            ? value.join(", ")
            : value
          : String(value);
    return { key: nextKey++, type: criterion.type, operator: criterion.operator, value: text };
  });
}

export const achievementName = (id: string) => {
  const found = ACHIEVEMENTS.find((a) => a.id === id);
  return found ? `${found.icon} ${found.name}` : id;
};

export const languageName = (code: string) =>
  (locales as readonly string[]).includes(code) ? localeNames[code as keyof typeof localeNames] : code;

/** "Games played ≥ 10", "Language is one of English, Deutsch": the list's summary of a row. */
export function describeCriterion(t: AdminTFunction, criterion: Criterion, locale: Locale): string {
  let value: string;
  switch (criterion.type) {
    case "total_spent":
      value = formatPrice(criterion.value, locale);
      break;
    case "account_type":
      value = t(criterion.value === "guest" ? "segments.value.guest" : "segments.value.account");
      break;
    case "newsletter":
      value = t(criterion.value ? "segments.value.consented" : "segments.value.notConsented");
      break;
    case "language":
      value = Array.isArray(criterion.value) ? criterion.value.map(languageName).join(", ") : languageName(criterion.value);
      break;
    case "country":
      value = Array.isArray(criterion.value) ? criterion.value.join(", ") : criterion.value;
      break;
    case "achievement":
      value = achievementName(criterion.value);
      break;
    default:
      value = formatCount(criterion.value, locale);
  }
  return `${typeLabel(t, criterion.type)} ${operatorLabel(t, criterion.operator)} ${value}`;
}

export { ACHIEVEMENTS, locales, localeNames };

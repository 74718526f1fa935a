// Number formatting for the Analytics page, in the page's language. Revenue is kept in cents on the
// server; the page shows US dollars, the only currency the store charges in.
import { formatNumber, formatPrice, type Locale } from "../../../../shared/i18n/index.ts";

export function formatCount(value: number, locale: Locale): string {
  return formatNumber(value, locale, 3);
}

export function formatDecimal(value: number | null, locale: Locale): string {
  return value === null ? "—" : formatNumber(value, locale, 2);
}

export function formatUsd(cents: number, locale: Locale): string {
  return formatPrice(cents, locale);
}

/** A 0..1 share as a percentage, one decimal at most. */
export function formatPercent(rate: number | null, locale: string): string {
  return rate === null ? "—" : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(rate);
}

export type Change = { kind: "up" | "down"; rate: number } | { kind: "same" } | { kind: "new" } | null;

/** How `current` moved from `previous`: null when there is nothing to compare (All Time, no scores). */
export function changeOf(current: number | null, previous: number | null | undefined): Change {
  if (previous === undefined || previous === null || current === null) return null;
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  const rate = (current - previous) / Math.abs(previous);
  return { kind: rate > 0 ? "up" : "down", rate: Math.abs(rate) };
}

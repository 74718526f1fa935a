// Number formatting for the Analytics page, in the page's language. Revenue is kept in cents on the
// server; the page shows US dollars, the only currency the store charges in.

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDecimal(value: number | null, locale: string): string {
  return value === null ? "—" : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function formatUsd(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(cents / 100);
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

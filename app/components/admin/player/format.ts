// Dates and numbers for the admin player tools: in UTC, so the server's render and the browser's
// hydration print the same text (the operator's own time zone is not known on the server).
import { formatNumber as formatNumberIn, formatPrice, type Locale } from "../../../../shared/i18n/index.ts";

const dateTimes = new Map<string, Intl.DateTimeFormat>();

export function formatTime(epochMs: number, locale: string): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    dateTimes.set(locale, format);
  }
  return `${format.format(epochMs)} UTC`;
}

/** Up to three decimals, as Intl.NumberFormat writes by default. */
export function formatNumber(n: number, locale: Locale): string {
  return formatNumberIn(n, locale, 3);
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatPrice(cents, locale, currency);
}

/** m:ss of a run `ticks` long (60 ticks a second). */
export function formatRunLength(ticks: number): string {
  const seconds = Math.floor(Math.max(0, ticks) / 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

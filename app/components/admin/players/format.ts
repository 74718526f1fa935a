// Number, money and date formats of Player Data. Dates are shown in UTC, spelled out, so the server's
// render and the browser's hydration agree whatever zone either runs in.
import type { Locale } from "../../../../shared/i18n/locales.ts";

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export const formatNumber = (locale: Locale, value: number, maximumFractionDigits = 0) =>
  numberFormat(locale, { maximumFractionDigits }).format(value);

export const formatMoney = (locale: Locale, cents: number) =>
  numberFormat(locale, { style: "currency", currency: "USD" }).format(cents / 100);

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-10" (UTC). */
export function formatDate(iso: string | number): string {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "2026-03-10 09:05 UTC". */
export function formatDateTime(iso: string | number): string {
  const date = new Date(iso);
  return `${formatDate(iso)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

// Number, money and date formats of Player Data. Dates are shown in UTC, spelled out, so the server's
// render and the browser's hydration agree whatever zone either runs in.
import { formatNumber as formatNumberIn, formatPrice, type Locale } from "../../../../shared/i18n/index.ts";

export const formatNumber = (locale: Locale, value: number, maximumFractionDigits = 0) =>
  formatNumberIn(value, locale, maximumFractionDigits);

export const formatMoney = (locale: Locale, cents: number) => formatPrice(cents, locale);

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

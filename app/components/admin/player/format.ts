// Dates and numbers for the admin player tools: in UTC, so the server's render and the browser's
// hydration print the same text (the operator's own time zone is not known on the server).
const dateTimes = new Map<string, Intl.DateTimeFormat>();

export function formatTime(epochMs: number, locale: string): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    dateTimes.set(locale, format);
  }
  return `${format.format(epochMs)} UTC`;
}

export function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

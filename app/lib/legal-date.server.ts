import type { Locale } from "../../shared/i18n/locales.ts";

const written = new Map<string, string>();

/**
 * A legal document's date ("2026-11-22") written the reader's way: "22 November 2026" (English as
 * the documents always wrote it), "22. November 2026", "2026年11月22日". Formatted by the loader, so
 * the browser hydrates the server's words and never formats it with its own ICU; kept per process,
 * as the same few dates are asked for on every request.
 */
export function formatLegalDate(day: string, locale: Locale): string {
  const id = `${locale}:${day}`;
  let text = written.get(id);
  if (text === undefined) {
    text = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    );
    written.set(id, text);
  }
  return text;
}

/**
 * A date and time for admin tables, in UTC so the server's render and the browser's hydration agree
 * (the operator's own time zone is not known on the server).
 */
export function formatAdminTime(epochMs: number, locale: string): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(epochMs)} UTC`;
}

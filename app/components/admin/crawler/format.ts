// How the Site Crawler section writes URLs and durations.

/** A URL as the admin reads it: the path on the crawled origin, the whole URL elsewhere. */
export function shortUrl(url: string, origin: string): string {
  return url === origin ? "/" : url.startsWith(origin + "/") ? url.slice(origin.length) : url;
}

export function formatMs(ms: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(ms)} ms`;
}

export function formatSeconds(ms: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000)} s`;
}

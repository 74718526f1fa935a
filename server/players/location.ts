// The location shown beside a leaderboard name: the country a trusted proxy names (COUNTRY_HEADER),
// else the region of the visitor's preferred language (Accept-Language "en-GB" -> United Kingdom),
// else 'Unknown' (the spec's default). Never an IP lookup: nothing here leaves the request.

export const UNKNOWN_LOCATION = "Unknown";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The English name of an ISO 3166 alpha-2 region code, or null for an unknown or placeholder one. */
export function countryName(code: string): string | null {
  const upper = code.trim().toUpperCase();
  // XX / T1 are what CDNs send for unknown / Tor; ZZ is "unknown region".
  if (!/^[A-Z]{2}$/.test(upper) || upper === "XX" || upper === "ZZ") return null;
  try {
    const name = regionNames.of(upper);
    return name && name !== upper ? name : null;
  } catch {
    return null;
  }
}

/** The region of the first Accept-Language tag that names one ("fr-CA;q=0.9" -> "CA"). */
export function acceptLanguageRegion(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",").slice(0, 10)) {
    const tag = part.split(";")[0]?.trim() ?? "";
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // not a language tag: try the next one
    }
  }
  return null;
}

export function locationOf(headers: Headers, countryHeader: string | undefined): string {
  const proxied = countryHeader ? headers.get(countryHeader) : null;
  const fromProxy = proxied ? countryName(proxied) : null;
  if (fromProxy) return fromProxy;
  const region = acceptLanguageRegion(headers.get("accept-language"));
  return (region && countryName(region)) ?? UNKNOWN_LOCATION;
}

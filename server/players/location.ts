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

// locationOf's answers by its two headers, remembered: browsers send a handful of different
// Accept-Language values, and parsing one with Intl.Locale was ~1.4 % of a finish's CPU (cleared when full).
const locations = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

export function locationOf(headers: Headers, countryHeader: string | undefined): string {
  const proxied = countryHeader ? headers.get(countryHeader) : null;
  const languages = headers.get("accept-language");
  const key = `${proxied ?? ""}\n${languages ?? ""}`;
  let location = locations.get(key);
  if (location === undefined) {
    const fromProxy = proxied ? countryName(proxied) : null;
    const region = fromProxy ? null : acceptLanguageRegion(languages);
    location = fromProxy ?? (region && countryName(region)) ?? UNKNOWN_LOCATION;
    if (key.length <= 500) {
      if (locations.size >= MAX_REMEMBERED) locations.clear();
      locations.set(key, location);
    }
  }
  return location;
}

let regionCodes: Map<string, string> | null = null;
const localNames = new Map<string, Intl.DisplayNames>();

/**
 * The page language's names of leaderboard locations, as stored (English region names, from
 * countryName): `{ "United States": "Vereinigte Staaten" }` for the names it knows; English pages
 * and 'Unknown' need none (the page says 'Unknown' with its own text).
 */
export function placeNames(locations: Iterable<string>, locale: string): Record<string, string> {
  if (locale === "en") return {};
  if (!regionCodes) {
    // Every region English can name, by that name: built once, on the first non-English page.
    regionCodes = new Map();
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = countryName(code);
        if (name) regionCodes.set(name, code);
      }
  }
  let names = localNames.get(locale);
  if (!names) localNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" })));
  const places: Record<string, string> = {};
  for (const location of locations) {
    const code = regionCodes.get(location);
    const name = code ? names.of(code) : undefined;
    if (name) places[location] = name;
  }
  return places;
}

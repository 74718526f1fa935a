// A leaderboard row's location in the page's language. Rows store it as an English region name
// ("United States", server/players/location.ts) or 'Unknown'; the page's loader sends the names of the
// rows it renders (`places`, so the server's words and the browser's hydration agree). A row that
// arrives later by the live stream with a place the page was not sent is named by the browser.
import type { Locale } from "../../shared/i18n/locales.ts";

/** What server/players/location.ts stores when it knows no place (the spec's default). */
const UNKNOWN_LOCATION = "Unknown";

let regionCodes: Map<string, string> | null = null;

/** The browser's name of an English region name in `locale`, or null (a name it does not know). */
function browserPlaceName(location: string, locale: Locale): string | null {
  if (typeof Intl.DisplayNames !== "function") return null;
  if (!regionCodes) {
    const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    regionCodes = new Map();
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = english.of(code);
        if (name && name !== code) regionCodes.set(name, code);
      }
  }
  const code = regionCodes.get(location);
  return code ? (new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code) ?? null) : null;
}

/** `location` in `locale`: `places`' name, else the browser's, else as stored. `unknown`: the page's word for 'Unknown'. */
export function placeName(location: string, locale: Locale, places: Readonly<Record<string, string>> | undefined, unknown: string): string {
  if (location === UNKNOWN_LOCATION) return unknown;
  if (locale === "en") return location;
  return places?.[location] ?? browserPlaceName(location, locale) ?? location;
}

import { describe, expect, it } from "vitest";
import { acceptLanguageRegion, countryName, locationOf } from "./location.ts";

describe("leaderboard location", () => {
  it("names countries from ISO codes and refuses placeholders", () => {
    expect(countryName("us")).toBe("United States");
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("XX")).toBeNull();
    expect(countryName("ZZ")).toBeNull();
    expect(countryName("USA")).toBeNull();
    expect(countryName("<b>")).toBeNull();
  });

  it("takes the first Accept-Language tag with a region", () => {
    expect(acceptLanguageRegion("fr, fr-CA;q=0.9, en;q=0.8")).toBe("CA");
    expect(acceptLanguageRegion("en-GB")).toBe("GB");
    expect(acceptLanguageRegion("es-419")).toBeNull(); // a UN M.49 area, not a country
    expect(acceptLanguageRegion("*")).toBeNull();
    expect(acceptLanguageRegion(null)).toBeNull();
  });

  it("prefers the trusted proxy header, then the language region, else Unknown", () => {
    const headers = new Headers({ "accept-language": "pt-BR", "cf-ipcountry": "JP" });
    expect(locationOf(headers, "cf-ipcountry")).toBe("Japan");
    // Without COUNTRY_HEADER configured the same header is just a client claim: ignored.
    expect(locationOf(headers, undefined)).toBe("Brazil");
    expect(locationOf(new Headers({ "cf-ipcountry": "XX", "accept-language": "de-AT" }), "cf-ipcountry")).toBe("Austria");
    expect(locationOf(new Headers(), "cf-ipcountry")).toBe("Unknown");
    expect(locationOf(new Headers({ "accept-language": "en" }), undefined)).toBe("Unknown");
  });
});

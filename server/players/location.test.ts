import { describe, expect, it } from "vitest";
import { placeName } from "../../app/lib/place-name.ts";
import { acceptLanguageRegion, countryName, locationOf, placeNames } from "./location.ts";

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

  it("names stored places in the page's language, on the server and in the browser alike", () => {
    expect(placeNames(["United States", "Canada", "Unknown", "Atlantis"], "de")).toEqual({
      "United States": "Vereinigte Staaten",
      Canada: "Kanada",
    });
    expect(placeNames(["Japan"], "ja")).toEqual({ Japan: "日本" });
    expect(placeNames(["United States"], "en")).toEqual({});
    // The browser's own names for a place that came by the live stream, where the page was sent none.
    expect(placeName("France", "it", {}, "Sconosciuto")).toBe("Francia");
    expect(placeName("France", "it", { France: "la Francia" }, "Sconosciuto")).toBe("la Francia");
    expect(placeName("Unknown", "it", {}, "Sconosciuto")).toBe("Sconosciuto");
    expect(placeName("Atlantis", "it", {}, "Sconosciuto")).toBe("Atlantis");
    expect(placeName("France", "en", {}, "Unknown")).toBe("France");
  });
});

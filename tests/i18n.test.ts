// Every language must carry every English key (non-empty, same {placeholders}), and a request must
// get the language it asks for: ?lang > lang cookie > Accept-Language > English.
import { describe, expect, it } from "vitest";
import { dictionaries, siteTranslations, translate } from "../shared/i18n/dictionaries.server.ts";
import { en, type MessageKey } from "../shared/i18n/site/en.ts";
import { LAYOUT_SECTIONS, textsOf } from "../shared/i18n/sections.server.ts";
import {
  localeCookie,
  localeFromCookie,
  localeOfHeaders,
  localeOfRequest,
  locales,
  localeOfTag,
  matchAcceptLanguage,
  type Locale,
} from "../shared/i18n/locales.ts";
import { renderMail, renderSms } from "../server/mail/templates.ts";
import { adminDictionaries, adminDictionaryFor, adminEn, adminTranslations } from "../shared/i18n/admin/dictionaries.server.ts";
import { adminText } from "../shared/i18n/admin/index.ts";

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
const translated = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

describe.each(translated)("the %s dictionary", (locale) => {
  const dictionary = dictionaries[locale];

  it("has every English key, non-empty", () => {
    const missing = keys.filter((key) => !dictionary[key]?.trim());
    expect(missing, `${missing.length} of ${keys.length} keys missing in ${locale}`).toEqual([]);
  });

  it("keeps every {placeholder} of the English text", () => {
    const wrong = keys
      .filter((key) => dictionary[key])
      .filter((key) => placeholders(en[key]).some((name) => !dictionary[key]!.includes(name)))
      .map((key) => `${key}: needs ${placeholders(en[key]).join(" ")}`);
    expect(wrong).toEqual([]);
  });

  it("has no key that English does not have", () => {
    expect(Object.keys(dictionary).filter((key) => !(key in en))).toEqual([]);
  });
});

// Key parity section by section: the merged dictionary above would not notice a key that one language
// keeps in another section's file (then a page sent only its own sections shows the bare key).
describe("every site section", () => {
  for (const [section, languages] of Object.entries(siteTranslations)) {
    const english = Object.keys(languages.en).sort();
    it.each(translated)(`${section} has the same keys in %s as in English`, (locale) => {
      const own = Object.keys(languages[locale]).sort();
      expect({ missing: english.filter((key) => !own.includes(key)), extra: own.filter((key) => !english.includes(key)) }).toEqual({
        missing: [],
        extra: [],
      });
    });
  }
});

describe("choosing the locale", () => {
  it("maps language tags to their base language", () => {
    expect(localeOfTag("pt-BR")).toBe("pt");
    expect(localeOfTag("zh-TW")).toBe("zh");
    expect(localeOfTag("zh-Hans")).toBe("zh");
    expect(localeOfTag("DE_at")).toBe("de");
    expect(localeOfTag("nl")).toBeNull();
    expect(localeOfTag("")).toBeNull();
  });

  it("takes the best Accept-Language match by q", () => {
    expect(matchAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8")).toBe("fr");
    expect(matchAcceptLanguage("nl, de;q=0.5, ja;q=0.7")).toBe("ja");
    expect(matchAcceptLanguage("en;q=0.4, ru;q=0.6")).toBe("ru");
    expect(matchAcceptLanguage("it;q=0, es;q=0.1")).toBe("es");
    expect(matchAcceptLanguage("es, it")).toBe("es"); // a tie goes to the first
    expect(matchAcceptLanguage("nl, sv;q=0.8, *;q=0.5")).toBeNull();
    expect(matchAcceptLanguage("")).toBeNull();
    expect(matchAcceptLanguage("fr;q=abc")).toBeNull();
  });

  it("reads the lang cookie among others and ignores unknown values", () => {
    expect(localeFromCookie("a=1; lang=ja; b=2")).toBe("ja");
    expect(localeFromCookie("xlang=ja")).toBeNull();
    expect(localeFromCookie("lang=xx")).toBeNull();
    // Found by the fuzz test (tests/e2e/fuzz.test.ts): a cookie that is not valid percent-encoding.
    expect(localeFromCookie("lang=%ED%A0%80; lang=de")).toBe("de");
    expect(localeFromCookie("lang=%")).toBeNull();
  });

  it("prefers ?lang, then the cookie, then Accept-Language, then English", () => {
    const headers = { cookie: "lang=de", "accept-language": "fr" };
    expect(localeOfRequest(new Request("http://x/play?lang=it", { headers }))).toEqual({ locale: "it", explicit: true });
    expect(localeOfRequest(new Request("http://x/play?lang=nope", { headers }))).toEqual({ locale: "de", explicit: false });
    expect(localeOfRequest(new Request("http://x/", { headers: { "accept-language": "pt-BR,pt;q=0.9" } })).locale).toBe("pt");
    expect(localeOfRequest(new Request("http://x/")).locale).toBe("en");
    expect(localeOfHeaders(undefined)).toBe("en");
  });

  it("remembers the choice for a year, SameSite=Lax", () => {
    expect(localeCookie("fr")).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("fr", true)).toMatch(/; Secure$/);
  });
});

describe("translating", () => {
  it("sends the browser a section's texts in the page's language, never the mail texts", () => {
    const english = textsOf("en", LAYOUT_SECTIONS);
    expect(english["footer.copyright"]).toBe(en["footer.copyright"]);
    expect(textsOf("ja", LAYOUT_SECTIONS)["footer.copyright"]).toBe(dictionaries.ja["footer.copyright"]);
    expect(Object.keys(textsOf("ja", LAYOUT_SECTIONS))).toEqual(Object.keys(english));
    expect(Object.keys(english).some((key) => key.startsWith("mail.") || key.startsWith("home."))).toBe(false);
    expect(textsOf("ja", LAYOUT_SECTIONS)).toBe(textsOf("ja", LAYOUT_SECTIONS)); // built once
  });

  it("falls back to English key by key and fills placeholders", () => {
    expect(translate("en", "footer.copyright", { year: 2030 })).toBe("© 2030 Flap Master");
    for (const locale of translated) {
      const text = translate(locale, "footer.copyright", { year: 2030 });
      expect(text).toContain("2030");
      expect(text).toBe((dictionaries[locale]["footer.copyright"] || en["footer.copyright"]).replace("{year}", "2030"));
    }
  });

  it("writes account mails in the recipient's language", () => {
    const english = renderMail("otp_sign_in", { code: "123456", minutes: 5 });
    expect(english.subject).toBe("Your Flap Master sign-in code: 123456");
    expect(english.html).toContain('<html lang="en">');
    for (const locale of translated) {
      const mail = renderMail("magic_link", { url: "http://localhost/x", minutes: 5 }, locale);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.subject).toBe(translate(locale, "mail.magic_link.subject"));
      expect(renderSms("111222", 5, locale)).toBe(translate(locale, "mail.smsCode", { code: "111222", minutes: 5 }));
    }
  });
});

describe("the admin dictionaries", () => {
  for (const [section, languages] of Object.entries(adminTranslations)) {
    const english = languages.en as Record<string, string>;
    const sectionKeys = Object.keys(english);
    describe.each(translated)(`section ${section} in %s`, (locale) => {
      const dictionary = languages[locale] as Record<string, string>;
      it("has every English key, non-empty, with the same {placeholders}, and no other key", () => {
        expect(sectionKeys.filter((key) => !dictionary[key]?.trim())).toEqual([]);
        expect(sectionKeys.filter((key) => placeholders(english[key]!).some((name) => !dictionary[key]!.includes(name)))).toEqual([]);
        expect(Object.keys(dictionary).filter((key) => !(key in english))).toEqual([]);
      });
    });
  }

  it("merge into one admin dictionary per language, English for the browser's fallback", () => {
    expect(adminDictionaryFor("en")).toBeNull();
    expect(Object.keys(adminDictionaries.de).sort()).toEqual(Object.keys(adminEn).sort());
    expect(adminText(adminDictionaryFor("de"), "admin.signedInAs", { name: "a@b.c" })).toBe("Angemeldet als a@b.c");
    expect(adminText(null, "admin.management")).toBe("Management");
  });

  it("keep admin words out of the site's dictionary (the public pages never load them)", () => {
    expect(Object.keys(en).filter((key) => key in adminEn)).toEqual([]);
  });
});

// The legal pages (/terms, /privacy) in every language: each language has exactly English's keys, every
// paragraph and list item is translated (a text equal to the English one is English left behind), and
// keeps the English text's links and bold parts. English is the wording the operator published.
import { describe, expect, it } from "vitest";
import { parseLegalText } from "../app/components/legal/markup.ts";
import type { LegalText } from "../app/components/legal/document.tsx";
import { PRIVACY } from "../app/components/legal/privacy.ts";
import { TERMS } from "../app/components/legal/terms.ts";
import { formatLegalDate } from "../app/lib/legal-date.server.ts";
import { siteTranslations } from "../shared/i18n/dictionaries.server.ts";
import { locales, type Locale } from "../shared/i18n/locales.ts";

const SECTIONS = ["terms", "privacy", "legal"] as const;
const translated = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

/** The keys of a document's paragraphs and list items (its intro included), in reading order. */
function bodyKeys(text: LegalText): string[] {
  return [
    text.intro,
    ...text.sections.flatMap((section) =>
      section.body.flatMap((block) => ("paragraph" in block ? [block.paragraph] : "list" in block ? block.list : [])),
    ),
  ];
}

const DOCUMENTS = [
  ["terms", TERMS],
  ["privacy", PRIVACY],
] as const;

/** What a text's markup makes of it: its links' targets and the number of bold parts. */
function markupOf(text: string) {
  const runs = parseLegalText(text);
  return {
    links: runs.flatMap((run) => (run.kind === "link" ? [run.href] : [])),
    bold: runs.filter((run) => run.kind === "strong").length,
    // Markup the parser did not take (a "**" without its pair, a broken link) would show as written.
    leftover: runs.some((run) => run.kind === "text" && /\*\*|\]\(|\[[^\]]*\]/.test(run.text)),
  };
}

describe.each(SECTIONS)("the %s section", (section) => {
  const english = siteTranslations[section].en as Record<string, string>;

  it.each(translated)("has exactly English's keys in %s, none empty", (locale) => {
    const dictionary = siteTranslations[section][locale] as Record<string, string>;
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(dictionary).filter((key) => !dictionary[key]?.trim())).toEqual([]);
  });
});

describe.each(DOCUMENTS)("the %s page's body", (section, document) => {
  const english = siteTranslations[section].en as Record<string, string>;
  const keys = bodyKeys(document);

  it("is texts of its own section", () => {
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !(key in english))).toEqual([]);
  });

  it("keeps English's markup whole", () => {
    expect(keys.filter((key) => markupOf(english[key]!).leftover)).toEqual([]);
  });

  it.each(translated)("is translated into %s, with the English links and bold parts", (locale) => {
    const dictionary = siteTranslations[section][locale] as Record<string, string>;
    expect(keys.filter((key) => dictionary[key] === english[key])).toEqual([]);
    const differing = keys.filter((key) => JSON.stringify(markupOf(dictionary[key]!)) !== JSON.stringify(markupOf(english[key]!)));
    expect(differing).toEqual([]);
  });
});

describe("the legal markup", () => {
  it("cuts a text into plain, bold and link runs", () => {
    expect(parseLegalText("**Stripe** pays. See [its policy](https://stripe.com/privacy) or the [form](/contact).")).toEqual([
      { kind: "strong", text: "Stripe" },
      { kind: "text", text: " pays. See " },
      { kind: "link", text: "its policy", href: "https://stripe.com/privacy" },
      { kind: "text", text: " or the " },
      { kind: "link", text: "form", href: "/contact" },
      { kind: "text", text: "." },
    ]);
    expect(parseLegalText("Plain.")).toEqual([{ kind: "text", text: "Plain." }]);
  });
});

describe("the last-updated date", () => {
  it("is written the reader's way, English as the pages always wrote it", () => {
    expect(formatLegalDate("2026-11-22", "en")).toBe("22 November 2026");
    expect(formatLegalDate("2026-11-22", "de")).toBe("22. November 2026");
    expect(formatLegalDate("2026-11-22", "fr")).toBe("22 novembre 2026");
    expect(formatLegalDate("2026-11-22", "ja")).toBe("2026年11月22日");
    expect(formatLegalDate("2026-11-22", "zh")).toBe("2026年11月22日");
    expect(formatLegalDate("2026-11-22", "es")).toBe("22 de noviembre de 2026");
    // The day does not move with the server's time zone.
    expect(formatLegalDate("2026-01-01", "en")).toBe("1 January 2026");
  });
});

// What the Site Crawler reads from one HTML page and from sitemap.xml. Parsing goes through
// node-html-parser; script and style bodies are dropped unparsed so markup inside them is never taken
// for links (noscript is parsed: what it holds is what a crawler without JavaScript sees).
import { parse, type HTMLElement } from "node-html-parser";

/** The Open Graph tags a page needs for a good link preview. */
export const REQUIRED_OG_TAGS = ["og:title", "og:description", "og:image", "og:url"] as const;

/** How many image sources a page keeps as examples of images without alt text. */
export const IMAGE_SAMPLES = 5;

export interface PageFacts {
  /** <title>, whitespace collapsed; null when absent or empty. */
  title: string | null;
  /** <meta name="description">, whitespace collapsed; null when absent or empty. */
  description: string | null;
  h1Count: number;
  /** The absolute canonical URL, null when none (or unparseable). */
  canonical: string | null;
  /** <html lang> as written ('en', 'pt-BR'); null when absent. */
  lang: string | null;
  /** Which of REQUIRED_OG_TAGS the page has (non-empty content). */
  og: string[];
  /** meta robots (or googlebot) says noindex / nofollow. */
  noindex: boolean;
  nofollow: boolean;
  imagesWithoutAlt: { count: number; samples: string[] };
  /** Every <a href> resolved against the page (or its <base>), fragments dropped, http(s) only, in order, unique. */
  links: string[];
}

const collapse = (text: string | undefined | null): string | null => {
  const value = (text ?? "").replace(/\s+/g, " ").trim();
  return value === "" ? null : value;
};

/** `href` resolved against `base`, without its fragment; null for non-http(s) schemes and bad URLs. */
export function resolveLink(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  // mailto:, tel:, javascript:, data: ... are not pages.
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  return url.href;
}

function metaContent(root: HTMLElement, keys: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const meta of root.querySelectorAll("meta")) {
    const key = (meta.getAttribute("name") ?? meta.getAttribute("property") ?? "").trim().toLowerCase();
    if (!keys.includes(key) || found.has(key)) continue;
    const content = collapse(meta.getAttribute("content"));
    if (content !== null) found.set(key, content);
  }
  return found;
}

export function analyzePage(html: string, pageUrl: string): PageFacts {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false } });
  const baseHref = root.querySelector("base[href]")?.getAttribute("href");
  const base = (baseHref && resolveLink(baseHref, pageUrl)) || pageUrl;

  const meta = metaContent(root, ["description", "robots", "googlebot", ...REQUIRED_OG_TAGS]);
  const robots = `${meta.get("robots") ?? ""},${meta.get("googlebot") ?? ""}`.toLowerCase();

  const canonicalTag = root
    .querySelectorAll("link[rel][href]")
    .find((link) => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"));
  const canonicalHref = canonicalTag?.getAttribute("href");

  const withoutAlt = root.querySelectorAll("img").filter((img) => !img.hasAttribute("alt"));

  const links = new Set<string>();
  for (const anchor of root.querySelectorAll("a[href]")) {
    const link = resolveLink(anchor.getAttribute("href") ?? "", base);
    if (link) links.add(link);
  }

  return {
    title: collapse(root.querySelector("title")?.text),
    description: meta.get("description") ?? null,
    h1Count: root.querySelectorAll("h1").length,
    canonical: canonicalHref ? resolveLink(canonicalHref, pageUrl) : null,
    lang: collapse(root.querySelector("html")?.getAttribute("lang")),
    og: REQUIRED_OG_TAGS.filter((tag) => meta.has(tag)),
    noindex: /\b(noindex|none)\b/.test(robots),
    nofollow: /\b(nofollow|none)\b/.test(robots),
    imagesWithoutAlt: {
      count: withoutAlt.length,
      samples: withoutAlt.slice(0, IMAGE_SAMPLES).map((img) => img.getAttribute("src") ?? "(no src)"),
    },
    links: [...links],
  };
}

/** The <loc> URLs of a sitemap (urlset) or of a sitemap index (sitemapindex), in order. */
export function parseSitemap(xml: string): { kind: "urlset" | "index"; urls: string[] } {
  const root = parse(xml, { comment: false });
  const isIndex = root.querySelector("sitemapindex") !== null;
  const urls = root
    .querySelectorAll(isIndex ? "sitemap > loc" : "url > loc")
    .map((loc) => loc.text.trim())
    .filter((loc) => loc !== "");
  return { kind: isIndex ? "index" : "urlset", urls };
}

// What the crawl found wrong, as issues with a code, a severity and a sentence for the admin. Per-page
// findings come from each page's facts; duplicates, broken links and the sitemap comparison need the
// whole crawl, so everything is worked out once the fetching is over.
import type { CrawlResult, CrawledPage, SavedMetadata, SkippedUrl } from "./crawl.ts";
import { REQUIRED_OG_TAGS } from "./html.ts";

export type Severity = "error" | "warning";

/**
 * Every issue code and its severity. Errors: what keeps a page out of search results or shows
 * visitors a failure (no title or description, broken URLs, a sitemap that lies, live tags that are not
 * the saved ones). Warnings: what weakens a page or may be intended (noindex on the sign-in page).
 */
export const ISSUE_SEVERITY = {
  missing_title: "error",
  missing_description: "error",
  broken_link: "error",
  http_error: "error",
  metadata_mismatch: "error",
  sitemap_missing: "error",
  sitemap_not_ok: "error",
  sitemap_noindex: "error",
  robots_unavailable: "error",
  duplicate_title: "warning",
  duplicate_description: "warning",
  no_h1: "warning",
  multiple_h1: "warning",
  noindex: "warning",
  missing_canonical: "warning",
  missing_og: "warning",
  image_missing_alt: "warning",
  redirect: "warning",
  sitemap_not_crawled: "warning",
  sitemap_orphan: "warning",
  missing_from_sitemap: "warning",
} as const satisfies Record<string, Severity>;

export type IssueCode = keyof typeof ISSUE_SEVERITY;

export interface CrawlIssue {
  code: IssueCode;
  severity: Severity;
  /** The URL it is about: a crawled URL, a sitemap entry, or sitemap.xml / robots.txt itself. */
  url: string;
  message: string;
  /** What it names besides the URL: the field that differs, the missing tags, a redirect's end. */
  target?: string;
  /** Other URLs involved: the pages linking a broken URL, the pages sharing a title. */
  related?: string[];
  /** Where the admin fixes it, e.g. /admin/seo?route=/play&locale=en&field=title. */
  fix?: string;
}

/** Identifies "the same issue" in two crawls (messages may word counts differently). */
export const issueKey = (issue: Pick<CrawlIssue, "code" | "url" | "target">): string => `${issue.code} ${issue.url} ${issue.target ?? ""}`;

/** The admin SEO page, opened at one route's field in one locale. */
export function seoFixUrl(route: string, locale: string, field: "title" | "description"): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%2F/g, "/");
  return `/admin/seo?route=${encode(route)}&locale=${encode(locale)}&field=${field}`;
}

const RELATED_MAX = 20;

interface Context {
  /** Every skipped URL (the result's list may be cut). */
  skipped: SkippedUrl[];
  savedMetadata?: (path: string, locale: string) => Promise<SavedMetadata | null>;
}

/** Fills each page's `issues`, the result's `siteIssues` and its error / warning counts. */
export async function findIssues(result: CrawlResult, context: Context): Promise<void> {
  const { origin, pages } = result;
  /** A URL as the admin reads it: the path for this origin, the whole URL for others. */
  const show = (url: string) => {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname + parsed.search : url;
  };
  const list = (urls: readonly string[], total = urls.length) =>
    urls.slice(0, 3).map(show).join(", ") + (total > 3 ? ` and ${total - 3} more` : "");
  const add = (page: CrawledPage, code: IssueCode, message: string, extra: Partial<CrawlIssue> = {}) =>
    page.issues.push({ code, severity: ISSUE_SEVERITY[code], url: page.url, message, ...extra });
  const addSite = (url: string, code: IssueCode, message: string, extra: Partial<CrawlIssue> = {}) =>
    result.siteIssues.push({ code, severity: ISSUE_SEVERITY[code], url, message, ...extra });

  if (result.robots.error)
    addSite(
      `${origin}/robots.txt`,
      "robots_unavailable",
      `robots.txt could not be read (${result.robots.error}); crawled as if everything were allowed.`,
    );

  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const saved = new Map<string, Promise<SavedMetadata | null>>();
  const savedFor = (path: string, locale: string) => {
    const key = `${path}\n${locale}`;
    if (!saved.has(key)) saved.set(key, context.savedMetadata?.(path, locale) ?? Promise.resolve(null));
    return saved.get(key)!;
  };

  for (const page of pages) {
    const failed = page.error !== null || (page.status !== null && page.status >= 400);
    if (failed) {
      const why = page.error ?? `answers ${page.status}`;
      if (page.linkedFromCount > 0) {
        add(page, "broken_link", `Broken link: ${show(page.url)} ${why}; linked from ${list(page.linkedFrom, page.linkedFromCount)}.`, {
          related: page.linkedFrom.slice(0, RELATED_MAX),
        });
      } else {
        add(page, "http_error", `${show(page.url)} ${why}.`);
      }
    }
    if (page.hops.length > 0) {
      const chain = page.hops.map((hop) => `${show(hop.url)} (${hop.status})`).join(" → ") + ` → ${show(page.finalUrl)}`;
      const note =
        page.redirectStop === "other_origin"
          ? " (another origin: not followed)"
          : page.redirectStop === "robots"
            ? " (disallowed by robots.txt: not followed)"
            : "";
      add(page, "redirect", `Redirects: ${chain}${note}. Link to the final URL instead.`, { target: page.finalUrl });
    }

    const facts = page.facts;
    if (!facts) continue;
    if (facts.title === null) add(page, "missing_title", "The page has no <title>.");
    if (facts.description === null) add(page, "missing_description", 'The page has no <meta name="description">.');
    if (facts.h1Count === 0) add(page, "no_h1", "The page has no <h1>.");
    if (facts.h1Count > 1) add(page, "multiple_h1", `The page has ${facts.h1Count} <h1> elements; it should have one.`);
    if (facts.noindex) add(page, "noindex", "The page asks search engines not to index it (meta robots noindex).");
    if (!facts.noindex && facts.canonical === null) add(page, "missing_canonical", 'The page has no <link rel="canonical">.');
    const missingOg = REQUIRED_OG_TAGS.filter((tag) => !facts.og.includes(tag));
    if (missingOg.length > 0) {
      add(page, "missing_og", `Open Graph tags missing: ${missingOg.join(", ")}.`, { target: missingOg.join(",") });
    }
    if (facts.imagesWithoutAlt.count > 0) {
      const count = facts.imagesWithoutAlt.count;
      add(
        page,
        "image_missing_alt",
        `${count} image${count === 1 ? "" : "s"} without an alt attribute: ${facts.imagesWithoutAlt.samples.join(", ")}${count > facts.imagesWithoutAlt.samples.length ? ", ..." : ""}.`,
      );
    }

    // Saved metadata belongs to the route itself: a URL with a query is a variant of it (a board tab,
    // a ?lang= link) that may title itself differently on purpose.
    const { pathname: path, search } = new URL(page.url);
    const stored = search === "" ? await savedFor(path, facts.lang ?? "en") : null;
    if (stored) {
      for (const field of ["title", "description"] as const) {
        const live = facts[field];
        const expected = stored[field].replace(/\s+/g, " ").trim();
        if (live === null || live === expected) continue;
        add(
          page,
          "metadata_mismatch",
          `The live ${field} "${live}" differs from the saved ${field} "${expected}" (${stored.route}, ${stored.locale}).`,
          {
            target: field,
            fix: seoFixUrl(stored.route, stored.locale, field),
          },
        );
      }
    }
  }

  // Duplicates among the pages that stand for themselves: a page whose canonical names another URL
  // (a ?lang= variant) defers to that URL and shares its words by design.
  const canonicalPages = pages.filter(
    (page) => page.facts && !page.facts.noindex && (page.facts.canonical === null || page.facts.canonical === page.url),
  );
  for (const field of ["title", "description"] as const) {
    const groups = new Map<string, CrawledPage[]>();
    for (const page of canonicalPages) {
      const value = page.facts![field];
      if (value !== null) groups.set(value, [...(groups.get(value) ?? []), page]);
    }
    for (const [value, group] of groups) {
      if (group.length < 2) continue;
      for (const page of group) {
        const others = group.filter((other) => other !== page).map((other) => other.url);
        add(
          page,
          field === "title" ? "duplicate_title" : "duplicate_description",
          `The ${field} "${value}" is also used by ${list(others)}.`,
          {
            related: others.slice(0, RELATED_MAX),
          },
        );
      }
    }
  }

  // sitemap.xml against the crawl.
  const { sitemap } = result;
  if (sitemap.error !== null) {
    addSite(sitemap.url, "sitemap_missing", `sitemap.xml could not be read: ${sitemap.error}.`);
  }
  const listed = new Set(sitemap.urls);
  const skippedByUrl = new Map(context.skipped.map((entry) => [entry.url, entry]));
  const whySkipped: Record<SkippedUrl["reason"], string> = {
    robots: "robots.txt disallows it",
    max_pages: "the page limit was reached first",
    max_time: "the time limit was reached first",
    cancelled: "the crawl was cancelled first",
  };
  for (const url of listed) {
    const page = byUrl.get(url);
    if (!page) {
      const reason =
        new URL(url).origin !== origin
          ? `it is on another origin than ${origin}`
          : whySkipped[skippedByUrl.get(url)?.reason ?? "max_pages"];
      addSite(url, "sitemap_not_crawled", `Listed in sitemap.xml but not crawled: ${reason}.`);
      continue;
    }
    if (page.error !== null || page.status !== 200 || page.hops.length > 0) {
      const answer = page.error ?? (page.hops.length > 0 ? `redirects to ${show(page.finalUrl)}` : `answers ${page.status}`);
      add(page, "sitemap_not_ok", `Listed in sitemap.xml but ${answer}; the sitemap should list final, working URLs only.`);
    } else if (page.facts?.noindex) {
      add(page, "sitemap_noindex", "Listed in sitemap.xml but the page says noindex.");
    }
    // Reached only as a start path or from the sitemap: visitors and search engines find no way in.
    if (page.linkedFromCount === 0) {
      add(page, "sitemap_orphan", "Listed in sitemap.xml but no crawled page links to it.");
    }
  }
  if (sitemap.error === null) {
    for (const page of canonicalPages) {
      if (page.status === 200 && !listed.has(page.url))
        add(page, "missing_from_sitemap", "An indexable page that sitemap.xml does not list.");
    }
  }

  const all = [...result.siteIssues, ...pages.flatMap((page) => page.issues)];
  result.errors = all.filter((issue) => issue.severity === "error").length;
  result.warnings = all.length - result.errors;
}

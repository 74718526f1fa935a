// The Site Crawler section of /admin/seo as the operator uses it, on the production build. The crawler
// only crawls PUBLIC_URL's origin, so the app runs behind a small proxy that is its PUBLIC_URL: the
// proxy passes requests on, can hold /store requests (so a crawl is seen running), can add a broken
// link to the home page and list it in sitemap.xml, and can keep serving what it cached (a stale CDN, so a saved title differs
// from the live one). The browser talks to the app directly. Screenshots land in test-results/admin-crawler/.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin, type Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-crawler-password";
const ADMIN_EMAIL = "crawler-operator@flapmaster.test";
const shots = "test-results/admin-crawler";
mkdirSync(shots, { recursive: true });

const BROKEN_PATH = "/crawler-ui-gone";
const NEW_PLAY_TITLE = "Play Flap Master – Tap, Fly and Dodge the Pipes";

interface Cached {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The public origin in front of the app. */
class FrontProxy {
  url = "";
  target = "";
  /** Serve cached answers instead of asking the app (a stale cache). */
  frozen = false;
  /** Add a link to BROKEN_PATH to the home page's HTML and an entry for it to sitemap.xml. */
  brokenLink = true;
  /** Paths seen, in order. */
  readonly requests: string[] = [];
  private readonly cache = new Map<string, Cached>();
  private held: { promise: Promise<void>; release: () => void } | null = null;
  private server: Server | null = null;

  /** Requests for /store... wait until release() is called. */
  hold(): void {
    let release = () => {};
    const promise = new Promise<void>((resolve) => (release = resolve));
    this.held = { promise, release };
  }

  release(): void {
    this.held?.release();
    this.held = null;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request.url ?? "/", request.headers["user-agent"] ?? "").then(
        (answer) => {
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body);
        },
        () => {
          response.writeHead(502);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async answer(path: string, userAgent: string): Promise<Cached> {
    this.requests.push(path);
    if (this.held && path.startsWith("/store")) await this.held.promise;
    let answer = this.frozen ? this.cache.get(path) : undefined;
    if (!answer) {
      const upstream = await fetch(this.target + path, { redirect: "manual", headers: { "user-agent": userAgent } });
      const headers: Record<string, string> = { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" };
      const location = upstream.headers.get("location");
      if (location) headers.location = location;
      answer = { status: upstream.status, headers, body: Buffer.from(await upstream.arrayBuffer()) };
      this.cache.set(path, answer);
    }
    // Added when served, not cached: a frozen cache serves the app's own pages.
    if (path === "/" && this.brokenLink) {
      const html = answer.body.toString("utf8").replace("</body>", `<a href="${BROKEN_PATH}">An old page</a></body>`);
      return { ...answer, body: Buffer.from(html) };
    }
    if (path === "/sitemap.xml" && this.brokenLink) {
      const xml = answer.body.toString("utf8").replace("</urlset>", `<url><loc>${this.url}${BROKEN_PATH}</loc></url></urlset>`);
      return { ...answer, body: Buffer.from(xml) };
    }
    return answer;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** Waits until no crawl runs (the API's list). */
async function crawlsIdle(client: Client): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await client.send("/api/admin/crawls")).json()) as { crawls: { status: string }[] }).crawls.some(
          (c) => c.status === "running",
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(false);
}

describe("admin Site Crawler", () => {
  const proxy = new FrontProxy();
  // PUBLIC_URL is the proxy's address, known once it listens (before useApp starts the server).
  const env: Record<string, string> = { ADMIN_PASSWORD, ADMIN_EMAIL };
  beforeAll(async () => {
    await proxy.start();
    env.PUBLIC_URL = proxy.url;
  });
  const app = useApp({ browser: true, env });
  beforeAll(() => {
    proxy.target = app.server.url;
  });
  afterAll(() => proxy.close());

  it("the API refuses bad input with 400 and other origins before any request", async () => {
    const client = await asAdmin(app.server.url, ADMIN_PASSWORD);
    const before = proxy.requests.length;
    const post = (body: unknown) => client.send("/api/admin/crawls", { json: body }).then(json);

    expect(await post({})).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    expect(await post({ action: "crawl-everything" })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    expect(await post({ action: "cancel", id: "not-a-crawl" })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    expect(await post({ action: "start", extra: true })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    expect(
      (await client.send("/api/admin/crawls", { method: "POST", headers: { "content-type": "application/json" } }).then(json)).status,
    ).toBe(400);
    // No SSRF: another host, and the app's own direct address (not PUBLIC_URL), are refused unfetched.
    for (const start of ["https://example.com/", "//example.com/x", `${app.server.url}/play`]) {
      expect(await post({ action: "start", startPaths: ["/", start] })).toMatchObject({ status: 400, body: { error: "other_origin" } });
    }
    expect(proxy.requests.length).toBe(before);

    expect((await client.send("/api/admin/crawls?limit=0").then(json)).status).toBe(400);
    expect((await client.send("/api/admin/crawls?view=all").then(json)).status).toBe(400);
    expect(await client.send("/api/admin/crawls/not-a-uuid").then(json)).toMatchObject({ status: 400, body: { error: "invalid_id" } });
    expect(await client.send("/api/admin/crawls/00000000-0000-4000-8000-000000000000").then(json)).toMatchObject({
      status: 404,
      body: { error: "not_found" },
    });
    expect(await post({ action: "cancel", id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ status: 404 });
    expect(await client.send("/api/admin/crawls").then(json)).toEqual({ status: 200, body: { crawls: [] } });
    // Strangers get nothing.
    expect((await fetch(`${app.server.url}/api/admin/crawls`)).status).toBe(403);
  });

  it("the operator crawls, follows the progress, reads the results, compares two crawls and goes to the field to fix", async () => {
    const { page, errors, close, client } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
    try {
      await page.goto(`${app.server.url}/admin/seo`);
      const section = page.getByTestId("crawler-section");
      expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Site Crawler");
      expect(await page.getByTestId("crawler-empty").isVisible()).toBe(true);

      // A held /store keeps the crawl running while the page shows its progress.
      proxy.hold();
      await page.getByRole("button", { name: "Start crawl" }).click();
      const current = page.getByTestId("crawler-current");
      await expect.poll(() => current.getAttribute("data-status")).toBe("running");
      const counts = page.getByTestId("crawler-progress-counts");
      await expect.poll(async () => Number(await counts.getAttribute("data-crawled"))).toBeGreaterThan(0);
      expect(await counts.innerText()).toMatch(/^Crawled: \d+ · queued: \d+$/);
      expect(await page.getByRole("progressbar", { name: "Crawl progress" }).isVisible()).toBe(true);
      expect(await page.getByTestId("crawler-start").isDisabled()).toBe(true);
      await page.screenshot({ path: `${shots}/running-1280.png` });

      // One crawl at a time: a second start answers 409 with the running crawl's id.
      const runningId = await current.getAttribute("data-crawl-id");
      expect(await client.send("/api/admin/crawls", { json: { action: "start" } }).then(json)).toEqual({
        status: 409,
        body: { error: "crawl_running", message: expect.any(String), id: runningId },
      });
      const progress = await client.send(`/api/admin/crawls/${runningId}?pages=0`).then(json);
      expect(progress).toMatchObject({
        status: 200,
        body: { crawl: { status: "running", pages: null, progress: { crawled: expect.any(Number) } } },
      });

      proxy.release();
      await expect.poll(() => current.getAttribute("data-status"), { timeout: 30_000 }).toBe("finished");
      await expect
        .poll(() => page.getByTestId("crawler-status").innerText())
        .toMatch(/^Crawl finished\. URLs: \d+ · errors: 2 · warnings: \d+\.$/);
      expect(await page.getByTestId("crawler-comparison").innerText()).toBe("The first crawl: nothing to compare with yet.");

      // The public pages answered 200 with their titles and a load time.
      const row = (path: string) => page.locator(`[data-testid="crawler-page"][data-url="${path}"]`);
      for (const path of ["/", "/play", "/store", "/leaderboard"]) {
        expect(await row(path).getAttribute("data-status"), path).toBe("200");
        expect(await row(path).getByTestId("crawler-page-title").innerText(), path).toContain("Flap Master");
        expect(await row(path).getByTestId("crawler-page-load").innerText(), path).toMatch(/^\d[\d,]* ms$/);
      }
      // The planted broken link: a 404 with its errors, first in the table.
      const broken = row(BROKEN_PATH);
      expect(await broken.getAttribute("data-status")).toBe("404");
      const brokenIssue = broken.locator('[data-testid="crawler-issue"][data-code="broken_link"]');
      expect(await brokenIssue.getAttribute("data-severity")).toBe("error");
      expect(await brokenIssue.getByTestId("crawler-issue-message").innerText()).toBe(
        `Broken link: ${BROKEN_PATH} answers 404; linked from /.`,
      );
      expect(await page.getByTestId("crawler-page").first().getAttribute("data-url")).toBe(BROKEN_PATH);
      expect(await page.getByTestId("crawler-total-errors").innerText()).toBe("2");
      // Only pages with errors.
      await page.getByLabel("Show").selectOption("errors");
      expect(await page.getByTestId("crawler-page").count()).toBe(1);
      await page.getByLabel("Show").selectOption("all");

      // sitemap.xml against the crawl: the entry that does not answer 200 is the one problem; every
      // public page is listed, crawled, and answered 200.
      const sitemap = page.getByTestId("crawler-sitemap");
      const answer = await sitemap.getByTestId("crawler-sitemap-answer").innerText();
      expect(answer).toMatch(/^\/sitemap\.xml answered 200 and lists \d+ URLs\.$/);
      const problems = sitemap.getByTestId("crawler-sitemap-problems").getByTestId("crawler-sitemap-entry");
      expect(await problems.evaluateAll((items) => items.map((item) => item.getAttribute("data-url")))).toEqual([BROKEN_PATH]);
      expect(await problems.getByTestId("crawler-issue-message").innerText()).toBe(
        "Listed in sitemap.xml but answers 404; the sitemap should list final, working URLs only.",
      );
      await sitemap.getByTestId("crawler-sitemap-all").click();
      const entries = sitemap.getByTestId("crawler-sitemap-entries").getByTestId("crawler-sitemap-entry");
      expect(await entries.count()).toBe(Number(/lists (\d+) URLs/.exec(answer)![1]));
      for (const path of ["/", "/play", "/store", "/leaderboard", "/contact", "/terms", "/privacy"]) {
        const entry = sitemap.getByTestId("crawler-sitemap-entries").locator(`[data-url="${path}"]`);
        expect(await entry.getAttribute("data-ok"), path).toBe("true");
        expect(await entry.innerText(), path).toContain("crawled, answered 200");
      }
      // robots.txt kept it out of the account area.
      expect(await page.getByTestId("crawler-skipped").innerText()).toMatch(/^URLs skipped: \d+$/);
      const firstId = await current.getAttribute("data-crawl-id");

      // The operator saves a new /play title while a stale cache still serves the old page, and the
      // broken link is gone: the second crawl flags the mismatch as new and lists the link as fixed.
      const saved = await client.send("/api/admin/seo", { json: { route: "/play", locale: "en", title: NEW_PLAY_TITLE } });
      expect(saved.status).toBe(200);
      proxy.frozen = true;
      proxy.brokenLink = false;
      await page.getByRole("button", { name: "Start crawl" }).click();
      await expect.poll(() => current.getAttribute("data-crawl-id")).not.toBe(firstId);
      await expect.poll(() => current.getAttribute("data-status"), { timeout: 30_000 }).toBe("finished");
      proxy.frozen = false;

      const comparison = page.getByTestId("crawler-comparison");
      expect(await comparison.getAttribute("data-previous")).toBe(firstId);
      expect(await comparison.getByTestId("crawler-compare-new").innerText()).toBe("new issues: 1");
      expect(await comparison.getByTestId("crawler-compare-fixed").innerText()).toBe("fixed: 2");
      const fixed = comparison.getByTestId("crawler-fixed-issue");
      expect((await fixed.evaluateAll((items) => items.map((item) => item.getAttribute("data-code")))).sort()).toEqual([
        "broken_link",
        "sitemap_not_ok",
      ]);
      const mismatch = row("/play").locator('[data-testid="crawler-issue"][data-code="metadata_mismatch"]');
      expect(await mismatch.getAttribute("data-new")).toBe("true");
      expect(await mismatch.getByTestId("crawler-issue-new").innerText()).toBe("NEW");
      expect(await mismatch.getByTestId("crawler-issue-message").innerText()).toContain(
        `differs from the saved title "${NEW_PLAY_TITLE}" (/play, en)`,
      );
      const history = page.getByTestId("crawler-history-row");
      expect(await history.count()).toBe(2);
      expect(await history.first().innerText()).toContain(ADMIN_EMAIL);

      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/results-1280.png`, fullPage: true });
      await page.getByTestId("crawler-section").screenshot({ path: `${shots}/section-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("crawler-section").scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/results-390.png`, fullPage: true });
      await page.getByTestId("crawler-section").screenshot({ path: `${shots}/section-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The mismatch's link opens the editor on /play in English with the title field focused.
      await mismatch.getByRole("link", { name: "Fix the saved title" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("seo-title");
      expect(await page.getByTestId("seo-form").getAttribute("data-route")).toBe("/play");
      expect(await page.getByTestId("seo-form").getAttribute("data-locale")).toBe("en");
      expect(await page.getByTestId("seo-title").inputValue()).toBe(NEW_PLAY_TITLE);
      expect(new URL(page.url()).search).toBe("?route=/play&locale=en&field=title");

      // An older crawl opens from the list, with its own results.
      await page.getByRole("button", { name: /^Open the crawl of / }).click();
      await expect.poll(() => current.getAttribute("data-crawl-id")).toBe(firstId);
      expect(await row(BROKEN_PATH).getAttribute("data-status")).toBe("404");

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a crawl cancelled through the API keeps what it crawled", async () => {
    const client = await asAdmin(app.server.url, ADMIN_PASSWORD);
    await crawlsIdle(client);
    proxy.hold();
    try {
      const started = await client.send("/api/admin/crawls", { json: { action: "start" } }).then(json);
      expect(started).toMatchObject({ status: 202, body: { crawl: { status: "running" } } });
      const id = started.body.id as string;
      const cancelled = await client.send("/api/admin/crawls", { json: { action: "cancel", id } }).then(json);
      expect(cancelled).toMatchObject({ status: 200, body: { crawl: { id, status: "cancelled" } } });
      expect(await client.send("/api/admin/crawls", { json: { action: "cancel", id } }).then(json)).toMatchObject({
        status: 409,
        body: { error: "not_running" },
      });
    } finally {
      proxy.release();
    }
    const list = (await client.send("/api/admin/crawls").then(json)).body.crawls as { status: string; startedBy: string }[];
    expect(list.map((crawl) => crawl.status)).toEqual(["cancelled", "finished", "finished"]);
    expect(list[0]!.startedBy).toBe(ADMIN_EMAIL);
  });
});

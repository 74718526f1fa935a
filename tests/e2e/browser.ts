// Debian's Chromium driven by playwright-core (no browser download is possible on these machines).
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far; a test fails when this is not empty. */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { page, errors, close: () => context.close() };
}

/** Collects `page`'s console errors and uncaught exceptions into `errors` (a test fails unless empty). */
export function watchErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
}

/**
 * A page's HTML without its <script> elements: what it renders. The inline data scripts carry the
 * page's texts (every text of its sections, shown or not), so a check that a text is not shown looks here.
 */
export function renderedMarkup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/**
 * Waits for `count` animation frames in the page: a wait counted in what the page did, not in
 * milliseconds, which a busy machine stretches.
 */
export function waitForFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        let frames = 0;
        const frame = () => (++frames >= count ? done() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    count,
  );
}

export interface PresenceChange {
  present: boolean;
  /** performance.now() on the page when the change was seen. */
  at: number;
}

/**
 * Starts recording, on the page's own clock, when an element matching `selector` appears and goes;
 * the returned function reads the changes so far (the first entry is the state when recording began).
 * How long a message shows is then measured where it shows, however late the test's polls see it.
 */
export async function recordPresence(page: Page, selector: string): Promise<() => Promise<PresenceChange[]>> {
  const key = `__presence:${selector}`;
  await page.evaluate(
    ([key, selector]) => {
      const changes: Array<{ present: boolean; at: number }> = [];
      const look = () => {
        const present = document.querySelector(selector) !== null;
        if (changes.at(-1)?.present !== present) changes.push({ present, at: performance.now() });
      };
      look();
      new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      (window as unknown as Record<string, unknown>)[key] = changes;
    },
    [key, selector] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, PresenceChange[]>)[key]!, key);
}

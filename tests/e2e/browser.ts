// Debian's Chromium driven by playwright-core (no browser download is possible on these machines).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";

/**
 * Each new page of headless Chromium opens a browser window, and the window preloads the address
 * bar's WebUI popup (chrome://omnibox-popup.top-chrome, a renderer of its own): measured here, a
 * fresh context's load of /privacy took 3.8-4.0 s of the machine's CPU with it and 2.0 s without it
 * (a trace showed that renderer as the busiest thread). Chromium keeps only the last
 * `--disable-features`, so Playwright's own list (playwright-core's chromiumSwitches, as of 1.65) is
 * repeated before ours.
 */
const DISABLED_FEATURES = [
  // Playwright's
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // ours: the preloaded address-bar popup
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];

/**
 * The site's endless CSS loops: drifting clouds, bobbing and flapping birds, the hero's floating
 * particles, the live boards' pulsing dot and the checkout's spinner. Chromium here composites in
 * software (no GPU), where a loop makes every frame redraw the page: it cost a page 20-90 % of a core
 * while it sat idle (measured: /play 87 % with the decorative loops, 0.6 % without, at 1280 px; home
 * and /leaderboard 7-11 % for the pulsing dot alone), and the e2e files, two at a time, spent most of
 * the machine on them.
 */
const ENDLESS_LOOPS =
  '[class*="animate-drift"], [class*="animate-bob"], [class*="animate-flap"], .hero-particle, [class*="animate-pulse"], [class*="animate-spin"]';

/**
 * Screenshots are for a person to look at (README, "Run the full test suite"): on by default, off in CI (`CI=true`),
 * where nobody looks at the clean clone's files and each one costs Chromium a second of CPU in
 * software rendering. `E2E_SCREENSHOTS=1` or `0` decides either way.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== "0" : process.env.CI !== "true";

/**
 * Without screenshots, `page.screenshot` and `locator.screenshot` answer an empty image and draw
 * nothing; the tests only ever write them to a file. Patched on the classes once per process.
 */
function skipScreenshots(page: Page): void {
  for (const target of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator("html"))] as Array<Record<string, unknown>>) {
    if (target.__screenshotsSkipped) continue;
    target.screenshot = async () => Buffer.alloc(0);
    target.__screenshotsSkipped = true;
  }
}

/**
 * Debian's Chromium, whose contexts hold the endless loops still (paused where they are: the page,
 * its layout and its screenshots are the same, the clouds just do not move), unless the context asks
 * for motion itself with `reducedMotion: "no-preference"` (the tests of the motion do). Contexts also
 * block the site's service worker unless they ask for it with `serviceWorkers: "allow"` (the offline
 * tests do): installing it fetches /play and its scripts again in every new context.
 *
 * One Chromium serves all of a test file (both engines' describe blocks): each call answers a handle
 * whose `close()` closes only the contexts opened through it; the browser itself is closed after the
 * file (tests/setup/browser-errors.ts calls `closeSharedBrowser`). Starting Chromium costs ~1.5 s of CPU.
 */
export async function launchBrowser(): Promise<Browser> {
  const slot = sharedBrowserSlot();
  slot.browser ??= startChromium();
  return borrowBrowser(await slot.browser);
}

/** Closes the file's shared Chromium, if one was started. */
export async function closeSharedBrowser(): Promise<void> {
  const slot = sharedBrowserSlot();
  const started = slot.browser;
  slot.browser = undefined;
  if (started) await (await started).close();
}

// On globalThis, like the error registry below: the setup file and the tests may load this module twice.
function sharedBrowserSlot(): { browser?: Promise<Browser> } {
  const globals = globalThis as unknown as Record<symbol, { browser?: Promise<Browser> } | undefined>;
  return (globals[Symbol.for("flap-master.shared-browser")] ??= {});
}

async function startChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const context = await newContext({ serviceWorkers: "block", ...options });
    if (options.reducedMotion !== "no-preference") {
      // A constructed sheet: nothing is added to the document React hydrates.
      await context.addInitScript((selector: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(`${selector} { animation-play-state: paused !important; }`);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, ENDLESS_LOOPS);
    }
    if (!SCREENSHOTS) context.on("page", skipScreenshots);
    return context;
  };
  return browser;
}

/** A handle on the shared browser: its own contexts, closed by its `close()`; everything else is the browser's. */
function borrowBrowser(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext") {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          contexts.add(context);
          context.once("close", () => contexts.delete(context));
          return context;
        };
      }
      if (property === "contexts") return () => [...contexts];
      if (property === "close") return async () => void (await Promise.all([...contexts].map((context) => context.close())));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far; the test fails unless each is allowed (see below). */
  errors: string[];
  /**
   * Declares errors this page is expected to show (a failed request the test provokes, say): those
   * matching `pattern` do not fail the test after it ends. Returns the page, for chaining.
   */
  allowErrors(pattern: RegExp): this;
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  const watched: WatchedPage = {
    page,
    errors,
    allowErrors(pattern) {
      allow(pattern);
      return this;
    },
    close: () => context.close(),
  };
  const { allowErrors: allow } = watchErrors(page, errors);
  return watched;
}

/**
 * Collects `page`'s console errors and uncaught exceptions into `errors`, and registers the list with
 * the running test (tests/setup/browser-errors.ts): after the test, any error left in it that was
 * not allowed with the returned `allowErrors` fails the test. A test that checks an error itself
 * can also take it out of the list (`errors.splice(0)`).
 */
export function watchErrors(page: Page, errors: string[]): { allowErrors(pattern: RegExp): void } {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  const watched: WatchedErrors = { errors, allowed: [] };
  browserErrors().current.push(watched);
  return { allowErrors: (pattern) => void watched.allowed.push(pattern) };
}

interface WatchedErrors {
  errors: string[];
  allowed: RegExp[];
}

interface BrowserErrorRegistry {
  /** Lists registered since the last check: during a test, or before it (a beforeAll's pages). */
  current: WatchedErrors[];
  /** Lists registered outside a test, checked after every test of the file. */
  shared: WatchedErrors[];
  /** How many of each list's errors were already reported (a shared page's errors are reported once). */
  reported: WeakMap<WatchedErrors, number>;
}

// On globalThis so that the setup file and the test file share one registry whatever module instance they load.
function browserErrors(): BrowserErrorRegistry {
  const globals = globalThis as unknown as Record<symbol, BrowserErrorRegistry | undefined>;
  return (globals[Symbol.for("flap-master.browser-errors")] ??= { current: [], shared: [], reported: new WeakMap() });
}

/** Called before each test: the lists registered outside a test so far are shared by the file's tests. */
export function startBrowserErrorWatch(): void {
  const registry = browserErrors();
  registry.shared.push(...registry.current);
  registry.current = [];
}

/**
 * Called after each test: the errors, on the pages opened in it and on pages the file shares, that no
 * `allowErrors` covered and that were not reported before. Forgets the test's own pages.
 */
export function takeUnexpectedBrowserErrors(): string[] {
  const registry = browserErrors();
  const unexpected: string[] = [];
  for (const watched of [...registry.shared, ...registry.current]) {
    const from = registry.reported.get(watched) ?? 0;
    const fresh = watched.errors.slice(Math.min(from, watched.errors.length));
    registry.reported.set(watched, watched.errors.length);
    unexpected.push(...fresh.filter((error) => !watched.allowed.some((pattern) => pattern.test(error))));
  }
  registry.current = [];
  return unexpected;
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

/**
 * Waits until React has attached its handlers to the element (the page has hydrated it): a button
 * the server rendered can be clicked before that, and the click then does nothing.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await element.waitFor();
  await element
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith("__reactProps")),
      await element.elementHandle(),
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

// A Chromium page signed in as the operator: signs in over HTTP (asAdmin) and hands the session
// cookies to a new browser context, so admin e2e tests start on the page they test.
import type { Browser, BrowserContextOptions } from "playwright-core";
import { asAdmin, type Client } from "./auth-client.ts";
import { openPage, type WatchedPage } from "./browser.ts";

export async function openAdminPage(
  browser: Browser,
  base: string,
  password: string,
  viewport = { width: 1280, height: 900 },
  /** More of the context: a phone's `isMobile` and `hasTouch`. */
  options: BrowserContextOptions = {},
): Promise<WatchedPage & { client: Client }> {
  const client = await asAdmin(base, password);
  const watched = await openPage(browser, { ...options, viewport });
  const url = new URL(base);
  await watched.page.context().addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
  return Object.assign(watched, { client });
}

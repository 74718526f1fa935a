// The usual e2e setup in one call: a fresh database, the production server on it and, when asked, a
// Chromium; all made in beforeAll and dropped in afterAll. Read the parts inside tests only
// (`app.server.url`): they exist once beforeAll has run.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

export interface AppFixture {
  database: TestDatabase;
  server: RunningServer;
  browser: Browser;
}

export function useApp(options: { engine?: "sqlite" | "postgres"; env?: Record<string, string>; browser?: boolean } = {}): AppFixture {
  const app = {} as AppFixture;
  beforeAll(async () => {
    app.database = await createTestDatabase(options.engine ?? "sqlite");
    app.server = await startServer({ env: { DATABASE_URL: app.database.url, ...options.env } });
    if (options.browser) app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await app.database?.drop();
  });
  return app;
}

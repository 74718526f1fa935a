// Setup file of the e2e config: a console error or uncaught exception on any page watched by
// tests/e2e/browser.ts (`openPage`, `watchErrors`) fails the test it happened in, unless the test
// declared it with `allowErrors`. A test no longer passes because it forgot `expect(errors).toEqual([])`.
import { afterAll, afterEach, beforeEach } from "vitest";
import { closeSharedBrowser, startBrowserErrorWatch, takeUnexpectedBrowserErrors } from "../e2e/browser.ts";

beforeEach(() => {
  startBrowserErrorWatch();
});

afterEach(() => {
  const unexpected = takeUnexpectedBrowserErrors();
  if (unexpected.length > 0) {
    throw new Error(`Browser errors during the test (declare expected ones with allowErrors):\n${unexpected.join("\n")}`);
  }
});

// The file's one Chromium (tests/e2e/browser.ts `launchBrowser`) lives until its last test is done.
afterAll(async () => {
  await closeSharedBrowser();
});

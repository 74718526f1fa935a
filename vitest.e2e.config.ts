import { defineConfig } from "vitest/config";

// End-to-end: the production build served by `node server/main.ts`, driven over HTTP and by Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // `expect.poll` waits for a state; its timeout is only how long to wait before calling the state
    // missing, never a timing assertion (figures are measured by `npm run bench:*`). On a machine whose
    // cores are busy with other work, a page can take seconds to reach a state it reaches in 100 ms on
    // a quiet one, so the default is generous (Vitest's own is 1 s). Timings a test does assert are
    // measured against the page's or the game's own clock.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});

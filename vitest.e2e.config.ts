import { defineConfig } from "vitest/config";

// End-to-end: the production build served by `node server/main.ts`, driven over HTTP and by Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    setupFiles: ["tests/setup/console.ts", "tests/setup/browser-errors.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at a time: each has its own server, database and Chromium, and a single file leaves the
    // machine's two cores mostly idle (it waits on pages, timers and runs that last as long as they
    // are played). Measured on a clean clone: 741 s one at a time, 444 s two at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // `expect.poll` waits for a state; its timeout is only how long to wait before calling the state
    // missing, never a timing assertion (figures are measured by `npm run bench:*`). On a machine whose
    // cores are busy with other work, a page can take seconds to reach a state it reaches in 100 ms on
    // a quiet one, so the default is generous (Vitest's own is 1 s). Timings a test does assert are
    // measured against the page's or the game's own clock.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});

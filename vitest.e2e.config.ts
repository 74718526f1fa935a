import { defineConfig } from "vitest/config";

// End-to-end: the production build served by `node server/main.ts`, driven over HTTP and by Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});

// Unit and integration tests (`npm run test:unit`). End-to-end tests have their own config.
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "game/**/*.test.ts", "tests/**/*.test.ts", "app/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "tests/e2e/**", "build/**"],
    setupFiles: ["tests/setup/console.ts"],
    pool: "forks",
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});

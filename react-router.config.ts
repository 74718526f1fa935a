import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR (server/config.ts) lets parallel test runs build into their own directories.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;

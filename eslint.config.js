import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// Which way code may depend (docs/decisions/015-boundaries-and-conventions.md). Relative imports are
// matched by where they climb to: `../../server/x.ts` from app/routes reaches server/.
const reaches = (...dirs) => `^(\\.\\./)+(${dirs.join("|")})(/|$)`;

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      // Type-aware: a promise nobody awaits loses its error; a switch over a union must name every case.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The game is framework-free and runs in Node for its tests and on the server for verification.
    files: ["game/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: reaches("app", "server", "shared", "tests", "bench", "scripts"), message: "game/ imports only game/." },
            { regex: "^(react|react-dom|react-router)(/|$)", message: "game/ is framework-free." },
          ],
        },
      ],
    },
  },
  {
    // Server code never depends on the React app; what both need lives in shared/.
    files: ["server/**/*.ts", "shared/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: reaches("app"), message: "server/ and shared/ never import app/: move what both need to shared/." }] },
      ],
    },
  },
  {
    // Code that reaches the browser takes only types from server/ (route modules' loaders and
    // actions, and *.server.ts modules, run on the server and are stripped from the client build).
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: reaches("server"),
              allowTypeImports: true,
              message: "Browser code imports only types from server/ (a value would ship server code to the browser).",
            },
          ],
        },
      ],
    },
  },
);

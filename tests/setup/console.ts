// Setup file of both Vitest configs: a test during which `console.error` or `console.warn` was called
// fails with what was logged, unless the test declared that output with `expectConsole` (and then the
// declared output must appear). Output nobody expected is a bug or noise that hides one.
import { afterEach, beforeEach } from "vitest";
import { format, stripVTControlCharacters } from "node:util";

type Level = "error" | "warn";

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

interface ConsoleWatch {
  /** Between this setup's beforeEach and afterEach: the test and its own hooks run. */
  inTest: boolean;
  expected: Expected[];
  unexpected: string[];
}

// Kept on globalThis so that a test importing this module and the setup run share one state.
const key = Symbol.for("flap-master.console-watch");
const globals = globalThis as unknown as Record<symbol, ConsoleWatch | undefined>;
const watch: ConsoleWatch = (globals[key] ??= install());

function install(): ConsoleWatch {
  const state: ConsoleWatch = { inTest: false, expected: [], unexpected: [] };
  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      // Colours stripped: loggers such as Better Auth's colour their lines.
      const text = stripVTControlCharacters(format(...args));
      // Outside a test (collecting the file, beforeAll: e.g. "skipping the postgres half") it only prints.
      if (!state.inTest) return original(...args);
      const match = state.expected.find((entry) => entry.level === level && entry.pattern.test(text));
      if (match) {
        match.seen = true;
        return;
      }
      state.unexpected.push(`console.${level}: ${text}`);
      original(...args);
    };
  }
  return state;
}

/**
 * Declares that the running test logs a message matching `pattern` with `console[level]`: such
 * output does not fail it (and is not printed), and the test fails if none was logged.
 */
export function expectConsole(level: Level, pattern: RegExp): void {
  watch.expected.push({ level, pattern, seen: false });
}

/**
 * Allows the running test to log a message matching `pattern` with `console[level]` without
 * requiring it (output that depends on the order requests arrive in, say): not printed, never fails.
 */
export function allowConsole(level: Level, pattern: RegExp): void {
  watch.expected.push({ level, pattern, seen: true });
}

/** The failure message for what was logged since the last check (and what was declared but missing); resets both. */
function takeProblems(): string | null {
  const problems = [
    ...watch.unexpected.map((line) => `undeclared ${line}`),
    ...watch.expected.filter((entry) => !entry.seen).map((entry) => `declared console.${entry.level} ${entry.pattern} was never logged`),
  ];
  watch.unexpected = [];
  watch.expected = [];
  return problems.length > 0
    ? `Console output during the test (declare expected output with expectConsole):\n${problems.join("\n")}`
    : null;
}

beforeEach(() => {
  watch.inTest = true;
});

afterEach(() => {
  watch.inTest = false;
  const problems = takeProblems();
  if (problems) throw new Error(problems);
});

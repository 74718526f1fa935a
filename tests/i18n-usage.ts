// Which texts the source names. A key is named as a string literal ("home.title") or as the start of a
// template (`store.rarity.${rarity}`, which counts every key that starts that way).
// - keysUsedBy: the site keys (MessageKey) a route can show: those named in the route's module and in
//   every app module it imports (statically or with import()). tests/i18n-sections.test.ts checks
//   that each route's loader sends all of them.
// - keysNamedUnder: every key named anywhere under some folders (tests/i18n-unused.test.ts).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { en } from "../shared/i18n/site/en.ts";

const ROOT = resolve(import.meta.dirname, "..");
const APP = resolve(ROOT, "app");
const siteKeys: readonly string[] = Object.keys(en);

/** The app modules `file` imports (relative specifiers under app/). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]!);
    // Server code (loaders' services) and the dictionaries name keys that never reach the page.
    if (!target.startsWith(APP + "/")) continue;
    if (!/\.(tsx?|css)$/.test(target) || target.endsWith(".css") || !existsSync(target)) continue;
    // Server-only modules (loaders' helpers) never reach the page: the keys they name are not shown there.
    if (/\.server\.tsx?$/.test(target)) continue;
    found.push(target);
  }
  return found;
}

/** The keys of `known` (site keys unless told) named in one source text. */
export function keysNamedIn(source: string, known: readonly string[] = siteKeys): Set<string> {
  const isKnown = new Set(known);
  const named = new Set<string>();
  for (const match of source.matchAll(/["'`]([a-zA-Z]+\.[\w.-]+)["'`]/g)) if (isKnown.has(match[1]!)) named.add(match[1]!);
  for (const match of source.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)) {
    for (const key of known) if (key.startsWith(match[1]!)) named.add(key);
  }
  return named;
}

/** Every app module reachable from `entries` (paths relative to app/). */
export function modulesOf(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(APP, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].map((file) => relative(APP, file)).sort();
}

/** The keys the modules reachable from `entries` name, sorted. */
export function keysUsedBy(entries: readonly string[]): string[] {
  const used = new Set<string>();
  for (const file of modulesOf(entries)) for (const key of keysNamedIn(readFileSync(resolve(APP, file), "utf8"))) used.add(key);
  return [...used].sort();
}

/** Every .ts/.tsx file under `dir` (absolute). */
function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The keys of `known` named in any source file under `dirs` (relative to the repository). */
export function keysNamedUnder(dirs: readonly string[], known: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFilesUnder(resolve(ROOT, dir)))
      for (const key of keysNamedIn(readFileSync(file, "utf8"), known)) used.add(key);
  }
  return used;
}

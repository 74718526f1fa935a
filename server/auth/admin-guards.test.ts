// Every admin route module guards itself: it exports a loader, and each of its loaders and actions
// calls requireAdmin() first. A new admin route is checked here without anyone remembering to; the
// e2e walk (tests/e2e/auth-admin.test.ts) then proves the guard over HTTP for every visitor kind.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const ADMIN_DIRS = ["app/routes/admin", "app/routes/api/admin"];
/** The door: the admin sign-in must answer strangers. */
const EXEMPT = new Set(["app/routes/api/admin/session.ts"]);

function filesUnder(dir: string): string[] {
  const abs = join(root, dir);
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(abs, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : filesUnder(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The body of `export [async] function <name>(...) {`, up to its first statement. */
function firstStatementOf(source: string, name: "loader" | "action"): string | null | undefined {
  if (new RegExp(`export\\s+(const|let|var)\\s+${name}\\b`).test(source)) return null; // must be a function
  const match = new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\s*\\(`).exec(source);
  if (!match) return undefined;
  const open = source.indexOf("{", source.indexOf(")", match.index));
  const rest = source.slice(open + 1).trimStart();
  return rest.split(/;|\n/)[0]?.trim() ?? "";
}

/** `await requireAdmin(request, context)` or the API wrapper around it (server/admin/http.ts), first. */
const GUARD_FIRST = /^(const (\w+|\{[\w\s,]+\}) = |return )?await requireAdmin(Request)?\(request, context\)/;

const modules = ADMIN_DIRS.flatMap(filesUnder).filter((file) => !EXEMPT.has(file));

describe("admin route modules", () => {
  it("are found (pages and APIs)", () => {
    expect(modules.map((m) => relative(root, join(root, m)))).toEqual(expect.arrayContaining(["app/routes/admin/settings.tsx", "app/routes/admin/layout.tsx"]));
  });

  it.each(modules)("%s exports a loader and calls requireAdmin() first in every loader and action", (file) => {
    const source = readFileSync(join(root, file), "utf8");
    const loader = firstStatementOf(source, "loader");
    expect(loader, `${file}: export a loader (function) that calls requireAdmin first`).toBeTruthy();
    expect(loader).toMatch(GUARD_FIRST);
    const action = firstStatementOf(source, "action");
    expect(action, `${file}: an action must be a function`).not.toBeNull();
    if (action !== undefined) expect(action, `${file}: action`).toMatch(GUARD_FIRST);
  });
});

// The admin SEO page shows, for a page without its own row, the texts the page falls back to. Those
// keys are written twice: in the page's `pageMeta(...)` call (where the i18n usage scan must see them,
// tests/i18n-usage.ts) and in the overview's PAGE_TEXTS. This keeps the two the same.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_TEXTS } from "../app/components/admin/seo/overview.server.ts";
import { PUBLIC_ROUTES } from "../server/site/seo.ts";

const ROUTE_FILES: Record<string, string> = { "/": "home", "/contact": "contact" };

describe("the admin SEO page's fallback texts", () => {
  it.each(PUBLIC_ROUTES)("are the ones %s's meta function uses", (route) => {
    const file = ROUTE_FILES[route] ?? route.slice(1);
    const source = readFileSync(resolve(import.meta.dirname, `../app/routes/${file}.tsx`), "utf8");
    const meta = source.slice(source.indexOf("export const meta"));
    const call = /pageMeta\([^;]*?"([\w]+\.meta\.title)",\s*"([\w]+\.meta\.description)"([^;]*)\)/.exec(meta);
    expect(call, `${file}.tsx: no pageMeta("….meta.title", "….meta.description") call`).not.toBeNull();
    expect({ title: call![1], description: call![2], fullTitle: call![3]!.includes("fullTitle: true") || undefined }).toEqual({
      title: PAGE_TEXTS[route].title,
      description: PAGE_TEXTS[route].description,
      fullTitle: PAGE_TEXTS[route].fullTitle,
    });
  });
});

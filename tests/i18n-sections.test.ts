// The browser gets no dictionary: each page is sent the sections it shows (shared/i18n/sections.server.ts).
// Every key the modules of a page name must be in what the page is sent: its own route's sections plus
// the layout's (root loader), else the page would show the bare key.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LAYOUT_SECTIONS, ROUTE_SECTIONS, SERVER_ONLY_SECTIONS, keysOf } from "../shared/i18n/sections.server.ts";
import { siteSections } from "../shared/i18n/site/en.ts";
import { keysNamedIn, keysUsedBy } from "./i18n-usage.ts";

const layoutKeys = new Set<string>(keysOf(LAYOUT_SECTIONS));
// Page routes (app/routes.ts); JSON and crawler routes (api/, *.xml, *.txt) render no texts.
const routeFiles = [...readFileSync(resolve(import.meta.dirname, "../app/routes.ts"), "utf8").matchAll(/"(routes\/[^"]+\.tsx)"/g)].map(
  (match) => match[1]!,
);

describe("the texts each page is sent", () => {
  it("finds keys named as strings and as the start of a template", () => {
    expect([...keysNamedIn('t("footer.home"); t(`store.tab.${tab}`); "not.a.key"')].sort()).toEqual(
      ["footer.home", "store.tab.coins", "store.tab.powerups", "store.tab.skins"].sort(),
    );
  });

  it("the layout's sections hold every key of the root and the site layout", () => {
    const missing = keysUsedBy(["root.tsx", "routes/site-layout.tsx"]).filter((key) => !layoutKeys.has(key));
    expect(missing).toEqual([]);
  });

  it.each(routeFiles)("%s", (file) => {
    const id = file.replace(/\.tsx$/, "");
    const own = id in ROUTE_SECTIONS ? keysOf(ROUTE_SECTIONS[id as keyof typeof ROUTE_SECTIONS]) : [];
    const sent = new Set<string>([...layoutKeys, ...own]);
    const missing = keysUsedBy([file]).filter((key) => !sent.has(key));
    expect(missing, `add their sections to ROUTE_SECTIONS["${id}"] (shared/i18n/sections.server.ts)`).toEqual([]);
  });

  it("every route with a section sends it from its loader", () => {
    for (const id of Object.keys(ROUTE_SECTIONS)) {
      const source = readFileSync(resolve(import.meta.dirname, `../app/${id}.tsx`), "utf8");
      expect(source, id).toContain(`routeTexts(`);
      expect(source, id).toContain(`"${id}"`);
    }
  });

  it("every section but the server's own (mails, API messages) is sent by the layout or a route", () => {
    const sent = new Set<string>([...LAYOUT_SECTIONS, ...Object.values(ROUTE_SECTIONS).flat(), ...SERVER_ONLY_SECTIONS]);
    expect(Object.keys(siteSections).filter((section) => !sent.has(section))).toEqual([]);
  });
});

// The operator's data-rights tools end to end: a guest plays a ranked run and writes through the
// contact form; on the player's admin page the operator downloads "Export data" (the whole JSON
// document) and deletes the player through the dialog (a reason is required). Afterwards no row of the
// database names them, the boards no longer show them, and the audit log names the operator. The page
// in Chromium on SQLite; its requests, and what they change, on both engines. Screenshots of the
// dialog on a phone and on a desktop when SCREENSHOT_DIR is set.
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { rowsContaining, tableColumns } from "../../server/db/introspect.ts";
import type { PlayerExport } from "../../server/players/export.ts";
import { Client, asAdmin, asGuest } from "./auth-client.ts";
import { watchErrors } from "./browser.ts";
import { useApp } from "./fixture.ts";
import { playAs } from "./play-as.ts";

const ADMIN_PASSWORD = "operator-e2e-password";
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

async function operatorContext(app: ReturnType<typeof useApp>, operator: Client, phone: boolean): Promise<BrowserContext> {
  const context = await app.browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
  );
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url: app.server.url })));
  return context;
}

describe.each(["sqlite", "postgres"] as const)("a player's data rights in the admin on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  /** Nothing in the database names the person: each table with a row holding one of `needles`. */
  async function rowsNaming(db: Db, needles: string[]): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const [table, columns] of await tableColumns(db)) {
      const n = await rowsContaining(db, table, columns, needles);
      if (n > 0) found[table] = n;
    }
    return found;
  }

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the next test, "the data-rights requests...", sends the same requests
  // over HTTP and checks the same outcomes; server/players/erasure.test.ts tests the erasure).
  it.runIf(engine === "sqlite")(
    "exports the player's data and deletes the player with a reason, leaving no row that names them",
    async () => {
      const base = app.server.url;
      const leaver = await asGuest(base);
      await playAs(leaver, "Leaving Lou", 1);
      const playerId = (await leaver.session()).player!.id;
      const contactEmail = `lou-${engine}@example.com`;
      const wrote = await leaver.send("/api/contact", { json: { email: contactEmail, message: "Please remove my data." } });
      expect(wrote.status).toBe(200);
      const operator = await asAdmin(base, ADMIN_PASSWORD);
      const operatorId = (await operator.session()).player!.id;
      const errors: string[] = [];

      // ---- Desktop: export.
      const desktop = await operatorContext(app, operator, false);
      const page = await desktop.newPage();
      watchErrors(page, errors);
      await page.goto(`${base}/admin/players/${playerId}`, { waitUntil: "networkidle" });
      const rights = page.getByTestId("data-rights");
      expect(await rights.getByRole("heading", { name: "Data rights" }).count()).toBe(1);
      const [download] = await Promise.all([page.waitForEvent("download"), rights.getByTestId("player-export").click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^flap-master-player-${playerId}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
      const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as PlayerExport;
      expect(exported.profile).toMatchObject({ id: playerId, name: "Leaving Lou", isGuest: true });
      expect(exported.runs).toHaveLength(1);
      expect(exported.runs[0]).toMatchObject({ status: "finished", score: 1 });
      expect(exported.leaderboardEntries.length).toBeGreaterThanOrEqual(3);
      expect(exported.contactMessages).toEqual([expect.objectContaining({ email: contactEmail, message: "Please remove my data." })]);
      expect(exported.analyticsEvents.map((e) => e.name)).toContain("end_game");
      expect(exported.stats).toMatchObject({ gamesPlayed: 1, bestScore: 1 });

      await rights.scrollIntoViewIfNeeded();
      await shoot(page, `data-rights-1280-${engine}`);

      // ---- Delete: the dialog wants a reason; cancel changes nothing.
      await rights.getByTestId("erase-open").click();
      const dialog = page.getByTestId("erase-dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole("heading").textContent()).toBe("Delete Leaving Lou for good?");
      await dialog.getByTestId("erase-confirm").click();
      await expect.poll(() => dialog.getByTestId("erase-status").textContent()).toBe("Please give a reason.");
      await shoot(page, `erase-dialog-1280-${engine}`);
      await dialog.getByTestId("erase-cancel").click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // ---- Phone: the same dialog fits; the operator deletes from here.
      const phone = await operatorContext(app, operator, true);
      const small = await phone.newPage();
      watchErrors(small, errors);
      await small.goto(`${base}/admin/players/${playerId}`, { waitUntil: "networkidle" });
      await small.getByTestId("data-rights").scrollIntoViewIfNeeded();
      await shoot(small, `data-rights-390-${engine}`);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await small.getByTestId("erase-open").tap();
      const phoneDialog = small.getByTestId("erase-dialog");
      await expect.poll(() => phoneDialog.isVisible()).toBe(true);
      await phoneDialog.getByTestId("erase-reason").fill(`Asked through the contact form from ${contactEmail}`);
      await shoot(small, `erase-dialog-390-${engine}`);
      const box = await phoneDialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await phoneDialog.getByTestId("erase-confirm").tap();
      await expect
        .poll(() => phoneDialog.getByTestId("erase-done").textContent())
        .toMatch(/^Leaving Lou was deleted\. Their card payments are kept for the books under erased-[0-9a-f-]{36}\.$/);
      await shoot(small, `erase-done-390-${engine}`);
      await phoneDialog.getByTestId("erase-back").tap();
      await small.waitForURL(`${base}/admin/players`);

      // ---- Nothing names them any more; the boards dropped them; the audit log names the operator.
      const db = openDatabase(app.database.url);
      try {
        expect(await rowsNaming(db, [playerId, contactEmail, "Leaving Lou"])).toEqual({});
        const audit = await db.kysely
          .selectFrom("audit_log")
          .selectAll()
          .where("action", "in", ["player.erase", "player.export"])
          .execute();
        expect(audit.map((row) => [row.action, row.actor_id]).sort()).toEqual([
          ["player.erase", operatorId],
          ["player.export", operatorId],
        ]);
        const erased = audit.find((row) => row.action === "player.erase")!;
        expect(JSON.parse(erased.after_json!)).toMatchObject({ by: "operator", reason: "Asked through the contact form from [erased]" });
        // The run stays for challenges and statistics, under the tombstone.
        expect(await db.kysely.selectFrom("runs").select("name").where("player_id", "=", erased.target!).execute()).toEqual([
          { name: "Deleted player" },
        ]);
      } finally {
        await db.close();
      }
      expect(await (await fetch(base + "/")).text()).not.toContain("Leaving Lou");
      expect((await leaver.session()).player).toBeNull();

      expect(errors).toEqual([]);
      await desktop.close();
      await phone.close();
    },
  );

  it("the data-rights requests: the export is the whole document, audited; delete wants a reason and leaves no row that names them", async () => {
    const base = app.server.url;
    const leaver = await asGuest(base);
    await playAs(leaver, "Leaving Leo", 1);
    const playerId = (await leaver.session()).player!.id;
    const contactEmail = `leo-${engine}@example.com`;
    const wrote = await leaver.send("/api/contact", { json: { email: contactEmail, message: "Please remove my data." } });
    expect(wrote.status).toBe(200);
    const operator = await asAdmin(base, ADMIN_PASSWORD);
    const operatorId = (await operator.session()).player!.id;

    // The player's page (its loader) has the data-rights tools.
    const page = await operator.send(`/admin/players/${playerId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="data-rights"');

    // ---- Export data: the attachment the page's button downloads.
    const exported = await operator.send(`/api/admin/players/${playerId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="flap-master-player-${playerId}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    );
    const document = (await exported.json()) as PlayerExport;
    expect(document.profile).toMatchObject({ id: playerId, name: "Leaving Leo", isGuest: true });
    expect(document.runs).toHaveLength(1);
    expect(document.runs[0]).toMatchObject({ status: "finished", score: 1 });
    expect(document.leaderboardEntries.length).toBeGreaterThanOrEqual(3);
    expect(document.contactMessages).toEqual([expect.objectContaining({ email: contactEmail, message: "Please remove my data." })]);
    expect(document.analyticsEvents.map((e) => e.name)).toContain("end_game");
    expect(document.stats).toMatchObject({ gamesPlayed: 1, bestScore: 1 });

    // ---- Delete: a reason is required; then the player is gone, the tombstone named.
    const noReason = await operator.send(`/api/admin/players/${playerId}`, { json: { action: "erase", reason: "  " } });
    expect(noReason.status).toBe(400);
    expect((await operator.send(`/api/admin/players/${playerId}`)).status).toBe(200);
    const erased = await operator.send(`/api/admin/players/${playerId}`, {
      json: { action: "erase", reason: `Asked through the contact form from ${contactEmail}` },
    });
    expect(erased.status).toBe(200);
    const { tombstone } = (await erased.json()) as { tombstone: string };
    expect(tombstone).toMatch(/^erased-[0-9a-f-]{36}$/);

    // ---- Nothing names them any more; the boards dropped them; the audit log names the operator.
    const db = openDatabase(app.database.url);
    try {
      expect(await rowsNaming(db, [playerId, contactEmail, "Leaving Leo"])).toEqual({});
      const audit = await db.kysely
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "in", ["player.erase", "player.export"])
        .where("target", "=", tombstone)
        .execute();
      expect(audit.map((row) => [row.action, row.actor_id]).sort()).toEqual([
        ["player.erase", operatorId],
        ["player.export", operatorId],
      ]);
      const erase = audit.find((row) => row.action === "player.erase")!;
      expect(JSON.parse(erase.after_json!)).toMatchObject({ by: "operator", reason: "Asked through the contact form from [erased]" });
      // The run stays for challenges and statistics, under the tombstone.
      expect(await db.kysely.selectFrom("runs").select("name").where("player_id", "=", tombstone).execute()).toEqual([
        { name: "Deleted player" },
      ]);
    } finally {
      await db.close();
    }
    expect(await (await fetch(base + "/")).text()).not.toContain("Leaving Leo");
    expect((await leaver.session()).player).toBeNull();

    // ---- A second delete is a 404, a missing reason a 400, the export of no one a 404, an operator a 409.
    const again = await operator.send(`/api/admin/players/${playerId}`, { json: { action: "erase", reason: "again" } });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: "player_not_found" });
    expect((await operator.send(`/api/admin/players/${playerId}`, { json: { action: "erase", reason: "  " } })).status).toBe(400);
    expect((await operator.send(`/api/admin/players/${playerId}/export`)).status).toBe(404);
    const operatorErase = await operator.send(`/api/admin/players/${operatorId}`, { json: { action: "erase", reason: "no" } });
    expect(operatorErase.status).toBe(409);
    expect(await operatorErase.json()).toMatchObject({ error: "cannot_erase_operator" });
  });
});

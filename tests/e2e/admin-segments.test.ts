// Player Segments end to end: guests play (their run start records language and country), the
// operator opens /admin/segments, creates a segment in the dialog (name and description required,
// the live count follows the criteria), sees its count in the list, edits it and deletes it after a
// confirmation; every change is audited. The API refuses bad criteria and changes nothing.
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { openAdminPage } from "./admin-page.ts";
import { asGuest, type Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "segments-e2e-password";
const SHOTS = process.env.SEGMENTS_SHOTS;

async function guestFrom(base: string, acceptLanguage: string): Promise<Client> {
  const guest = await asGuest(base);
  const start = await guest.send("/api/runs", { method: "POST", headers: { "accept-language": acceptLanguage } });
  expect(start.status).toBe(201);
  return guest;
}

describe("Player Segments", () => {
  const app = useApp({ browser: true, env: { ADMIN_PASSWORD } });

  it("create a segment, see its count", async () => {
    const base = app.server.url;
    await guestFrom(base, "fr-FR,fr;q=0.9");
    await guestFrom(base, "de-DE");
    await guestFrom(base, "en-US");

    const { page, errors, client, close } = await openAdminPage(app.browser, base, ADMIN_PASSWORD);
    try {
      // The API: bad criteria are refused with a 400 naming the row, and nothing is stored.
      const bad = await client.send("/api/admin/segments", {
        json: { action: "create", name: "X", description: "Y", criteria: [{ type: "coins", operator: "is", value: 1 }] },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "invalid_criteria", message: expect.stringContaining("criteria[0].operator") });
      const count = await client.send("/api/admin/segments", {
        json: { action: "count", criteria: [{ type: "country", operator: "in", value: ["FR", "DE"] }] },
      });
      expect(await count.json()).toEqual({ players: 2 });

      await page.goto(base + "/admin/segments", { waitUntil: "networkidle" });
      await expect.poll(() => page.getByTestId("segments-empty").isVisible()).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/segments-empty-1280.png`, fullPage: true });

      await page.getByTestId("segment-new").click();
      const dialog = page.getByTestId("segment-dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // No criteria: every player (the three guests; never the operator).
      await expect.poll(() => dialog.getByTestId("segment-live-count").textContent()).toBe("3 players match");
      // Name and description are required.
      await dialog.getByRole("button", { name: "Create Segment" }).click();
      await expect.poll(() => dialog.getByTestId("segment-error").textContent()).toBe("Segment creation needs a name and a description.");

      await dialog.getByLabel("Name").fill("French speakers");
      await dialog.getByLabel("Description").fill("Players whose browser speaks French");
      await dialog.getByTestId("segment-add-criterion").click();
      const row = dialog.getByTestId("segment-criterion").first();
      await row.getByLabel("Attribute").selectOption("language");
      await row.getByLabel("Operator").selectOption("is");
      await row.getByLabel("Value").selectOption("fr");
      await expect.poll(() => dialog.getByTestId("segment-live-count").textContent()).toBe("1 players match");
      // Add a second row, then remove it: the count follows.
      await dialog.getByTestId("segment-add-criterion").click();
      const second = dialog.getByTestId("segment-criterion").nth(1);
      await second.getByLabel("Attribute").selectOption("games_played");
      await second.getByLabel("Operator").selectOption(">=");
      await second.getByLabel("Value").fill("5");
      await expect.poll(() => dialog.getByTestId("segment-live-count").textContent()).toBe("0 players match");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/segments-dialog-1280.png` });
      await second.getByRole("button", { name: "Remove criterion 2" }).click();
      await expect.poll(() => dialog.getByTestId("segment-live-count").textContent()).toBe("1 players match");

      await dialog.getByRole("button", { name: "Create Segment" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const card = page.getByTestId("segment-card").filter({ hasText: "French speakers" });
      await expect.poll(() => card.getByTestId("segment-count").textContent()).toBe("Players: 1");
      expect(await card.textContent()).toContain("Language is Français");

      // The count is live: another French guest joins and the list says so on the next load.
      await guestFrom(base, "fr-CA");
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => card.getByTestId("segment-count").textContent()).toBe("Players: 2");

      // Edit: French or German, by country.
      await card.getByRole("button", { name: "Edit French speakers" }).click();
      await expect.poll(() => dialog.getByLabel("Name").inputValue()).toBe("French speakers");
      const edited = dialog.getByTestId("segment-criterion").first();
      await edited.getByLabel("Attribute").selectOption("country");
      await edited.getByLabel("Operator").selectOption("in");
      await edited.getByRole("textbox").fill("FR, DE, CA");
      await expect.poll(() => dialog.getByTestId("segment-live-count").textContent()).toBe("3 players match");
      await dialog.getByLabel("Name").fill("Europe and Canada");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const renamed = page.getByTestId("segment-card").filter({ hasText: "Europe and Canada" });
      await expect.poll(() => renamed.getByTestId("segment-count").textContent()).toBe("Players: 3");

      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/segments-list-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${SHOTS}/segments-list-390.png`, fullPage: true });
        await renamed.getByRole("button", { name: "Edit Europe and Canada" }).click();
        await page.screenshot({ path: `${SHOTS}/segments-dialog-390.png` });
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      // Delete, after a confirmation (Cancel first keeps it).
      await renamed.getByRole("button", { name: "Delete Europe and Canada" }).click();
      const confirm = page.getByTestId("segment-delete-dialog");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => confirm.isVisible()).toBe(false);
      expect(await page.getByTestId("segment-card").count()).toBe(1);
      await renamed.getByRole("button", { name: "Delete Europe and Canada" }).click();
      await confirm.getByTestId("segment-delete-confirm").click();
      await expect.poll(() => page.getByTestId("segments-empty").isVisible()).toBe(true);

      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    const db = openDatabase(app.database.url);
    try {
      const audit = await db.kysely
        .selectFrom("audit_log")
        .select(["action", "actor"])
        .where("action", "like", "segment.%")
        .orderBy("at")
        .execute();
      expect(audit.map((row) => row.action)).toEqual(["segment.create", "segment.update", "segment.delete"]);
      const profiles = await db.kysely
        .selectFrom("player_profile as p")
        .innerJoin("user as u", "u.id", "p.player_id")
        .where("u.role", "=", "player")
        .select(["p.locale", "p.country"])
        .orderBy("p.country")
        .execute();
      expect(profiles).toEqual([
        { locale: "fr", country: "CA" },
        { locale: "de", country: "DE" },
        { locale: "fr", country: "FR" },
        { locale: "en", country: "US" },
      ]);
    } finally {
      await db.close();
    }
  });
});

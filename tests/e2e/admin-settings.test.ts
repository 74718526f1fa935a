// Game Settings end to end: the operator signs in from the
// footer, edits sliders with the keyboard, watches the difficulty indicator, resets, saves (the 3 s
// message, the history, the audit rows), a /play tab opened BEFORE the save starts its next run
// with the saved physics without reloading, then the operator restores the first version. The API
// refuses bad values naming the field and changes nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAME_SETTINGS, type GameSettings } from "../../game/sim/index.ts";
import { openDatabase } from "../../server/db/index.ts";
import { asAdmin } from "./auth-client.ts";
import { openAdminPage } from "./admin-page.ts";
import { flyUntil } from "./bot.ts";
import { openPage, recordPresence, watchErrors } from "./browser.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "settings-e2e-password";

/** axe-core's findings on the page as it is now (WCAG 2.1 AA and best practices). */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The value shown beside a slider. */
const shown = (page: Page, id: string) => page.getByTestId(`settings-${id}-value`).textContent();

/** The bird's gravity in the running game, measured: vy grows by it every tick without a flap. */
function measuredGravity(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        type Flap = { phase: string; state: { tick: number; bird: { vy: number } } | null };
        const handle = (window as unknown as { __flap: Flap }).__flap;
        let first: { tick: number; vy: number } | null = null;
        const started = performance.now();
        const look = () => {
          const s = handle.state;
          if (handle.phase === "playing" && s && s.tick >= 2) {
            if (!first) first = { tick: s.tick, vy: s.bird.vy };
            else if (s.tick >= first.tick + 3) return resolve((s.bird.vy - first.vy) / (s.tick - first.tick));
          }
          if (performance.now() - started > 10_000) return reject(new Error(`no play: ${handle.phase}`));
          requestAnimationFrame(look);
        };
        look();
      }),
  );
}

describe.each(["sqlite", "postgres"] as const)("Game Settings on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine,
  // and what it calls is tested on both (the API checks below and the service's unit tests).
  it.runIf(engine === "sqlite")(
    "the operator edits, resets, saves (a /play tab's next run uses it), reads the history and restores",
    async () => {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      const play = await context.newPage();
      const admin = await context.newPage();
      watchErrors(play, errors);
      watchErrors(admin, errors);
      // A player's tab, loaded while version 1 is the newest.
      await play.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });

      // The operator signs in from the footer and lands on Game Settings.
      await admin.goto(app.server.url + "/", { waitUntil: "networkidle" });
      await admin.getByRole("button", { name: "Admin Access" }).click();
      await admin.getByTestId("admin-password").fill(ADMIN_PASSWORD);
      await admin.getByTestId("admin-login-submit").click();
      await admin.waitForURL(app.server.url + "/admin/settings");
      await admin.waitForLoadState("networkidle");
      const operator = (await admin.getByTestId("admin-operator").textContent())!.replace(/^Signed in as /, "");
      expect(await admin.locator("h1").first().textContent()).toBe("Game Settings");
      expect(await admin.getByRole("tab", { name: "Physics Settings" }).getAttribute("aria-selected")).toBe("true");
      expect(await admin.getByRole("tab", { name: "Power-Ups" }).getAttribute("aria-selected")).toBe("false");
      expect(await shown(admin, "gravity")).toBe("0.25");
      expect(await shown(admin, "pipeFrequency")).toBe("3,500");
      expect(await admin.getByTestId("settings-difficulty-level").textContent()).toBe("Medium");
      expect(await admin.getByTestId("settings-version-1").textContent()).toContain("First version");
      expect(await axe(admin)).toEqual([]);

      // Sliders move by their steps from the keyboard; pipeFrequency goes up to 4000.
      const gravity = admin.getByLabel("Gravity");
      await gravity.focus();
      for (let i = 0; i < 3; i++) await admin.keyboard.press("ArrowRight");
      expect(await shown(admin, "gravity")).toBe("0.4");
      await admin.getByLabel("Pipe Frequency (ms)").focus();
      await admin.keyboard.press("End");
      expect(await shown(admin, "pipeFrequency")).toBe("4,000");
      await admin.getByLabel("Gravity").focus();
      await admin.keyboard.press("End");
      expect(await shown(admin, "gravity")).toBe("1");
      // 4 + 2 + 2 + 0.75 = 8.75: Hard, with the warning.
      expect(await admin.getByTestId("settings-difficulty-level").textContent()).toBe("Hard");
      expect(await admin.getByTestId("settings-difficulty-warning").textContent()).toBe(
        "Warning: these settings might be too challenging for players.",
      );

      // Reset: back to the saved values, without asking the server.
      const requests: string[] = [];
      admin.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
      await admin.getByRole("button", { name: "Reset", exact: true }).click();
      expect(await shown(admin, "gravity")).toBe("0.25");
      expect(await shown(admin, "pipeFrequency")).toBe("3,500");
      expect(await admin.getByTestId("settings-difficulty-warning").count()).toBe(0);
      expect(requests).toEqual([]);

      // The edit to save: gravity 0.25 -> 0.5, and the shield off (its sliders go disabled).
      await admin.getByLabel("Gravity").focus();
      for (let i = 0; i < 5; i++) await admin.keyboard.press("ArrowRight");
      expect(await shown(admin, "gravity")).toBe("0.5");
      await admin.getByRole("tab", { name: "Physics Settings" }).focus();
      await admin.keyboard.press("ArrowRight");
      expect(await admin.getByRole("tab", { name: "Power-Ups" }).getAttribute("aria-selected")).toBe("true");
      const shieldDuration = admin.getByTestId("settings-shield-duration");
      expect(await shieldDuration.isDisabled()).toBe(false);
      await admin.getByTestId("settings-shield-enabled").click();
      expect(await shieldDuration.isDisabled()).toBe(true);
      expect(await admin.getByTestId("settings-shield-frequency").isDisabled()).toBe(true);
      expect(await admin.getByTestId("settings-slowMotion-duration").isDisabled()).toBe(false);
      await admin.getByLabel("Note (optional)").fill("Heavier bird");
      expect(await axe(admin)).toEqual([]);

      const savedShown = await recordPresence(admin, '[data-testid="settings-saved"]');
      await admin.getByRole("button", { name: "Save", exact: true }).click();
      const saved = admin.getByTestId("settings-saved");
      await expect.poll(() => saved.textContent()).toBe("Settings saved successfully!");
      // The edited tab stays open and shows the saved values.
      expect(await admin.getByRole("tab", { name: "Power-Ups" }).getAttribute("aria-selected")).toBe("true");
      expect(await admin.getByTestId("settings-shield-enabled").isChecked()).toBe(false);
      const v2 = admin.getByTestId("settings-version-2");
      await expect.poll(() => v2.textContent()).toContain("Current");
      const v2Text = (await v2.textContent())!;
      expect(v2Text).toContain(`by ${operator}`);
      expect(v2Text).toContain("Heavier bird");
      expect(await admin.getByTestId("settings-changes-2").locator("li").allTextContents()).toEqual([
        "Gravity: 0.25 → 0.5",
        "Shield · Enabled: on → off",
      ]);
      expect(await admin.getByTestId("settings-version-1").textContent()).not.toContain("Current");
      // The message goes after 3 s (measured on the page's clock, however late the polls see it).
      await expect.poll(() => saved.count(), { interval: 100 }).toBe(0);
      const changes = await savedShown();
      expect(changes.map((c) => c.present)).toEqual([false, true, false]);
      expect(changes[2]!.at - changes[1]!.at).toBeGreaterThan(2900);

      // The /play tab, never reloaded, starts its next run with version 2 and flies with gravity 0.5.
      const runStarted = play.waitForResponse((r) => new URL(r.url()).pathname === "/api/runs" && r.request().method() === "POST");
      await play.getByTestId("start-game").click();
      const issued = (await (await runStarted).json()) as { settingsVersion: number; settings: GameSettings };
      expect(issued.settingsVersion).toBe(2);
      expect(issued.settings.gravity).toBe(0.5);
      expect(issued.settings.powerUps.shield.enabled).toBe(false);
      expect(await measuredGravity(play)).toBeCloseTo(0.5, 6);

      // Restore version 1, with a confirmation first.
      await admin.getByTestId("settings-restore-1").click();
      expect(await admin.getByTestId("settings-confirm-1").textContent()).toContain(
        "Restore version 1? It becomes a new version, used by new runs at once.",
      );
      expect(await axe(admin)).toEqual([]);
      await admin.getByTestId("settings-confirm-cancel-1").click();
      expect(await admin.getByTestId("settings-confirm-1").count()).toBe(0);
      await admin.getByTestId("settings-restore-1").click();
      await admin.getByRole("button", { name: "Yes, restore" }).click();
      await expect.poll(() => admin.getByTestId("settings-saved").textContent()).toBe("Version 1 restored.");
      const v3 = admin.getByTestId("settings-version-3");
      await expect.poll(() => v3.textContent()).toContain("Restored from version 1");
      expect(await v3.textContent()).toContain("Current");
      expect(await admin.getByTestId("settings-changes-3").locator("li").allTextContents()).toEqual([
        "Gravity: 0.5 → 0.25",
        "Shield · Enabled: off → on",
      ]);
      expect(await admin.getByTestId("settings-shield-enabled").isChecked()).toBe(true);
      await admin.getByRole("tab", { name: "Physics Settings" }).click();
      expect(await shown(admin, "gravity")).toBe("0.25");

      // Every change is in the audit log, with who, before and after.
      const db = openDatabase(app.database.url);
      try {
        const rows = await db.kysely
          .selectFrom("audit_log")
          .select(["action", "actor", "target", "before_json", "after_json"])
          .where("action", "like", "settings.%")
          .orderBy("at")
          .execute();
        expect(rows.map((r) => [r.action, r.actor, r.target])).toEqual([
          ["settings.save", operator, "settings:v2"],
          ["settings.restore", operator, "settings:v3"],
        ]);
        const [save, restore] = rows.map((r) => ({
          before: JSON.parse(r.before_json!) as GameSettings,
          after: JSON.parse(r.after_json!) as GameSettings,
        }));
        expect([save!.before.gravity, save!.after.gravity, restore!.before.gravity, restore!.after.gravity]).toEqual([
          0.25, 0.5, 0.5, 0.25,
        ]);
        expect(restore!.after).toEqual(DEFAULT_GAME_SETTINGS);
      } finally {
        await db.close();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it.runIf(engine === "sqlite")(
    "the operator sets the day's coins from runs on Game Settings; a run past it pays only up to it and says so",
    async () => {
      const { page, errors, close } = (await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD)).allowErrors(/status of 400/);
      try {
        await page.goto(app.server.url + "/admin/settings", { waitUntil: "networkidle" });
        const input = page.getByTestId("run-rules-daily-coins");
        expect(await input.inputValue()).toBe("20000");
        // A bad value is refused with the server's reason, and nothing changes.
        await input.fill("5");
        await page.getByTestId("run-rules-save").click();
        await expect.poll(() => page.getByTestId("run-rules-status").textContent()).toContain("dailyRunCoins");
        await input.fill("10");
        await page.getByTestId("run-rules-save").click();
        await expect.poll(() => page.getByTestId("run-rules-status").textContent()).toBe("Run rules saved.");
        await page.reload({ waitUntil: "networkidle" });
        expect(await page.getByTestId("run-rules-daily-coins").inputValue()).toBe("10");
        expect(await axe(page)).toEqual([]);
        // The refused save's 400 is the one console line Chromium writes for it.
        expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
      } finally {
        await close();
      }

      // A player scores 2 (20 coins): the day allows 10.
      const {
        page: player,
        errors: playerErrors,
        close: closePlayer,
      } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        await player.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
        await player.waitForFunction(() => "__flap" in window);
        await player.getByTestId("start-game").tap();
        await flyUntil(player, 2);
        await expect.poll(() => player.getByTestId("run-verdict").getAttribute("data-kind"), { timeout: 40_000 }).toBe("counted");
        const score = (await player.evaluate(() => (window as unknown as { __flap: { score: number } }).__flap.score)) as number;
        expect(score).toBeGreaterThanOrEqual(2);
        expect(await player.getByTestId("run-coins").textContent()).toBe("+10 coins · Balance 10");
        expect(await player.getByTestId("run-coin-limit").textContent()).toBe(
          "You reached today's limit of 10 coins from runs. Runs pay again tomorrow; your scores still count.",
        );
        expect(await player.getByTestId("run-ranks").count()).toBe(1);
        expect(playerErrors).toEqual([]);
      } finally {
        await closePlayer();
      }
    },
  );

  it("the API refuses bad values naming the field (4xx JSON) and changes nothing", async () => {
    const operator = await asAdmin(app.server.url, ADMIN_PASSWORD);
    type Listing = { current: { version: number; settings: GameSettings }; history: Array<{ version: number }> };
    const listing = async () => (await (await operator.send("/api/admin/settings?limit=100")).json()) as Listing;
    // A good save over the API: 201 with the new version; the same settings again: 200, nothing new.
    const start = await listing();
    const edited = { ...start.current.settings, pipeGap: start.current.settings.pipeGap === 200 ? 210 : 200 };
    const good = await operator.send("/api/admin/settings", { json: { action: "save", settings: edited } });
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ created: true, version: start.current.version + 1, settings: edited });
    const same = await operator.send("/api/admin/settings", { json: { action: "save", settings: edited } });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ created: false, version: start.current.version + 1 });

    const before = await listing();
    const settings = before.current.settings;
    const cases: Array<[unknown, number, string, string | undefined]> = [
      [{ action: "save", settings: { ...settings, gravity: 0.27 } }, 400, "invalid_settings", "gravity"],
      [{ action: "save", settings: { ...settings, gravity: 1.5 } }, 400, "invalid_settings", "gravity"],
      [{ action: "save", settings: { ...settings, pipeFrequency: 4100 } }, 400, "invalid_settings", "pipeFrequency"],
      [
        {
          action: "save",
          settings: { ...settings, powerUps: { ...settings.powerUps, shield: { ...settings.powerUps.shield, frequency: 12 } } },
        },
        400,
        "invalid_settings",
        "powerUps.shield.frequency",
      ],
      [
        { action: "save", settings: { ...settings, jumpForce: 6 }, baseVersion: before.current.version - 1 },
        409,
        "settings_changed",
        undefined,
      ],
      [{ action: "restore", version: 99 }, 404, "version_not_found", "version"],
      // A body not of the expected shape names the field at fault apart, too.
      [{ action: "restore", version: "1" }, 400, "invalid_body", "version"],
      [{ action: "delete" }, 400, "invalid_body", "action"],
    ];
    for (const [json, status, error, field] of cases) {
      const response = await operator.send("/api/admin/settings", { json });
      const body = (await response.json()) as { error: string; message: string; field?: string };
      expect([response.status, body.error, body.field], JSON.stringify(json)).toEqual([status, error, field]);
      expect(body.message.length).toBeGreaterThan(0);
      if (field && field !== "version") expect(body.message.startsWith(`${field}: `)).toBe(true);
    }
    const notJson = await operator.send("/api/admin/settings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      json: undefined,
    });
    expect(notJson.status).toBe(400);
    const after = await listing();
    expect(after.current).toEqual(before.current);
    expect(after.history.length).toBe(before.history.length);
    expect((await operator.send("/api/admin/settings?limit=0")).status).toBe(400);
  });
});

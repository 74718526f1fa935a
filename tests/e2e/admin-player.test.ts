// The operator's moderation tools end to end, as the operator uses them: delete a leaderboard entry
// with a reason from Player Data's Scores (the home board drops it live) and undo it; open the
// player's page; adjust coins; hide and show the name; ban and unban. Every change is in the audit
// log. The pages in Chromium on SQLite; their requests, and what they change, on both engines.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { hiddenName } from "../../server/leaderboards/standing.ts";
import { Client, asAdmin, asGuest } from "./auth-client.ts";
import { watchErrors } from "./browser.ts";
import { useApp } from "./fixture.ts";
import { playAs } from "./play-as.ts";
import { EventReader } from "./sse.ts";

const ADMIN_PASSWORD = "operator-e2e-password";
const MODERATION_ACTIONS = [
  "leaderboard.remove",
  "leaderboard.restore",
  "player.coins_adjust",
  "player.name_hide",
  "player.name_show",
  "player.ban",
  "player.unban",
  "player.rename",
];
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** expect.poll with room for a loaded machine (pages hydrate, then fetch). */
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn);

async function homeNames(base: string): Promise<string> {
  const response = await fetch(base + "/");
  expect(response.status).toBe(200);
  return response.text();
}

async function operatorContext(app: ReturnType<typeof useApp>, operator: Client, width: number): Promise<BrowserContext> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url: app.server.url })));
  return context;
}

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe.each(["sqlite", "postgres"] as const)("player moderation on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the next test, "the tools' requests...", sends the same requests over
  // HTTP and checks the same outcomes; server/admin/moderation.test.ts tests the services).
  it.runIf(engine === "sqlite")(
    "deletes an entry with a reason (the home board drops it live), undoes it, and works the player page's tools",
    async () => {
      const base = app.server.url;
      const cheater = await asGuest(base);
      const honest = await asGuest(base);
      await playAs(honest, "Honest", 1);
      await playAs(cheater, "Cheater", 2);
      const cheaterId = (await cheater.session()).player!.id;
      expect(await homeNames(base)).toContain("Cheater");
      const operator = await asAdmin(base, ADMIN_PASSWORD);

      const errors: string[] = [];
      // A visitor's home page stays open throughout: the board updates live.
      const visitor = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const home = await visitor.newPage();
      watchErrors(home, errors);
      await home.goto(base + "/", { waitUntil: "networkidle" });
      const board = () => home.getByTestId("leaderboard").first().textContent();
      expect(await board()).toContain("Cheater");

      const context = await operatorContext(app, operator, 1280);
      const page = await context.newPage();
      watchErrors(page, errors);

      // ---- Player Data > Scores: Today lists both; delete Cheater's entry with a reason.
      await page.goto(base + "/admin/players", { waitUntil: "networkidle" });
      const panel = page.getByTestId("leaderboard-entries-panel");
      const rows = panel.getByTestId("score-row");
      await eventually(() => rows.allTextContents()).toEqual([expect.stringContaining("Cheater"), expect.stringContaining("Honest")]);
      expect(await panel.getByRole("columnheader").allTextContents()).toEqual(["Name", "Score", "Date", "Location", "Actions"]);
      await shoot(page, `scores-1280-${engine}`);
      await rows.filter({ hasText: "Cheater" }).getByTestId("score-delete").click();
      const dialog = page.getByTestId("delete-dialog");
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByTestId("delete-confirm").click();
      expect(await dialog.getByTestId("delete-reason-error").textContent()).toBe("Please give a reason.");
      await dialog.getByTestId("delete-reason").fill("Impossible score pattern");
      await dialog.getByTestId("delete-confirm").click();
      await eventually(() => panel.getByTestId("scores-status").textContent()).toBe("Entry deleted.");
      await eventually(() => rows.allTextContents()).toEqual([expect.stringContaining("Honest")]);
      const removal = panel.getByTestId("removal-row").first();
      expect(await removal.textContent()).toContain("Impossible score pattern");

      // Deleting an entry removes it from the home leaderboard: live on the open page, and on a new load.
      await eventually(board).not.toContain("Cheater");
      expect(await board()).toContain("Honest");
      expect(await homeNames(base)).not.toContain("Cheater");

      // Undo puts it back, everywhere.
      await removal.getByTestId("removal-undo").click();
      await eventually(() => panel.getByTestId("scores-status").textContent()).toBe("Entry put back.");
      await eventually(() => rows.count()).toBe(2);
      await eventually(board).toContain("Cheater");

      // Search: case-insensitive; no match shows the spec's empty state.
      await panel.getByTestId("scores-search").fill("cheat");
      await panel.getByTestId("scores-search-submit").click();
      await eventually(() => rows.allTextContents()).toEqual([expect.stringContaining("Cheater")]);
      await panel.getByTestId("scores-search").fill("nobody-here");
      await panel.getByTestId("scores-search-submit").click();
      await eventually(() => panel.getByTestId("scores-empty").textContent()).toBe("No results match your search.");
      await panel.getByTestId("scores-search").fill("");
      await panel.getByTestId("scores-search-submit").click();
      await panel.getByTestId("scores-tab-alltime").click();
      await eventually(() => rows.count()).toBe(2);

      // ---- The player's page, from the name in the table.
      await rows.filter({ hasText: "Cheater" }).locator(`a[href^="/admin/players/"]`).click();
      await page.waitForURL(`**/admin/players/${cheaterId}`);
      // The name chosen with the run is the player's name (one board name per player).
      expect(await page.getByTestId("player-heading").textContent()).toBe("Cheater");
      for (const section of ["Profile", "Runs", "Ledger", "Purchases", "Achievements", "Moderation"]) {
        expect(await page.getByRole("heading", { name: section, exact: true }).count(), section).toBe(1);
      }
      expect(await page.getByTestId("profile-type").textContent()).toBe("Guest");
      expect(await page.getByTestId("run-row").count()).toBe(1);
      expect(await page.getByTestId("run-row").first().getAttribute("data-status")).toBe("finished");
      expect(await page.getByTestId("profile-coins").textContent()).toBe("20");
      expect(
        await page
          .getByTestId("player-achievements")
          .getByTestId("achievement")
          .filter({ hasText: "First Flight" })
          .getAttribute("data-unlocked"),
      ).toBe("true");
      await shoot(page, `player-1280-${engine}`);

      // Adjust coins: below 0 is refused; +250 with a reason is a ledger row showing the reason.
      await page.getByTestId("adjust-delta").fill("-1000");
      await page.getByTestId("adjust-reason").fill("Too much");
      await page.getByTestId("adjust-submit").click();
      await eventually(() => page.getByTestId("adjust-status").textContent()).toBe("The balance cannot go below 0.");
      await page.getByTestId("adjust-delta").fill("250");
      await page.getByTestId("adjust-reason").fill("Goodwill for a bug");
      await page.getByTestId("adjust-submit").click();
      await eventually(() => page.getByTestId("adjust-status").textContent()).toBe("Done: the balance is now 270 coins.");
      await eventually(() => page.getByTestId("profile-coins").textContent()).toBe("270");
      const ledgerTop = page.getByTestId("ledger-row").first();
      expect(await ledgerTop.textContent()).toContain("admin_adjust");
      expect(await ledgerTop.textContent()).toContain("Goodwill for a bug");

      // Hide the name: the boards show the placeholder; show it again.
      await page.getByTestId("toggle-name").click();
      await eventually(() => page.getByTestId("name-status").textContent()).toBe("Name hidden on 3 leaderboard entries.");
      await eventually(() => page.getByTestId("toggle-name").textContent()).toBe("Show name");
      await eventually(board).toContain(hiddenName(cheaterId));
      expect(await homeNames(base)).not.toContain("Cheater");
      await page.getByTestId("toggle-name").click();
      await eventually(() => page.getByTestId("name-status").textContent()).toBe("Name shown again on 3 leaderboard entries.");
      await eventually(board).toContain("Cheater");

      // Ban (a reason and a confirmation): signed out, off the boards; a new run is not ranked.
      await page.getByTestId("ban-submit").click();
      await eventually(() => page.getByTestId("ban-status").textContent()).toBe("Please give a reason.");
      await page.getByTestId("ban-reason").fill("Modified client");
      await page.getByTestId("ban-submit").click();
      expect(await page.getByTestId("ban-dialog").textContent()).toContain("Ban Cheater?");
      await page.getByTestId("ban-cancel").click();
      expect(await page.getByTestId("badge-banned").count()).toBe(0);
      await page.getByTestId("ban-submit").click();
      await page.getByTestId("ban-confirm").click();
      await eventually(() => page.getByTestId("ban-status").textContent()).toBe("Player banned: 3 leaderboard entries removed.");
      await eventually(() => page.getByTestId("badge-banned").textContent()).toBe("Banned: Modified client");
      await eventually(board).not.toContain("Cheater");
      expect((await cheater.session()).player).toBeNull();
      await shoot(page, `player-banned-1280-${engine}`);

      await page.getByTestId("ban-submit").click();
      expect(await page.getByTestId("ban-dialog").textContent()).toContain("Unban Cheater?");
      await page.getByTestId("ban-confirm").click();
      await eventually(() => page.getByTestId("ban-status").textContent()).toBe("Player unbanned: 3 leaderboard entries put back.");
      await eventually(board).toContain("Cheater");

      // Rename on the boards: the player's own name rules (an offensive word is refused), then everywhere at once.
      await page.getByTestId("rename-name").fill("fuck");
      await page.getByTestId("rename-submit").click();
      await eventually(() => page.getByTestId("name-status").textContent()).toBe(
        "The boards do not accept this name: use 1 to 15 characters and no offensive words.",
      );
      await page.getByTestId("rename-name").fill("Reformed");
      await page.getByTestId("rename-submit").click();
      await eventually(() => page.getByTestId("name-status").textContent()).toBe("Renamed to Reformed.");
      await eventually(() => page.getByTestId("player-heading").textContent()).toBe("Reformed");
      await eventually(board).toContain("Reformed");

      // Narrow screens: the page and the panel fit 390 px (tables scroll inside their cards).
      const phone = await operatorContext(app, operator, 390);
      const small = await phone.newPage();
      watchErrors(small, errors);
      await small.goto(`${base}/admin/players/${cheaterId}`, { waitUntil: "networkidle" });
      await shoot(small, `player-390-${engine}`);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await small.goto(base + "/admin/players", { waitUntil: "networkidle" });
      await eventually(() => small.getByTestId("score-row").count()).toBe(2);
      await shoot(small, `scores-390-${engine}`);
      // The panel itself fits (Player Data's own table around it is not this test's).
      const box = await small.getByTestId("leaderboard-entries-panel").boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);

      // Delete the run from every board it is on (today, this week, all time) in one go.
      await page.goto(base + "/admin/players", { waitUntil: "networkidle" });
      await eventually(() => rows.count()).toBe(2);
      await rows.filter({ hasText: "Reformed" }).getByTestId("score-delete").click();
      await dialog.getByTestId("delete-reason").fill("Modified client, all boards");
      expect(await dialog.getByTestId("delete-scope-period").isChecked()).toBe(true);
      await dialog.getByTestId("delete-scope-run").check();
      await shoot(page, `delete-scope-1280-${engine}`);
      await dialog.getByTestId("delete-confirm").click();
      await eventually(() => panel.getByTestId("scores-status").textContent()).toBe("3 entries deleted.");
      await eventually(board).not.toContain("Reformed");
      for (const tab of ["scores-tab-weekly", "scores-tab-alltime"]) {
        await panel.getByTestId(tab).click();
        await eventually(() => rows.allTextContents()).toEqual([expect.stringContaining("Honest")]);
      }
      // The daily course's boards have their own tabs (nobody flew the course here: empty, no error).
      for (const tab of ["scores-tab-course", "scores-tab-bestday"]) {
        await panel.getByTestId(tab).click();
        await eventually(() => panel.getByTestId(tab).getAttribute("aria-selected")).toBe("true");
        await eventually(() => panel.getByTestId("scores-empty").count()).toBe(1);
      }

      // Every change is in the audit log, by the operator.
      const db = openDatabase(app.database.url);
      try {
        const audit = await db.kysely
          .selectFrom("audit_log")
          .select(["action", "actor", "target"])
          .where("action", "in", MODERATION_ACTIONS)
          .orderBy("at")
          .execute();
        expect(audit.map((a) => a.action)).toEqual([
          "leaderboard.remove",
          "leaderboard.restore",
          "player.coins_adjust",
          "player.name_hide",
          "player.name_show",
          "player.ban",
          "player.unban",
          "player.rename",
          "leaderboard.remove",
        ]);
        expect(new Set(audit.map((a) => a.actor)).size).toBe(1);
        expect(audit.slice(2, -1).every((a) => a.target === `user:${cheaterId}`)).toBe(true);
      } finally {
        await db.close();
      }
      // The refusals on purpose (coins below 0, an offensive name), which Chromium logs as failed resources; nothing else.
      expect(errors.splice(0)).toEqual([
        "console: Failed to load resource: the server responded with a status of 409 ()",
        "console: Failed to load resource: the server responded with a status of 400 ()",
      ]);
      await phone.close();
      await context.close();
      await visitor.close();
    },
    180_000,
  );

  it("the tools' requests: delete and undo an entry (the live board follows), search, the player's record, coins, hide, ban, rename, delete a run everywhere; all audited", async () => {
    const base = app.server.url;
    const fair = await asGuest(base);
    const rogue = await asGuest(base);
    await Promise.all([playAs(fair, "Fair Fay", 1), playAs(rogue, "Rogue Rex", 1)]);
    const rogueId = (await rogue.session()).player!.id;
    const operator = await asAdmin(base, ADMIN_PASSWORD);
    const send = async <T = Record<string, unknown>>(path: string, json?: unknown): Promise<[number, T]> => {
      const response = await operator.send(path, json === undefined ? {} : { json });
      return [response.status, (await response.json()) as T];
    };
    type Entries = { total: number; entries: Array<{ id: string; name: string }> };
    const listed = async (query: string) => {
      const [status, body] = await send<Entries>(`/api/admin/leaderboard-entries?${query}`);
      expect(status, query).toBe(200);
      return body;
    };
    const detail = async () => {
      const [status, body] = await send<{
        profile: { name: string; isGuest: boolean; banned: boolean; banReason: string | null; nameHidden: boolean };
        coins: number;
        runs: { total: number; rows: Array<{ status: string }> };
        ledger: Array<{ reason: string; note: string | null }>;
        achievements: Array<{ id: string; unlocked: boolean }>;
      }>(`/api/admin/players/${rogueId}`);
      expect(status).toBe(200);
      return body;
    };
    const db = openDatabase(app.database.url);
    const auditBefore = new Set((await db.kysely.selectFrom("audit_log").select("id").execute()).map((row) => row.id));
    // The live daily board, as the home page listens to it.
    const abort = new AbortController();
    const live = new EventReader(await fetch(base + "/api/leaderboards/stream?board=daily", { signal: abort.signal }));
    /** Sends a change and waits for the live board's next update that passes `check`. */
    const thenLive = async <T>(change: () => Promise<T>, check: (names: string[]) => boolean): Promise<T> => {
      const from = live.events().length;
      const answer = await change();
      await live.waitFor(
        () =>
          live
            .events()
            .slice(from)
            .find((e) => e.data.board === "daily" && check(e.data.top.map((row) => row.name))),
        10_000,
      );
      return answer;
    };
    try {
      await live.waitFor(() => live.events()[0], 10_000);
      // ---- Scores: Today lists both; deleting needs a reason, then drops the entry everywhere.
      const today = await listed("board=daily");
      expect(today.entries.map((e) => e.name)).toEqual(expect.arrayContaining(["Rogue Rex", "Fair Fay"]));
      const entryId = today.entries.find((e) => e.name === "Rogue Rex")!.id;
      const [removedStatus, removed] = await thenLive(
        () =>
          send<{ removal: { id: string; reason: string }; removals: unknown[] }>("/api/admin/leaderboard-entries", {
            action: "remove",
            id: entryId,
            reason: "Impossible score pattern",
          }),
        (names) => !names.includes("Rogue Rex") && names.includes("Fair Fay"),
      );
      expect(removedStatus).toBe(200);
      expect(removed.removal.reason).toBe("Impossible score pattern");
      expect(removed.removals).toHaveLength(1);
      expect((await listed("board=daily")).entries.map((e) => e.name)).not.toContain("Rogue Rex");
      expect(await homeNames(base)).not.toContain("Rogue Rex");

      // Undo puts it back, everywhere.
      const [restoredStatus] = await thenLive(
        () => send("/api/admin/leaderboard-entries", { action: "restore", removalId: removed.removal.id }),
        (names) => names.includes("Rogue Rex"),
      );
      expect(restoredStatus).toBe(200);
      expect(await homeNames(base)).toContain("Rogue Rex");

      // Search: case-insensitive; no match is empty. The course's boards answer (empty).
      expect((await listed("board=daily&q=rOGUE")).entries.map((e) => e.name)).toEqual(["Rogue Rex"]);
      expect(await listed("board=daily&q=nobody-here")).toMatchObject({ total: 0, entries: [] });
      for (const board of ["weekly", "alltime"]) {
        expect((await listed(`board=${board}`)).entries.map((e) => e.name)).toEqual(expect.arrayContaining(["Rogue Rex", "Fair Fay"]));
      }
      for (const board of ["course", "bestday"]) expect(await listed(`board=${board}`)).toMatchObject({ total: 0, entries: [] });

      // ---- The player's record: the page and its API.
      const page = await operator.send(`/admin/players/${rogueId}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Rogue Rex");
      const record = await detail();
      expect(record.profile).toMatchObject({ name: "Rogue Rex", isGuest: true, banned: false, nameHidden: false });
      expect(record.runs.total).toBe(1);
      expect(record.runs.rows[0]!.status).toBe("finished");
      expect(record.coins).toBe(10);
      expect(record.achievements.find((a) => a.id === "first-flight")?.unlocked).toBe(true);

      // Coins: below 0 is refused; +250 with a reason is a ledger row with the reason.
      expect(await send(`/api/admin/players/${rogueId}`, { action: "adjust_coins", delta: -1000, reason: "Too much" })).toEqual([
        409,
        expect.objectContaining({ error: "insufficient_coins" }),
      ]);
      expect(await send(`/api/admin/players/${rogueId}`, { action: "adjust_coins", delta: 250, reason: "Goodwill for a bug" })).toEqual([
        200,
        { applied: true, balance: 260 },
      ]);
      const adjusted = await detail();
      expect(adjusted.coins).toBe(260);
      expect(adjusted.ledger[0]).toMatchObject({ reason: "admin_adjust", note: "Goodwill for a bug" });

      // Hide the name: the boards show the placeholder; show it again.
      expect(
        await thenLive(
          () => send(`/api/admin/players/${rogueId}`, { action: "hide_name" }),
          (names) => names.includes(hiddenName(rogueId)),
        ),
      ).toEqual([200, { nameHidden: true, entriesRenamed: 3 }]);
      expect(await homeNames(base)).not.toContain("Rogue Rex");
      expect(
        await thenLive(
          () => send(`/api/admin/players/${rogueId}`, { action: "show_name" }),
          (names) => names.includes("Rogue Rex"),
        ),
      ).toEqual([200, { nameHidden: false, entriesRenamed: 3 }]);

      // Ban: signed out, off the boards; unban puts the entries back.
      expect(
        await thenLive(
          () => send(`/api/admin/players/${rogueId}`, { action: "ban", reason: "Modified client" }),
          (names) => !names.includes("Rogue Rex"),
        ),
      ).toEqual([200, { entriesRemoved: 3, sessionsRevoked: expect.any(Number) }]);
      expect((await detail()).profile).toMatchObject({ banned: true, banReason: "Modified client" });
      expect((await rogue.session()).player).toBeNull();
      expect(
        await thenLive(
          () => send(`/api/admin/players/${rogueId}`, { action: "unban" }),
          (names) => names.includes("Rogue Rex"),
        ),
      ).toEqual([200, { entriesRestored: 3, entriesKeptRemoved: 0 }]);
      expect((await detail()).profile.banned).toBe(false);

      // Rename under the player's own name rules, then everywhere at once.
      expect(await send(`/api/admin/players/${rogueId}`, { action: "rename", name: "fuck" })).toEqual([
        400,
        expect.objectContaining({ error: "invalid_name" }),
      ]);
      expect(
        await thenLive(
          () => send(`/api/admin/players/${rogueId}`, { action: "rename", name: "Reformed Rex" }),
          (names) => names.includes("Reformed Rex"),
        ),
      ).toEqual([200, { name: "Reformed Rex", changed: true }]);
      expect((await detail()).profile.name).toBe("Reformed Rex");

      // Delete the run from every board it is on in one go.
      const renamedId = (await listed("board=daily")).entries.find((e) => e.name === "Reformed Rex")!.id;
      const [everywhereStatus, everywhere] = await thenLive(
        () =>
          send<{ removals: unknown[] }>("/api/admin/leaderboard-entries", {
            action: "remove",
            id: renamedId,
            reason: "Modified client, all boards",
            scope: "run",
          }),
        (names) => !names.includes("Reformed Rex"),
      );
      expect(everywhereStatus).toBe(200);
      expect(everywhere.removals).toHaveLength(3);
      for (const board of ["daily", "weekly", "alltime"]) {
        const names = (await listed(`board=${board}`)).entries.map((e) => e.name);
        expect(names, board).toContain("Fair Fay");
        expect(names, board).not.toContain("Reformed Rex");
      }

      // Every change is in the audit log, by the operator.
      const audit = (
        await db.kysely
          .selectFrom("audit_log")
          .select(["id", "action", "actor", "target"])
          .where("action", "in", MODERATION_ACTIONS)
          .orderBy("at")
          .execute()
      ).filter((row) => !auditBefore.has(row.id));
      expect(audit.map((a) => a.action)).toEqual([
        "leaderboard.remove",
        "leaderboard.restore",
        "player.coins_adjust",
        "player.name_hide",
        "player.name_show",
        "player.ban",
        "player.unban",
        "player.rename",
        "leaderboard.remove",
      ]);
      expect(new Set(audit.map((a) => a.actor)).size).toBe(1);
      expect(audit.slice(2, -1).every((a) => a.target === `user:${rogueId}`)).toBe(true);
    } finally {
      abort.abort();
      await live.done;
      await db.close();
    }
  }, 90_000);

  it("refuses bad requests with 4xx JSON and changes nothing", async () => {
    const base = app.server.url;
    const operator = await asAdmin(base, ADMIN_PASSWORD);
    const guest = await asGuest(base);
    const guestId = (await guest.session()).player!.id;
    const operatorId = (await operator.session()).player!.id;
    const post = (path: string, json: unknown) => operator.send(path, { json });
    const cases: Array<[string, unknown, number, string]> = [
      [`/api/admin/players/${guestId}`, { action: "adjust_coins", delta: 0, reason: "x" }, 400, "invalid_body"],
      [`/api/admin/players/${guestId}`, { action: "adjust_coins", delta: 1.5, reason: "x" }, 400, "invalid_body"],
      [`/api/admin/players/${guestId}`, { action: "adjust_coins", delta: 5, reason: "  " }, 400, "invalid_body"],
      [`/api/admin/players/${guestId}`, { action: "adjust_coins", delta: -5, reason: "x" }, 409, "insufficient_coins"],
      [`/api/admin/players/${guestId}`, { action: "explode" }, 400, "invalid_body"],
      [`/api/admin/players/${guestId}`, { action: "ban" }, 400, "invalid_body"],
      [`/api/admin/players/${guestId}`, { action: "unban" }, 409, "not_banned"],
      [`/api/admin/players/${operatorId}`, { action: "ban", reason: "self" }, 403, "cannot_ban_operator"],
      ["/api/admin/players/nobody", { action: "hide_name" }, 404, "player_not_found"],
      ["/api/admin/leaderboard-entries", { action: "remove", id: "nope", reason: "x" }, 404, "entry_not_found"],
      ["/api/admin/leaderboard-entries", { action: "remove", id: "nope" }, 400, "invalid_body"],
      ["/api/admin/leaderboard-entries", { action: "restore", removalId: "nope" }, 404, "removal_not_found"],
    ];
    for (const [path, body, status, error] of cases) {
      const response = await post(path, body);
      expect([response.status, ((await response.json()) as { error: string }).error], `${path} ${JSON.stringify(body)}`).toEqual([
        status,
        error,
      ]);
    }
    expect((await operator.send("/api/admin/players/nobody")).status).toBe(404);
    expect((await operator.send("/api/admin/leaderboard-entries?board=monthly")).status).toBe(400);
    const listed = (await (await operator.send("/api/admin/leaderboard-entries?board=daily")).json()) as {
      period: string;
      entries: Array<{ name: string }>;
    };
    // Today has the tests' runs above, so its real rows (not the samples); each deleted its renamed
    // cheater's run from every board at its end.
    expect(listed.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.entries.map((e) => e.name)).toContain("Fair Fay");
    expect(listed.entries.map((e) => e.name)).not.toContain("Reformed Rex");
    expect(listed.entries.map((e) => e.name)).not.toContain("Reformed");
    // A player cannot use them.
    expect((await guest.send(`/api/admin/players/${guestId}`, { json: { action: "adjust_coins", delta: 100, reason: "me" } })).status).toBe(
      403,
    );
    const detail = (await (await operator.send(`/api/admin/players/${guestId}`)).json()) as { coins: number; ledger: unknown[] };
    expect(detail).toMatchObject({ coins: 0, ledger: [] });
  }, 60_000);
});

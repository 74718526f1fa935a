// The admin APIs answer in the operator's language: every English sentence they can write has its
// translations (found by reading the sources, so a new sentence without them fails here), the
// translations keep each sentence's values, and real admin API answers arrive translated on both engines.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import { locales } from "../../shared/i18n/locales.ts";
import { operatorMessages } from "../../shared/i18n/admin/api-errors/index.server.ts";
import * as layoutRoute from "../../app/routes/api/admin/layout.ts";
import * as playerRoute from "../../app/routes/api/admin/players.$id.ts";
import * as settingsRoute from "../../app/routes/api/admin/settings.ts";
import * as catalogueRoute from "../../app/routes/api/admin/catalogue.ts";
import * as sessionRoute from "../../app/routes/api/admin/session.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { knownOperatorMessage, operatorIssueText, operatorText } from "./operator-messages.ts";

const root = join(import.meta.dirname, "../..");

/** Every file an admin API answer's message can come from. */
function adminSources(): string[] {
  const folders = [
    "app/routes/api/admin",
    "server/admin",
    "server/segments",
    "server/campaigns",
    "server/settings",
    "server/crawler",
    "server/analytics",
  ];
  const files = folders.flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(folder, name)));
  files.push(
    "server/store/catalogue.ts",
    "server/site/seo.ts",
    "server/runs/review.ts",
    "server/runs/rules.ts",
    "server/courses/service.ts",
    "server/runs/machine-play.ts",
    "server/auth/access.ts",
    "server/site/subscribers.ts",
    "server/players/erasure.ts",
  );
  return files.filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("test-data"));
}

/**
 * The sentences those files write as a refusal: the text after `fail(status, "code",`,
 * `jsonError(status, "code",`, `fieldError("code",`, `message:` and a zod refinement's or `error:`
 * message. A `${value}` becomes a stand-in value.
 */
function sentencesIn(source: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:fail\(\s*\d{3},\s*"[a-z_]+",|jsonError\(\s*\d{3},\s*"[a-z_]+",|fieldError\(\s*"[a-z_]+",|problem\(\s*"[a-z_]+",|[^\w]message:|\{ error:|\.refine\([^,]*?,|\.(?:min|max|int)\([^,)]*,?)\s*(`[^`]*`|"(?:[^"\\\n]|\\.)*")/g;
  for (const match of source.matchAll(pattern)) {
    const literal = match[1]!;
    if (/^"[a-z_]+"$/.test(literal)) continue; // a code, not a sentence
    const text = literal.startsWith("`")
      ? literal.slice(1, -1).replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, "7")
      : (JSON.parse(literal) as string);
    // Sentences built around a zod issue or a path are checked through operatorIssueText below.
    if (text === "7" || /^7: 7$/.test(text) || /^7\.7: 7$/.test(text)) continue;
    found.push(text);
  }
  return found;
}

/** Messages that never reach an operator as an answer (logs, a crawl's own findings, mail delivery notes). */
const NOT_ANSWERS = new Set([
  // Store Settings' bound with its unit: each unit's sentence is its own template (coins, cents, seconds).
  "At most 7 7.",
  "undeliverable address",
  "redirect loop",
  "redirect to an unusable Location: 7",
  "more than 7 redirects",
]);

describe("the admin APIs' sentences", () => {
  it("are all known, so each has its translations", () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of adminSources()) {
      for (const text of sentencesIn(readFileSync(join(root, file), "utf8"))) {
        if (NOT_ANSWERS.has(text) || !/[a-z]/.test(text) || text.length < 6) continue;
        count += 1;
        if (!knownOperatorMessage(text)) missing.push(`${file}: ${text}`);
      }
    }
    expect(count).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it("keep every value of the English sentence in every language", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of locales) {
      for (const [key, english] of Object.entries(operatorMessages.en)) {
        const text = operatorMessages[locale][key as keyof typeof operatorMessages.en];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
        if (locale !== "en" && !/^\w+: |^\{|JSON/.test(english)) expect(text, `${locale} ${key} is still English`).not.toBe(english);
      }
    }
  });

  it("are written in the operator's language with their values, also after a field's path", () => {
    expect(operatorText("de", "Please give a reason.")).toBe("Bitte gib einen Grund an.");
    expect(operatorText("de", "The balance cannot go below 0: this player has 12000 coins.")).toBe(
      "Das Guthaben kann nicht unter 0 fallen: Dieser Spieler hat 12.000 Münzen.",
    );
    expect(operatorText("fr", "dailyRunCoins: must be at least 10")).toBe("dailyRunCoins: doit valoir au moins 10");
    expect(operatorText("ja", "criteria[1].value: must be an ISO country code, e.g. FR")).toBe(
      "criteria[1].value: は ISO 国コード（例：JP）で入力してください",
    );
    // A provider's own words and what is already translated stay as they are.
    expect(operatorText("de", "550 mailbox unavailable")).toBe("550 mailbox unavailable");
    expect(operatorText("en", "Please give a reason.")).toBe("Please give a reason.");
  });

  it("say what a zod issue means in the admin's words, never zod's own", () => {
    const first = (schema: z.ZodType, value: unknown) => operatorIssueText(schema.safeParse(value).error?.issues[0]);
    expect(first(z.number().min(10), 3)).toBe("must be at least 10");
    expect(first(z.number().max(5), 9)).toBe("must be at most 5");
    expect(first(z.number().positive(), 0)).toBe("must be more than 0");
    expect(first(z.string().max(3), "abcd")).toBe("must have at most 3 characters");
    expect(first(z.object({ a: z.string() }), {})).toBe("is required");
    expect(first(z.number(), "x")).toBe("must be a number");
    expect(first(z.email(), "nope")).toBe("must be an e-mail address");
    expect(first(z.enum(["a", "b"]), "c")).toBe("must be one of a, b");
    expect(first(z.object({}).strict(), { x: 1 })).toBe("has unknown fields: x");
    // A schema's own sentence, when it is one of ours, is kept.
    expect(
      first(
        z.string().refine(() => false, "must be a real date"),
        "x",
      ),
    ).toBe("must be a real date");
  });
});

const ORIGIN = "http://127.0.0.1:3998";
const PASSWORD = "operator-password-123";

describeEachDialect(
  "admin API answers in the operator's language",
  (getDb) => {
    let services: Services;
    let adminCookie: string;
    let playerId: string;

    function request(path: string, init: { body?: unknown; cookie?: string; lang?: string } = {}): Request {
      const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.9", "x-flap-secure": "0" });
      const cookies = [init.cookie, init.lang ? `lang=${init.lang}` : undefined].filter(Boolean).join("; ");
      if (cookies) headers.set("cookie", cookies);
      if (init.body !== undefined) headers.set("content-type", "application/json");
      return new Request(ORIGIN + path, {
        method: init.body === undefined ? "GET" : "POST",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    }

    /** As React Router runs an admin API: the layout's middleware chain, then the route. */
    async function call(handler: (args: never) => Promise<Response>, req: Request, params: Record<string, string> = {}): Promise<Response> {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      const args = { request: req, context, params } as never;
      const chain = [...(layoutRoute.middleware as unknown as Array<(a: never, next: () => Promise<Response>) => Promise<Response>>)];
      const run = (index: number): Promise<Response> =>
        index === chain.length ? handler(args) : chain[index]!(args, () => run(index + 1));
      try {
        return await run(0);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    }

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      await services.auth.bootstrap();
      const signIn = await services.auth.adminSignIn(request("/api/admin/session", { body: {} }), PASSWORD);
      adminCookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      playerId = (await guest()).id;
    });

    async function guest(): Promise<{ id: string; cookie: string }> {
      const answer = await services.auth.guestSession(request("/api/session/guest", { body: {} }));
      const { player } = (await answer.json()) as { player: { id: string } };
      const cookie = answer.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return { id: player.id, cookie };
    }

    it("refuses a coin change without a reason in German, and with the reason missing in Japanese", async () => {
      const german = await call(
        playerRoute.action,
        request(`/api/admin/players/${playerId}`, {
          cookie: adminCookie,
          lang: "de",
          body: { action: "adjust_coins", delta: 5, reason: " " },
        }),
        { id: playerId },
      );
      expect(german.status).toBe(400);
      expect(await german.json()).toMatchObject({ error: "invalid_body", field: "reason", message: "reason: Bitte gib einen Grund an." });

      const japanese = await call(
        playerRoute.action,
        request(`/api/admin/players/${playerId}`, { cookie: adminCookie, lang: "ja", body: { action: "ban" } }),
        { id: playerId },
      );
      expect(await japanese.json()).toMatchObject({ field: "reason", message: "reason: は必須です" });
    });

    it("refuses a coin change below zero with the balance written the locale's way", async () => {
      const answer = await call(
        playerRoute.action,
        request(`/api/admin/players/${playerId}`, {
          cookie: adminCookie,
          lang: "fr",
          body: { action: "adjust_coins", delta: -999_999, reason: "test" },
        }),
        { id: playerId },
      );
      expect(answer.status).toBe(409);
      const body = (await answer.json()) as { error: string; message: string };
      expect(body.error).toBe("insufficient_coins");
      expect(body.message).toMatch(/^Le solde ne peut pas passer sous 0 : ce joueur a \d+ pièces\.$/);
    });

    it("names a bad Game Settings value and its range in Russian, and in English without a language", async () => {
      const { current } = (await (await call(settingsRoute.loader, request("/api/admin/settings", { cookie: adminCookie }))).json()) as {
        current: { settings: Record<string, unknown> };
      };
      const body = { action: "save", settings: { ...current.settings, pipeGap: 1 } };
      const russian = await call(settingsRoute.action, request("/api/admin/settings", { cookie: adminCookie, lang: "ru", body }));
      expect(russian.status).toBe(400);
      expect(await russian.json()).toMatchObject({
        field: "pipeGap",
        message: expect.stringMatching(/^pipeGap: должно быть не меньше \d+$/),
      });
      const english = await call(settingsRoute.action, request("/api/admin/settings", { cookie: adminCookie, body }));
      expect(((await english.json()) as { message: string }).message).toMatch(/^pipeGap: must be at least \d+$/);
    });

    it("translates a Store Settings field error inside `fields`", async () => {
      const answer = await call(
        catalogueRoute.action,
        request("/api/admin/catalogue", { cookie: adminCookie, lang: "it", body: { skins: [{ id: "no-such-skin", priceCoins: 5 }] } }),
      );
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { fields: Record<string, { code: string; message: string }> };
      const messages = Object.values(body.fields).map((field) => field.message);
      expect(messages).toContain("Questo articolo non esiste nel catalogo.");
    });

    it("refuses a guest in Chinese, before the route runs", async () => {
      const visitor = await guest();
      const answer = await call(playerRoute.loader, request(`/api/admin/players/${playerId}`, { cookie: visitor.cookie, lang: "zh" }), {
        id: playerId,
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: "forbidden", message: "此操作需要管理员账号。请通过“管理员入口”登录。" });
    });

    it("answers the sign-in door in the operator's language too", async () => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      const req = request("/api/admin/session", { lang: "es", body: { password: "" } });
      const args = { request: req, context, params: {} } as never;
      const middleware = sessionRoute.middleware[0] as unknown as (a: never, next: () => Promise<Response>) => Promise<Response>;
      const answer = await middleware(args, () => sessionRoute.action(args) as Promise<Response>);
      expect(await answer.json()).toMatchObject({ error: "invalid_body", message: "Falta la contraseña." });
    });
  },
  { seed: true },
);

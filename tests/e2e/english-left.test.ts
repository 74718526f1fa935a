// English left behind: every public page as the production server renders it, every mail and SMS a
// player gets, and the refusals /play and /store show, in each of the eight languages besides English.
// A visible text fails when
//   - it is an English dictionary text (site or admin; one with {placeholders} matches whatever fills
//     them) and not that key's text in the page's language, or
//   - the English page (mail, answer) says the very same at the same place and it is no text of the
//     page's language (words from the database or the code that never went through i18n).
// Visible means: text nodes, <title>, meta description and social titles, aria-label, alt,
// placeholder and title attributes of the server-rendered HTML; a mail's subject, text and HTML.
// Over HTTP, no browser: the whole file stays well under a minute.
import { SEED_CATALOGUE_TRANSLATIONS } from "../../server/db/catalogue-seed-translations.ts";
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTranslations } from "../../shared/i18n/admin/dictionaries.server.ts";
import { siteTranslations } from "../../shared/i18n/dictionaries.server.ts";
import { localeNames, locales, type Locale } from "../../shared/i18n/locales.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { listOutbox } from "../../server/mail/mailer.ts";
import { placeNames } from "../../server/players/location.ts";
import { renderMail, renderSms, type MailKind } from "../../server/mail/templates.ts";
import {
  renderContactMail,
  renderNewsletterConfirmMail,
  renderOperatorInviteMail,
  renderReceiptMail,
} from "../../server/mail/site-templates.ts";
import { renderTemplate } from "../../server/campaigns/render.ts";
import { Client } from "./auth-client.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

// -- What may stay as it is, in every language ------------------------------------------------------

/** Brand names (and the words of the logo, which sets them apart). */
const BRAND_NAMES = ["Flap Master", "Flap", "Master", "Stripe"];

/** Player data: the seeded sample rows' names and this test's own players (added as they are made). */
const PLAYER_DATA = new Set<string>(["FlappyPro", "SkyDancer"]);

/** Each language's name in itself (the language menu), on every page. */
const LANGUAGE_NAMES = Object.values(localeNames);

const KEPT = new Set<string>([...BRAND_NAMES, ...LANGUAGE_NAMES]);

// -- The dictionaries ---------------------------------------------------------------------------------

type Texts = Record<string, string>;
const sections = [...Object.values(siteTranslations), ...Object.values(adminTranslations)] as unknown as Array<Record<Locale, Texts>>;
const textsIn = (locale: Locale): Texts => Object.assign({}, ...sections.map((section) => section[locale]));
const dictionary = Object.fromEntries(locales.map((locale) => [locale, textsIn(locale)])) as Record<Locale, Texts>;
const english = dictionary.en;

const normal = (text: string) => text.replace(/\s+/g, " ").trim();
/** Markup of the legal texts (**bold**, [link](/path)) as it reads on the page. */
const asShown = (text: string) => normal(text.replace(/\*\*/g, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"));

/** A text with {placeholders} as a pattern (null: no placeholder, or nothing but placeholders and signs). */
function patternOf(text: string): RegExp | null {
  const shown = asShown(text);
  if (!/\{\w+\}/.test(shown) || !/\p{L}{2}/u.test(shown.replace(/\{\w+\}/g, ""))) return null;
  const source = shown
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("(.+?)");
  return new RegExp(`^${source}$`, "su");
}

/** English texts by what they read: keys of each exact text, and the patterns of texts with placeholders. */
const englishKeys = new Map<string, string[]>();
const englishPatterns: Array<{ key: string; pattern: RegExp }> = [];
for (const [key, text] of Object.entries(english)) {
  const shown = asShown(text);
  englishKeys.set(shown, [...(englishKeys.get(shown) ?? []), key]);
  const pattern = patternOf(text);
  if (pattern) englishPatterns.push({ key, pattern });
}

/** Whether `text` is `key`'s text in `locale` (filled placeholders included). */
function isTextOf(locale: Locale, key: string, text: string): boolean {
  const own = dictionary[locale][key];
  if (own === undefined) return false;
  return asShown(own) === text || (patternOf(own)?.test(text) ?? false);
}

/**
 * The seeded catalogue's texts in a language (stored in the database, not the dictionaries): a name
 * spelled as in English ("Popular" in Spanish) is that language's own word there.
 */
function catalogueTextsOf(locale: Locale): string[] {
  if (locale === "en") return [];
  const texts = SEED_CATALOGUE_TRANSLATIONS[locale];
  return [...Object.values(texts.skins), ...Object.values(texts.powerUps), ...Object.values(texts.coinPacks)].flatMap((item) =>
    Object.values(item as Record<string, string>),
  );
}

/** Every text of a language, as shown, and its patterns: a text of the page's language is no leftover. */
const localeTexts = new Map<Locale, { values: string[]; patterns: RegExp[] }>();
function isAnyTextOf(locale: Locale, text: string): boolean {
  let known = localeTexts.get(locale);
  if (!known) {
    const values = [...Object.values(dictionary[locale]), ...catalogueTextsOf(locale)].map(asShown);
    localeTexts.set(locale, (known = { values, patterns: values.map(patternOf).filter((p): p is RegExp => p !== null) }));
  }
  // Part of a text (a bold part of a legal paragraph, a line of a mail) counts as that text.
  return known.values.some((value) => value.includes(text)) || known.patterns.some((pattern) => pattern.test(text));
}

/** A place the page's language spells as English does ("Canada" in French). */
const isPlaceIn = (locale: Locale, text: string) => placeNames([text], locale)[text] === text;

const kept = (text: string) =>
  KEPT.has(text) || PLAYER_DATA.has(text) || !/\p{L}{2}/u.test(text) || /^(https?:\/\/|mailto:)\S+$/.test(text) || /^\S+@\S+$/.test(text);

/**
 * Why `text`, shown in `locale`, is English left behind, or null. `englishTwin`: the English version
 * of the same page (mail, answer) shows the very same text.
 */
function englishLeft(locale: Locale, text: string, englishTwin: boolean): string | null {
  if (kept(text) || isPlaceIn(locale, text)) return null;
  const keys = englishKeys.get(text);
  if (keys && !keys.some((key) => isTextOf(locale, key, text))) return `the English text of ${keys.join(", ")}`;
  const matched = englishPatterns.filter(({ pattern }) => pattern.test(text));
  // A text of the page's language whose placeholder holds English words ("Score Multiplier für 400
  // Münzen kaufen": a catalogue name) matches English patterns too; it is the page language's text.
  if (!keys && matched.length > 0 && !matched.some(({ key }) => isTextOf(locale, key, text)) && !isAnyTextOf(locale, text))
    return `the English text of ${matched.map(({ key }) => key).join(", ")}`;
  if (englishTwin && !keys && matched.length === 0 && !isAnyTextOf(locale, text))
    return "also on the English version, and no text of this language";
  return null;
}

// -- What a reader sees -------------------------------------------------------------------------------

const SHOWN_ATTRIBUTES = ["aria-label", "alt", "placeholder", "title"];
const SHOWN_META = new Set(["description", "og:title", "og:description", "twitter:title", "twitter:description"]);

/** The visible texts of an HTML document or fragment. */
function visibleTexts(html: string): string[] {
  const texts: string[] = [];
  const add = (text: string | undefined) => {
    const clean = normal(text ?? "");
    if (clean) texts.push(clean);
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) return add(node.text);
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    if (element.tagName === "SCRIPT" || element.tagName === "STYLE") return;
    for (const name of SHOWN_ATTRIBUTES) add(element.getAttribute(name));
    if (element.tagName === "META" && SHOWN_META.has(element.getAttribute("name") ?? element.getAttribute("property") ?? "")) {
      add(element.getAttribute("content"));
    }
    for (const child of element.childNodes) walk(child);
  };
  walk(parse(html.replace(/<!doctype[^>]*>/i, ""), { comment: false }));
  return texts;
}

/** A mail's texts: the subject, each line of the text part (links and codes as they are), the HTML's. */
function mailTexts(mail: { subject: string; text: string; html?: string | null }): string[] {
  return [normal(mail.subject), ...mail.text.split("\n").map(normal).filter(Boolean), ...(mail.html ? visibleTexts(mail.html) : [])];
}

/** Leftovers of one document in `locale`: each text checked against the dictionaries and its English twin. */
function leftovers(where: string, locale: Locale, texts: string[], englishTexts: Iterable<string>): string[] {
  const twins = new Set(englishTexts);
  const found = new Set<string>();
  for (const text of texts) {
    const why = englishLeft(locale, text, twins.has(text));
    if (why) found.add(`${locale} ${where}: "${text}" (${why})`);
  }
  return [...found];
}

// -- The test -----------------------------------------------------------------------------------------

const translated = locales.filter((locale) => locale !== "en");
/** Each language's requests come from an address of their own: the per-address limits count them apart. */
const addressOf = (locale: Locale) => ({ "x-forwarded-for": `10.42.${locales.indexOf(locale)}.9` });

describe("English left behind", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  const found: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true" } });
    db = openDatabase(database.url, { poolMax: 1 });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
    await database?.drop();
  });

  /** The newest outbox message to `to` (mails go out in the background). */
  async function outboxFor(to: string, channel: "email" | "sms" = "email") {
    for (let i = 0; i < 200; i++) {
      const [message] = await listOutbox(db, { recipient: to, channel });
      if (message) return message;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`nothing in the outbox for ${to}`);
  }

  /** The newest outbox message to `to` that `wanted` accepts (a later mail than one already there). */
  async function outboxWhere(to: string, wanted: (message: { subject: string }) => boolean) {
    for (let i = 0; i < 400; i++) {
      const found = (await listOutbox(db, { recipient: to, channel: "email" })).find(wanted);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no such mail in the outbox for ${to}`);
  }

  /** A signed-up player with a confirmed e-mail, whose requests ask for `locale`. */
  async function playerIn(locale: Locale): Promise<Client> {
    const client = new Client(server.url);
    const email = `player-${locale}@example.com`;
    const signUp = await client.send("/api/auth/sign-up/email", {
      json: { email, password: "player-password-1", name: `Ana ${locale}` },
      headers: addressOf(locale),
    });
    expect(signUp.status).toBe(200);
    const link = /https?:\/\/\S+/.exec((await outboxFor(email)).text)![0];
    client.cookies.set("lang", locale);
    await client.follow(link);
    PLAYER_DATA.add(email).add(`Ana ${locale}`).add(`player-${locale}`);
    return client;
  }

  /** Every visitor's view of a language: pages, the mails and SMS its forms send, the refusals its APIs answer. */
  async function collect(locale: Locale): Promise<Map<string, string[]>> {
    const shown = new Map<string, string[]>();
    const headers = addressOf(locale);
    const page = async (client: Client, where: string, path: string, init: { form?: Record<string, string> } = {}) => {
      const url = `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
      const response = await client.send(url, { headers, ...init });
      expect(response.status, `${locale} ${where}`).toBeLessThan(500);
      shown.set(`page ${where}`, visibleTexts(await response.text()));
    };
    const refusal = async (client: Client, where: string, path: string, init: { json?: unknown; method?: string; body?: string }) => {
      const response = init.body
        ? await fetch(server.url + path, {
            method: "POST",
            headers: { ...headers, origin: server.url, cookie: `lang=${locale}`, "content-type": "application/json" },
            body: init.body,
          })
        : await client.send(path, { headers, json: init.json, method: init.method });
      expect(response.status, `${locale} ${where}`).toBeGreaterThanOrEqual(400);
      const body = (await response.json()) as { message?: string };
      shown.set(`answer ${where}`, [normal(body.message ?? "")]);
    };
    const mail = async (where: string, to: string, channel: "email" | "sms" = "email") => {
      const message = await outboxFor(to, channel);
      shown.set(`${channel === "sms" ? "sms" : "mail"} ${where}`, channel === "sms" ? [normal(message.text)] : mailTexts(message));
    };

    // Visitors without a session: every public page, each /login step and what its forms answer.
    const visitor = new Client(server.url);
    for (const path of ["/", "/play", "/store", "/store?tab=coins", "/store?tab=powerups", "/leaderboard", "/leaderboard?board=alltime"])
      await page(visitor, path, path);
    for (const view of ["sign_in", "sign_up", "forgotten_password", "magic_link", "update_password", "verify_otp"])
      await page(visitor, `/login?view=${view}`, `/login?view=${view}`);
    await page(visitor, "/login?error=INVALID_TOKEN", "/login?error=INVALID_TOKEN");
    for (const path of [
      "/terms",
      "/privacy",
      "/contact",
      "/success",
      "/success?session_id=cs_unknown",
      "/no-such-page",
      "/replay/00000000-0000-4000-8000-000000000000",
    ])
      await page(visitor, path, path);
    await page(visitor, "/newsletter/confirm (a bad link)", "/newsletter/confirm?token=not-a-token");
    await page(visitor, "/unsubscribe (a bad link)", "/unsubscribe?token=not-a-token");

    // The /login forms: each answer, and the mail or SMS it sends.
    const address = (what: string) => `${what}-${locale}@example.com`;
    await page(visitor, "/login sign_up", "/login?view=sign_up", {
      form: { intent: "sign_up", identifier: address("signup"), password: "correct horse 1" },
    });
    await mail("sign-up confirmation", address("signup"));
    await page(visitor, "/login sign_in (no password)", "/login", { form: { intent: "sign_in", identifier: address("signup") } });
    await page(visitor, "/login forgotten_password", "/login?view=forgotten_password", {
      form: { intent: "forgotten_password", email: address("signup") },
    });
    const reset = async () => {
      for (let i = 0; i < 200; i++) {
        const all = await listOutbox(db, { recipient: address("signup") });
        if (all.length > 1) return all[0]!;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("no reset mail");
    };
    shown.set("mail password reset", mailTexts(await reset()));
    /** The newest mail to `to` once it has more than `count`. */
    const newestAfter = async (to: string, count: number) => {
      for (let i = 0; i < 200; i++) {
        const all = await listOutbox(db, { recipient: to });
        if (all.length > count) return all[0]!;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no new mail to ${to}`);
    };
    // A second sign-up of the same address: the page says "Check your e-mail", the owner gets told.
    await page(visitor, "/login sign_up (address taken)", "/login?view=sign_up", {
      form: { intent: "sign_up", identifier: address("signup"), password: "correct horse 2" },
    });
    shown.set("mail account exists", mailTexts(await newestAfter(address("signup"), 2)));
    await page(visitor, "/login magic_link", "/login?view=magic_link", { form: { intent: "magic_link", email: address("link") } });
    await mail("magic link", address("link"));
    await page(visitor, "/login send_code", "/login?view=verify_otp", { form: { intent: "send_code", identifier: address("code") } });
    await mail("sign-in code", address("code"));
    const phone = `+1555010${String(locales.indexOf(locale)).padStart(4, "0")}`;
    await page(visitor, "/login send_code (phone)", "/login?view=verify_otp", { form: { intent: "send_code", identifier: phone } });
    await mail("sign-in code", phone, "sms");
    await page(visitor, "/login verify_code (wrong code)", "/login?view=verify_otp", {
      form: { intent: "verify_code", identifier: address("code"), code: "000000" },
    });

    // The newsletter: its confirmation mail, the pages its links open.
    const subscribe = await visitor.send("/api/newsletter", { headers, json: { email: address("news"), consent: true, locale } });
    expect(subscribe.status, `${locale} newsletter`).toBeLessThan(300);
    const confirmation = await outboxFor(address("news"));
    shown.set("mail newsletter confirmation", mailTexts(confirmation));
    const [confirmLink, unsubscribeLink] = ["/newsletter/confirm", "/unsubscribe"].map(
      (path) => new URL(confirmation.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))![0]),
    );
    await page(visitor, "/newsletter/confirm", confirmLink!.pathname + confirmLink!.search);
    await page(visitor, "/unsubscribe", unsubscribeLink!.pathname + unsubscribeLink!.search);

    // Refusals a visitor without a session meets.
    const stranger = new Client(server.url);
    stranger.cookies.set("lang", locale);
    await refusal(stranger, "GET /api/me", "/api/me", {});
    await refusal(stranger, "GET /api/runs/:id/replay (unknown run)", "/api/runs/00000000-0000-4000-8000-000000000000/replay", {});
    await refusal(stranger, "GET /api/account/export", "/api/account/export", {});
    await refusal(stranger, "POST /api/checkout", "/api/checkout", { json: { packId: "starter" } });
    await refusal(stranger, "POST /api/store/purchase (unknown item)", "/api/store/purchase", {
      json: { itemId: "no-such-item", idempotencyKey: `unknown-${locale}-1` },
    });
    await refusal(stranger, "POST /api/contact (too large)", "/api/contact", { body: JSON.stringify({ message: "x".repeat(2_100_000) }) });

    // A guest (the first run makes one): /play's refusals and the store's.
    const guest = new Client(server.url);
    guest.cookies.set("lang", locale);
    const started = await guest.send("/api/runs", { method: "POST", headers });
    expect(started.status, `${locale} run start`).toBe(201);
    const run = (await started.json()) as { runId: string };
    await page(guest, "/play (guest)", "/play");
    await page(guest, "/store (guest)", "/store");
    await refusal(guest, "POST /api/runs/:id/powerups (none left)", `/api/runs/${run.runId}/powerups`, {
      json: { tick: 1, type: "shield" },
    });
    await refusal(guest, "POST /api/runs/:id/finish (a forged run)", `/api/runs/${run.runId}/finish`, {
      json: { inputs: [[1, 1]], claimedScore: 7 },
    });
    await refusal(guest, "POST /api/runs/:id/finish (used)", `/api/runs/${run.runId}/finish`, {
      json: { inputs: [[1, 1]], claimedScore: 0 },
    });
    await refusal(guest, "POST /api/runs/:id/finish (unknown)", "/api/runs/no-such-run/finish", { json: { inputs: [], claimedScore: 0 } });
    await refusal(guest, "POST /api/me/name (empty)", "/api/me/name", { json: { name: " " } });
    await refusal(guest, "POST /api/me/name (too long)", "/api/me/name", { json: { name: "n".repeat(40) } });
    await refusal(guest, "POST /api/store/purchase (too few coins)", "/api/store/purchase", {
      json: { itemId: "skin-golden-phoenix", idempotencyKey: `broke-${locale}-1` },
    });
    await refusal(guest, "POST /api/store/active-skin (locked)", "/api/store/active-skin", { json: { skinId: "golden-phoenix" } });
    await refusal(guest, "POST /api/checkout (guest)", "/api/checkout", { json: { packId: "starter" } });

    // A signed-in player: /account, a coin pack's sandbox checkout and its /success page.
    const player = await playerIn(locale);
    // The welcome mail its confirmation queued: the seeded template in the player's language (its
    // subject names the player; the confirmation's does not).
    const welcome = await outboxWhere(`player-${locale}@example.com`, (message) => message.subject.includes(`Ana ${locale}`));
    // The operator's words, not dictionary texts: compared with the English player's welcome, the name made alike.
    shown.set(
      "mail welcome",
      mailTexts(welcome).map((text) => text.replaceAll(`Ana ${locale}`, "Ana")),
    );
    await page(player, "/account", "/account");
    await page(player, "/play (player)", "/play");
    const checkout = await player.send("/api/checkout", { headers, json: { packId: "starter" } });
    expect(checkout.status, `${locale} checkout`).toBe(200);
    const { url, id } = (await checkout.json()) as { url: string; id: string };
    await page(player, "/checkout/sandbox/:id", new URL(url, server.url).pathname);
    await page(player, "/success (pending)", `/success?session_id=${encodeURIComponent(id)}`);
    // Paid on the sandbox's page: the receipt.
    const mailsBefore = (await listOutbox(db, { recipient: `player-${locale}@example.com` })).length;
    const paid = await player.send(new URL(url, server.url).pathname, { headers, form: { intent: "pay" } });
    expect(paid.status, `${locale} sandbox pay`).toBeLessThan(400);
    shown.set("mail receipt", mailTexts(await newestAfter(`player-${locale}@example.com`, mailsBefore)));
    // A change of password on /account: the notice to the address.
    const mailsBeforeChange = mailsBefore + 1;
    await page(player, "/account change_password", "/account", {
      form: { intent: "change_password", currentPassword: "player-password-1", newPassword: "player-password-2" },
    });
    shown.set("mail password changed", mailTexts(await newestAfter(`player-${locale}@example.com`, mailsBeforeChange)));
    await refusal(player, "POST /api/checkout (unknown pack)", "/api/checkout", { json: { packId: "no-such-pack" } });
    return shown;
  }

  it("in no page, mail, SMS or refusal of any language", { timeout: 120_000 }, async () => {
    const english = await collect("en");
    for (const locale of translated) {
      for (const [where, texts] of await collect(locale)) found.push(...leftovers(where, locale, texts, english.get(where) ?? []));
    }
    expect(found).toEqual([]);
  });

  it.each(translated)("in no mail or SMS template in %s (each kind, rendered here)", (locale) => {
    PLAYER_DATA.add("cs_test_1");
    const kinds: MailKind[] = [
      "verify_email",
      "reset_password",
      "magic_link",
      "otp_sign_in",
      "otp_email_verification",
      "otp_forget_password",
      "otp_change_email",
      "account_exists",
      "password_changed",
    ];
    const rendered = (loc: Locale) => ({
      ...Object.fromEntries(
        kinds.map((kind) => [
          kind,
          mailTexts(
            renderMail(
              kind,
              kind.startsWith("otp") ? { code: "123456", minutes: 10 } : { url: "https://flap.example/x", minutes: 60 },
              loc,
            ),
          ),
        ]),
      ),
      sms: [renderSms("123456", 10, loc)],
      newsletter: mailTexts(
        renderNewsletterConfirmMail(loc, {
          confirmUrl: "https://flap.example/c",
          unsubscribeUrl: "https://flap.example/u",
          skinName: "Ice Falcon",
        }),
      ),
      contact: mailTexts(renderContactMail(loc, { email: "sender@example.com", message: "🐦" })),
      operatorInvite: mailTexts(
        renderOperatorInviteMail(loc, {
          url: "https://flap.example/admin/join?token=x",
          inviter: "owner@example.com",
          role: "editor",
          hours: 72,
        }),
      ),
      // The checkout session id is data, the same in every language.
      receipt: mailTexts(
        renderReceiptMail(loc, {
          packName: "🐦",
          coins: 5500,
          amountCents: 499,
          currency: "usd",
          paidAt: Date.UTC(2026, 5, 1, 12, 30),
          reference: "cs_test_1",
          playUrl: "https://flap.example/play",
        }),
      ),
      // A campaign's body is the operator's own text; its frame (footer, unsubscribe) is ours.
      campaign: mailTexts(renderTemplate("🐦 {{name}}", "🐦", { name: "🐤", locale: loc, unsubscribeUrl: "https://flap.example/u" })),
      // A player without a chosen name (only the address's local part) is greeted in the mail's language.
      campaignGreeting: mailTexts(
        renderTemplate("🐦 {{name}}", "🐦 **{{name}}**", { name: "bird.fan", email: "bird.fan@example.com", locale: loc }),
      ),
    });
    const englishMails: Record<string, string[]> = rendered("en");
    const problems = Object.entries(rendered(locale)).flatMap(([kind, texts]) =>
      leftovers(`mail ${kind}`, locale, texts, englishMails[kind] ?? []),
    );
    expect(problems).toEqual([]);
  });

  it("tells English left behind from a translation", () => {
    // The English text of a key, shown on a German page: found; the German text of the key: not.
    expect(englishLeft("de", english["header.store"]!, false)).toContain("header.store");
    expect(englishLeft("de", dictionary.de["header.store"]!, true)).toBeNull();
    // Filled placeholders: "© 2026 Flap Master" is the same in every language, a German sentence with a number is German.
    expect(englishLeft("ja", "Too many attempts. Please wait 12 seconds and try again.", false)).toContain("api.refusal.tooManySeconds");
    expect(englishLeft("de", dictionary.de["api.refusal.tooManySeconds"]!.replace("{seconds}", "12"), true)).toBeNull();
    // A word of the same spelling in both languages where the page's language has it too ("Newsletter").
    expect(englishLeft("de", "Newsletter", true)).toBeNull();
    // Text from the database or the code, shown the same on the English page: found unless kept.
    expect(englishLeft("fr", "United States", true)).toContain("English version");
    expect(englishLeft("fr", "Golden Phoenix", true)).toContain("English version");
    // A catalogue name a language spells as English does, stored as that language's ("Popular" in Spanish).
    expect(englishLeft("es", "Popular", true)).toBeNull();
    expect(englishLeft("fr", "Canada", true)).toBeNull();
  });
});

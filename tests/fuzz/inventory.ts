// What the fuzz test calls: every JSON endpoint and every form action of app/routes.ts, each with the
// callers that reach its code, the ids its path takes, the query keys it reads and valid-ish bodies
// for the generators to break (tests/fuzz/generators.ts). Better Auth's endpoints under /api/auth/*
// are listed one by one. tests/fuzz/inventory.test.ts fails when a route (or an auth endpoint) is in
// neither list, so a new one must be added here or excluded with a reason.

/** Who sends a request: nobody signed in, a guest player, a confirmed account, the operator. */
export type Caller = "anon" | "guest" | "player" | "admin";

/**
 * Real ids the setup collects (tests/fuzz/context.ts) for path params and bodies: with them a case
 * reaches past the "not found" answer into the code that works on the record.
 */
export interface FuzzIds {
  /** Unfinished runs of the guest callers. */
  run: string[];
  /** Guest players (never the operator). */
  player: string[];
  /** Checkout sessions of the player caller. */
  checkout: string[];
  campaign: string[];
  segment: string[];
  template: string[];
  crawl: string[];
  /** Store item ids (`skin-<id>` and power-ups) and coin pack ids. */
  item: string[];
  skin: string[];
  powerUp: string[];
  pack: string[];
  /** The operator account's user id (Better Auth's admin endpoints). */
  adminUser: string;
  /** The current game settings (a valid `settings` object to break field by field). */
  settings: Record<string, unknown>;
  /** The editable catalogue and lifecycle settings as GET answers them. */
  catalogue: Record<string, unknown>;
  lifecycle: Record<string, unknown>;
}

export type IdPool = "run" | "player" | "checkout" | "campaign" | "segment" | "template" | "crawl" | "board" | "export" | "any";

export interface FuzzEndpoint {
  /** The route module as app/routes.ts names it. */
  file: string;
  /** The URL pattern (`:param`, a trailing `*` for splats). */
  path: string;
  /** api: JSON in and out; page: an HTML page (its 4xx need not be JSON); auth: Better Auth (JSON). */
  kind: "api" | "auth" | "page";
  /** The methods it answers; the generators also send the others. */
  methods: Array<"GET" | "POST">;
  callers: Caller[];
  /** Where each path param's real values come from (odd values are always generated too). */
  params?: Record<string, IdPool>;
  /** Query keys it reads, with a few meaningful values each. */
  query?: Record<string, string[]>;
  /** Valid-ish bodies; the generators drop, retype, enlarge and add fields. */
  bodies?: (ids: FuzzIds) => unknown[];
  /** The body is a form (a page action), not JSON. */
  form?: boolean;
  /** A stream that stays open (SSE): the runner reads the head, then hangs up. */
  stream?: boolean;
}

const someUuid = "0b6f1a52-3f7e-4c53-9a7e-6e3b9f1c2d4e";
const pick = <T>(list: readonly T[], fallback: T): T => list[0] ?? fallback;
const PAGE = ["1", "2", "0", "-1", "1e3", "999999999"];

/** Our resource routes (app/routes/api). */
const API: FuzzEndpoint[] = [
  { file: "routes/api/session.ts", path: "/api/session", kind: "api", methods: ["GET"], callers: ["anon", "guest", "player", "admin"] },
  {
    file: "routes/api/session.guest.ts",
    path: "/api/session/guest",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{}],
  },
  {
    file: "routes/api/session.sign-out.ts",
    path: "/api/session/sign-out",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{}],
  },
  {
    file: "routes/api/admin/session.ts",
    path: "/api/admin/session",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{ password: "not the operator password" }],
  },
  {
    file: "routes/api/admin/settings.ts",
    path: "/api/admin/settings",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin", "guest"],
    query: { limit: ["1", "20", "100", "0", "101", "x"] },
    bodies: (ids) => [
      { action: "save", settings: ids.settings, note: "fuzz", baseVersion: 1 },
      { action: "restore", version: 1 },
    ],
  },
  {
    file: "routes/api/admin/catalogue.ts",
    path: "/api/admin/catalogue",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: (ids) => [
      ids.catalogue,
      { coinPacks: [{ id: pick(ids.pack, "starter"), priceCents: 149 }] },
      { powerUps: [{ id: pick(ids.powerUp, "time-slow"), priceCoins: 100, durationSeconds: 10 }] },
      { skins: [{ id: pick(ids.skin, "ice-falcon"), priceCoins: 2000, rarity: "rare" }] },
    ],
  },
  {
    file: "routes/api/admin/players.ts",
    path: "/api/admin/players",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    query: {
      q: ["guest", "a%", "_"],
      type: ["all", "guest", "account"],
      sort: ["name", "score", "coins"],
      dir: ["asc", "desc"],
      page: PAGE,
      pageSize: ["1", "50", "1000"],
    },
  },
  {
    file: "routes/api/admin/players.$id.ts",
    path: "/api/admin/players/:id",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    params: { id: "player" },
    query: { runsPage: PAGE },
    bodies: () => [
      { action: "adjust_coins", delta: 100, reason: "fuzz", key: "fuzz-key-0001" },
      { action: "hide_name" },
      { action: "show_name" },
      { action: "ban", reason: "fuzz" },
      { action: "unban" },
      { action: "erase", reason: "fuzz" },
    ],
  },
  {
    file: "routes/api/admin/players.$id.export.ts",
    path: "/api/admin/players/:id/export",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    params: { id: "player" },
  },
  {
    file: "routes/api/admin/export.$kind.ts",
    path: "/api/admin/export/:kind",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    params: { kind: "export" },
    query: { q: ["a"], type: ["guest", "account"] },
  },
  {
    file: "routes/api/admin/leaderboard-entries.ts",
    path: "/api/admin/leaderboard-entries",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: {
      board: ["daily", "weekly", "alltime"],
      period: ["2026-01-01", "2026-W01", "all", "sample", "2026-13-45"],
      q: ["a"],
      page: PAGE,
    },
    bodies: () => [
      { action: "remove", id: someUuid, reason: "fuzz" },
      { action: "restore", removalId: someUuid },
    ],
  },
  {
    file: "routes/api/admin/run-reviews.ts",
    path: "/api/admin/run-reviews",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin", "guest"],
    query: { page: PAGE },
    bodies: (ids) => [
      { runId: pick(ids.run, someUuid), decision: "clear" },
      { runId: someUuid, decision: "reject" },
    ],
  },
  {
    file: "routes/api/admin/segments.ts",
    path: "/api/admin/segments",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: { view: ["list"], id: ["x"] },
    bodies: (ids) => [
      { action: "count", criteria: [{ type: "games_played", operator: "greater_than", value: 1 }] },
      {
        action: "create",
        name: "Fuzz segment",
        description: "made by the fuzz test",
        criteria: [{ type: "account_type", operator: "is", value: "guest" }],
      },
      {
        action: "update",
        id: pick(ids.segment, "x"),
        name: "Renamed",
        criteria: [{ type: "language", operator: "is_one_of", value: ["en"] }],
      },
      { action: "delete", id: someUuid },
    ],
  },
  {
    file: "routes/api/admin/segments.$id.members.ts",
    path: "/api/admin/segments/:id/members",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    params: { id: "segment" },
    query: { page: PAGE },
  },
  {
    file: "routes/api/admin/segments.$id.members-csv.ts",
    path: "/api/admin/segments/:id/members.csv",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    params: { id: "segment" },
  },
  {
    file: "routes/api/admin/subscribers.ts",
    path: "/api/admin/subscribers",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: { q: ["a", "100%"], status: ["pending", "confirmed", "unsubscribed", "blocked", "x"], page: PAGE },
    bodies: () => [
      { action: "unsubscribe", id: someUuid },
      { action: "block", email: "fuzz-blocked@example.com", reason: "fuzz" },
      { action: "unblock", email: "fuzz-blocked@example.com" },
    ],
  },
  {
    file: "routes/api/admin/subscribers.export.ts",
    path: "/api/admin/subscribers/export.csv",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    query: { q: ["a"], status: ["blocked", "x"] },
  },
  {
    // Takes the CSV file as a text/csv body: the fuzzer's JSON bodies are refused with 415.
    file: "routes/api/admin/subscribers.import.ts",
    path: "/api/admin/subscribers/import",
    kind: "api",
    methods: ["POST"],
    callers: ["admin"],
    bodies: () => [{ csv: "email,consent_source\nfuzz@example.com,fuzz" }],
  },
  {
    file: "routes/api/admin/templates.ts",
    path: "/api/admin/templates",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: (ids) => [
      { action: "create", name: "Fuzz", subject: "Hello {{name}}", body: "Hi {{name}}, {{unsubscribe_url}}" },
      { action: "update", id: pick(ids.template, "x"), name: "Fuzz", subject: "Hi", body: "Body {{coins}}" },
      { action: "delete", id: someUuid },
      { action: "preview", subject: "Hi {{name}}", body: "{{#if}} {{", playerId: pick(ids.player, "x") },
      { action: "test_send", to: "fuzz@example.com", subject: "Test", body: "Body" },
    ],
  },
  {
    file: "routes/api/admin/templates.$id.texts.ts",
    path: "/api/admin/templates/:id/texts",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    params: { id: "template" },
    bodies: () => [
      { locale: "de", text: { subject: "Hallo {{name}}", body: "Text" } },
      { locale: "it", text: null },
      { locale: "en", text: null },
      { locale: "xx", text: { subject: "a", body: "b" } },
    ],
  },
  {
    file: "routes/api/admin/campaigns.ts",
    path: "/api/admin/campaigns",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: { reach: [someUuid, ""] },
    bodies: (ids) => [
      {
        action: "send",
        name: "Fuzz",
        segmentId: someUuid,
        subject: "Hi",
        body: "Body",
        templateId: pick(ids.template, null as unknown as string),
      },
      {
        action: "send",
        segmentId: pick(ids.segment, someUuid),
        subject: "Later",
        body: "**Markdown**",
        scheduledAt: Date.now() + 3_600_000,
      },
    ],
  },
  {
    file: "routes/api/admin/campaigns.$id.ts",
    path: "/api/admin/campaigns/:id",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    params: { id: "campaign" },
    query: { status: ["queued", "sent", "failed", "skipped"], page: PAGE },
    bodies: (ids) => [
      { action: "pause" },
      { action: "resume" },
      { action: "cancel" },
      { action: "retry_failed" },
      { action: "edit", segmentId: pick(ids.segment, someUuid), subject: "Hi", body: "B", scheduledAt: Date.now() + 3_600_000 },
    ],
  },
  {
    file: "routes/api/admin/lifecycle.ts",
    path: "/api/admin/lifecycle",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: (ids) => [ids.lifecycle],
  },
  {
    file: "routes/api/admin/team.ts",
    path: "/api/admin/team",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: () => [
      { action: "invite", email: "fuzz-operator@example.com", role: "viewer" },
      { action: "revoke", id: "no-such-invitation" },
      { action: "set_role", userId: "no-such-operator", role: "editor" },
      { action: "remove", userId: "no-such-operator" },
    ],
  },
  {
    file: "routes/api/admin/run-rules.ts",
    path: "/api/admin/run-rules",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: () => [
      { dailyRunCoins: 20_000, maxRunSeconds: 900 },
      { dailyRunCoins: 10, maxRunSeconds: 1500 },
    ],
  },
  {
    file: "routes/api/admin/daily-course.ts",
    path: "/api/admin/daily-course",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: () => [{ action: "pin", day: "2020-01-01" }, { action: "pin", day: "not a day" }, { action: "unpin" }, { action: "skip" }],
  },
  {
    file: "routes/api/admin/seo.ts",
    path: "/api/admin/seo",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    bodies: () => [{ route: "/play", locale: "en", title: "Play", description: "Flap", keywords: "bird, game", ogImage: "/og.png" }],
  },
  {
    file: "routes/api/admin/analytics.ts",
    path: "/api/admin/analytics",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: { range: ["today", "week", "month", "all"], segment: ["x"], view: ["settings"] },
    bodies: () => [{ retentionDays: 90 }],
  },
  {
    file: "routes/api/admin/analytics.csv.ts",
    path: "/api/admin/analytics.csv",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    query: { range: ["today", "week", "month", "all"], segment: ["x"] },
  },
  {
    file: "routes/api/admin/crawls.ts",
    path: "/api/admin/crawls",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: { limit: ["1", "20", "100", "0", "x"] },
    // A cancel of a random crawl; a start is generated by retyping `action` (and cancelled after).
    bodies: () => [
      { action: "cancel", id: someUuid },
      { action: "start", startPaths: ["/nowhere-fuzz"] },
    ],
  },
  {
    file: "routes/api/admin/crawls.$id.ts",
    path: "/api/admin/crawls/:id",
    kind: "api",
    methods: ["GET"],
    callers: ["admin"],
    params: { id: "crawl" },
    query: { pages: ["0", "1"], previous: [someUuid] },
  },
  {
    file: "routes/api/admin/inbox.ts",
    path: "/api/admin/inbox",
    kind: "api",
    methods: ["GET", "POST"],
    callers: ["admin"],
    query: {
      view: ["messages", "outbox", "audit"],
      status: ["new", "read", "archived"],
      channel: ["email", "sms"],
      q: ["a"],
      page: PAGE,
      action: ["admin.sign_in"],
      actor: ["a"],
      target: ["t"],
      from: ["2026-01-01", "2026-02-31"],
      to: ["2026-12-31"],
    },
    bodies: () => [{ action: "set_status", id: someUuid, status: "read" }],
  },
  {
    file: "routes/api/account.export.ts",
    path: "/api/account/export",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "guest", "player"],
  },
  {
    file: "routes/api/runs.ts",
    path: "/api/runs",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest", "player"],
    bodies: (ids) => [{}, { challengeId: pick(ids.run, "x") }],
  },
  {
    file: "routes/api/runs.$id.powerups.ts",
    path: "/api/runs/:id/powerups",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    params: { id: "run" },
    bodies: (ids) => [{ tick: 60, type: pick(ids.powerUp, "time-slow") }],
  },
  {
    file: "routes/api/runs.$id.finish.ts",
    path: "/api/runs/:id/finish",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    params: { id: "run" },
    bodies: () => [
      {
        inputs: [
          [10, 1],
          [40, 1],
          [70, 1],
        ],
        claimedScore: 0,
        name: "Fuzz",
      },
      { log: "AAAA", claimedScore: 0, name: "Fuzz" },
    ],
  },
  {
    file: "routes/api/runs.$id.abandon.ts",
    path: "/api/runs/:id/abandon",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    params: { id: "run" },
    bodies: () => [{}],
  },
  {
    file: "routes/api/leaderboards.stream.ts",
    path: "/api/leaderboards/stream",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "guest"],
    query: { board: ["daily", "weekly", "alltime", "yearly"] },
    stream: true,
  },
  {
    file: "routes/api/leaderboards.$board.ts",
    path: "/api/leaderboards/:board",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "guest"],
    params: { board: "board" },
    query: { limit: ["1", "10", "100", "0", "1e9", "-5", "x"], around: ["0", "2", "25", "99", "x"] },
  },
  { file: "routes/api/me.ts", path: "/api/me", kind: "api", methods: ["GET"], callers: ["anon", "guest", "player"] },
  {
    file: "routes/api/me.name.ts",
    path: "/api/me/name",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest", "player"],
    bodies: () => [{ name: "Fuzzy" }],
  },
  {
    file: "routes/api/runs.$id.replay.ts",
    path: "/api/runs/:id/replay",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "guest"],
    params: { id: "run" },
  },
  {
    file: "routes/api/challenges.$id.ts",
    path: "/api/challenges/:id",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "guest"],
    params: { id: "run" },
  },
  { file: "routes/api/store.ts", path: "/api/store", kind: "api", methods: ["GET"], callers: ["anon", "guest", "player"] },
  {
    file: "routes/api/store.purchase.ts",
    path: "/api/store/purchase",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest", "player"],
    bodies: (ids) => [{ itemId: pick(ids.item, "time-slow"), idempotencyKey: "fuzz-purchase-0001", expectedPriceCoins: 100 }],
  },
  {
    file: "routes/api/store.active-skin.ts",
    path: "/api/store/active-skin",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: (ids) => [{ skinId: pick(ids.skin, "classic") }],
  },
  {
    file: "routes/api/checkout.ts",
    path: "/api/checkout",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest", "player"],
    bodies: (ids) => [{ packId: pick(ids.pack, "starter") }],
  },
  {
    file: "routes/api/checkout.$sessionId.ts",
    path: "/api/checkout/:sessionId",
    kind: "api",
    methods: ["GET"],
    callers: ["anon", "player"],
    params: { sessionId: "checkout" },
  },
  {
    file: "routes/api/stripe.webhook.ts",
    path: "/api/stripe/webhook",
    kind: "api",
    methods: ["POST"],
    callers: ["anon"],
    // Stripe's events about our checkouts (the runner signs some of them when Stripe is configured).
    bodies: (ids) => {
      const session = {
        id: pick(ids.checkout, "cs_fuzz"),
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: 499,
        currency: "usd",
        client_reference_id: pick(ids.player, "x"),
        metadata: { packId: pick(ids.pack, "starter") },
      };
      const event = (type: string, object: Record<string, unknown>) => ({
        id: `evt_fuzz_${type}`,
        object: "event",
        api_version: "2026-10-28.endive",
        created: 1_795_000_000,
        type,
        livemode: false,
        data: { object },
      });
      return [
        event("checkout.session.completed", session),
        event("checkout.session.async_payment_succeeded", session),
        event("checkout.session.expired", { ...session, status: "expired", payment_status: "unpaid" }),
        event("charge.refunded", {
          id: "ch_fuzz",
          object: "charge",
          payment_intent: "pi_fuzz",
          amount: 499,
          amount_refunded: 499,
          refunded: true,
        }),
        event("charge.dispute.created", { id: "dp_fuzz", object: "dispute", charge: "ch_fuzz", payment_intent: "pi_fuzz", amount: 499 }),
      ];
    },
  },
  {
    file: "routes/api/newsletter.ts",
    path: "/api/newsletter",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{ email: "fuzz@example.com", consent: true, locale: "en" }],
  },
  {
    file: "routes/api/contact.ts",
    path: "/api/contact",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{ email: "fuzz@example.com", message: "Hello from the fuzz test, a message long enough.", website: "", locale: "en" }],
  },
  {
    file: "routes/api/events.pageview.ts",
    path: "/api/events/pageview",
    kind: "api",
    methods: ["POST"],
    callers: ["anon", "guest"],
    bodies: () => [{ path: "/play", referrer: "https://search.example/?q=flap" }],
  },
  { file: "routes/api/not-found.ts", path: "/api/*", kind: "api", methods: ["GET", "POST"], callers: ["anon"], params: { "*": "any" } },
];

/** Form fields of the page actions. */
const LOGIN_FORM = { intent: "sign_in", identifier: "fuzz@example.com", password: "fuzz-password-1", redirectTo: "/play" };

/** The site's pages: GET with odd queries; POST to their action (or a 405 where they have none). */
const PAGES: FuzzEndpoint[] = [
  { file: "routes/home.tsx", path: "/", kind: "page", methods: ["GET"], callers: ["anon"], query: { lang: ["en", "de", "xx"] } },
  { file: "routes/play.tsx", path: "/play", kind: "page", methods: ["GET"], callers: ["anon", "guest"], query: { challenge: ["x"] } },
  { file: "routes/store.tsx", path: "/store", kind: "page", methods: ["GET"], callers: ["anon", "guest"] },
  {
    file: "routes/replay.tsx",
    path: "/replay/:runId",
    kind: "page",
    methods: ["GET"],
    callers: ["anon", "guest"],
    params: { runId: "run" },
  },
  {
    file: "routes/leaderboard.tsx",
    path: "/leaderboard",
    kind: "page",
    methods: ["GET"],
    callers: ["anon"],
    query: { board: ["daily", "weekly", "alltime", "x"] },
  },
  {
    file: "routes/login.tsx",
    path: "/login",
    kind: "page",
    methods: ["GET", "POST"],
    callers: ["anon", "guest"],
    form: true,
    query: {
      view: ["sign_in", "sign_up", "verify_otp", "update_password"],
      redirectTo: ["/play", "//evil.example", "https://evil.example"],
      verified: ["1"],
      error: ["INVALID_TOKEN"],
      token: ["x"],
    },
    bodies: () => [
      LOGIN_FORM,
      { ...LOGIN_FORM, intent: "sign_up", identifier: "+15555550100" },
      { intent: "forgotten_password", email: "fuzz@example.com" },
      { intent: "magic_link", email: "fuzz@example.com" },
      { intent: "send_code", identifier: "fuzz@example.com" },
      { intent: "verify_code", identifier: "fuzz@example.com", code: "123456", purpose: "sign_in" },
      { intent: "update_password", token: "x", newPassword: "fuzz-password-2" },
    ],
  },
  {
    file: "routes/account.tsx",
    path: "/account",
    kind: "page",
    methods: ["GET", "POST"],
    callers: ["anon", "guest", "player"],
    form: true,
    bodies: () => [
      { intent: "change_name", name: "Fuzzy" },
      { intent: "change_password", currentPassword: "wrong-password", newPassword: "fuzz-password-2" },
      { intent: "set_password", newPassword: "fuzz-password-2" },
      { intent: "delete_account", confirm: "no" },
    ],
  },
  {
    file: "routes/success.tsx",
    path: "/success",
    kind: "page",
    methods: ["GET"],
    callers: ["anon", "player"],
    query: { session_id: ["x", "cs_test"] },
  },
  {
    file: "routes/checkout.sandbox.tsx",
    path: "/checkout/sandbox/:sessionId",
    kind: "page",
    methods: ["GET", "POST"],
    callers: ["anon", "player"],
    params: { sessionId: "checkout" },
    form: true,
    bodies: () => [{ intent: "cancel" }, { intent: "pay" }],
  },
  { file: "routes/terms.tsx", path: "/terms", kind: "page", methods: ["GET"], callers: ["anon"] },
  { file: "routes/privacy.tsx", path: "/privacy", kind: "page", methods: ["GET"], callers: ["anon"] },
  { file: "routes/contact.tsx", path: "/contact", kind: "page", methods: ["GET"], callers: ["anon"] },
  {
    file: "routes/newsletter.confirm.tsx",
    path: "/newsletter/confirm",
    kind: "page",
    methods: ["GET"],
    callers: ["anon"],
    query: { token: ["x", ""] },
  },
  {
    file: "routes/unsubscribe.tsx",
    path: "/unsubscribe",
    kind: "page",
    methods: ["GET", "POST"],
    callers: ["anon"],
    form: true,
    query: { token: ["x", ""] },
    bodies: () => [{ "List-Unsubscribe": "One-Click" }],
  },
  { file: "routes/admin/index.tsx", path: "/admin", kind: "page", methods: ["GET"], callers: ["anon", "admin"] },
  { file: "routes/admin/settings.tsx", path: "/admin/settings", kind: "page", methods: ["GET"], callers: ["admin"] },
  { file: "routes/admin/team.tsx", path: "/admin/team", kind: "page", methods: ["GET"], callers: ["admin"] },
  {
    file: "routes/admin/join.tsx",
    path: "/admin/join",
    kind: "page",
    methods: ["GET", "POST"],
    callers: ["anon"],
    form: true,
    query: { token: ["x", "a".repeat(43)] },
    bodies: () => [{ token: "a".repeat(43), password: "a long operator password", confirm: "a long operator password" }],
  },
  { file: "routes/admin/store.tsx", path: "/admin/store", kind: "page", methods: ["GET"], callers: ["admin"] },
  {
    file: "routes/admin/players.tsx",
    path: "/admin/players",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { q: ["a"], type: ["guest", "x"], sort: ["name", "x"], dir: ["asc", "x"], page: PAGE, pageSize: ["1", "x"] },
  },
  {
    file: "routes/admin/players.$id.tsx",
    path: "/admin/players/:id",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    params: { id: "player" },
    query: { runsPage: PAGE },
  },
  { file: "routes/admin/segments.tsx", path: "/admin/segments", kind: "page", methods: ["GET"], callers: ["admin"] },
  {
    file: "routes/admin/subscribers.tsx",
    path: "/admin/subscribers",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { status: ["blocked", "x"], q: ["a"], page: PAGE },
  },
  { file: "routes/admin/email.tsx", path: "/admin/email", kind: "page", methods: ["GET"], callers: ["admin"] },
  {
    file: "routes/admin/analytics.tsx",
    path: "/admin/analytics",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { range: ["week", "x"], segment: ["x"] },
  },
  {
    file: "routes/admin/seo.tsx",
    path: "/admin/seo",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { route: ["/play", "x"], locale: ["en", "x"], field: ["title", "x"] },
  },
  {
    file: "routes/admin/inbox.tsx",
    path: "/admin/inbox",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { status: ["new", "x"], q: ["a"], page: PAGE },
  },
  {
    file: "routes/admin/outbox.tsx",
    path: "/admin/outbox",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { channel: ["email", "x"], q: ["a"], page: PAGE },
  },
  {
    file: "routes/admin/audit.tsx",
    path: "/admin/audit",
    kind: "page",
    methods: ["GET"],
    callers: ["admin"],
    query: { action: ["a"], from: ["2026-01-01", "x"], to: ["2026-02-30"], page: PAGE },
  },
  { file: "routes/not-found.tsx", path: "/*", kind: "page", methods: ["GET"], callers: ["anon"], params: { "*": "any" } },
  { file: "routes/sitemap[.]xml.ts", path: "/sitemap.xml", kind: "page", methods: ["GET"], callers: ["anon"] },
  { file: "routes/robots[.]txt.ts", path: "/robots.txt", kind: "page", methods: ["GET"], callers: ["anon"] },
  {
    file: "routes/replay.og[.]png.ts",
    path: "/replay/:runId/og.png",
    kind: "api",
    methods: ["GET"],
    callers: ["anon"],
    params: { runId: "run" },
  },
];

const email = "fuzz-auth@example.com";
const password = "fuzz-password-1";
/** Bodies for Better Auth's endpoints that take one (the others get generated objects). */
const AUTH_BODIES: Record<string, (ids: FuzzIds) => unknown[]> = {
  "/sign-in/social": () => [{ provider: "github", callbackURL: "/play" }],
  "/sign-up/email": () => [{ email, password, name: "Fuzz" }],
  "/sign-in/email": () => [{ email, password, rememberMe: true, callbackURL: "/play" }],
  "/reset-password": () => [{ newPassword: password, token: "x" }],
  "/verify-password": () => [{ password }],
  "/send-verification-email": () => [{ email, callbackURL: "/" }],
  "/change-email": () => [{ newEmail: email }],
  "/change-password": () => [{ currentPassword: password, newPassword: "fuzz-password-2", revokeOtherSessions: false }],
  "/update-session": () => [{}],
  "/update-user": () => [{ name: "Fuzz", image: "https://example.com/x.png" }],
  "/delete-user": () => [{ password }],
  "/request-password-reset": () => [{ email, redirectTo: "/login" }],
  "/revoke-session": () => [{ token: "x" }],
  "/link-social": () => [{ provider: "github" }],
  "/unlink-account": () => [{ providerId: "credential" }],
  "/refresh-token": () => [{ providerId: "github" }],
  "/get-access-token": () => [{ providerId: "github" }],
  "/admin/set-role": (ids) => [{ userId: pick(ids.player, "x"), role: "player" }],
  "/admin/create-user": () => [{ email: "fuzz-made@example.com", password, name: "Fuzz", role: "player" }],
  "/admin/update-user": (ids) => [{ userId: pick(ids.player, "x"), data: { name: "Fuzz" } }],
  "/admin/list-user-sessions": (ids) => [{ userId: pick(ids.player, "x") }],
  "/admin/unban-user": (ids) => [{ userId: pick(ids.player, "x") }],
  "/admin/ban-user": (ids) => [{ userId: pick(ids.player, "x"), banReason: "fuzz", banExpiresIn: 60 }],
  // The operator's own sessions are never the target: the fuzz run keeps its admin caller.
  "/admin/impersonate-user": () => [{ userId: someUuid }],
  "/admin/revoke-user-session": () => [{ sessionToken: "x" }],
  "/admin/revoke-user-sessions": () => [{ userId: someUuid }],
  "/admin/remove-user": () => [{ userId: someUuid }],
  "/admin/set-user-password": () => [{ userId: someUuid, newPassword: password }],
  "/admin/has-permission": () => [{ permissions: { user: ["list"] } }],
  "/sign-in/magic-link": () => [{ email, callbackURL: "/play" }],
  "/email-otp/send-verification-otp": () => [{ email, type: "sign-in" }],
  "/email-otp/check-verification-otp": () => [{ email, type: "sign-in", otp: "123456" }],
  "/email-otp/verify-email": () => [{ email, otp: "123456" }],
  "/sign-in/email-otp": () => [{ email, otp: "123456" }],
  "/email-otp/request-password-reset": () => [{ email }],
  "/forget-password/email-otp": () => [{ email }],
  "/email-otp/reset-password": () => [{ email, otp: "123456", password }],
  "/email-otp/request-email-change": () => [{ newEmail: email }],
  "/email-otp/change-email": () => [{ newEmail: email, otp: "123456" }],
  "/sign-in/phone-number": () => [{ phoneNumber: "+15555550100", password, rememberMe: true }],
  "/phone-number/send-otp": () => [{ phoneNumber: "+15555550100" }],
  "/phone-number/verify": () => [{ phoneNumber: "+15555550100", code: "123456" }],
  "/phone-number/request-password-reset": () => [{ phoneNumber: "+15555550100" }],
  "/phone-number/reset-password": () => [{ phoneNumber: "+15555550100", otp: "123456", newPassword: password }],
};

/** Query keys of Better Auth's GET endpoints. */
const AUTH_QUERIES: Record<string, Record<string, string[]>> = {
  "/verify-email": { token: ["x", "eyJhbGciOiJIUzI1NiJ9.e30.x"], callbackURL: ["/play", "https://evil.example"] },
  "/reset-password/:token": { callbackURL: ["/login", "//evil.example"] },
  "/magic-link/verify": { token: ["x"], callbackURL: ["/play", "https://evil.example"], errorCallbackURL: ["/login"] },
  "/admin/get-user": { id: ["x"] },
  "/admin/list-users": {
    searchValue: ["a"],
    searchField: ["email", "name", "x"],
    limit: ["10", "x", "-1"],
    offset: ["0", "x"],
    sortBy: ["name"],
    sortDirection: ["asc", "x"],
    filterField: ["role"],
    filterValue: ["admin"],
    filterOperator: ["eq", "x"],
  },
  "/callback/:id": { code: ["x"], state: ["x"], error: ["access_denied"] },
  "/get-session": { disableCookieCache: ["true", "x"] },
  "/error": { error: ["x"] },
};

/**
 * Better Auth's endpoints as the server mounts them (server/auth/auth.ts: core, anonymous, admin,
 * magic link, e-mail OTP, phone number): path and methods. inventory.test.ts compares this list with
 * the built instance, so an upgrade that adds an endpoint fails until it is listed here.
 */
export const AUTH_ENDPOINT_METHODS: Record<string, Array<"GET" | "POST">> = {
  "/sign-in/social": ["POST"],
  "/callback/:id": ["GET", "POST"],
  "/get-session": ["GET", "POST"],
  "/sign-out": ["POST"],
  "/sign-up/email": ["POST"],
  "/sign-in/email": ["POST"],
  "/reset-password": ["POST"],
  "/verify-password": ["POST"],
  "/verify-email": ["GET"],
  "/send-verification-email": ["POST"],
  "/change-email": ["POST"],
  "/change-password": ["POST"],
  "/update-session": ["POST"],
  "/update-user": ["POST"],
  "/delete-user": ["POST"],
  "/request-password-reset": ["POST"],
  "/reset-password/:token": ["GET"],
  "/list-sessions": ["GET"],
  "/revoke-session": ["POST"],
  "/revoke-sessions": ["POST"],
  "/revoke-other-sessions": ["POST"],
  "/link-social": ["POST"],
  "/list-accounts": ["GET"],
  "/delete-user/callback": ["GET"],
  "/unlink-account": ["POST"],
  "/refresh-token": ["POST"],
  "/get-access-token": ["POST"],
  "/account-info": ["GET"],
  "/sign-in/anonymous": ["POST"],
  "/delete-anonymous-user": ["POST"],
  "/admin/set-role": ["POST"],
  "/admin/get-user": ["GET"],
  "/admin/create-user": ["POST"],
  "/admin/update-user": ["POST"],
  "/admin/list-users": ["GET"],
  "/admin/list-user-sessions": ["POST"],
  "/admin/unban-user": ["POST"],
  "/admin/ban-user": ["POST"],
  "/admin/impersonate-user": ["POST"],
  "/admin/stop-impersonating": ["POST"],
  "/admin/revoke-user-session": ["POST"],
  "/admin/revoke-user-sessions": ["POST"],
  "/admin/remove-user": ["POST"],
  "/admin/set-user-password": ["POST"],
  "/admin/has-permission": ["POST"],
  "/sign-in/magic-link": ["POST"],
  "/magic-link/verify": ["GET"],
  "/email-otp/send-verification-otp": ["POST"],
  "/email-otp/check-verification-otp": ["POST"],
  "/email-otp/verify-email": ["POST"],
  "/sign-in/email-otp": ["POST"],
  "/email-otp/request-password-reset": ["POST"],
  "/forget-password/email-otp": ["POST"],
  "/email-otp/reset-password": ["POST"],
  "/email-otp/request-email-change": ["POST"],
  "/email-otp/change-email": ["POST"],
  "/sign-in/phone-number": ["POST"],
  "/phone-number/send-otp": ["POST"],
  "/phone-number/verify": ["POST"],
  "/phone-number/request-password-reset": ["POST"],
  "/phone-number/reset-password": ["POST"],
  "/ok": ["GET"],
  "/error": ["GET"],
};

/**
 * Endpoints that end the caller's sessions are called as visitors and guests only: as the operator
 * they would sign the fuzz run's admin caller out (it is re-signed-in between endpoints anyway).
 */
const SESSION_ENDERS = new Set([
  "/sign-out",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/revoke-session",
  "/delete-anonymous-user",
  "/admin/stop-impersonating",
]);

const AUTH: FuzzEndpoint[] = Object.entries(AUTH_ENDPOINT_METHODS).map(([path, methods]) => {
  const admin = path.startsWith("/admin/");
  const callers: Caller[] = admin ? ["admin", "guest"] : SESSION_ENDERS.has(path) ? ["anon", "guest"] : ["anon", "guest", "player"];
  const params: Record<string, IdPool> | undefined = path.includes(":") ? { [path.split(":")[1]!]: "any" } : undefined;
  return {
    file: "routes/api/auth.$.ts",
    path: `/api/auth${path}`,
    kind: "auth" as const,
    methods,
    callers,
    ...(params ? { params } : {}),
    ...(AUTH_QUERIES[path] ? { query: AUTH_QUERIES[path] } : {}),
    bodies: AUTH_BODIES[path] ?? (() => [{}]),
  };
});

export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [...API, ...AUTH, ...PAGES];

/** Route modules of app/routes.ts the fuzz test does not call, and why. */
export const EXCLUDED_ROUTES: Readonly<Record<string, string>> = {
  "routes/site-layout.tsx": "a layout without a URL, loader or action of its own: every page above renders inside it",
  "routes/admin/layout.tsx":
    "a layout without a URL or action of its own: its middleware (the admin guard) runs for every admin page above",
  "routes/api/admin/layout.ts":
    "a layout without a URL, loader or action of its own: its middleware (the admin guard) runs for every admin API above",
};

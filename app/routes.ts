import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("play", "routes/play.tsx"),
    route("store", "routes/store.tsx"),
    route("leaderboard", "routes/leaderboard.tsx"),
    route("replay/:runId", "routes/replay.tsx"),
    route("login", "routes/login.tsx"),
    route("account", "routes/account.tsx"),
    route("success", "routes/success.tsx"),
    route("checkout/sandbox/:sessionId", "routes/checkout.sandbox.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("contact", "routes/contact.tsx"),
    route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    route("unsubscribe", "routes/unsubscribe.tsx"),
    ...prefix("admin", [
      index("routes/admin/index.tsx"),
      // An invitation's link: outside the admin layout (the invitee has no session yet).
      route("join", "routes/admin/join.tsx"),
      layout("routes/admin/layout.tsx", [
        route("settings", "routes/admin/settings.tsx"),
        route("store", "routes/admin/store.tsx"),
        route("players", "routes/admin/players.tsx"),
        route("players/:id", "routes/admin/players.$id.tsx"),
        route("segments", "routes/admin/segments.tsx"),
        route("subscribers", "routes/admin/subscribers.tsx"),
        route("email", "routes/admin/email.tsx"),
        route("analytics", "routes/admin/analytics.tsx"),
        route("seo", "routes/admin/seo.tsx"),
        route("inbox", "routes/admin/inbox.tsx"),
        route("outbox", "routes/admin/outbox.tsx"),
        route("audit", "routes/admin/audit.tsx"),
        route("team", "routes/admin/team.tsx"),
      ]),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  // Crawler files, generated from the public routes (server/site/seo.ts).
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  // A replay's share image (server/site/replay-image.ts).
  route("replay/:runId/og.png", "routes/replay.og[.]png.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // JSON resource routes; anything unknown under /api answers a 404 JSON error.
  route("api/auth/*", "routes/api/auth.$.ts"),
  route("api/session", "routes/api/session.ts"),
  route("api/session/guest", "routes/api/session.guest.ts"),
  route("api/session/sign-out", "routes/api/session.sign-out.ts"),
  route("api/admin/session", "routes/api/admin/session.ts"),
  // Admin APIs: the layout's middleware (the admin guard, server/admin/guard.ts) runs before every
  // one of them; the sign-in above stays outside. One block per admin section.
  layout("routes/api/admin/layout.ts", [
    // -- Game Settings
    route("api/admin/settings", "routes/api/admin/settings.ts"),
    // -- Store Settings
    route("api/admin/catalogue", "routes/api/admin/catalogue.ts"),
    // -- Player Data
    route("api/admin/players", "routes/api/admin/players.ts"),
    route("api/admin/players/:id", "routes/api/admin/players.$id.ts"),
    route("api/admin/players/:id/export", "routes/api/admin/players.$id.export.ts"),
    route("api/admin/export/:kind", "routes/api/admin/export.$kind.ts"),
    route("api/admin/leaderboard-entries", "routes/api/admin/leaderboard-entries.ts"),
    route("api/admin/run-reviews", "routes/api/admin/run-reviews.ts"),
    // -- Player Segments
    route("api/admin/segments", "routes/api/admin/segments.ts"),
    route("api/admin/segments/:id/members", "routes/api/admin/segments.$id.members.ts"),
    route("api/admin/segments/:id/members.csv", "routes/api/admin/segments.$id.members-csv.ts"),
    // -- Subscribers
    route("api/admin/subscribers", "routes/api/admin/subscribers.ts"),
    route("api/admin/subscribers/export.csv", "routes/api/admin/subscribers.export.ts"),
    route("api/admin/subscribers/import", "routes/api/admin/subscribers.import.ts"),
    // -- Email Campaigns
    route("api/admin/templates", "routes/api/admin/templates.ts"),
    route("api/admin/templates/:id/texts", "routes/api/admin/templates.$id.texts.ts"),
    route("api/admin/campaigns", "routes/api/admin/campaigns.ts"),
    route("api/admin/campaigns/:id", "routes/api/admin/campaigns.$id.ts"),
    route("api/admin/lifecycle", "routes/api/admin/lifecycle.ts"),
    route("api/admin/run-rules", "routes/api/admin/run-rules.ts"),
    route("api/admin/daily-course", "routes/api/admin/daily-course.ts"),
    // -- SEO & Metadata
    route("api/admin/seo", "routes/api/admin/seo.ts"),
    // -- Analytics
    route("api/admin/analytics", "routes/api/admin/analytics.ts"),
    route("api/admin/analytics.csv", "routes/api/admin/analytics.csv.ts"),
    // -- Site Crawler
    route("api/admin/crawls", "routes/api/admin/crawls.ts"),
    route("api/admin/crawls/:id", "routes/api/admin/crawls.$id.ts"),
    // -- Inbox, outbox, audit
    route("api/admin/inbox", "routes/api/admin/inbox.ts"),
    // -- Operator team
    route("api/admin/team", "routes/api/admin/team.ts"),
  ]),
  route("api/account/export", "routes/api/account.export.ts"),
  route("api/runs", "routes/api/runs.ts"),
  route("api/runs/:id/powerups", "routes/api/runs.$id.powerups.ts"),
  route("api/runs/:id/finish", "routes/api/runs.$id.finish.ts"),
  route("api/runs/:id/abandon", "routes/api/runs.$id.abandon.ts"),
  route("api/runs/:id/replay", "routes/api/runs.$id.replay.ts"),
  route("api/leaderboards/stream", "routes/api/leaderboards.stream.ts"),
  route("api/leaderboards/:board", "routes/api/leaderboards.$board.ts"),
  route("api/me", "routes/api/me.ts"),
  route("api/me/name", "routes/api/me.name.ts"),
  route("api/challenges/:id", "routes/api/challenges.$id.ts"),
  route("api/store", "routes/api/store.ts"),
  route("api/store/purchase", "routes/api/store.purchase.ts"),
  route("api/store/active-skin", "routes/api/store.active-skin.ts"),
  route("api/checkout", "routes/api/checkout.ts"),
  route("api/checkout/:sessionId", "routes/api/checkout.$sessionId.ts"),
  route("api/stripe/webhook", "routes/api/stripe.webhook.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/events/pageview", "routes/api/events.pageview.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;

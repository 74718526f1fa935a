import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("play", "routes/play.tsx"),
    route("store", "routes/store.tsx"),
    route("leaderboard", "routes/leaderboard.tsx"),
    route("login", "routes/login.tsx"),
    route("account", "routes/account.tsx"),
    route("success", "routes/success.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("contact", "routes/contact.tsx"),
    ...prefix("admin", [
      index("routes/admin/index.tsx"),
      layout("routes/admin/layout.tsx", [
        route("settings", "routes/admin/settings.tsx"),
        route("store", "routes/admin/store.tsx"),
        route("players", "routes/admin/players.tsx"),
        route("segments", "routes/admin/segments.tsx"),
        route("email", "routes/admin/email.tsx"),
        route("analytics", "routes/admin/analytics.tsx"),
        route("seo", "routes/admin/seo.tsx"),
      ]),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  // JSON resource routes; anything unknown under /api answers a 404 JSON error.
  route("api/auth/*", "routes/api/auth.$.ts"),
  route("api/session", "routes/api/session.ts"),
  route("api/session/guest", "routes/api/session.guest.ts"),
  route("api/session/sign-out", "routes/api/session.sign-out.ts"),
  route("api/admin/session", "routes/api/admin/session.ts"),
  route("api/account/export", "routes/api/account.export.ts"),
  route("api/runs", "routes/api/runs.ts"),
  route("api/runs/:id/powerups", "routes/api/runs.$id.powerups.ts"),
  route("api/runs/:id/finish", "routes/api/runs.$id.finish.ts"),
  route("api/leaderboards/stream", "routes/api/leaderboards.stream.ts"),
  route("api/leaderboards/:board", "routes/api/leaderboards.$board.ts"),
  route("api/me", "routes/api/me.ts"),
  route("api/challenges/:id", "routes/api/challenges.$id.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;

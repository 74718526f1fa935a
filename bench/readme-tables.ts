// The README's "Measured figures" tables (rewritten by `npm run bench:tables`; bench/tables.ts has the
// template syntax). Text outside {{…}} is kept as written: notes, goals, ranges over several runs.
import type { TableSpec } from "./tables.ts";

export const README_TABLES: Record<string, TableSpec> = {
  foundation: {
    header: ["figure", "value", "command"],
    rows: [
      [
        "cold start: fresh clone, `npm start` (incl. first build) to the first 200 from `/`",
        "{{cold_start_to_first_200|1}} s",
        "`npm run bench:startup`",
      ],
      ["warm restart to the first 200", "{{warm_start_to_first_200|1}} s", "`npm run bench:startup`"],
      ["`npm install` on a fresh clone", "14–18 s", "`npm run bench:startup`"],
      [
        "`/` render throughput, autocannon 10 s × 50 connections, loopback",
        "{{render_home_requests_per_second|0}} req/s",
        "`npm run bench:render`",
      ],
      [
        "`/` latency p50 / p99 at that load (server saturated, queueing)",
        "{{render_home_latency_p50|0}} ms / {{render_home_latency_p99|0}} ms",
        "`npm run bench:render`",
      ],
      ["JS shipped for `/`, gzip", "123 KB (≈106 KB React + React Router)", "`npm run bench:bundle`"],
    ],
  },
  "public-site": {
    header: ["figure", "value", "command"],
    rows: [
      [
        "Lighthouse, mobile, / : performance / accessibility / best practices / SEO",
        "{{lighthouse_home_performance|0}} / {{lighthouse_home_accessibility|0}} / {{lighthouse_home_best_practices|0}} / {{lighthouse_home_seo|0}} (median of 3 on a quiet machine, 95–97; LCP {{lighthouse_home_lcp|/1000:1}} s, CLS {{lighthouse_home_cls|0}})",
        "`npm run bench:lighthouse`",
      ],
      [
        "the same, /play",
        "{{lighthouse_play_performance|0}} / {{lighthouse_play_accessibility|0}} / {{lighthouse_play_best_practices|0}} / {{lighthouse_play_seo|0}} (median of 3 on a quiet machine: 92, 95, 95; goal ≥ 95: met, with no margin; LCP {{lighthouse_play_lcp|/1000:1}} s, CLS {{lighthouse_play_cls|0}}; FCP and LCP are the weak audits on every page)",
        "`LIGHTHOUSE_RUNS=3 npm run bench:lighthouse`",
      ],
      [
        "the same, /store",
        "{{lighthouse_store_performance|0}} / {{lighthouse_store_accessibility|0}} / {{lighthouse_store_best_practices|0}} / {{lighthouse_store_seo|0}} (94–96; LCP {{lighthouse_store_lcp|/1000:1}} s, CLS {{lighthouse_store_cls|0}})",
        "`npm run bench:lighthouse`",
      ],
      [
        "the same, /leaderboard",
        "{{lighthouse_leaderboard_performance|0}} / {{lighthouse_leaderboard_accessibility|0}} / {{lighthouse_leaderboard_best_practices|0}} / {{lighthouse_leaderboard_seo|0}} (95–96; LCP {{lighthouse_leaderboard_lcp|/1000:1}} s, CLS {{lighthouse_leaderboard_cls|0}})",
        "`npm run bench:lighthouse`",
      ],
      [
        "JS shipped for `/` (scripts, preloads and inline data), gzip",
        "{{home_js_gzip|1}} KB (goal ≤ 130; ≈107 KB is React and React Router; the footer's contact form now loads with hydration, -1.2 KB; the page-view beacon +0.3 KB)",
        "`npm run bench:bundle`",
      ],
    ],
  },
  game: {
    header: ["figure", "value", "command"],
    rows: [
      ["simulation speed, one core (quiet machine)", "{{sim.ticks_per_second|/1000000:1}} M ticks/s (goal ≥ 20 M)", "`npm run bench:sim`"],
      ["`verify` of a 3-minute run (10,821 ticks), median", "{{replay.verify_3min_ms|2}} ms (goal ≤ 0.5 ms)", "`npm run bench:sim`"],
      [
        "headless Chromium, 60 s scripted run: JS per frame p50 / p99",
        "{{play_frame_js_p50|1}} ms / {{play_frame_js_p99|1}} ms (goal p99 ≤ 4 ms)",
        "`npm run bench:play`",
      ],
      ["frames over 50 ms in that run", "{{play_frames_over_50ms|0}}", "`npm run bench:play`"],
      [
        "main thread per second of play, 20 s bot run, `--disable-gpu`, 1280×800: task time / its CPU time",
        "quiet machine: {{play_main_thread_desktop|0}} / {{play_main_thread_cpu_desktop|0}} ms/s (goal ≤ 200: met; 263–277 before the engine chunk and the HUD change, on a different machine of the same kind)",
        "`BENCH_ONLY=frames npm run bench:play`",
      ],
      [
        "the same on a phone profile (390×844, DPR 3 → backing store ×1.5, touch)",
        "quiet: {{play_main_thread_phone|0}} / {{play_main_thread_cpu_phone|0}} ms/s (goal ≤ 200: met; ~200 with the backing store ×2, same machine)",
        "`BENCH_ONLY=frames npm run bench:play`",
      ],
      [
        "frames over 50 ms / frame p99 in those runs, desktop and phone",
        "{{play_frames_over_50ms_desktop;play_frames_over_50ms_phone|0}} of {{play_frames_over_50ms_desktop#frames|,0}} / {{play_frame_p99_desktop;play_frame_p99_phone|1}} ms at both sizes (goal 0: met)",
        "`BENCH_ONLY=frames npm run bench:play`",
      ],
      [
        "heap growth 20 s → 60 s after GC",
        "{{play_heap_growth|0}} KB (input log and late JIT code; no per-tick objects)",
        "`npm run bench:play`",
      ],
      [
        "the game's JS for /play beyond the framework, gzip: what its HTML loads for hydration",
        "{{play_js_beyond_framework_gzip|2}} KB (goal ≤ 25 KB: met; 27.83 KB while the engine was in the page's chunk)",
        "`npm run bench:play`",
      ],
      [
        "every script /play fetches until the game exists, beyond / (hydration, the engine chunk fetched in parallel with hydration, the achievements list and the other small chunks)",
        "{{play_js_until_game_gzip|2}} KB gzip, {{play_js_until_game_gzip#files|0}} files",
        "`npm run bench:play`",
      ],
      [
        "password sign-in p50 / p99, one at a time",
        "≈{{signin_latency_p50|0}} ms / ≈{{signin_latency_p99|0}} ms (scrypt N=2^14, r=16)",
        "`npm run bench:signin`",
      ],
      ["sign-ins per second, 8 concurrent clients", "13–14 /s", "`npm run bench:signin`"],
    ],
  },
  leaderboards: {
    header: ["figure", "value", "command"],
    rows: [
      [
        "daily board of 10k / 100k / 1M rows, SQLite: top-10 p50",
        "{{leaderboard_sqlite_10000_top10_p50|2}} / {{leaderboard_sqlite_100000_top10_p50|2}} / {{leaderboard_sqlite_1000000_top10_p50|2}} ms (p99 at 1M: {{leaderboard_sqlite_1000000_top10_p99|2}} ms)",
        "`npm run bench:leaderboard`",
      ],
      [
        "the same, rank-of-player p50",
        "{{leaderboard_sqlite_10000_rank_p50|2}} / {{leaderboard_sqlite_100000_rank_p50|2}} / {{leaderboard_sqlite_1000000_rank_p50|2}} ms (p99 at 1M: {{leaderboard_sqlite_1000000_rank_p99|2}} ms)",
        "`npm run bench:leaderboard`",
      ],
      [
        "the same, around-me (±2) p50",
        "{{leaderboard_sqlite_10000_around_p50|2}} / {{leaderboard_sqlite_100000_around_p50|2}} / {{leaderboard_sqlite_1000000_around_p50|2}} ms (p99 at 1M: {{leaderboard_sqlite_1000000_around_p99|2}} ms)",
        "`npm run bench:leaderboard`",
      ],
      [
        "daily board of 10k / 100k / 1M rows, PostgreSQL: top-10 p50",
        "{{leaderboard_postgres_10000_top10_p50|2}} / {{leaderboard_postgres_100000_top10_p50|2}} / {{leaderboard_postgres_1000000_top10_p50|2}} ms (p99 at 1M: {{leaderboard_postgres_1000000_top10_p99|2}} ms)",
        "`npm run bench:leaderboard`",
      ],
      [
        "the same, rank-of-player p50",
        "{{leaderboard_postgres_10000_rank_p50|2}} / {{leaderboard_postgres_100000_rank_p50|2}} / {{leaderboard_postgres_1000000_rank_p50|2}} ms (p99 at 1M: {{leaderboard_postgres_1000000_rank_p99|2}} ms)",
        "`npm run bench:leaderboard`",
      ],
      [
        "the same, around-me (±2) p50",
        "{{leaderboard_postgres_10000_around_p50|2}} / {{leaderboard_postgres_100000_around_p50|2}} / {{leaderboard_postgres_1000000_around_p50|2}} ms (p99 at 1M: {{leaderboard_postgres_1000000_around_p99|2}} ms, two round trips)",
        "`npm run bench:leaderboard`",
      ],
      [
        "run finish, 2,000 3-minute runs, 16 in flight, SQLite: throughput / p50 / p99 / server CPU per finish",
        "{{finish_sqlite_throughput|0}} runs/s / {{finish_sqlite_p50|0}} ms / {{finish_sqlite_p99|0}} ms / {{finish_sqlite_server_cpu_per_finish|1}} ms",
        "`npm run bench:finish`",
      ],
      [
        "the same on PostgreSQL (pool 10)",
        "{{finish_postgres_throughput|0}} runs/s / {{finish_postgres_p50|0}} ms / {{finish_postgres_p99|0}} ms / {{finish_postgres_server_cpu_per_finish|1}} ms",
        "`npm run bench:finish`",
      ],
      [
        "`verify` alone of those runs, p50 / p99",
        "{{finish_sqlite_verify_only_p50|2}} ms / {{finish_sqlite_verify_only_p99|2}} ms",
        "`npm run bench:finish`",
      ],
      [
        "SSE: a finish to the update at each of 1,000 listeners, p50 / p99 / max (from the finish request)",
        "{{sse_fanout_1000_p50|0}} ms / {{sse_fanout_1000_p99|0}} ms / {{sse_fanout_1000_max|0}} ms",
        "`npm run bench:sse`",
      ],
      [
        "SSE: the same after the finisher's own answer, p50 / max",
        "{{sse_fanout_1000_p50#afterResponse|0}} ms / {{sse_fanout_1000_max#afterResponse|0}} ms (listeners hear first)",
        "`npm run bench:sse`",
      ],
      ["SSE: graceful stop with 1,000 open streams", "{{sse_stop_with_listeners|/1000:2}} s", "`npm run bench:sse`"],
    ],
  },
  purchase: {
    header: ["figure", "value", "command"],
    rows: [
      [
        "coin purchases (power-ups), 32 in flight, SQLite: throughput / p50 / p99",
        "{{purchase_sqlite_throughput|0}} /s / {{purchase_sqlite_p50|0}} ms / {{purchase_sqlite_p99|0}} ms",
        "`npm run bench:purchase`",
      ],
      [
        "the same on PostgreSQL (pool 10)",
        "{{purchase_postgres_throughput|0}} /s / {{purchase_postgres_p50|0}} ms / {{purchase_postgres_p99|0}} ms",
        "`npm run bench:purchase`",
      ],
    ],
  },
  backup: {
    header: ["figure", "SQLite", "PostgreSQL 15", "command"],
    rows: [
      [
        "database size (SQLite: file + WAL)",
        "{{backup_sqlite_seconds#databaseMB|0}} MB",
        "{{backup_postgres_seconds#databaseMB|0}} MB",
        "`npm run bench:backup`",
      ],
      [
        "online backup time / backup file",
        "{{backup_sqlite_seconds|1}} s / {{backup_sqlite_file_mb|0}} MB",
        "{{backup_postgres_seconds|1}} s / {{backup_postgres_file_mb|1}} MB (pg_dump -Fc, compressed)",
        "`npm run bench:backup`",
      ],
      ["restore into an empty database", "{{restore_sqlite_seconds|1}} s", "{{restore_postgres_seconds|1}} s", "`npm run bench:backup`"],
      [
        "wallet updates committed during the backup / the slowest",
        "{{backup_sqlite_writes_during|0}} / {{backup_sqlite_writes_during#worstWriteMs|0}} ms",
        "{{backup_postgres_writes_during|0}} / {{backup_postgres_writes_during#worstWriteMs|0}} ms",
        "`npm run bench:backup`",
      ],
    ],
  },
  admin: {
    header: ["figure (100k players, 1M finished runs)", "SQLite", "PostgreSQL", "command"],
    rows: [
      [
        "Player Data list, default order, p50",
        "{{admin_players_sqlite_list_default_p50|0}} ms",
        "{{admin_players_postgres_list_default_p50|0}} ms",
        "`npm run bench:admin`",
      ],
      [
        "the same sorted by name / e-mail / type / joined, p50",
        "{{admin_players_sqlite_list_sort_name_asc_p50;admin_players_sqlite_list_sort_email_asc_p50;admin_players_sqlite_list_sort_type_asc_p50;admin_players_sqlite_list_sort_joined_asc_p50|0}} ms",
        "{{admin_players_postgres_list_sort_name_asc_p50;admin_players_postgres_list_sort_email_asc_p50;admin_players_postgres_list_sort_type_asc_p50;admin_players_postgres_list_sort_joined_asc_p50|0}} ms",
        "`npm run bench:admin`",
      ],
      [
        "the same sorted by games / best / last played / coins / spent, p50",
        "{{admin_players_sqlite_list_sort_games_desc_p50;admin_players_sqlite_list_sort_best_desc_p50;admin_players_sqlite_list_sort_last_played_desc_p50;admin_players_sqlite_list_sort_coins_desc_p50;admin_players_sqlite_list_sort_spent_desc_p50|0}} ms",
        "{{admin_players_postgres_list_sort_games_desc_p50;admin_players_postgres_list_sort_best_desc_p50;admin_players_postgres_list_sort_last_played_desc_p50;admin_players_postgres_list_sort_coins_desc_p50;admin_players_postgres_list_sort_spent_desc_p50|0}} ms",
        "`npm run bench:admin`",
      ],
      [
        "search (name, e-mail, id, no match), p50",
        "{{admin_players_sqlite_list_search_name_p50;admin_players_sqlite_list_search_email_p50;admin_players_sqlite_list_search_id_p50;admin_players_sqlite_list_search_none_p50|/1000:1}} s",
        "{{admin_players_postgres_list_search_name_p50;admin_players_postgres_list_search_email_p50;admin_players_postgres_list_search_id_p50;admin_players_postgres_list_search_none_p50|/1000:2}} s",
        "`npm run bench:admin`",
      ],
      [
        "statistics, p50",
        "{{admin_players_sqlite_statistics_p50|0}} ms",
        "{{admin_players_postgres_statistics_p50|0}} ms",
        "`npm run bench:admin`",
      ],
      [
        "CSV export of 1M scores",
        "{{admin_players_sqlite_export_scores_time|1}} s ({{admin_players_sqlite_export_scores_rate|/1000:0}}k rows/s)",
        "{{admin_players_postgres_export_scores_time|1}} s ({{admin_players_postgres_export_scores_rate|/1000:0}}k rows/s)",
        "`npm run bench:admin`",
      ],
      [
        "peak heap growth during that export / held after a forced GC",
        "{{admin_players_sqlite_export_scores_peak_heap_growth|0}} MiB / {{admin_players_sqlite_export_scores_retained_heap_growth|2}} MiB",
        "{{admin_players_postgres_export_scores_peak_heap_growth|0}} MiB / {{admin_players_postgres_export_scores_retained_heap_growth|2}} MiB",
        "`npm run bench:admin`",
      ],
      [
        "segment count, one criterion, p50 (range over the criteria types)",
        "{{Segment count latency with 100 thousand players, sqlite, all players, median;Segment count latency with 100 thousand players, sqlite, games played >= 10, median;Segment count latency with 100 thousand players, sqlite, days since last seen >= 30, median;Segment count latency with 100 thousand players, sqlite, language in (fr, de), median;Segment count latency with 100 thousand players, sqlite, newsletter consent, median;Segment count latency with 100 thousand players, sqlite, total spent > $0, median;Segment count latency with 100 thousand players, sqlite, achievement master not unlocked, median;Segment count latency with 100 thousand players, sqlite, 5 criteria, median|0}} ms",
        "{{Segment count latency with 100 thousand players, postgres, all players, median;Segment count latency with 100 thousand players, postgres, games played >= 10, median;Segment count latency with 100 thousand players, postgres, days since last seen >= 30, median;Segment count latency with 100 thousand players, postgres, language in (fr, de), median;Segment count latency with 100 thousand players, postgres, newsletter consent, median;Segment count latency with 100 thousand players, postgres, total spent > $0, median;Segment count latency with 100 thousand players, postgres, achievement master not unlocked, median;Segment count latency with 100 thousand players, postgres, 5 criteria, median|0}} ms",
        "`npm run bench:segments`",
      ],
      [
        "campaign send rate, 10k recipients, one pooled SMTP connection",
        "{{campaign_send_rate[engine=sqlite]|0}} mails/s",
        "{{campaign_send_rate[engine=postgres]|0}} mails/s",
        "`npm run bench:campaigns`",
      ],
      [
        "peak heap above the start while sending",
        "≈{{campaign_send_peak_heap_above_base[engine=sqlite]|0}} MiB",
        "≈{{campaign_send_peak_heap_above_base[engine=postgres]|0}} MiB",
        "`npm run bench:campaigns`",
      ],
      [
        "analytics report, All Time over 1M events (40k players, 300k page views, 10k payments), p50 / p95",
        "{{Analytics query latency for All Time over 1 million events, sqlite, median|0}} / {{Analytics query latency for All Time over 1 million events, sqlite, p95|0}} ms",
        "{{Analytics query latency for All Time over 1 million events, postgres, median|0}} / {{Analytics query latency for All Time over 1 million events, postgres, p95|0}} ms",
        "`npm run bench:analytics`",
      ],
      [
        "the same, Today / This Month, p50",
        "{{Analytics query latency for Today over 1 million events, sqlite, median|0}} / {{Analytics query latency for This Month over 1 million events, sqlite, median|0}} ms",
        "{{Analytics query latency for Today over 1 million events, postgres, median|0}} / {{Analytics query latency for This Month over 1 million events, postgres, median|0}} ms",
        "`npm run bench:analytics`",
      ],
      [
        "the same, All Time filtered by a segment, p50",
        "{{Analytics query latency for All Time, segment 'accounts' over 1 million events, sqlite, median|0}} ms",
        "{{Analytics query latency for All Time, segment 'accounts' over 1 million events, postgres, median|0}} ms",
        "`npm run bench:analytics`",
      ],
      [
        "events recorded per second (1 / 8 at a time)",
        "{{Analytics event ingestion rate (EventsService.record), sqlite, 1 at a time|/1000:1}}k / {{Analytics event ingestion rate (EventsService.record), sqlite, 8 at a time|/1000:1}}k",
        "{{Analytics event ingestion rate (EventsService.record), postgres, 1 at a time|/1000:1}}k / {{Analytics event ingestion rate (EventsService.record), postgres, 8 at a time|/1000:1}}k",
        "`npm run bench:analytics`",
      ],
      [
        "page views stored per second (1 / 8 at a time)",
        "{{Analytics page view ingestion rate (page-view store), sqlite, 1 at a time|/1000:0}}k / {{Analytics page view ingestion rate (page-view store), sqlite, 8 at a time|/1000:0}}k",
        "{{Analytics page view ingestion rate (page-view store), postgres, 1 at a time|/1000:1}}k / {{Analytics page view ingestion rate (page-view store), postgres, 8 at a time|/1000:1}}k",
        "`npm run bench:analytics`",
      ],
      [
        "Site Crawler, whole site ({{crawl_whole_site_first#pages|0}} URLs incl. every language's version; {{crawl_whole_site_first#errors|0}} errors, {{crawl_whole_site_first#warnings|0}} warnings), median of {{crawl_whole_site#runs|0}} / first, cold",
        "{{crawl_whole_site|/1000:2}} s / {{crawl_whole_site_first|/1000:2}} s",
        "—",
        "`npm run bench:crawl`",
      ],
    ],
  },
  fuzz: {
    header: ["figure", "SQLite (payments sandbox)", "PostgreSQL (fake Stripe, signed webhooks)", "command"],
    rows: [
      [
        "fuzz cases run (6 / 8 passes over 129 endpoints)",
        "{{fuzz cases run (sqlite)|,0}}",
        "{{fuzz cases run (postgres)|,0}}",
        "`npm run bench:fuzz`",
      ],
      ["fuzz 5xx seen (goal 0)", "{{fuzz 5xx seen (sqlite)|0}}", "{{fuzz 5xx seen (postgres)|0}}", "`npm run bench:fuzz`"],
      [
        "requests with no answer / refused from another origin but let through",
        "{{fuzz contract failures (sqlite)#noAnswer|0}} / 0",
        "{{fuzz contract failures (postgres)#noAnswer|0}} / 0",
        "`npm run bench:fuzz`",
      ],
      ["failed purchase and power-up requests that changed a wallet or inventory", "0 of 60", "0 of 60", "`npm run bench:fuzz`"],
    ],
  },
  load: {
    header: ["figure", "sqlite-1", "postgres-1 (nginx)", "postgres-2 (nginx)"],
    rows: [
      [
        "errors / server error log lines",
        "{{load sqlite-1 errors|0}} / {{load sqlite-1 server error log lines|0}}",
        "{{load postgres-1 errors|0}} / {{load postgres-1 server error log lines|0}}",
        "{{load postgres-2 errors|0}} / {{load postgres-2 server error log lines|0}}",
      ],
      ["requests/s", "{{load sqlite-1 requests/s|0}}", "{{load postgres-1 requests/s|0}}", "{{load postgres-2 requests/s|0}}"],
      [
        "finishes/s / store purchases/s / coin packs/s",
        "{{load sqlite-1 finishes/s|1}} / {{load sqlite-1 purchases/s|1}} / {{load sqlite-1 coin packs/s|1}}",
        "{{load postgres-1 finishes/s|1}} / {{load postgres-1 purchases/s|1}} / {{load postgres-1 coin packs/s|1}}",
        "{{load postgres-2 finishes/s|1}} / {{load postgres-2 purchases/s|1}} / {{load postgres-2 coin packs/s|1}}",
      ],
      [
        "`GET /` p50 / p99",
        "{{load sqlite-1 GET / p50|/1000:1}} / {{load sqlite-1 GET / p99|/1000:1}} s",
        "{{load postgres-1 GET / p50|/1000:1}} / {{load postgres-1 GET / p99|/1000:1}} s",
        "{{load postgres-2 GET / p50|/1000:1}} / {{load postgres-2 GET / p99|/1000:1}} s",
      ],
      [
        "`GET /api/leaderboards/:board` p50 / p99",
        "{{load sqlite-1 GET /api/leaderboards/:board p50|/1000:2}} / {{load sqlite-1 GET /api/leaderboards/:board p99|/1000:1}} s",
        "{{load postgres-1 GET /api/leaderboards/:board p50|/1000:2}} / {{load postgres-1 GET /api/leaderboards/:board p99|/1000:1}} s",
        "{{load postgres-2 GET /api/leaderboards/:board p50|/1000:2}} / {{load postgres-2 GET /api/leaderboards/:board p99|/1000:1}} s",
      ],
      [
        "`POST /api/runs` p50 / p99",
        "{{load sqlite-1 POST /api/runs p50|/1000:2}} / {{load sqlite-1 POST /api/runs p99|/1000:1}} s",
        "{{load postgres-1 POST /api/runs p50|/1000:1}} / {{load postgres-1 POST /api/runs p99|/1000:1}} s",
        "{{load postgres-2 POST /api/runs p50|/1000:1}} / {{load postgres-2 POST /api/runs p99|/1000:1}} s",
      ],
      [
        "`POST /api/runs/:id/finish` p50 / p99",
        "{{load sqlite-1 POST /api/runs/:id/finish p50|/1000:2}} / {{load sqlite-1 POST /api/runs/:id/finish p99|/1000:1}} s",
        "{{load postgres-1 POST /api/runs/:id/finish p50|/1000:1}} / {{load postgres-1 POST /api/runs/:id/finish p99|/1000:1}} s",
        "{{load postgres-2 POST /api/runs/:id/finish p50|/1000:1}} / {{load postgres-2 POST /api/runs/:id/finish p99|/1000:1}} s",
      ],
      [
        "`POST /api/store/purchase` p50 / p99",
        "{{load sqlite-1 POST /api/store/purchase p50|/1000:2}} / {{load sqlite-1 POST /api/store/purchase p99|/1000:1}} s",
        "{{load postgres-1 POST /api/store/purchase p50|/1000:2}} / {{load postgres-1 POST /api/store/purchase p99|/1000:1}} s",
        "{{load postgres-2 POST /api/store/purchase p50|/1000:2}} / {{load postgres-2 POST /api/store/purchase p99|/1000:1}} s",
      ],
      [
        "`POST /api/session/guest` p50 / p99 (new connections, see below)",
        "{{load sqlite-1 POST /api/session/guest p50|/1000:1}} / {{load sqlite-1 POST /api/session/guest p99|/1000:1}} s",
        "{{load postgres-1 POST /api/session/guest p50|/1000:1}} / {{load postgres-1 POST /api/session/guest p99|/1000:1}} s",
        "{{load postgres-2 POST /api/session/guest p50|/1000:1}} / {{load postgres-2 POST /api/session/guest p99|/1000:1}} s",
      ],
      [
        "acknowledged writes checked / lost",
        "{{load sqlite-1 acknowledged writes checked|,0}} / {{load sqlite-1 acknowledged writes lost|0}}",
        "{{load postgres-1 acknowledged writes checked|,0}} / {{load postgres-1 acknowledged writes lost|0}}",
        "{{load postgres-2 acknowledged writes checked|,0}} / {{load postgres-2 acknowledged writes lost|0}}",
      ],
      ["two instances against one (requests/s)", "", "", "{{load postgres two instances against one|2}}×"],
    ],
  },
};

import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Site Crawler (docs/decisions/009): one row per crawl, one row per URL crawled. Pages are written when a crawl
// ends (the cross-page findings are only known then); while it runs, progress_json and heartbeat_at
// tell other instances how far it is and that it is still alive.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("crawls")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('running', 'finished', 'failed', 'cancelled')`))
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("started_by", "text")
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    // Written with each progress update: a running row whose heartbeat is old lost its process.
    .addColumn("heartbeat_at", "bigint", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("errors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("warnings", "integer", (c) => c.notNull().defaultTo(0))
    // Why a crawl failed (the message), null otherwise.
    .addColumn("failure", "text")
    .addColumn("progress_json", "text")
    // Limits, stop reason, robots.txt and sitemap.xml answers, site issues, skipped and external URLs.
    .addColumn("summary_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  // The list, newest first; and at most one running crawl, whichever instance starts it.
  await db.schema.createIndex("crawls_started_idx").on("crawls").columns(["started_at"]).execute();
  await db.schema.createIndex("crawls_one_running_idx").on("crawls").column("status").unique().where("status", "=", "running").execute();

  await db.schema
    .createTable("crawl_pages")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("final_url", "text", (c) => c.notNull())
    // The last answer's status; null when none came (network error, timeout).
    .addColumn("status", "integer")
    .addColumn("error", "text")
    .addColumn("hops_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("load_ms", "integer", (c) => c.notNull())
    // How the crawl reached it: start, link, redirect, sitemap.
    .addColumn("source", "text", (c) => c.notNull())
    // What the page says (h1 count, canonical, Open Graph, noindex, images, links) and who links it.
    .addColumn("facts_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("issues_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("errors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("warnings", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("crawl_pages_pk", ["crawl_id", "url"])
    .execute();
}

// /api/admin/crawls (operator only): the Site Crawler (server/crawler/service.ts; ADR 009).
//   GET  ?limit=N (1-100, default 20)           -> { crawls: [{ id, status, startedBy, startedAt, pageCount, errors, ... }] }, newest first
//   POST { action: "start", startPaths? }       -> 202 { id, crawl } (it runs in the background)
//        409 { error: "crawl_running", message, id } while a crawl runs; 400 other_origin for a start path off the site
//        { action: "cancel", id }               -> { crawl } (what was crawled is kept); 404 unknown, 409 not running here
//   Other bodies and queries: 400 `{ error, message }`. Starts and cancels are audited by the service.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { crawlView, LISTED_CRAWLS } from "../../../components/admin/crawler/view.server.ts";
import type { Route } from "./+types/crawls";

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }).strict();

const bodySchema = z.discriminatedUnion("action", [
  // Start paths are the site's own paths; the service refuses any other origin before a request.
  z.object({ action: z.literal("start"), startPaths: z.array(z.string().trim().min(1).max(2000)).min(1).max(20).optional() }).strict(),
  z.object({ action: z.literal("cancel"), id: z.uuid() }).strict(),
]);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", "Use ?limit=N (1-100) or no query.");
    return jsonOk({ crawls: await getServices(context).crawler.list(query.data.limit ?? LISTED_CRAWLS) });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { crawler } = getServices(context);
    const { actor } = getAdmin(context);

    if (body.data.action === "start") {
      const started = await crawler.start(actor, body.data.startPaths ? { startPaths: body.data.startPaths } : {});
      if (!started.ok) {
        const { status, error, message } = started;
        // The running crawl's id lets the page show its progress instead.
        return jsonOk({ error, message, ...("id" in started ? { id: started.id } : {}) }, { status });
      }
      return jsonOk({ id: started.id, crawl: await crawlView(crawler, started.id, { pages: false }) }, { status: 202 });
    }

    const { id } = body.data;
    if (!(await crawler.get(id))) return jsonError(404, "not_found", "No such crawl.");
    if (!(await crawler.cancel(id, actor))) return jsonError(409, "not_running", "This crawl is not running on this server.");
    return jsonOk({ crawl: await crawlView(crawler, id) });
  },
});

export const loader = api.loader;
export const action = api.action;

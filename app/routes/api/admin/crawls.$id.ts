// GET /api/admin/crawls/:id (operator only): one Site Crawler run as the admin page shows it.
//   ?pages=0        -> the record and progress only (what polling a running crawl needs)
//   ?previous=<id>  -> compare with that crawl instead of the newest finished one before it
//   -> { crawl: { id, status, progress, pageCount, errors, warnings, summary, sitemap, siteIssues,
//        pages: [{ url, finalUrl, hops, status, title, loadMs, issues: [{ code, severity, message, fix?, isNew }] }],
//        comparison: { previousId, previousStartedAt, newCount, fixedIssues, unchanged } } }
//   400 for a malformed id or query, 404 for an unknown crawl. Starting and cancelling: POST /api/admin/crawls.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { crawlView } from "../../../components/admin/crawler/view.server.ts";
import type { Route } from "./+types/crawls.$id";

const querySchema = z.object({ pages: z.enum(["0", "1"]).optional(), previous: z.uuid().optional() }).strict();

const api = resource<Route.LoaderArgs>({
  async GET({ request, params, context }) {
    const { crawler } = getServices(context);
    if (!z.uuid().safeParse(params.id).success) return jsonError(400, "invalid_id", "A crawl id is a UUID.");
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", "Use ?pages=0|1 and ?previous=<crawl id>.");
    if (query.data.previous && !(await crawler.get(query.data.previous)))
      return jsonError(404, "not_found", "No such crawl to compare with.");
    const crawl = await crawlView(crawler, params.id, { pages: query.data.pages !== "0", previousId: query.data.previous });
    return crawl ? jsonOk({ crawl }) : jsonError(404, "not_found", "No such crawl.");
  },
});

export const loader = api.loader;
export const action = api.action;

// GET /api/admin/crawls/:id (operator only): one Site Crawler run as the admin page shows it.
//   ?pages=0        -> the record and progress only (what polling a running crawl needs)
//   ?previous=<id>  -> compare with that crawl instead of the newest finished one before it
//   -> { crawl: { id, status, progress, pageCount, errors, warnings, summary, sitemap, siteIssues,
//        pages: [{ url, finalUrl, hops, status, title, loadMs, issues: [{ code, severity, message, fix?, isNew }] }],
//        comparison: { previousId, previousStartedAt, newCount, fixedIssues, unchanged } } }
//   400 for a malformed id or query, 404 for an unknown crawl. Starting and cancelling: POST /api/admin/crawls.
import { z } from "zod";
import { errorResponse, okResponse, requireAdminRequest } from "../../../../server/admin/http.ts";
import { crawlView } from "../../../components/admin/crawler/view.server.ts";
import { methodNotAllowed } from "../../../http.server.ts";
import type { Route } from "./+types/crawls.$id";

const querySchema = z.object({ pages: z.enum(["0", "1"]).optional(), previous: z.uuid().optional() }).strict();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  if (!z.uuid().safeParse(params.id).success) return errorResponse(400, "invalid_id", "A crawl id is a UUID.");
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalid_query", "Use ?pages=0|1 and ?previous=<crawl id>.");
  if (query.data.previous && !(await services.crawler.get(query.data.previous))) return errorResponse(404, "not_found", "No such crawl to compare with.");
  const crawl = await crawlView(services.crawler, params.id, { pages: query.data.pages !== "0", previousId: query.data.previous });
  return crawl ? okResponse({ crawl }) : errorResponse(404, "not_found", "No such crawl.");
}

// Strangers learn nothing here either: the guard before the 405.
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminRequest(request, context);
  return methodNotAllowed("GET");
}

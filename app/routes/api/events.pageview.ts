// POST /api/events/pageview `{ path, referrer?, width? }`: the site layout's beacon, once per page
// view. No cookie is set or read for counting: the visitor is a daily salted hash (server/analytics/
// pageviews.ts); the address's country and the viewport width's device class are kept, not the
// address or the width. Answers 204 whether counted or not (X-Pageview: recorded | ignored; reason=...):
// bots, our test traffic, admin sessions and non-public paths are not counted. 400 for a malformed
// body, 429 past the per-address limit.
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { classifyPageView, PAGEVIEW_LIMIT, TEST_TRAFFIC_HEADER } from "../../../server/analytics/pageviews.ts";
import { readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { CLIENT_IP_HEADER } from "../../../server/http/origin.ts";
import type { Route } from "./+types/events.pageview";

const bodySchema = z.object({
  // A path on this site: "/x", never "//host/x" (which a URL parser reads as another host).
  path: z
    .string()
    .max(2_048)
    .regex(/^\/(?!\/)/, "must be a path on this site, e.g. /play"),
  referrer: z.string().max(2_048).nullable().optional(),
  // window.innerWidth in CSS pixels: only its class (mobile, tablet, laptop, desktop) is stored.
  width: z.number().int().min(0).max(100_000).nullable().optional(),
});

function answer(outcome: string): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store", "X-Pageview": outcome } });
}

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, 8_192);
    if (!body.ok) return body.response;
    const services = getServices(context);
    const userAgent = request.headers.get("user-agent");
    const host = new URL(request.url).host;
    const verdict = classifyPageView({ ...body.data, userAgent, host, testTraffic: request.headers.has(TEST_TRAFFIC_HEADER) });
    if (!verdict.ok) return answer(`ignored; reason=${verdict.reason}`);
    const ip = request.headers.get(CLIENT_IP_HEADER) || "unknown";
    const tooMany = await limited(request, services.rateLimits, `pageview:${ip}`, PAGEVIEW_LIMIT);
    if (tooMany) return tooMany;
    // The operator browsing the site is not an audience (a cookie is only read here, never set).
    const session = await services.auth.getSession(request);
    if (session?.user.role === "admin") return answer("ignored; reason=admin");
    await services.analytics.pageViews.record({
      path: verdict.path,
      referrerHost: verdict.referrerHost,
      device: verdict.device,
      ip,
      userAgent: userAgent!,
      host,
      at: Date.now(),
    });
    return answer("recorded");
  },
});

export const loader = api.loader;
export const action = api.action;

// The game's hot JSON routes answered by the HTTP front without React Router's request handler
// (docs/decisions/024-hot-json-routes-outside-the-router.md). The answer is the very route module's:
// the front looks the module up in the built bundle and calls its loader or action with the same
// `{ request, params, context }` React Router would, so the route stays the one place its behaviour
// is written. What is skipped is React Router's per-request work around a resource route: matching the
// path against every route branch, the middleware and data-strategy pipeline.
import type { ServerBuild } from "react-router";

/** The routes served here, by route id (app/routes.ts), and the one method each is called for. */
export const DIRECT_ROUTES: Readonly<Record<string, "GET" | "POST">> = {
  "routes/api/me": "GET",
  "routes/api/store": "GET",
  "routes/api/leaderboards.$board": "GET",
  "routes/api/runs": "POST",
  "routes/api/runs.$id.powerups": "POST",
  "routes/api/runs.$id.finish": "POST",
  "routes/api/runs.$id.abandon": "POST",
};

/** A path parameter taken here: ids and board names. Anything else (escapes, dots) goes to React Router. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;

export interface DirectMatch {
  routeId: string;
  params: Record<string, string>;
  /** The route module's loader (GET) or action (POST). */
  handler: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
}

interface DirectRoute {
  routeId: string;
  method: "GET" | "POST";
  /** The full path's segments ("api", "runs", ":id", "finish"). */
  segments: string[];
  handler: DirectMatch["handler"];
}

/**
 * Matches a request's method and path (no query) to one of the direct routes, or null: then React
 * Router answers it as before. Only exact, lower-case paths of the routes' own shape match (React
 * Router also takes other cases, a trailing slash or escapes, and still does); a path that is also a
 * static route of the app (/api/leaderboards/stream) is left to React Router, which ranks it first.
 */
export function createDirectRoutes(build: ServerBuild, ids: Readonly<Record<string, "GET" | "POST">> = DIRECT_ROUTES) {
  const fullPathOf = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const own = route.index ? "" : (route.path ?? "");
    const parent = route.parentId ? fullPathOf(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  const staticPaths = new Set<string>();
  for (const id of Object.keys(build.routes)) {
    const path = fullPathOf(id);
    if (!/[:*]/.test(path)) staticPaths.add("/" + path.toLowerCase());
  }
  const routes: DirectRoute[] = [];
  for (const [routeId, method] of Object.entries(ids)) {
    const route = build.routes[routeId];
    const handler = (method === "GET" ? route?.module.loader : route?.module.action) as DirectMatch["handler"] | undefined;
    // A build without the route (another app, a test's) serves it through React Router as before.
    if (!route || !handler) continue;
    routes.push({ routeId, method, segments: fullPathOf(routeId).split("/"), handler });
  }

  return function match(method: string | undefined, path: string): DirectMatch | null {
    if (method !== "GET" && method !== "POST") return null;
    const segments = path.split("/");
    // "/api/me" splits into "", "api", "me".
    if (segments[0] !== "") return null;
    for (const route of routes) {
      if (route.method !== method || route.segments.length !== segments.length - 1) continue;
      const params: Record<string, string> = {};
      let matched = true;
      for (let i = 0; i < route.segments.length && matched; i++) {
        const pattern = route.segments[i]!;
        const segment = segments[i + 1]!;
        if (pattern.startsWith(":")) {
          matched = PLAIN_SEGMENT.test(segment);
          if (matched) params[pattern.slice(1)] = segment;
        } else {
          matched = pattern === segment;
        }
      }
      if (!matched) continue;
      if (Object.keys(params).length > 0 && staticPaths.has(path.toLowerCase())) return null;
      return { routeId: route.routeId, params, handler: route.handler };
    }
    return null;
  };
}

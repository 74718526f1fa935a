// A JSON resource route in one call:
//   const api = resource<Route.LoaderArgs>({ GET, POST });
//   export const loader = api.loader;
//   export const action = api.action;
// (React Router's build cannot strip a destructured `export const { loader, action }`.) The method table is the route's whole surface: any other method is answered 405 with `Allow`, here,
// so no route writes its own method check. HEAD is answered by GET's handler without a body.
import type { RouterContextProvider } from "react-router";
import { methodNotAllowed } from "./json.ts";

export type ResourceMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What React Router hands a loader or an action; routes pass their own `Route.LoaderArgs`. */
export interface ResourceArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

export type ResourceHandler<Args extends ResourceArgs> = (args: Args) => Response | Promise<Response>;

export type ResourceHandlers<Args extends ResourceArgs> = Partial<Record<ResourceMethod, ResourceHandler<Args>>>;

export function resource<Args extends ResourceArgs = ResourceArgs>(
  handlers: ResourceHandlers<Args>,
): { loader: (args: Args) => Promise<Response>; action: (args: Args) => Promise<Response> } {
  const allow = (Object.keys(handlers) as ResourceMethod[]).filter((method) => handlers[method]);
  const handle = async (args: Args): Promise<Response> => {
    const method = args.request.method.toUpperCase();
    const handler = handlers[(method === "HEAD" ? "GET" : method) as ResourceMethod];
    if (!handler) return methodNotAllowed(allow);
    const response = await answerOf(handler, args);
    if (method !== "HEAD") return response;
    // The body is never sent: release it (an event stream would otherwise stay subscribed).
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: response.headers });
  };
  return { loader: handle, action: handle };
}

/**
 * The handler's answer, a guard's thrown Response included: the route answers the same whether React
 * Router or a test calls it, and a refusal thrown by a guard gets the HEAD treatment like any answer.
 */
async function answerOf<Args extends ResourceArgs>(handler: ResourceHandler<Args>, args: Args): Promise<Response> {
  try {
    return await handler(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

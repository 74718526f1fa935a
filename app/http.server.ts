// Only the admin API routes still import these (they move to server/http/resource.ts and json.ts);
// this module goes with the last of them.
import { methodNotAllowed as notAllowed } from "../server/http/json.ts";

export { jsonError } from "../server/http/json.ts";

/** 405 for a resource route called with the wrong method, naming the one it takes. */
export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return notAllowed([allow]);
}

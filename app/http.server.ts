/** The one shape of every JSON error: `{ error: "snake_code", message: "Text for people" }`. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status, headers });
}

/** 405 for a resource route called with the wrong method, naming the one it takes. */
export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return jsonError(405, "method_not_allowed", `Use ${allow}.`, { Allow: allow });
}

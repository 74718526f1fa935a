/** The one shape of every JSON error: `{ error: "snake_code", message: "Text for people" }`. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status, headers });
}

// The Player Segments page's JSON call to /api/admin/segments.
import { adminApi } from "../json-api.ts";

export type ApiResult = { ok: true; body: unknown } | { ok: false; message: string | null };

/** POSTs JSON to the segments API. A network failure answers message null (the caller words it). */
export async function postSegments(body: unknown, signal?: AbortSignal): Promise<ApiResult> {
  const answer = await adminApi<unknown>("/api/admin/segments", { body, signal });
  if (answer.ok) return { ok: true, body: answer.data };
  return { ok: false, message: answer.status === 0 ? null : answer.message || `HTTP ${answer.status}` };
}

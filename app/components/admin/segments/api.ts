// The Player Segments page's JSON call to /api/admin/segments.
export type ApiResult = { ok: true; body: unknown } | { ok: false; message: string | null };

/** POSTs JSON to the segments API. A network failure answers message null (the caller words it). */
export async function postSegments(body: unknown, signal?: AbortSignal): Promise<ApiResult> {
  try {
    const response = await fetch("/api/admin/segments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) return { ok: false, message: json?.message ?? `HTTP ${response.status}` };
    return { ok: true, body: json };
  } catch {
    return { ok: false, message: null };
  }
}

// Every admin page's call to its JSON API: a same-origin fetch (the browser sends the session cookie
// and the Origin the server checks) that never throws. Success is the answer's body; a refusal is the
// server's { error, message, field? } with the whole body for section-specific extras (a running
// crawl's id, the store form's per-field errors); no answer (or one that is not JSON) is "network".
export type AdminApiFailure = {
  ok: false;
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  error: string;
  message: string;
  field?: string;
  body: Record<string, unknown> | null;
};
export type AdminApiResult<T> = { ok: true; data: T } | AdminApiFailure;

/** GET `url`, or POST `body` as JSON to it. An aborted request (`signal`) rejects; nothing else does. */
export async function adminApi<T>(url: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<AdminApiResult<T>> {
  const { body, signal } = options;
  try {
    const response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      signal,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && data) return { ok: true, data: data as T };
    const text = (key: string) => (typeof data?.[key] === "string" ? (data[key] as string) : undefined);
    return {
      ok: false,
      status: response.status,
      error: text("error") ?? "network",
      message: text("message") ?? "",
      field: text("field"),
      body: data,
    };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, status: 0, error: "network", message: "", body: null };
  }
}

// The Game Settings page's calls to /api/admin/settings (same-origin fetch: the browser sends Origin).
import type { GameSettings } from "../../../../game/sim/index.ts";

export type SettingsRequest =
  | { action: "save"; settings: GameSettings; note?: string; baseVersion?: number }
  | { action: "restore"; version: number };

export type SettingsAnswer =
  | { ok: true; created: boolean; version: number; settings: GameSettings }
  | { ok: false; error: string; message: string; field?: string };

export async function postSettings(body: SettingsRequest): Promise<SettingsAnswer> {
  try {
    const response = await fetch("/api/admin/settings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && data) return { ok: true, ...(data as { created: boolean; version: number; settings: GameSettings }) };
    return {
      ok: false,
      error: typeof data?.error === "string" ? data.error : "network",
      message: typeof data?.message === "string" ? data.message : "",
      field: typeof data?.field === "string" ? data.field : undefined,
    };
  } catch {
    return { ok: false, error: "network", message: "" };
  }
}

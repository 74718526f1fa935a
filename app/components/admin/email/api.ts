// The Email Campaigns page's calls to its admin APIs (same-origin fetch: the browser sends the
// session cookie and Origin). Every answer is either the data or the server's {error, message}.
import type { CampaignView as Campaign } from "../../../../server/campaigns/service.ts";
import { adminApi, type AdminApiResult } from "../json-api.ts";

// The server's shapes, imported as types only (nothing of the server reaches the browser).
export type { TemplateView as EmailTemplate } from "../../../../server/campaigns/templates.ts";
export type { CampaignView as Campaign } from "../../../../server/campaigns/service.ts";
export type CampaignStatus = Campaign["status"];
export type RecipientStatus = "queued" | "sent" | "failed" | "skipped";

export interface Recipient {
  playerId: string;
  email: string;
  name: string | null;
  status: RecipientStatus;
  attempts: number;
  error: string | null;
  sentAt: number | null;
}

export interface RecipientsPage {
  campaign: Campaign;
  recipients: Recipient[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Lifecycle {
  welcome: { enabled: boolean; templateId: string | null };
  comeBack: { enabled: boolean; segmentId: string | null; templateId: string | null; intervalDays: number; lastRunAt?: number | null };
}

export interface SegmentOption {
  id: string;
  name: string;
  /** Players in the segment now (null when the API does not say). */
  players: number | null;
}

export interface Preview {
  subject: string;
  html: string;
  text: string;
  player: { id: string; name: string | null } | null;
}

export type ApiResult<T> = AdminApiResult<T>;

export const getJson = <T>(url: string) => adminApi<T>(url);
export const postJson = <T>(url: string, body: unknown) => adminApi<T>(url, { body });

/** The segments API may name the count `players`, `playerCount` or `count`: take whichever is there. */
export function segmentOptionsOf(data: unknown): SegmentOption[] {
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { segments?: unknown })?.segments)
      ? (data as { segments: unknown[] }).segments
      : [];
  return list.flatMap((item) => {
    const row = item as Record<string, unknown>;
    if (typeof row?.id !== "string" || typeof row.name !== "string") return [];
    const count = [row.players, row.playerCount, row.count].find((value) => typeof value === "number") as number | undefined;
    return [{ id: row.id, name: row.name, players: count ?? null }];
  });
}

/** The `{{name}}` placeholder the templates use (server/campaigns/render.ts fills it). */
export const NAME_PLACEHOLDER = "{{name}}";
/** What render.ts writes for a player without a name (its NAME_FALLBACK) ... */
export const NAME_FALLBACK = "Player";
/** ... unless the template names its own. */
export const CUSTOM_FALLBACK = "{{name|friend}}";

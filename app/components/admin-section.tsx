import type { MetaDescriptor } from "react-router";
import { metaTexts } from "../../shared/i18n/index.ts";
import { adminText, type AdminDictionary, type AdminMessageKey } from "../../shared/i18n/admin/index.ts";

export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: AdminMessageKey }> = [
  { to: "/admin/settings", label: "admin.settings" },
  { to: "/admin/store", label: "admin.store" },
  { to: "/admin/players", label: "admin.players" },
  { to: "/admin/segments", label: "admin.segments" },
  { to: "/admin/subscribers", label: "admin.subscribers" },
  { to: "/admin/email", label: "admin.email" },
  { to: "/admin/analytics", label: "admin.analytics" },
  { to: "/admin/seo", label: "admin.seo" },
  { to: "/admin/inbox", label: "admin.inbox" },
  { to: "/admin/outbox", label: "admin.outbox" },
  { to: "/admin/audit", label: "admin.audit" },
  { to: "/admin/team", label: "admin.team" },
];

/** The admin layout's route id: its loader data carries the page language's admin dictionary. */
const ADMIN_LAYOUT_ID = "routes/admin/layout";

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** Meta for an admin page: "<Section> | Flap Master", kept out of search engines. */
export function adminMeta(title: AdminMessageKey, matches: MetaMatches): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === ADMIN_LAYOUT_ID)?.loaderData as { messages?: AdminDictionary | null } | undefined;
  const text = (key: AdminMessageKey) => adminText(layout?.messages, key);
  return [
    { title: `${text(title)} | ${metaTexts({ matches })("app.name")}` },
    { name: "description", content: text("admin.meta.description") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

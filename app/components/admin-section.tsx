import type { MetaDescriptor } from "react-router";
import { t as translate, useT, type MessageKey } from "../i18n/index.ts";

export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: "/admin/settings", label: "admin.settings" },
  { to: "/admin/store", label: "admin.store" },
  { to: "/admin/players", label: "admin.players" },
  { to: "/admin/segments", label: "admin.segments" },
  { to: "/admin/email", label: "admin.email" },
  { to: "/admin/analytics", label: "admin.analytics" },
  { to: "/admin/seo", label: "admin.seo" },
];

/** Meta for an admin page: "<Section> | Flap Master", kept out of search engines. */
export function adminMeta(title: MessageKey): MetaDescriptor[] {
  return [
    { title: `${translate(title)} | ${translate("app.name")}` },
    { name: "description", content: translate("admin.meta.description") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** An admin page whose tools arrive in a later update. */
export function AdminPlaceholder({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t(title)}</h1>
      <div className="mt-6 rounded-3xl border-2 border-dashed border-sky-200 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-700" data-testid="admin-coming-soon">
          {t("admin.comingSoon")}
        </p>
      </div>
    </div>
  );
}

// Admin: Email Campaigns. Templates (create, edit, delete, preview for a real player, test send),
// campaigns to a segment (progress, pause / resume / cancel, per-recipient status, retry failed)
// and the lifecycle mails. The sections talk to /api/admin/{templates,campaigns,lifecycle,segments}
// from the browser, so that the running campaigns can be polled and every change shows at once.
import { adminMeta } from "../../components/admin-section.tsx";
import { EmailWorkspace } from "../../components/admin/email/workspace.tsx";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import type { Route } from "./+types/email";

// No data, but a loader all the same: every navigation here asks the server, whose admin guard
// (the layout's middleware) checks the session.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.email", matches);

export default function AdminEmail() {
  const t = useAdminT();
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.email")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("email.intro")}</p>
      <EmailWorkspace />
    </div>
  );
}

// Admin: Game Settings. The loader gives the newest settings version and its history; saves and
// restores go through /api/admin/settings (server/settings/service.ts validates and audits).
import { getServices } from "../../../shared/context.ts";
import { adminMeta } from "../../components/admin-section.tsx";
import { SettingsEditor } from "../../components/admin/settings/editor.tsx";
import { RunRulesForm } from "../../components/admin/settings/run-rules.tsx";
import { DailyCoursePanel } from "../../components/admin/settings/daily-course.tsx";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import type { Route } from "./+types/settings";

/** History entries shown on the page (the API can list up to HISTORY_MAX). */
const HISTORY_SHOWN = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const [current, history, runRules, course] = await Promise.all([
    services.settings.current(),
    services.settings.history(HISTORY_SHOWN),
    services.runRules.get(),
    services.courses.status(),
  ]);
  // Each entry's full settings stay on the server: the page shows what changed.
  return { current, history: history.map(({ settings: _settings, ...entry }) => entry), runRules, course };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.settings", matches);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.settings")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("settings.intro")}</p>
      <div className="mt-6">
        <SettingsEditor
          current={loaderData.current}
          history={loaderData.history}
          beforeHistory={
            <>
              <RunRulesForm rules={loaderData.runRules} />
              <DailyCoursePanel status={loaderData.course} />
            </>
          }
        />
      </div>
    </div>
  );
}

import { adminMeta } from "../../components/admin-section.tsx";
import { StoreSettingsForm } from "../../components/admin/catalogue/store-settings-form.tsx";
import { getServices } from "../../../shared/context.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import type { Route } from "./+types/store";

export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await getServices(context).catalogue.editable() };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.store", matches);

export default function AdminStore({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.store")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("catalogue.intro")}</p>
      <StoreSettingsForm initial={loaderData.catalogue} />
    </div>
  );
}

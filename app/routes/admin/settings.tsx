import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";
import { requireAdmin } from "../../../server/auth/guards.server.ts";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.settings", matches);

export default function AdminSettings() {
  return <AdminPlaceholder title="admin.settings" />;
}

import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";
import { requireAdmin } from "../../../server/auth/guards.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.audit", matches);

export default function AdminAudit() {
  return <AdminPlaceholder title="admin.audit" />;
}

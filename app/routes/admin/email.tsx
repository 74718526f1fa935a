import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";
import { requireAdmin } from "../../../server/auth/guards.server.ts";
import type { Route } from "./+types/email";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.email", matches);

export default function AdminEmail() {
  return <AdminPlaceholder title="admin.email" />;
}

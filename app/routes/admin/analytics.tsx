import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";
import { requireAdmin } from "../../../server/auth/guards.server.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.analytics", matches);

export default function AdminAnalytics() {
  return <AdminPlaceholder title="admin.analytics" />;
}

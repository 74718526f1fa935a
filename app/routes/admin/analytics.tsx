import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.analytics");

export default function AdminAnalytics() {
  return <AdminPlaceholder title="admin.analytics" />;
}

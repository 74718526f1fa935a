import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.settings");

export default function AdminSettings() {
  return <AdminPlaceholder title="admin.settings" />;
}

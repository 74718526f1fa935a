import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.email");

export default function AdminEmail() {
  return <AdminPlaceholder title="admin.email" />;
}

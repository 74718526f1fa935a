import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.store");

export default function AdminStore() {
  return <AdminPlaceholder title="admin.store" />;
}

import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.segments");

export default function AdminSegments() {
  return <AdminPlaceholder title="admin.segments" />;
}

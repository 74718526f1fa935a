import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.seo");

export default function AdminSeo() {
  return <AdminPlaceholder title="admin.seo" />;
}

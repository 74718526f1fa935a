import { AdminPlaceholder, adminMeta } from "../../components/admin-section.tsx";

export const meta = () => adminMeta("admin.players");

export default function AdminPlayers() {
  return <AdminPlaceholder title="admin.players" />;
}

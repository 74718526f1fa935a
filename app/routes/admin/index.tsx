import { redirect } from "react-router";
import { requireAdmin } from "../../../server/auth/guards.server.ts";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/settings");
}

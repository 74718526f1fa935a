import { redirect } from "react-router";
import { checkAdmin } from "../../../server/admin/guard.ts";
import type { Route } from "./+types/index";

// /admin sits outside the admin layout (and its guard): it only sends the operator on, anyone else to /.
export async function loader({ request, context }: Route.LoaderArgs) {
  await checkAdmin(request, context);
  return redirect("/admin/settings");
}

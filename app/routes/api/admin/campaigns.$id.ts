// Placeholder until this admin API is built: operator only, answers 404 JSON.
import { jsonError } from "../../../http.server.ts";
import { requireAdminRequest } from "../../../../server/admin/http.ts";
import type { Route } from "./+types/campaigns.$id";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminRequest(request, context);
  return jsonError(404, "not_found", "Not built yet.");
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminRequest(request, context);
  return jsonError(404, "not_found", "Not built yet.");
}

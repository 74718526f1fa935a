// POST /api/session/sign-out: ends this session. A form post goes back to the home page; a script
// gets `{ ok: true }`.
import { redirect } from "react-router";
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import type { Route } from "./+types/session.sign-out";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const headers = await getServices(context).auth.signOut(request);
  headers.set("Cache-Control", "no-store");
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return redirect("/", { headers });
  }
  return Response.json({ ok: true }, { headers });
}

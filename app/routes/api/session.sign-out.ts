// POST /api/session/sign-out: ends this session. A form post goes back to the home page; a script
// gets `{ ok: true }`.
import { redirect } from "react-router";
import { getServices } from "../../../shared/context.ts";
import { jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/session.sign-out";

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const headers = await getServices(context).auth.signOut(request);
    headers.set("Cache-Control", "no-store");
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return redirect("/", { headers });
    }
    return jsonOk({ ok: true }, { headers });
  },
});

export const loader = api.loader;
export const action = api.action;

// POST /api/admin/session `{ password }`: the footer's Admin Access dialog. Signs in the operator
// account (ADMIN_EMAIL) on the server — rate-limited per address and per account, audited.
// This is the door to the admin area, so it is the one admin API that does not call requireAdmin.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { jsonError, methodNotAllowed } from "../../../http.server.ts";
import type { Route } from "./+types/session";

const bodySchema = z.object({ password: z.string().min(1).max(256) });

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonError(400, "invalid_body", "Send JSON: { \"password\": \"...\" }.");
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return jsonError(400, "invalid_body", "The password is required.");
  return getServices(context).auth.adminSignIn(request, parsed.data.password);
}

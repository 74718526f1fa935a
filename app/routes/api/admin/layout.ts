// The pathless layout around every admin API but the sign-in (POST /api/admin/session): its
// middleware is the admin guard, so each route below answers the operator only (403 JSON otherwise).
import { adminGuard } from "../../../../server/admin/guard.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminGuard];

// The pathless layout around every admin API but the sign-in (POST /api/admin/session): its
// middleware is the admin guard, so each route below answers the operator only (403 JSON otherwise),
// inside the one that puts every refusal into the operator's language.
import { adminGuard } from "../../../../server/admin/guard.ts";
import { inOperatorLanguage } from "../../../../server/admin/operator-language.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [inOperatorLanguage, adminGuard];

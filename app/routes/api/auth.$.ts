// Better Auth's HTTP endpoints (/api/auth/*): e-mail links land here (verify, reset, magic link).
import { getServices } from "../../../shared/context.ts";
import type { Route } from "./+types/auth.$";

export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return getServices(context).auth.handler(request);
}

// Any method to an unknown /api path: 404 JSON (the route takes every method, so it is no resource()).
import { jsonError } from "../../../server/http/json.ts";

export function loader() {
  return jsonError(404, "not_found", "No such endpoint.");
}

export function action() {
  return jsonError(404, "not_found", "No such endpoint.");
}

import { jsonError } from "../../http.server.ts";

export function loader() {
  return jsonError(404, "not_found", "No such endpoint.");
}

export function action() {
  return jsonError(404, "not_found", "No such endpoint.");
}

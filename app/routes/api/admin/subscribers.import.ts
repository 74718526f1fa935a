// POST /api/admin/subscribers/import, body: the CSV file as text (at most IMPORT_MAX_BYTES).
//   -> { report: { invited, confirmed, unchanged, mailFailures } }
//   422 { error: "invalid_rows", message, problems: [{ line, email, error, message }] }: nothing imported.
import { getServices } from "../../../../shared/context.ts";
import { getAdmin } from "../../../../server/admin/guard.ts";
import { readTextUpTo } from "../../../../server/http/body.ts";
import { jsonError, jsonOk } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { IMPORT_MAX_BYTES } from "../../../../server/site/subscribers.ts";
import type { Route } from "./+types/subscribers.import";

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const type = request.headers.get("content-type") ?? "";
    if (!/^text\/(csv|plain)\b/i.test(type)) return jsonError(415, "unsupported_type", "Send the file as text/csv.");
    const csv = await readTextUpTo(request.body, IMPORT_MAX_BYTES);
    if (csv === null) return jsonError(413, "import_too_large", `The file is larger than ${IMPORT_MAX_BYTES / 1_000_000} MB: split it.`);
    const result = await getServices(context).subscribers.importCsv(csv, getAdmin(context).actor);
    if (result.ok) return jsonOk({ report: result.report });
    return jsonError(result.status, result.error, result.message, undefined, "problems" in result ? { problems: result.problems } : {});
  },
});

export const loader = api.loader;
export const action = api.action;

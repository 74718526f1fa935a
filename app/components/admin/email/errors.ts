// The page's words for the APIs' error codes; anything else shows the server's own message.
import type { AdminTFunction } from "../../../../shared/i18n/admin/index.ts";
import type { ApiResult } from "./api.ts";

export function errorText(t: AdminTFunction, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  switch (result.error) {
    case "address_required":
      return t("email.error.addressRequired");
    case "segment_required":
      return t("email.error.segmentRequired");
    case "subject_required":
      return t("email.error.subjectRequired");
    case "content_required":
      return t("email.error.contentRequired");
    case "network":
      return t("email.error.network");
    default:
      return result.message || t("email.error.network");
  }
}

// One campaign's recipients, filterable by status, a page at a time; failures show their error.
// `version` changes whenever the campaign's counts do (the list polls), and the table follows.
import { useEffect, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatAdminTime } from "../time.ts";
import { getJson, type RecipientsPage, type RecipientStatus } from "./api.ts";
import { errorText } from "./errors.ts";
import { inputClass, labelClass, quietButtonClass, StatusLine, type Status } from "./ui.tsx";

const FILTERS: ReadonlyArray<RecipientStatus | ""> = ["", "queued", "sent", "failed", "skipped"];

const STATUS_STYLE: Record<RecipientStatus, string> = {
  queued: "text-slate-600",
  sent: "text-emerald-700",
  failed: "text-rose-700",
  skipped: "text-amber-800",
};

export function RecipientsTable(props: { campaignId: string; version: string }) {
  const t = useAdminT();
  const locale = useLocale();
  const [filter, setFilter] = useState<RecipientStatus | "">("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<RecipientsPage | null>(null);
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams({ page: String(page) });
    if (filter) params.set("status", filter);
    void getJson<RecipientsPage>(`/api/admin/campaigns/${encodeURIComponent(props.campaignId)}?${params}`).then((result) => {
      if (!current) return;
      if (result.ok) {
        setData(result.data);
        setStatus(null);
      } else setStatus({ kind: "error", text: errorText(t, result) });
    });
    return () => {
      current = false;
    };
  }, [props.campaignId, props.version, filter, page, t]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filterId = `recipients-filter-${props.campaignId}`;
  return (
    <div className="mt-3 border-t border-sky-100 pt-3" data-testid="recipients">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={filterId} className={labelClass}>
            {t("email.recipients.filter")}
          </label>
          <select
            id={filterId}
            className={inputClass}
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value as RecipientStatus | "");
              setPage(1);
            }}
            data-testid="recipients-filter"
          >
            {FILTERS.map((value) => (
              <option key={value || "all"} value={value}>
                {value ? t(`email.recipient.status.${value}`) : t("email.recipients.all")}
              </option>
            ))}
          </select>
        </div>
        {data ? (
          <p className="pb-2 text-sm text-slate-600" data-testid="recipients-total">
            {t("email.recipients.total", { count: data.total })}
          </p>
        ) : null}
      </div>
      <StatusLine status={status} testId="recipients-status" />
      {data && data.recipients.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="recipients-empty">
          {t("email.recipients.empty")}
        </p>
      ) : null}
      {data && data.recipients.length > 0 ? (
        <div className="mt-1 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t("email.recipients.caption")}</caption>
            <thead>
              <tr className="border-b border-sky-100 text-xs tracking-wide text-slate-500 uppercase">
                <th scope="col" className="py-2 pr-3">
                  {t("email.recipients.player")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("email.recipients.status")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("email.recipients.attempts")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("email.recipients.error")}
                </th>
                <th scope="col" className="py-2">
                  {t("email.recipients.sentAt")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.recipients.map((recipient) => (
                <tr
                  key={recipient.playerId}
                  className="border-b border-sky-50 align-top"
                  data-testid="recipient"
                  data-status={recipient.status}
                >
                  <td className="py-2 pr-3">
                    <a
                      href={`/admin/players/${encodeURIComponent(recipient.playerId)}`}
                      className="font-bold break-all text-sky-800 underline"
                    >
                      {recipient.name || recipient.email}
                    </a>
                    {recipient.name ? <span className="block break-all text-slate-500">{recipient.email}</span> : null}
                  </td>
                  <td className={`py-2 pr-3 font-bold ${STATUS_STYLE[recipient.status]}`} data-testid="recipient-status">
                    {t(`email.recipient.status.${recipient.status}`)}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{recipient.attempts}</td>
                  <td className="py-2 pr-3 break-words text-rose-700" data-testid="recipient-error">
                    {recipient.error ?? ""}
                  </td>
                  <td className="py-2 text-slate-600">{recipient.sentAt ? formatAdminTime(recipient.sentAt, locale) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <button type="button" className={quietButtonClass} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("email.recipients.previous")}
          </button>
          <span className="text-sm text-slate-600">{t("email.recipients.page", { page, pages })}</span>
          <button type="button" className={quietButtonClass} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("email.recipients.next")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

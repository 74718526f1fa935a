// A segment's members now, a page at a time (GET /api/admin/segments/:id/members), with the CSV of
// all of them (GET /api/admin/segments/:id/members.csv, a plain download link).
import { useEffect, useId, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { formatCount, useLocale } from "../../../../shared/i18n/index.ts";
import { adminApi } from "../json-api.ts";
import { Modal, quietButtonClass } from "../ui.tsx";
import type { SegmentView } from "./segment-dialog.tsx";

interface MembersPage {
  segment: { players: number };
  members: { playerId: string; name: string; email: string }[];
  page: number;
  pageSize: number;
}

export function MembersDialog({ segment, onClose }: { segment: SegmentView | null; onClose: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const titleId = useId();
  const [page, setPage] = useState(1);
  // The answer for one page; another page shows "loading" until its own answer comes.
  const [loaded, setLoaded] = useState<{ page: number; data: MembersPage | null; failed: string | null } | null>(null);
  const data = loaded?.page === page ? loaded.data : null;
  const failed = loaded?.page === page ? loaded.failed : null;

  useEffect(() => {
    if (!segment) return;
    const abort = new AbortController();
    adminApi<MembersPage>(`/api/admin/segments/${encodeURIComponent(segment.id)}/members?page=${page}`, { signal: abort.signal })
      .then((answer) => {
        if (answer.ok) setLoaded({ page, data: answer.data, failed: null });
        else setLoaded({ page, data: null, failed: t("segments.failed", { message: answer.message || t("segments.network") }) });
      })
      .catch(() => {}); // aborted: a newer page or the dialog closed
    return () => abort.abort();
  }, [segment, page, t]);

  const pages = data ? Math.max(1, Math.ceil(data.segment.players / data.pageSize)) : 1;
  return (
    <Modal open={segment !== null} onClose={onClose} labelledBy={titleId} testId="segment-members-dialog" wide>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-black break-words">
            {t("segments.membersTitle", { name: segment?.name ?? "" })}
          </h2>
          {data ? (
            <p className="text-sm text-slate-600" data-testid="segment-members-count">
              {t("segments.players", { count: formatCount(data.segment.players, locale) })}
            </p>
          ) : null}
        </div>
        {segment ? (
          <a
            href={`/api/admin/segments/${encodeURIComponent(segment.id)}/members.csv`}
            download
            className="btn btn-secondary py-2"
            data-testid="segment-members-export"
          >
            {t("segments.membersExport")}
          </a>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-rose-700">
          {failed}
        </p>
      ) : data === null ? (
        <p role="status" className="mt-3 text-slate-600">
          {t("segments.membersLoading")}
        </p>
      ) : data.members.length === 0 ? (
        <p className="mt-3 text-slate-600" data-testid="segment-members-empty">
          {t("segments.membersEmpty")}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="segment-members">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className="py-1 pr-3">{t("segments.memberName")}</th>
                <th className="py-1">{t("segments.memberEmail")}</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.playerId} className="border-t border-sky-100" data-testid="segment-member">
                  <td className="py-1.5 pr-3 break-words">
                    <a href={`/admin/players/${encodeURIComponent(member.playerId)}`} className="font-semibold text-sky-700 underline">
                      {member.name}
                    </a>
                  </td>
                  <td className="py-1.5 break-all">{member.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={quietButtonClass}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            data-testid="segment-members-prev"
          >
            ← {t("admin.pages.previous")}
          </button>
          <span className="text-sm font-semibold text-slate-600" aria-live="polite">
            {t("admin.pages.current", { page, pages })}
          </span>
          <button
            type="button"
            className={quietButtonClass}
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            data-testid="segment-members-next"
          >
            {t("admin.pages.next")} →
          </button>
        </div>
        <button type="button" className={quietButtonClass} onClick={onClose}>
          {t("segments.membersClose")}
        </button>
      </div>
    </Modal>
  );
}

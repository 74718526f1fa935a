// Player Segments: the saved segments with their live player counts; create and edit in a dialog
// (criteria rows, a live count), delete after a confirmation. Data: /api/admin/segments.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { describeCriterion } from "../../components/admin/segments/criteria.ts";
import { MembersDialog } from "../../components/admin/segments/members-dialog.tsx";
import { SegmentDialog, type SegmentView } from "../../components/admin/segments/segment-dialog.tsx";
import { Modal, buttonClass, dangerButtonClass, quietButtonClass } from "../../components/admin/ui.tsx";
import { postSegments } from "../../components/admin/segments/api.ts";
import { formatAdminTime } from "../../components/admin/time.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { formatCount, useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import type { Route } from "./+types/segments";

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const segments: SegmentView[] = await services.segments.list();
  return { segments };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.segments", matches);

export default function AdminSegments({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<{ open: boolean; editing: SegmentView | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<SegmentView | null>(null);
  const [viewing, setViewing] = useState<SegmentView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const deleteTitle = useId();
  const { segments } = loaderData;

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await postSegments({ action: "delete", id: deleting.id });
    setBusy(false);
    if (!result.ok) {
      setDeleteError(t("segments.failed", { message: result.message ?? t("segments.network") }));
      return;
    }
    setDeleting(null);
    setNotice(t("segments.deleted"));
    await revalidator.revalidate();
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.segments")}</h1>
          <p className="mt-2 text-slate-600">{t("segments.intro")}</p>
        </div>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            setNotice(null);
            setDialog({ open: true, editing: null });
          }}
          data-testid="segment-new"
        >
          + {t("segments.new")}
        </button>
      </div>

      <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-emerald-700" data-testid="segments-notice">
        {notice ?? ""}
      </p>

      <h2 className="sr-only">{t("segments.list")}</h2>
      {segments.length === 0 ? (
        <p
          className="mt-2 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600 ring-1 ring-sky-100"
          data-testid="segments-empty"
        >
          {t("segments.empty")}
        </p>
      ) : (
        <ul className="mt-2 grid gap-4 lg:grid-cols-2" data-testid="segments-list">
          {segments.map((segment) => (
            <li
              key={segment.id}
              className="flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100"
              data-testid="segment-card"
              data-name={segment.name}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-xl font-black break-words text-ink">{segment.name}</h3>
                <p className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-ink tabular-nums" data-testid="segment-count">
                  {t("segments.players", { count: formatCount(segment.players, locale) })}
                </p>
              </div>
              <p className="mt-1 break-words text-slate-700">{segment.description}</p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {segment.criteria.length === 0 ? (
                  <li className="rounded-xl bg-slate-100 px-2 py-1 font-semibold text-slate-700">{t("segments.allPlayers")}</li>
                ) : (
                  segment.criteria.map((criterion, index) => (
                    <li key={index} className="rounded-xl bg-slate-100 px-2 py-1 font-semibold text-slate-700">
                      {describeCriterion(t, criterion, locale)}
                    </li>
                  ))
                )}
              </ul>
              <p className="mt-3 text-xs text-slate-500">
                {t("segments.updatedAt", { time: formatAdminTime(segment.updatedAt, locale), who: segment.updatedBy ?? "system" })}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={quietButtonClass}
                  aria-label={t("segments.membersNamed", { name: segment.name })}
                  onClick={() => setViewing(segment)}
                  data-testid="segment-members"
                >
                  {t("segments.members")}
                </button>
                <button
                  type="button"
                  className={quietButtonClass}
                  aria-label={t("segments.editNamed", { name: segment.name })}
                  onClick={() => {
                    setNotice(null);
                    setDialog({ open: true, editing: segment });
                  }}
                  data-testid="segment-edit"
                >
                  {t("segments.edit")}
                </button>
                <button
                  type="button"
                  className={quietButtonClass}
                  aria-label={t("segments.deleteNamed", { name: segment.name })}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(segment);
                  }}
                  data-testid="segment-delete"
                >
                  {t("segments.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {/* Keyed by segment: another segment starts on its first page. */}
      <MembersDialog key={viewing?.id ?? "none"} segment={viewing} onClose={() => setViewing(null)} />

      <SegmentDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
        onSaved={async (_segment, created) => {
          setDialog({ open: false, editing: null });
          setNotice(t(created ? "segments.created" : "segments.updated"));
          await revalidator.revalidate();
        }}
      />

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} labelledBy={deleteTitle} testId="segment-delete-dialog">
        <h2 id={deleteTitle} className="text-2xl font-black">
          {t("segments.deleteTitle")}
        </h2>
        <p className="mt-2 break-words text-slate-700">{t("segments.deleteConfirm", { name: deleting?.name ?? "" })}</p>
        {deleteError ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-rose-700">
            {deleteError}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={() => setDeleting(null)}>
            {t("segments.cancel")}
          </button>
          <button type="button" className={dangerButtonClass} disabled={busy} onClick={confirmDelete} data-testid="segment-delete-confirm">
            {t("segments.delete")}
          </button>
        </div>
      </Modal>
    </div>
  );
}

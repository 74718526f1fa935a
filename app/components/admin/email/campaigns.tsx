// Campaigns: the send form (segment, subject and content required; a template can fill the last
// two), a confirmation naming the recipient count, and the campaigns list with progress, controls
// and each campaign's recipients. While a campaign sends, the list is polled every second.
import { useCallback, useEffect, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatAdminTime } from "../time.ts";
import { getJson, postJson, type ApiResult, type Campaign, type CampaignStatus, type EmailTemplate, type SegmentOption } from "./api.ts";
import { errorText } from "./errors.ts";
import { RecipientsTable } from "./recipients.tsx";
import {
  buttonClass,
  Card,
  ConfirmDialog,
  dangerButtonClass,
  FieldError,
  inputClass,
  labelClass,
  quietButtonClass,
  StatusLine,
  type Status,
} from "./ui.tsx";

/** How often a running campaign's progress is asked for. */
export const POLL_MS = 1000;

const fetchCampaigns = () => getJson<{ campaigns: Campaign[] }>("/api/admin/campaigns");

type FieldErrors = Partial<Record<"segment" | "subject" | "content" | "schedule", string>>;

/** epoch ms as the value of an <input type="datetime-local"> (the browser's own time zone). */
export function toLocalInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as epoch ms (read in the browser's time zone), or null when empty or unreadable. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isFinite(at) ? at : null;
}

/** How many a send to the segment would mail now: null while counting, "error" when unknown. */
type Reach = number | null | "error";

export function CampaignsSection(props: {
  templates: EmailTemplate[] | null;
  segments: SegmentOption[] | null;
  segmentsError: string | null;
}) {
  const t = useAdminT();
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [listStatus, setListStatus] = useState<Status>(null);

  const apply = useCallback(
    (result: ApiResult<{ campaigns: Campaign[] }>) => {
      if (result.ok) {
        setCampaigns(result.data.campaigns);
        setListStatus(null);
      } else setListStatus({ kind: "error", text: errorText(t, result) });
    },
    [t],
  );
  const reload = useCallback(() => fetchCampaigns().then(apply), [apply]);

  useEffect(() => {
    void fetchCampaigns().then(apply);
  }, [apply]);

  // Poll only while something moves: a sending campaign.
  const running = campaigns?.some((campaign) => campaign.status === "sending") ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  return (
    <Card id="campaigns" title={t("email.campaigns.title")} intro={t("email.campaigns.intro")} testId="campaigns-section">
      <SendForm templates={props.templates} segments={props.segments} segmentsError={props.segmentsError} onSent={reload} />
      <h3 className="mt-8 font-black text-ink">{t("email.campaigns.list")}</h3>
      <StatusLine status={listStatus} testId="campaigns-status" />
      {campaigns === null ? (
        <p className="text-sm text-slate-500">{t("email.loading")}</p>
      ) : campaigns.length === 0 ? (
        <p className="mt-2 rounded-2xl bg-sky-50 px-4 py-6 text-center font-semibold text-slate-600" data-testid="campaigns-empty">
          {t("email.campaigns.empty")}
        </p>
      ) : (
        <ul className="mt-2 grid gap-3" data-testid="campaigns-list">
          {campaigns.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              onChanged={(next) => setCampaigns((list) => list?.map((c) => (c.id === next.id ? next : c)) ?? null)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SendForm(props: {
  templates: EmailTemplate[] | null;
  segments: SegmentOption[] | null;
  segmentsError: string | null;
  onSent: () => Promise<void>;
}) {
  const t = useAdminT();
  const [name, setName] = useState("");
  const [segmentId, setSegmentId] = useState("");
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [later, setLater] = useState(false);
  const [scheduleAt, setScheduleAt] = useState("");
  const [reach, setReach] = useState<Reach>(null);
  const locale = useLocale();
  const segment = props.segments?.find((s) => s.id === segmentId) ?? null;
  const scheduledAt = later ? fromLocalInput(scheduleAt) : null;

  // The confirmation states how many will really be mailed: the server counts with the send's own query.
  useEffect(() => {
    if (!confirming || !segmentId) return;
    let current = true;
    void getJson<{ recipients: number }>(`/api/admin/campaigns?reach=${encodeURIComponent(segmentId)}`).then((result) => {
      if (current) setReach(result.ok ? result.data.recipients : "error");
    });
    return () => {
      current = false;
    };
  }, [confirming, segmentId]);

  const fill = (id: string) => {
    setTemplateId(id);
    const template = props.templates?.find((candidate) => candidate.id === id);
    if (!template) return;
    setSubject(template.subject);
    setContent(template.body);
    if (!name.trim()) setName(template.name);
    setErrors((e) => ({ ...e, subject: undefined, content: undefined }));
  };

  function check(): boolean {
    const found: FieldErrors = {};
    if (!segmentId) found.segment = t("email.error.segmentRequired");
    if (!subject.trim()) found.subject = t("email.error.subjectRequired");
    if (!content.trim()) found.content = t("email.error.contentRequired");
    if (later) {
      const at = fromLocalInput(scheduleAt);
      if (at === null) found.schedule = t("email.error.scheduleRequired");
      else if (at <= Date.now()) found.schedule = t("email.error.scheduleInPast");
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function send() {
    const template = props.templates?.find((candidate) => candidate.id === templateId);
    const fromTemplate = template !== undefined && template.subject === subject && template.body === content;
    setBusy(true);
    const result = await postJson<{ campaign: Campaign }>("/api/admin/campaigns", {
      action: "send",
      ...(name.trim() ? { name: name.trim() } : {}),
      segmentId,
      subject,
      body: content,
      // Which template the text came from (kept with the campaign), unless it was edited since.
      ...(fromTemplate ? { templateId } : {}),
      ...(scheduledAt !== null ? { scheduledAt } : {}),
    });
    setConfirming(false);
    if (result.ok) {
      const campaign = result.data.campaign;
      setStatus({
        kind: "ok",
        text:
          campaign.scheduledAt !== null && campaign.status === "draft"
            ? t("email.send.scheduled", { time: formatAdminTime(campaign.scheduledAt, locale) })
            : t("email.send.started", { count: campaign.total }),
      });
      setLater(false);
      setScheduleAt("");
      setName("");
      setTemplateId("");
      setSubject("");
      setContent("");
      await props.onSent();
    } else {
      const field =
        result.error === "segment_required"
          ? "segment"
          : result.error === "subject_required"
            ? "subject"
            : result.error === "content_required"
              ? "content"
              : result.error === "schedule_in_past" || result.error === "schedule_too_far"
                ? "schedule"
                : null;
      if (field) setErrors({ [field]: errorText(t, result) });
      setStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(false);
  }

  const invalid = (field: keyof FieldErrors) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `send-${field}-error` } : {});

  return (
    <form
      noValidate
      aria-labelledby="send-title"
      data-testid="send-form"
      className="grid gap-3 rounded-2xl bg-sky-50/60 p-4 ring-1 ring-sky-100"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        if (!busy && check()) {
          setReach(null);
          setConfirming(true);
        }
      }}
    >
      <h3 id="send-title" className="font-black text-ink">
        {t("email.send.title")}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor="send-segment" className={labelClass}>
            {t("email.send.segment")}
          </label>
          <select
            id="send-segment"
            className={inputClass}
            value={segmentId}
            onChange={(event) => {
              setSegmentId(event.currentTarget.value);
              setErrors((e) => ({ ...e, segment: undefined }));
            }}
            data-testid="send-segment"
            {...invalid("segment")}
          >
            <option value="">{t("email.send.chooseSegment")}</option>
            {(props.segments ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.players === null ? option.name : t("email.segmentOption", { name: option.name, count: option.players })}
              </option>
            ))}
          </select>
          <FieldError id="send-segment-error" text={errors.segment} />
          {props.segmentsError ? <p className="text-sm text-amber-800">{props.segmentsError}</p> : null}
          {props.segments && props.segments.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="send-no-segments">
              {t("email.send.noSegments")}{" "}
              <a href="/admin/segments" className="font-bold text-sky-700 underline">
                {t("email.send.segmentsLink")}
              </a>
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor="send-template" className={labelClass}>
            {t("email.send.template")}
          </label>
          <select
            id="send-template"
            className={inputClass}
            value={templateId}
            onChange={(event) => fill(event.currentTarget.value)}
            data-testid="send-template"
          >
            <option value="">{t("email.send.noTemplate")}</option>
            {(props.templates ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor="send-name" className={labelClass}>
          {t("email.send.name")}
        </label>
        <input
          id="send-name"
          className={inputClass}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="send-name"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="send-subject" className={labelClass}>
          {t("email.send.subject")}
        </label>
        <input
          id="send-subject"
          className={inputClass}
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.currentTarget.value)}
          data-testid="send-subject"
          {...invalid("subject")}
        />
        <FieldError id="send-subject-error" text={errors.subject} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="send-content" className={labelClass}>
          {t("email.send.content")}
        </label>
        <textarea
          id="send-content"
          rows={8}
          className={`${inputClass} font-mono text-sm`}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          data-testid="send-content"
          {...invalid("content")}
        />
        <FieldError id="send-content-error" text={errors.content} />
        <p className="text-xs text-slate-500" data-testid="send-markdown-hint">
          {t("email.markdownHint")}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-end">
        <label className="flex items-center gap-2 py-2 text-sm font-bold text-ink">
          <input
            type="checkbox"
            checked={later}
            onChange={(event) => {
              setLater(event.currentTarget.checked);
              setErrors((e) => ({ ...e, schedule: undefined }));
            }}
            className="size-5 accent-sky-600"
            data-testid="send-later"
          />
          {t("email.send.schedule")}
        </label>
        {later ? (
          <div className="grid gap-1">
            <label htmlFor="send-schedule" className={labelClass}>
              {t("email.send.scheduleAt")}
            </label>
            <input
              id="send-schedule"
              type="datetime-local"
              className={inputClass}
              value={scheduleAt}
              onChange={(event) => {
                setScheduleAt(event.currentTarget.value);
                setErrors((e) => ({ ...e, schedule: undefined }));
              }}
              data-testid="send-schedule"
              {...invalid("schedule")}
            />
            <FieldError id="send-schedule-error" text={errors.schedule} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={busy} data-testid="send-campaign">
          {later ? t("email.send.scheduleButton") : t("email.send.button")}
        </button>
        <StatusLine status={status} testId="send-status" />
      </div>

      <ConfirmDialog
        open={confirming}
        title={t("email.send.confirmTitle")}
        confirm={later ? t("email.send.scheduleButton") : t("email.send.button")}
        cancel={t("email.cancel")}
        busy={busy}
        testId="send-confirm"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      >
        <p data-testid="send-confirm-text" data-reach={typeof reach === "number" ? reach : undefined}>
          {reach === null
            ? t("email.send.counting")
            : reach === "error" || !segment
              ? t("email.send.confirmUnknown", { segment: segment?.name ?? "", subject })
              : scheduledAt !== null
                ? t("email.send.confirmScheduled", {
                    count: reach,
                    segment: segment.name,
                    subject,
                    time: formatAdminTime(scheduledAt, locale),
                  })
                : t("email.send.confirmReach", { count: reach, segment: segment.name, subject })}
        </p>
      </ConfirmDialog>
    </form>
  );
}

const STATUS_STYLE: Record<CampaignStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  sending: "bg-sky-100 text-sky-800",
  paused: "bg-amber-100 text-amber-900",
  cancelled: "bg-rose-100 text-rose-800",
  finished: "bg-emerald-100 text-emerald-800",
};

function CampaignCard(props: { campaign: Campaign; onChanged: (campaign: Campaign) => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const { campaign } = props;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [open, setOpen] = useState(false);
  const done = campaign.sent + campaign.failed + campaign.skipped;
  const percent = campaign.total > 0 ? Math.min(100, Math.floor((done * 100) / campaign.total)) : campaign.status === "finished" ? 100 : 0;

  async function control(action: "pause" | "resume" | "cancel" | "retry_failed") {
    setBusy(true);
    setStatus(null);
    const result = await postJson<{ campaign: Campaign }>(`/api/admin/campaigns/${encodeURIComponent(campaign.id)}`, { action });
    if (result.ok) props.onChanged(result.data.campaign);
    else setStatus({ kind: "error", text: errorText(t, result) });
    setBusy(false);
  }

  const live = campaign.status === "sending" || campaign.status === "paused";
  const scheduled = campaign.status === "draft" && campaign.scheduledAt !== null;
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-sky-100" data-testid="campaign" data-id={campaign.id} data-status={campaign.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold break-words text-ink" data-testid="campaign-name">
            {campaign.name}
          </p>
          <p className="text-sm break-words text-slate-600">
            {t("email.campaign.meta", { segment: campaign.segmentName ?? "—", subject: campaign.subject })}
          </p>
          <p className="text-xs text-slate-500">
            {t("email.campaign.created", { time: formatAdminTime(campaign.createdAt, locale) })}
            {campaign.finishedAt ? ` · ${t("email.campaign.finishedAt", { time: formatAdminTime(campaign.finishedAt, locale) })}` : ""}
          </p>
          {campaign.scheduledAt !== null ? (
            <p className="text-xs font-semibold text-sky-800" data-testid="campaign-scheduled">
              {t("email.campaign.scheduledFor", { time: formatAdminTime(campaign.scheduledAt, locale) })}
            </p>
          ) : null}
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-black tracking-wide uppercase ${STATUS_STYLE[campaign.status]}`}
          data-testid="campaign-status"
        >
          {scheduled ? t("email.campaign.status.scheduled") : t(`email.campaign.status.${campaign.status}`)}
        </span>
      </div>

      <div className="mt-3">
        <div
          role="progressbar"
          aria-label={t("email.campaign.progress", { name: campaign.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t("email.campaign.progressText", { done, total: campaign.total })}
          className="h-3 w-full overflow-hidden rounded-full bg-sky-100"
          data-testid="campaign-progress"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-500 ${campaign.failed > 0 ? "bg-amber-500" : "bg-emerald-500"}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-1 text-sm text-slate-700 tabular-nums" data-testid="campaign-counts">
          {t("email.campaign.counts", {
            total: campaign.total,
            sent: campaign.sent,
            failed: campaign.failed,
            queued: campaign.queued,
            skipped: campaign.skipped,
          })}
        </p>
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        {campaign.status === "sending" ? (
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => void control("pause")}
            data-testid="campaign-pause"
          >
            {t("email.campaign.pause")}
          </button>
        ) : null}
        {campaign.status === "paused" ? (
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => void control("resume")}
            data-testid="campaign-resume"
          >
            {t("email.campaign.resume")}
          </button>
        ) : null}
        {scheduled ? (
          <button type="button" className={quietButtonClass} disabled={busy} onClick={() => setEditing(true)} data-testid="campaign-edit">
            {t("email.campaign.edit")}
          </button>
        ) : null}
        {live || scheduled ? (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={busy}
            onClick={() => void control("cancel")}
            data-testid="campaign-cancel"
          >
            {t("email.campaign.cancel")}
          </button>
        ) : null}
        {campaign.failed > 0 && campaign.status !== "cancelled" && campaign.status !== "draft" ? (
          <button
            type="button"
            className={quietButtonClass}
            disabled={busy}
            onClick={() => void control("retry_failed")}
            data-testid="campaign-retry"
          >
            {t("email.campaign.retry")}
          </button>
        ) : null}
        <button
          type="button"
          className={quietButtonClass}
          aria-expanded={open}
          aria-controls={`recipients-${campaign.id}`}
          onClick={() => setOpen((value) => !value)}
          data-testid="campaign-recipients-toggle"
        >
          {open ? t("email.campaign.hideRecipients") : t("email.campaign.showRecipients")}
        </button>
      </div>
      <StatusLine status={status} testId="campaign-control-status" />
      {scheduled ? (
        <EditScheduledDialog
          campaign={campaign}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            setStatus({ kind: "ok", text: t("email.campaign.saved") });
            props.onChanged(next);
          }}
        />
      ) : null}
      {open ? (
        <div id={`recipients-${campaign.id}`}>
          <RecipientsTable
            campaignId={campaign.id}
            version={`${campaign.status}:${campaign.queued}:${campaign.sent}:${campaign.failed}:${campaign.skipped}`}
          />
        </div>
      ) : null}
    </li>
  );
}

/** A scheduled campaign's subject, content and send time, changed before it starts. */
function EditScheduledDialog(props: { campaign: Campaign; open: boolean; onClose: () => void; onSaved: (campaign: Campaign) => void }) {
  const t = useAdminT();
  const { campaign } = props;
  const [subject, setSubject] = useState(campaign.subject);
  const [content, setContent] = useState(campaign.body);
  const [at, setAt] = useState(campaign.scheduledAt !== null ? toLocalInput(campaign.scheduledAt) : "");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  async function save() {
    const scheduledAt = fromLocalInput(at);
    if (scheduledAt === null) return setStatus({ kind: "error", text: t("email.error.scheduleRequired") });
    if (scheduledAt <= Date.now()) return setStatus({ kind: "error", text: t("email.error.scheduleInPast") });
    setBusy(true);
    const result = await postJson<{ campaign: Campaign }>(`/api/admin/campaigns/${encodeURIComponent(campaign.id)}`, {
      action: "edit",
      segmentId: campaign.segmentId,
      subject,
      body: content,
      scheduledAt,
    });
    setBusy(false);
    if (result.ok) props.onSaved(result.data.campaign);
    else setStatus({ kind: "error", text: result.error === "schedule_in_past" ? t("email.error.scheduleInPast") : errorText(t, result) });
  }

  return (
    <ConfirmDialog
      open={props.open}
      title={t("email.campaign.editTitle")}
      confirm={t("email.campaign.save")}
      cancel={t("email.cancel")}
      busy={busy}
      testId="campaign-edit-dialog"
      onConfirm={() => void save()}
      onClose={props.onClose}
    >
      <div className="grid gap-3">
        <label className="grid gap-1">
          <span className={labelClass}>{t("email.send.subject")}</span>
          <input className={inputClass} value={subject} maxLength={200} onChange={(event) => setSubject(event.currentTarget.value)} />
        </label>
        <label className="grid gap-1">
          <span className={labelClass}>{t("email.send.content")}</span>
          <textarea
            rows={6}
            className={`${inputClass} font-mono text-sm`}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
          />
        </label>
        <label className="grid gap-1">
          <span className={labelClass}>{t("email.send.scheduleAt")}</span>
          <input
            type="datetime-local"
            className={inputClass}
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            data-testid="campaign-edit-schedule"
          />
        </label>
        <StatusLine status={status} testId="campaign-edit-status" />
      </div>
    </ConfirmDialog>
  );
}

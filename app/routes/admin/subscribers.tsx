// Subscribers: the newsletter list (status tabs, search, pages; all of it in the URL, rendered by the
// server), a manual unsubscribe, the CSV export and import, and the blocklist. Changes go to
// /api/admin/subscribers (and /import); a fetcher's answer revalidates this page.
import { useCallback, useId, useState } from "react";
import { Link, useFetcher, useLocation, useRevalidator } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { InvalidFilterNotice, Pager, hrefWith, pageCount } from "../../components/admin/pager.tsx";
import { adminApi } from "../../components/admin/json-api.ts";
import { SearchForm } from "../../components/admin/search-form.tsx";
import { ImportPanel } from "../../components/admin/subscribers/import-panel.tsx";
import { formatAdminTime } from "../../components/admin/time.ts";
import { Modal, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "../../components/admin/ui.tsx";
import { useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { subscriberFilterOf, type BlockedView, type SubscriberStatus, type SubscriberView } from "../../../server/site/subscribers.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { subscribers } = getServices(context);
  const filter = subscriberFilterOf(new URL(request.url).searchParams);
  const data = filter.ok ? filter.data : {};
  const [page, blocked] = await Promise.all([subscribers.list(data), subscribers.blocked({})]);
  return { ...page, blocked, status: data.status ?? null, q: data.q ?? "", invalid: filter.ok ? null : filter.message };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.subscribers", matches);

const TABS: ReadonlyArray<SubscriberStatus | null> = [null, "pending", "confirmed", "unsubscribed", "blocked"];

const STATUS_STYLE: Record<SubscriberStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-800",
  unsubscribed: "bg-slate-100 text-slate-700",
  blocked: "bg-rose-100 text-rose-800",
};

type ApiAnswer = { error?: string; message?: string };

/** The page's words for the API's refusals; anything else shows the server's own message. */
function refusalText(t: ReturnType<typeof useAdminT>, answer: ApiAnswer | undefined): string | null {
  if (!answer?.error) return null;
  const known: Record<string, AdminMessageKey> = {
    invalid_email: "subscribers.blocklist.invalidEmail",
    already_blocked: "subscribers.blocklist.already",
  };
  const key = known[answer.error];
  return key ? t(key) : t("subscribers.failed", { message: answer.message || t("subscribers.network") });
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const location = useLocation();
  const { items, total, page, pageSize, counts, blocked, status, q, invalid } = loaderData;
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  const [unsubscribing, setUnsubscribing] = useState<SubscriberView | null>(null);
  const closeUnsubscribe = useCallback(() => setUnsubscribing(null), []);
  const exportHref = hrefWith("/api/admin/subscribers/export.csv", { q, status });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.subscribers")}</h1>
          <p className="mt-2 text-slate-600">{t("subscribers.intro")}</p>
        </div>
        {/* A plain link: the file streams straight to the browser's download. */}
        <a
          href={exportHref}
          download
          className="btn btn-secondary py-2.5"
          title={t("subscribers.exportHint")}
          data-testid="subscribers-export"
        >
          {t("subscribers.export")}
        </a>
      </div>
      <InvalidFilterNotice message={invalid} />

      <div className="grid gap-4 lg:grid-cols-2">
        <ImportPanel />
        <Blocklist blocked={blocked} />
      </div>

      <section aria-labelledby="subscribers-list-title">
        <h2 id="subscribers-list-title" className="sr-only">
          {t("subscribers.list")}
        </h2>
        <nav aria-label={t("subscribers.tabs.label")} className="flex flex-wrap gap-2">
          {TABS.map((tab) => {
            const active = tab === status;
            return (
              <Link
                key={tab ?? "all"}
                to={hrefWith(location.pathname, { q, status: tab })}
                aria-current={active ? "page" : undefined}
                data-testid={`subscribers-tab-${tab ?? "all"}`}
                className={`rounded-full px-4 py-2 text-sm font-bold ring-1 ${
                  active ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-sky-200 hover:bg-sky-50"
                }`}
              >
                {t(tab ? `subscribers.status.${tab}` : "subscribers.status.all")}{" "}
                <span className="tabular-nums">({tab ? counts[tab] : all + counts.blocked})</span>
              </Link>
            );
          })}
        </nav>
        <SearchForm q={q} hidden={status ? { status } : {}} placeholder={t("subscribers.search.placeholder")} />
        <p className="mt-4 text-sm font-semibold text-slate-500" role="status" data-testid="subscribers-total">
          {t("subscribers.total", { count: total })}
        </p>
        {items.length === 0 ? (
          <p
            className="mt-4 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600"
            data-testid="subscribers-empty"
          >
            {t("subscribers.empty")}
          </p>
        ) : (
          <ul className="mt-4 grid gap-2" data-testid="subscribers-list">
            {items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} onUnsubscribe={() => setUnsubscribing(subscriber)} />
            ))}
          </ul>
        )}
        <Pager page={page} pages={pageCount(total, pageSize)} testId="subscribers" />
      </section>

      <UnsubscribeDialog subscriber={unsubscribing} onClose={closeUnsubscribe} />
    </div>
  );
}

function SubscriberRow({ subscriber, onUnsubscribe }: { subscriber: SubscriberView; onUnsubscribe: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const source = subscriber.source === "import" ? t("subscribers.source.import") : t("subscribers.source.site");
  // One line per subscriber on a wide screen (address, status, source, times, action); stacked on a phone.
  return (
    <li
      className="grid gap-x-4 gap-y-1 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-sky-100 md:grid-cols-[minmax(0,1.6fr)_7.5rem_minmax(0,1fr)_minmax(0,1.3fr)_7.5rem] md:items-center"
      data-testid="subscriber"
      data-email={subscriber.email}
    >
      <p className="min-w-0 font-bold break-all text-ink">{subscriber.email}</p>
      <p>
        <span
          className={`inline-block rounded-full px-3 py-1 text-xs font-black tracking-wide uppercase ${STATUS_STYLE[subscriber.status]}`}
          data-testid="subscriber-status"
        >
          {t(`subscribers.status.${subscriber.status}`)}
        </span>
      </p>
      <p className="min-w-0 text-sm break-words text-slate-600" data-testid="subscriber-source">
        <span className="sr-only">{t("subscribers.sourceLabel")}: </span>
        {subscriber.sourceDetail ? `${source} · ${subscriber.sourceDetail}` : source}
      </p>
      <dl className="grid text-xs text-slate-600">
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-semibold text-slate-500">{t("subscribers.consentAt")}</dt>
          <dd>{formatAdminTime(subscriber.consentAt, locale)}</dd>
        </div>
        {subscriber.confirmedAt !== null ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-semibold text-slate-500">{t("subscribers.confirmedAt")}</dt>
            <dd>{formatAdminTime(subscriber.confirmedAt, locale)}</dd>
          </div>
        ) : null}
        {subscriber.unsubscribedAt !== null ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-semibold text-slate-500">{t("subscribers.unsubscribedAt")}</dt>
            <dd>{formatAdminTime(subscriber.unsubscribedAt, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="md:text-right">
        {subscriber.status === "pending" || subscriber.status === "confirmed" ? (
          <button
            type="button"
            className={`${quietButtonClass} px-3 py-1.5`}
            aria-label={t("subscribers.unsubscribeNamed", { email: subscriber.email })}
            onClick={onUnsubscribe}
            data-testid="subscriber-unsubscribe"
          >
            {t("subscribers.unsubscribe")}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function UnsubscribeDialog({ subscriber, onClose }: { subscriber: SubscriberView | null; onClose: () => void }) {
  const t = useAdminT();
  const titleId = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function confirm() {
    if (!subscriber) return;
    setBusy(true);
    setFailed(null);
    const result = await adminApi<{ subscriber: SubscriberView }>("/api/admin/subscribers", {
      body: { action: "unsubscribe", id: subscriber.id },
    });
    if (result.ok) {
      await revalidator.revalidate();
      onClose();
    } else setFailed(refusalText(t, { error: result.error, message: result.message }));
    setBusy(false);
  }

  return (
    <Modal open={subscriber !== null} onClose={onClose} labelledBy={titleId} testId="subscriber-unsubscribe-dialog">
      <h2 id={titleId} className="text-2xl font-black">
        {t("subscribers.unsubscribeTitle")}
      </h2>
      <p className="mt-2 break-words text-slate-700">{t("subscribers.unsubscribeConfirm", { email: subscriber?.email ?? "" })}</p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-rose-700">
          {failed}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={quietButtonClass} onClick={onClose}>
          {t("subscribers.cancel")}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="subscriber-unsubscribe-confirm"
        >
          {t("subscribers.unsubscribe")}
        </button>
      </div>
    </Modal>
  );
}

function Blocklist({ blocked }: { blocked: BlockedView[] }) {
  const t = useAdminT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const adding = useFetcher<ApiAnswer & { blocked?: BlockedView }>();
  const removing = useFetcher<ApiAnswer & { email?: string }>();
  const addError = adding.state === "idle" ? refusalText(t, adding.data) : null;
  const added =
    adding.state === "idle" && adding.data?.blocked ? t("subscribers.blocklist.added", { email: adding.data.blocked.email }) : null;
  const removed =
    removing.state === "idle" && removing.data?.email ? t("subscribers.blocklist.removed", { email: removing.data.email }) : null;
  const removeError = removing.state === "idle" ? refusalText(t, removing.data) : null;
  return (
    <section
      aria-labelledby="blocklist-title"
      className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100"
      data-testid="blocklist"
    >
      <h2 id="blocklist-title" className="text-xl font-black">
        {t("subscribers.blocklist.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("subscribers.blocklist.intro")}</p>
      {/* Uncontrolled, keyed by the last address blocked: a success empties the form, a refusal keeps what was typed. */}
      <form
        key={adding.data?.blocked?.email ?? "blocklist-form"}
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void adding.submit(
            { action: "block", email: String(form.get("email") ?? ""), reason: String(form.get("reason") ?? "") },
            { method: "post", action: "/api/admin/subscribers", encType: "application/json" },
          );
        }}
      >
        <label className="grid gap-1 text-sm font-bold text-ink">
          {t("subscribers.blocklist.email")}
          <input name="email" type="email" required maxLength={254} className={inputClass} data-testid="blocklist-email" />
        </label>
        <label className="grid gap-1 text-sm font-bold text-ink">
          {t("subscribers.blocklist.reason")}
          <input name="reason" maxLength={500} className={inputClass} data-testid="blocklist-reason" />
        </label>
        <button type="submit" className={buttonClass} disabled={adding.state !== "idle"} data-testid="blocklist-add">
          {t("subscribers.blocklist.add")}
        </button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold" data-testid="blocklist-status">
        {addError || removeError ? (
          <span className="text-rose-700">{addError ?? removeError}</span>
        ) : (
          <span className="text-emerald-700">{added ?? removed ?? ""}</span>
        )}
      </p>
      {blocked.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500" data-testid="blocklist-empty">
          {t("subscribers.blocklist.empty")}
        </p>
      ) : (
        <ul className="mt-2 max-h-72 divide-y divide-sky-100 overflow-y-auto" data-testid="blocklist-list">
          {blocked.map((entry) => (
            <li
              key={entry.email}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="blocked"
              data-email={entry.email}
            >
              <div className="min-w-0">
                <p className="font-bold break-all text-ink">{entry.email}</p>
                <p className="text-xs text-slate-500">
                  {t("subscribers.blocklist.by", { time: formatAdminTime(entry.createdAt, locale), who: entry.createdBy ?? "system" })}
                  {entry.reason ? ` · ${entry.reason}` : ""}
                </p>
              </div>
              <button
                type="button"
                className={quietButtonClass}
                aria-label={t("subscribers.blocklist.removeNamed", { email: entry.email })}
                disabled={removing.state !== "idle" || revalidator.state !== "idle"}
                onClick={() =>
                  void removing.submit(
                    { action: "unblock", email: entry.email },
                    { method: "post", action: "/api/admin/subscribers", encType: "application/json" },
                  )
                }
                data-testid="blocked-remove"
              >
                {t("subscribers.blocklist.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

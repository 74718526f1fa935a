import { Link, useFetcher, useLocation } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { InvalidFilterNotice, Pager, hrefWith, pageCount } from "../../components/admin/pager.tsx";
import { SearchForm } from "../../components/admin/search-form.tsx";
import { formatAdminTime } from "../../components/admin/time.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { messagesFilterOf, type ContactMessageView } from "../../../server/admin/inbox.ts";
import type { ContactStatus } from "../../../server/db/schema.ts";
import type { Route } from "./+types/inbox";
import { operatorText } from "../../../server/http/operator-messages.ts";
import { localeOfHeaders } from "../../../shared/i18n/locales.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const filter = messagesFilterOf(new URL(request.url).searchParams);
  const result = await services.inbox.messages(filter.ok ? filter.data : {});
  return {
    ...result,
    status: filter.ok ? (filter.data.status ?? null) : null,
    q: filter.ok ? (filter.data.q ?? "") : "",
    invalid: filter.ok ? null : operatorText(localeOfHeaders(request.headers), filter.message),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.inbox", matches);

const TABS: ReadonlyArray<ContactStatus | null> = [null, "new", "read", "archived"];

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const location = useLocation();
  const { items, total, page, pageSize, counts, status, q, invalid } = loaderData;
  const all = counts.new + counts.read + counts.archived;
  const tabHref = (tab: ContactStatus | null) => hrefWith(location.pathname, { q, status: tab });
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.inbox")}</h1>
      <p className="mt-2 text-slate-600">{t("inbox.messages.intro")}</p>
      <InvalidFilterNotice message={invalid} />

      <nav aria-label={t("inbox.tabs.label")} className="mt-6 flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const active = tab === status;
          const count = tab ? counts[tab] : all;
          return (
            <Link
              key={tab ?? "all"}
              to={tabHref(tab)}
              aria-current={active ? "page" : undefined}
              data-testid={`inbox-tab-${tab ?? "all"}`}
              className={`rounded-full px-4 py-2 text-sm font-bold ring-1 ${
                active ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-sky-200 hover:bg-sky-50"
              }`}
            >
              {t(tab ? `inbox.status.${tab}` : "inbox.status.all")} <span className="tabular-nums">({count})</span>
            </Link>
          );
        })}
      </nav>

      <SearchForm q={q} hidden={status ? { status } : {}} placeholder={t("inbox.search.messagesPlaceholder")} />

      <p className="mt-4 text-sm font-semibold text-slate-500">{t("inbox.total", { count: total })}</p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600" data-testid="inbox-empty">
          {t("inbox.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" data-testid="inbox-list">
          {items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </div>
  );
}

function MessageCard({ message }: { message: ContactMessageView }) {
  const t = useAdminT();
  const locale = useLocale();
  const fetcher = useFetcher<{ message: ContactMessageView } | { error: string; message: string }>();
  const move = (status: ContactStatus) =>
    fetcher.submit(
      { action: "set_status", id: message.id, status },
      { method: "post", action: "/api/admin/inbox", encType: "application/json" },
    );
  const failed = fetcher.data && "error" in fetcher.data ? fetcher.data.message : null;
  const button = "rounded-xl px-3 py-2 text-sm font-bold ring-1 ring-sky-200 hover:bg-sky-50 disabled:opacity-50";
  const busy = fetcher.state !== "idle";
  return (
    <li
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ${message.status === "new" ? "ring-sky-400" : "ring-sky-100"}`}
      data-testid="inbox-message"
      data-status={message.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold break-all text-ink">{t("inbox.from", { email: message.email })}</p>
        <p className="text-sm text-slate-500">{formatAdminTime(message.createdAt, locale)}</p>
      </div>
      <p className="mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t(`inbox.status.${message.status}`)} · {t("inbox.language", { locale: message.locale })}
        {message.playerId ? (
          <>
            {" · "}
            <Link to={`/admin/players/${message.playerId}`} className="text-sky-700 underline">
              {t("inbox.player")}
            </Link>
          </>
        ) : null}
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`mailto:${message.email}`} className={button}>
          {t("inbox.reply")}
        </a>
        {message.status === "new" ? (
          <button type="button" className={button} disabled={busy} onClick={() => move("read")} data-testid="inbox-mark-read">
            {t("inbox.markRead")}
          </button>
        ) : null}
        {message.status === "read" ? (
          <button type="button" className={button} disabled={busy} onClick={() => move("new")}>
            {t("inbox.markNew")}
          </button>
        ) : null}
        {message.status === "archived" ? (
          <button type="button" className={button} disabled={busy} onClick={() => move("read")} data-testid="inbox-unarchive">
            {t("inbox.unarchive")}
          </button>
        ) : (
          <button type="button" className={button} disabled={busy} onClick={() => move("archived")} data-testid="inbox-archive">
            {t("inbox.archive")}
          </button>
        )}
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {t("inbox.failed", { message: failed })}
        </p>
      ) : null}
    </li>
  );
}

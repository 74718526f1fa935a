import { Link, useLocation } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { InvalidFilterNotice, Pager, hrefWith, pageCount } from "../../components/admin/pager.tsx";
import { SearchForm } from "../../components/admin/search-form.tsx";
import { formatAdminTime } from "../../components/admin/time.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { outboxFilterOf } from "../../../server/admin/inbox.ts";
import type { OutboxChannel } from "../../../server/db/schema.ts";
import type { Route } from "./+types/outbox";
import { operatorText } from "../../../server/http/operator-messages.ts";
import { localeOfHeaders } from "../../../shared/i18n/locales.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const filter = outboxFilterOf(new URL(request.url).searchParams);
  const result = await services.inbox.outbox(filter.ok ? filter.data : {});
  return {
    ...result,
    channel: filter.ok ? (filter.data.channel ?? null) : null,
    q: filter.ok ? (filter.data.q ?? "") : "",
    invalid: filter.ok ? null : operatorText(localeOfHeaders(request.headers), filter.message),
    transport: services.mailer.transport,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.outbox", matches);

const CHANNELS: ReadonlyArray<OutboxChannel | null> = [null, "email", "sms"];

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const location = useLocation();
  const { items, total, page, pageSize, channel, q, invalid, transport } = loaderData;
  const channelHref = (value: OutboxChannel | null) => hrefWith(location.pathname, { q, channel: value });
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.outbox")}</h1>
      <p className="mt-2 text-slate-600">{t("inbox.outbox.intro")}</p>
      <p className="mt-2 text-sm font-semibold text-slate-700" data-testid="outbox-transport">
        {t(transport === "smtp" ? "inbox.outbox.transportSmtp" : "inbox.outbox.transportOutbox")}
      </p>
      <InvalidFilterNotice message={invalid} />
      <nav aria-label={t("inbox.outbox.channel")} className="mt-6 flex flex-wrap gap-2">
        {CHANNELS.map((value) => {
          const active = value === channel;
          return (
            <Link
              key={value ?? "all"}
              to={channelHref(value)}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-4 py-2 text-sm font-bold ring-1 ${
                active ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-sky-200 hover:bg-sky-50"
              }`}
            >
              {t(value === "email" ? "inbox.outbox.email" : value === "sms" ? "inbox.outbox.sms" : "inbox.outbox.channelAll")}
            </Link>
          );
        })}
      </nav>
      <SearchForm q={q} hidden={channel ? { channel } : {}} placeholder={t("inbox.search.outboxPlaceholder")} />
      <p className="mt-4 text-sm font-semibold text-slate-500">{t("inbox.total", { count: total })}</p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600" data-testid="outbox-empty">
          {t("inbox.outbox.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="outbox-list">
          {items.map((mail) => (
            <li key={mail.id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100" data-testid="outbox-message">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-bold break-all text-ink">
                  <span className="sr-only">{t("inbox.outbox.to")}: </span>
                  {mail.recipient}
                </p>
                <p className="text-sm text-slate-500">{formatAdminTime(mail.createdAt, locale)}</p>
              </div>
              <p className="mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t(mail.channel === "sms" ? "inbox.outbox.sms" : "inbox.outbox.email")}
              </p>
              <p className="mt-2 font-semibold text-slate-800">
                <span className="sr-only">{t("inbox.outbox.subject")}: </span>
                {mail.subject || t("inbox.outbox.noSubject")}
              </p>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-bold text-sky-700">{t("inbox.outbox.show")}</summary>
                <pre className="mt-2 max-h-96 overflow-auto rounded-2xl bg-slate-50 p-4 text-sm whitespace-pre-wrap break-words text-slate-800">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </div>
  );
}

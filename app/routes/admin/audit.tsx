import { Form, Link, useLocation } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { InvalidFilterNotice, Pager, pageCount } from "../../components/admin/pager.tsx";
import { formatAdminTime } from "../../components/admin/time.ts";
import { useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { auditFilterOf } from "../../../server/admin/inbox.ts";
import type { Route } from "./+types/audit";
import { operatorText } from "../../../server/http/operator-messages.ts";
import { localeOfHeaders } from "../../../shared/i18n/locales.ts";

const FIELDS = ["action", "actor", "target", "from", "to"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const filter = auditFilterOf(params);
  const result = await services.audit.search(filter.ok ? filter.data : {});
  // The form shows what was asked (the dates as typed), whether or not it was understood.
  const values = Object.fromEntries(FIELDS.map((field) => [field, filter.ok ? (params.get(field) ?? "") : ""]));
  return { ...result, values, invalid: filter.ok ? null : operatorText(localeOfHeaders(request.headers), filter.message) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.audit", matches);

const LABELS: Record<(typeof FIELDS)[number], AdminMessageKey> = {
  action: "inbox.audit.action",
  actor: "inbox.audit.actor",
  target: "inbox.audit.target",
  from: "inbox.audit.from",
  to: "inbox.audit.to",
};

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const location = useLocation();
  const { entries, total, page, pageSize, values, invalid } = loaderData;
  const filtered = FIELDS.some((field) => values[field]);
  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.audit")}</h1>
      <p className="mt-2 text-slate-600">{t("inbox.audit.intro")}</p>
      <InvalidFilterNotice message={invalid} />
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="audit-filter">
        {FIELDS.map((field) => (
          <label key={field} className="grid gap-1 text-sm font-bold text-ink">
            {t(LABELS[field])}
            <input
              name={field}
              type={field === "from" || field === "to" ? "date" : "text"}
              defaultValue={values[field]}
              maxLength={200}
              className="rounded-xl border border-sky-200 bg-white px-3 py-2 font-normal focus-visible:outline-3 focus-visible:outline-sky-500"
            />
          </label>
        ))}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="rounded-xl bg-ink px-4 py-2 text-sm font-bold text-white hover:bg-slate-700">
            {t("inbox.audit.filter")}
          </button>
          {filtered ? (
            <Link
              to={location.pathname}
              className="rounded-xl px-4 py-2 text-sm font-bold text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50"
            >
              {t("inbox.search.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-sm font-semibold text-slate-500">{t("inbox.total", { count: total })}</p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600" data-testid="audit-empty">
          {t("inbox.audit.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="audit-list">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sky-100" data-testid="audit-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-mono text-sm font-bold text-ink" data-testid="audit-action">
                  {entry.action}
                </p>
                <p className="text-sm text-slate-500">{formatAdminTime(entry.at, locale)}</p>
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">
                <span className="font-semibold">{entry.actor}</span>
                {entry.ip ? <span className="text-slate-500"> · {t("inbox.audit.ip", { ip: entry.ip })}</span> : null}
                {entry.target ? <span className="font-mono text-slate-500"> → {entry.target}</span> : null}
              </p>
              {entry.before !== null || entry.after !== null ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-bold text-sky-700">{t("inbox.audit.details")}</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <JsonBlock label={t("inbox.audit.before")} value={entry.before} />
                    <JsonBlock label={t("inbox.audit.after")} value={entry.after} />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">{label}</p>
      <pre className="mt-1 max-h-72 overflow-auto rounded-2xl bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words text-slate-800">
        {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

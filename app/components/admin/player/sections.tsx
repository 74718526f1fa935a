// The player page's read-only sections: Profile, Runs, Ledger, Purchases (and card payments),
// Achievements. Tables scroll sideways on narrow screens.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PlayerDetail } from "../../../../server/admin/moderation-view.ts";

/** The ledger rows the page gets (server/admin/moderation-view.ts LEDGER_LIMIT; not imported: server code). */
const LEDGER_LIMIT = 100;
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatMoney, formatNumber, formatTime } from "./format.ts";
import { AdminWatchLink } from "../watch-link.tsx";

const card = "min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100";

export function Section(props: { id: string; title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={card} data-testid={props.testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={props.id} className="text-xl font-black">
          {props.title}
        </h2>
        {props.aside}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

function Table(props: { head: string[]; children: ReactNode; testId: string; empty: string | null; label: string }) {
  if (props.empty !== null) return <p className="text-sm font-semibold text-slate-600">{props.empty}</p>;
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className="relative -mx-1 overflow-x-auto px-1" tabIndex={0} role="region" aria-label={props.label}>
      <table className="w-full min-w-max border-separate border-spacing-0 text-left text-sm" data-testid={props.testId}>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th
                key={h}
                scope="col"
                className="border-b-2 border-sky-100 px-2 py-2 text-xs font-black tracking-wide text-slate-500 uppercase"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

const td = "border-b border-sky-50 px-2 py-2 align-top";

export function ProfileSection({ detail }: { detail: PlayerDetail }) {
  const t = useAdminT();
  const locale = useLocale();
  const p = detail.profile;
  const type: AdminMessageKey = p.role === "admin" ? "player.type.operator" : p.isGuest ? "player.type.guest" : "player.type.account";
  const rows: Array<[AdminMessageKey, ReactNode, string]> = [
    ["player.field.name", p.name, "profile-name"],
    ["player.field.email", p.email ?? t("player.none"), "profile-email"],
    ...(p.phoneNumber ? ([["player.field.phone", p.phoneNumber, "profile-phone"]] as Array<[AdminMessageKey, ReactNode, string]>) : []),
    ["player.field.type", t(type), "profile-type"],
    ["player.field.created", formatTime(p.createdAt, locale), "profile-created"],
    [
      "player.field.status",
      p.banned ? t("player.status.banned", { reason: p.banReason ?? "" }) : t("player.status.active"),
      "profile-status",
    ],
    [
      "player.field.boardName",
      p.nameHidden ? t("player.boardName.hidden", { placeholder: p.hiddenName }) : t("player.boardName.shown"),
      "profile-board-name",
    ],
    ["player.field.coins", formatNumber(detail.coins, locale), "profile-coins"],
    ["player.stats.games", formatNumber(detail.stats.gamesPlayed, locale), "profile-games"],
    ["player.stats.best", formatNumber(detail.stats.bestScore, locale), "profile-best"],
    ["player.stats.flaps", formatNumber(detail.stats.totalFlaps, locale), "profile-flaps"],
    ["player.stats.perfect", formatNumber(detail.stats.perfectRuns, locale), "profile-perfect"],
    [
      "player.stats.lastPlayed",
      detail.stats.lastPlayedAt ? formatTime(detail.stats.lastPlayedAt, locale) : t("player.never"),
      "profile-last-played",
    ],
  ];
  return (
    <Section id="player-profile" title={t("player.profile")} testId="player-profile">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="flex min-w-0 flex-col border-b border-sky-50 pb-2">
            <dt className="text-xs font-black tracking-wide text-slate-500 uppercase">{t(label)}</dt>
            <dd className="font-semibold break-words" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function RunsSection({ detail }: { detail: PlayerDetail }) {
  const t = useAdminT();
  const locale = useLocale();
  const { page, pageSize, total, rows } = detail.runs;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const statusKey = (s: string) => `player.runs.status.${s}` as AdminMessageKey;
  return (
    <Section
      id="player-runs"
      title={t("player.runs")}
      testId="player-runs"
      aside={
        total > pageSize ? (
          <nav aria-label={t("player.runs")} className="flex items-center gap-3 text-sm font-bold">
            {page > 1 ? (
              <Link to={`?runsPage=${page - 1}`} className="text-sky-700 hover:underline">
                {t("player.previous")}
              </Link>
            ) : null}
            <span>{t("player.page", { page, pages })}</span>
            {page < pages ? (
              <Link to={`?runsPage=${page + 1}`} className="text-sky-700 hover:underline">
                {t("player.next")}
              </Link>
            ) : null}
          </nav>
        ) : null
      }
    >
      <Table
        testId="runs-table"
        label={t("player.runs")}
        empty={rows.length === 0 ? t("player.runs.empty") : null}
        head={[
          t("player.runs.started"),
          t("player.runs.status"),
          t("player.runs.score"),
          t("player.runs.name"),
          t("player.runs.reason"),
          t("player.runs.finished"),
          t("players.review.watch"),
        ]}
      >
        {rows.map((run) => (
          <tr key={run.id} data-testid="run-row" data-status={run.status}>
            <td className={td}>{formatTime(run.startedAt, locale)}</td>
            <td className={td}>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                  run.status === "finished"
                    ? "bg-emerald-100 text-emerald-800"
                    : run.status === "rejected"
                      ? "bg-rose-100 text-rose-800"
                      : "bg-slate-100 text-slate-700"
                }`}
              >
                {t(statusKey(run.status))}
              </span>
            </td>
            <td className={`${td} font-bold tabular-nums`}>{run.score ?? "—"}</td>
            <td className={td}>{run.name ?? "—"}</td>
            <td className={`${td} max-w-72 text-xs break-words whitespace-normal text-slate-600`}>{run.rejectReason ?? ""}</td>
            <td className={td}>{run.finishedAt ? formatTime(run.finishedAt, locale) : "—"}</td>
            <td className={td}>
              {run.watchable ? <AdminWatchLink runId={run.id} name={run.name ?? ""} score={formatNumber(run.score ?? 0, locale)} /> : null}
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

export function LedgerSection({ detail }: { detail: PlayerDetail }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <Section
      id="player-ledger"
      title={t("player.ledger")}
      testId="player-ledger"
      aside={
        detail.ledger.length >= LEDGER_LIMIT ? (
          <span className="text-xs text-slate-500">{t("player.ledger.lastN", { count: detail.ledger.length })}</span>
        ) : null
      }
    >
      <Table
        testId="ledger-table"
        label={t("player.ledger")}
        empty={detail.ledger.length === 0 ? t("player.ledger.empty") : null}
        head={[
          t("player.ledger.date"),
          t("player.ledger.change"),
          t("player.ledger.balance"),
          t("player.ledger.reason"),
          t("player.ledger.reference"),
        ]}
      >
        {detail.ledger.map((e) => (
          <tr key={e.reference} data-testid="ledger-row">
            <td className={td}>{formatTime(e.createdAt, locale)}</td>
            <td className={`${td} font-bold tabular-nums ${e.delta < 0 ? "text-rose-700" : "text-emerald-700"}`}>
              {e.delta > 0 ? "+" : ""}
              {formatNumber(e.delta, locale)}
            </td>
            <td className={`${td} tabular-nums`}>{formatNumber(e.balanceAfter, locale)}</td>
            <td className={td}>
              <span className="font-semibold">{e.reason}</span>
              {e.note ? <span className="block text-xs text-slate-600">{e.note}</span> : null}
            </td>
            <td className={`${td} font-mono text-xs text-slate-500`}>{e.reference}</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

export function PurchasesSection({ detail }: { detail: PlayerDetail }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <Section id="player-purchases" title={t("player.purchases")} testId="player-purchases">
      <Table
        testId="purchases-table"
        label={t("player.purchases")}
        empty={detail.purchases.length === 0 ? t("player.purchases.empty") : null}
        head={[t("player.purchases.date"), t("player.purchases.kind"), t("player.purchases.item"), t("player.purchases.price")]}
      >
        {detail.purchases.map((p) => (
          <tr key={p.id} data-testid="purchase-row">
            <td className={td}>{formatTime(p.createdAt, locale)}</td>
            <td className={td}>{t(p.kind === "skin" ? "player.purchases.kind.skin" : "player.purchases.kind.power_up")}</td>
            <td className={td}>{p.itemId}</td>
            <td className={`${td} tabular-nums`}>{formatNumber(p.priceCoins, locale)}</td>
          </tr>
        ))}
      </Table>
      <h3 className="mt-5 font-black">{t("player.checkouts")}</h3>
      <div className="mt-2">
        <Table
          testId="checkouts-table"
          label={t("player.checkouts")}
          empty={detail.checkouts.length === 0 ? t("player.checkouts.empty") : null}
          head={[
            t("player.purchases.date"),
            t("player.checkouts.pack"),
            t("player.checkouts.coins"),
            t("player.checkouts.amount"),
            t("player.checkouts.status"),
            t("player.checkouts.provider"),
          ]}
        >
          {detail.checkouts.map((c) => (
            <tr key={c.id} data-testid="checkout-row">
              <td className={td}>{formatTime(c.createdAt, locale)}</td>
              <td className={td}>{c.packId}</td>
              <td className={`${td} tabular-nums`}>{formatNumber(c.coins, locale)}</td>
              <td className={`${td} tabular-nums`}>{formatMoney(c.amountCents, c.currency, locale)}</td>
              <td className={td}>{c.status}</td>
              <td className={td}>{c.provider}</td>
            </tr>
          ))}
        </Table>
      </div>
    </Section>
  );
}

export function AchievementsSection({ detail }: { detail: PlayerDetail }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <Section id="player-achievements" title={t("player.achievements")} testId="player-achievements">
      <ul className="grid gap-2 sm:grid-cols-2">
        {detail.achievements.map((a) => (
          <li
            key={a.id}
            data-testid="achievement"
            data-unlocked={a.unlocked ? "true" : "false"}
            className={`flex items-center gap-3 rounded-2xl px-3 py-2 ring-1 ${a.unlocked ? "bg-amber-50 ring-amber-200" : "bg-slate-50 ring-slate-200"}`}
          >
            <span aria-hidden="true" className={`text-2xl ${a.unlocked ? "" : "opacity-40 grayscale"}`}>
              {a.icon}
            </span>
            <span className="min-w-0">
              <span className="block font-bold">{a.name}</span>
              <span className="block text-xs text-slate-600">
                {a.unlocked && a.unlockedAt
                  ? t("player.achievements.unlocked", { date: formatTime(a.unlockedAt, locale) })
                  : `${t("player.achievements.locked")} · ${t("player.achievements.progress", { progress: formatNumber(a.progress, locale), target: formatNumber(a.requirement.value, locale) })}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// /admin/players/:id: one player's record (Profile, Runs, Ledger, Purchases, Achievements) and the
// moderation tools (adjust coins, hide the name, ban), and its data rights (export, delete). The tools post to /api/admin/players/:id and
// reload this page's data.
import { Link } from "react-router";
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { adminMeta } from "../../components/admin-section.tsx";
import { DataRights } from "../../components/admin/player/data-rights.tsx";
import { ModerationTools } from "../../components/admin/player/moderation-tools.tsx";
import {
  AchievementsSection,
  LedgerSection,
  ProfileSection,
  PurchasesSection,
  RunsSection,
} from "../../components/admin/player/sections.tsx";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import type { Route } from "./+types/players.$id";

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = getServices(context);
  const runsPage = pageSchema.parse(new URL(request.url).searchParams.get("runsPage") ?? 1);
  const detail = await services.moderationView.playerDetail(params.id, { runsPage });
  return { detail };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.players", matches);

export default function AdminPlayer({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { detail } = loaderData;
  const back = (
    <Link to="/admin/players" className="inline-flex items-center gap-2 text-sm font-bold text-sky-700 hover:underline">
      <span aria-hidden="true">←</span>
      {t("player.back")}
    </Link>
  );
  if (!detail) {
    return (
      <div>
        {back}
        <p className="mt-6 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold" data-testid="player-not-found">
          {t("player.notFound")}
        </p>
      </div>
    );
  }
  const p = detail.profile;
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="player-page">
      <div>
        {back}
        <h1 className="mt-3 text-3xl font-black tracking-tight break-words sm:text-4xl" data-testid="player-heading">
          {p.name}
        </h1>
        <p className="mt-1 font-mono text-xs text-slate-500">{t("player.idLabel", { id: p.id })}</p>
        <div className="mt-2 flex flex-wrap gap-2 text-xs font-bold">
          <span className="rounded-full bg-sky-100 px-2.5 py-1 text-sky-900">
            {t(p.role === "admin" ? "player.type.operator" : p.isGuest ? "player.type.guest" : "player.type.account")}
          </span>
          {p.banned ? (
            <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-800" data-testid="badge-banned">
              {t("player.status.banned", { reason: p.banReason ?? "" })}
            </span>
          ) : null}
          {p.nameHidden ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900" data-testid="badge-hidden">
              {t("player.boardName.hidden", { placeholder: p.hiddenName })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[3fr_2fr]">
        <ProfileSection detail={detail} />
        <ModerationTools
          player={{ id: p.id, name: p.name, role: p.role, banned: p.banned, nameHidden: p.nameHidden, hiddenName: p.hiddenName }}
        />
      </div>
      <RunsSection detail={detail} />
      <LedgerSection detail={detail} />
      <PurchasesSection detail={detail} />
      <AchievementsSection detail={detail} />
      <DataRights player={{ id: p.id, name: p.name, role: p.role }} />
    </div>
  );
}

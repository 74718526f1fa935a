import { PlayGame } from "../components/play/play-game.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { BackLink, SkyClouds } from "../components/page-shell.tsx";
import { decodeRun } from "../../game/replay/index.ts";
import { getServices } from "../../shared/context.ts";
import type { Services } from "../../server/services.ts";
import { useT } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import { pageSeo } from "../lib/seo.server.ts";
import type { Route } from "./+types/play";
import { publicPageHeaders } from "../lib/public-cache.server.ts";

/** A challenge id is a run id (a UUID); anything else is not looked up. */
const CHALLENGE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A player with a session flies the skins the server says they own; a visitor has none yet (null). */
async function ownedSkinsOf(services: Services, request: Request): Promise<{ owned: string[]; active: string | null } | null> {
  const session = await services.auth.getSession(request);
  if (!session) return null;
  const playerId = session.user.id;
  const { unlocked: owned, active } = await services.store.playerSkins(playerId);
  return { owned, active };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = getServices(context);
  const challengeId = new URL(request.url).searchParams.get("challenge");
  // Skin and power-up names in the page's language (English where the catalogue has none).
  const locale = localeOfRequest(request).locale;
  const [current, skins, powerUps, found, ownedSkins] = await Promise.all([
    services.settings.current(),
    services.catalogue.skins(locale),
    services.catalogue.powerUps(locale),
    challengeId && CHALLENGE_ID.test(challengeId) ? services.runs.challenge(challengeId) : null,
    ownedSkinsOf(services, request),
  ]);
  // Decoded here, so the page does not ship the decoder; a log that does not decode is no challenge.
  const decoded = found ? decodeRun(found.log) : null;
  const challenge =
    found && decoded?.ok
      ? {
          id: found.id,
          name: found.name,
          score: found.score,
          // The challenger's own longest length: the ghost ends where the run did.
          run: found.maxTicks === undefined ? decoded.run : { ...decoded.run, maxTicks: found.maxTicks },
        }
      : null;
  return {
    texts: routeTexts(request, "routes/play"),
    seo: await pageSeo(services, request, "/play"),
    challenge,
    challengeMissing: challengeId !== null && !challenge,
    // `?mode=course` (the home page's "Fly Today's Course"): the idle card offers the day's course first.
    initialMode: new URL(request.url).searchParams.get("mode") === "course" ? ("course" as const) : ("free" as const),
    ownedSkins,
    // The inventory buttons' names (the catalogue's, as the store shows them).
    powerUpNames: Object.fromEntries(powerUps.map((p) => [p.id, p.name])),
    settingsVersion: current.version,
    settings: current.settings,
    skins: skins.map(({ id, name, color, rarity, priceCoins, unlockedByDefault, effects }) => ({
      id,
      name,
      color,
      rarity,
      priceCoins,
      unlockedByDefault,
      effects,
    })),
  };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "play.meta.title", "play.meta.description", { seo: true });

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Play({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="sky-gradient relative overflow-hidden px-2 pt-[4.5rem] pb-10 sm:px-6 sm:pt-24">
      <SkyClouds />
      <div className="relative mx-auto max-w-[1000px]">
        <BackLink to="/" label={t("common.backToHome")} testId="back-home" />
        <PlayGame
          settings={loaderData.settings}
          settingsVersion={loaderData.settingsVersion}
          skins={loaderData.skins}
          powerUpNames={loaderData.powerUpNames}
          challenge={loaderData.challenge}
          challengeMissing={loaderData.challengeMissing}
          ownedSkins={loaderData.ownedSkins}
          initialMode={loaderData.initialMode}
        />
      </div>
    </section>
  );
}

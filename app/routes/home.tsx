import { Suspense } from "react";
import { Link } from "react-router";
import { BirdSvg, CloudSvg, CoinIcon, PipesIcon, TapIcon, TrophyIcon } from "../components/art.tsx";
import { LEADERBOARD_SIZE, LeaderboardList, LiveBadge } from "../components/leaderboard-list.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { HeroSky } from "../components/hero-sky.tsx";
import type { HeaderHandle } from "../components/site-header.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, useLocale, type MessageKey, formatCount } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { publicPageHeaders } from "../lib/public-cache.server.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { ownEntryOutsideTop, useLeaderboardLive, type LeaderboardView } from "../lib/leaderboard-live.ts";
import { bestScoreOf, loadBoard, placesOf, playerIdOf } from "../lib/leaderboard.server.ts";
import type { Route } from "./+types/home";

// The share bar is its own chunk (as on /play); the same module, so one download serves both pages.
const ShareBar = lazyPart(() => import("../components/play/share-bar.tsx").then((m) => m.ShareBar));
// The newsletter form (the last section) is its own chunk too: the server renders it, and the browser
// loads its code while the rest of the page hydrates, not before.
const NewsletterForm = lazyPart(() => import("../components/newsletter-form.tsx").then((m) => m.NewsletterForm));

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const playerId = await playerIdOf(services, request);
  const [daily, best, moreGames, course] = await Promise.all([
    loadBoard(services, playerId, "daily", LEADERBOARD_SIZE),
    bestScoreOf(services, playerId),
    // Cached; [] when GAMES_FEED_URL is unset or the feed fails (the section is then hidden).
    services.gamesFeed.list(),
    courseLeaders(services),
  ]);
  return {
    texts: routeTexts(request, "routes/home"),
    seo: await pageSeo(services, request, "/"),
    daily,
    places: placesOf(daily, request),
    best,
    moreGames,
    hasSession: playerId !== null,
    shareUrl: `${services.config.PUBLIC_URL}/play`,
    timeZone: services.config.LEADERBOARD_TIMEZONE,
    course,
  };
}

/** The daily course's leader today and its best day ever (public rows: name and score only). */
async function courseLeaders(services: ReturnType<typeof getServices>): Promise<CourseLeaders> {
  const [today, record] = await Promise.all([services.leaderboards.top("course", 1), services.leaderboards.top("bestday", 1)]);
  const pick = (row: (typeof today)[number] | undefined) => (row ? { name: row.name, score: row.score } : null);
  return { today: pick(today[0]), record: pick(record[0]) };
}

interface CourseLeaders {
  today: { name: string; score: number } | null;
  record: { name: string; score: number } | null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "home.meta.title", "home.meta.description", { fullTitle: true, seo: true });

// The header offers scroll buttons only for sections this page really renders.
// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export const handle: HeaderHandle = {
  headerSections: (data) =>
    (data as { moreGames?: unknown[] } | undefined)?.moreGames?.length
      ? ["challenge-section", "more-games-section"]
      : ["challenge-section"],
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <HowToPlay />
      <MoreGames games={loaderData.moreGames} />
      <DailyLeaderboard
        initial={loaderData.daily}
        places={loaderData.places}
        hasSession={loaderData.hasSession}
        timeZone={loaderData.timeZone}
        course={loaderData.course}
      />
      <Challenge best={loaderData.best} shareUrl={loaderData.shareUrl} />
      <Newsletter />
    </>
  );
}

function Hero() {
  const t = useT();
  return (
    <section className="sky-gradient relative overflow-hidden" aria-labelledby="hero-title">
      {/* parallax sky, hills and 20 floating particles */}
      <HeroSky />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-28 pb-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-32 md:pb-24">
        <div className="text-center md:text-left">
          <h1
            id="hero-title"
            className="text-5xl leading-[1.05] font-black tracking-tight text-ink drop-shadow-[0_3px_0_rgb(255_255_255/0.65)] sm:text-6xl lg:text-7xl"
          >
            {t("home.hero.headline")}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg font-medium text-sky-950/85 sm:text-xl md:mx-0">{t("home.hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4 md:justify-start">
            <Link to="/play" className="btn btn-primary px-8 py-4 text-lg" data-testid="hero-play">
              {t("common.playNow")}
            </Link>
            <Link to="/play?mode=course" className="btn btn-green px-8 py-4 text-lg" data-testid="hero-course">
              {t("home.course.play")}
            </Link>
            <a href="#leaderboard" className="btn btn-secondary px-8 py-4 text-lg" data-testid="hero-leaderboard">
              {t("home.hero.viewLeaderboard")}
            </a>
          </div>
        </div>
        <GamePreview />
      </div>
      {/* the game's ground along the bottom of the hero */}
      <div aria-hidden="true" className="relative h-3 bg-grass shadow-[inset_0_-3px_0_#3f8f1f]" />
      <div
        aria-hidden="true"
        className="relative h-5 bg-ground bg-[repeating-linear-gradient(115deg,transparent_0_14px,rgb(0_0_0/0.05)_14px_28px)]"
      />
    </section>
  );
}

/** A still frame of the game: pipes, the bird, the sample score '12' and 'Tap to Flap'. */
function GamePreview() {
  const t = useT();
  return (
    <figure className="relative mx-auto aspect-[4/5] w-full max-w-[18rem] sm:max-w-[22rem] overflow-hidden rounded-[2rem] border-4 border-ink bg-gradient-to-b from-[#62cde9] to-[#c9f0fa] shadow-[0_10px_0_#0b2545,0_30px_50px_-20px_rgb(11_37_69/0.6)] md:rotate-2">
      <div aria-hidden="true">
        <CloudSvg className="absolute top-[22%] left-[8%] w-20 text-white/85" />
        <CloudSvg className="absolute top-[40%] right-[4%] w-16 text-white/70" />
        {/* far city skyline */}
        <div className="absolute inset-x-0 bottom-[12%] h-[14%] bg-[linear-gradient(90deg,#a7e3c9_0_12%,transparent_12%_15%,#a7e3c9_15%_24%,transparent_24%_27%,#a7e3c9_27%_41%,transparent_41%_44%,#a7e3c9_44%_52%,transparent_52%_56%,#a7e3c9_56%_70%,transparent_70%_73%,#a7e3c9_73%_86%,transparent_86%_89%,#a7e3c9_89%_100%)] opacity-80" />
        {/* pipe pair 1 */}
        <div className="pipe pipe-top left-[12%] h-[30%]" />
        <div className="pipe pipe-bottom left-[12%] h-[calc(12%+26%)]" />
        {/* pipe pair 2 */}
        <div className="pipe pipe-top left-[66%] h-[44%]" />
        <div className="pipe pipe-bottom left-[66%] h-[calc(12%+14%)]" />
        {/* ground */}
        <div className="absolute inset-x-0 bottom-0 h-[12%] border-t-4 border-ink bg-ground">
          <div className="h-2.5 bg-grass" />
        </div>
        {/* bird */}
        <div className="absolute top-[44%] left-[36%] motion-safe:animate-bob">
          <BirdSvg className="h-12 w-14 drop-shadow-[0_4px_0_rgb(11_37_69/0.25)]" flapping />
        </div>
      </div>
      <p className="score-text absolute inset-x-0 top-[6%] text-center text-6xl" data-testid="sample-score">
        12
      </p>
      <figcaption className="absolute inset-x-0 bottom-[16%] flex justify-center">
        <span className="rounded-full bg-white/90 px-4 py-1.5 font-display text-sm font-black tracking-wide text-ink uppercase shadow-md ring-2 ring-ink">
          {t("home.hero.tapToFlap")}
        </span>
      </figcaption>
    </figure>
  );
}

const STEPS: ReadonlyArray<{ title: MessageKey; text: MessageKey; icon: typeof TapIcon; tint: string }> = [
  { title: "home.howToPlay.step1.title", text: "home.howToPlay.step1.text", icon: TapIcon, tint: "bg-amber-100 text-amber-700" },
  { title: "home.howToPlay.step2.title", text: "home.howToPlay.step2.text", icon: PipesIcon, tint: "bg-emerald-100 text-emerald-700" },
  { title: "home.howToPlay.step3.title", text: "home.howToPlay.step3.text", icon: TrophyIcon, tint: "bg-sky-100 text-sky-700" },
];

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
    </div>
  );
}

function HowToPlay() {
  const t = useT();
  return (
    <section id="how-to-play" aria-labelledby="how-to-play-title" className="px-4 py-20 sm:px-6">
      <SectionHeading id="how-to-play-title" title={t("home.howToPlay.title")} intro={t("home.howToPlay.intro")} />
      <ol className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <li
              key={step.title}
              className="relative rounded-3xl bg-white p-7 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 transition-transform hover:-translate-y-1"
            >
              <span
                aria-hidden="true"
                className="absolute -top-4 left-7 grid size-9 place-items-center rounded-full bg-ink font-display text-lg font-black text-bird ring-4 ring-[#f3fbfe]"
              >
                {index + 1}
              </span>
              <span className={`grid size-14 place-items-center rounded-2xl ${step.tint}`}>
                <Icon className="size-8" />
              </span>
              <h3 className="mt-5 text-xl font-black">{t(step.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(step.text)}</p>
            </li>
          );
        })}
      </ol>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-6 text-center">
        <p className="flex items-center gap-3 rounded-full bg-amber-50 px-5 py-3 text-base font-bold text-amber-900 ring-2 ring-amber-200">
          <CoinIcon className="size-7 shrink-0" />
          {t("home.howToPlay.coins")}
        </p>
        <Link to="/play" className="btn btn-green px-8 py-4 text-lg">
          {t("common.playNow")}
        </Link>
      </div>
    </section>
  );
}

/** "More Games to Play": up to 6 cards from the games feed; nothing at all when there are none. */
function MoreGames({
  games,
}: {
  games: ReadonlyArray<{ title: string; category: string; description: string; url: string; thumb: string }>;
}) {
  const t = useT();
  if (games.length === 0) return null;
  return (
    <section id="more-games-section" aria-labelledby="more-games-title" className="px-4 pb-20 sm:px-6" data-testid="more-games">
      <SectionHeading id="more-games-title" title={t("home.moreGames.title")} intro={t("home.moreGames.intro")} />
      <ul className="mx-auto mt-10 grid max-w-6xl gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game.url} className="flex">
            <a
              href={game.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex w-full overflow-hidden rounded-3xl bg-white shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 transition-transform hover:-translate-y-1 focus-visible:-translate-y-1 sm:flex-col"
              data-testid="more-games-card"
            >
              {/* width/height give the box its size before the image arrives: no layout shift.
                  A phone shows compact rows (image beside the text), wider screens a grid of cards. */}
              <img
                src={game.thumb}
                alt=""
                width={512}
                height={384}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                className="aspect-[4/3] w-32 shrink-0 self-center bg-sky-100 object-cover max-sm:ml-3 max-sm:rounded-2xl sm:w-full"
              />
              <span className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                {game.category ? (
                  <span className="self-start rounded-full bg-sky-100 px-2.5 py-0.5 text-[0.7rem] font-black tracking-wide text-sky-800 uppercase sm:px-3 sm:py-1 sm:text-xs">
                    {game.category}
                  </span>
                ) : null}
                <span className="mt-2 text-lg leading-tight font-black text-ink sm:mt-3 sm:text-xl">{game.title}</span>
                {game.description ? (
                  <span className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600 sm:mt-2 sm:line-clamp-3 sm:text-base">
                    {game.description}
                  </span>
                ) : null}
                <span className="mt-auto inline-flex items-center gap-1 pt-3 font-bold text-sky-700 group-hover:underline sm:pt-4">
                  {t("home.moreGames.play")}
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4"
                    aria-hidden="true"
                    focusable="false"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                  >
                    <path d="M7 4h9v9M16 4 5 15" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <span className="sr-only"> {t("home.moreGames.newTab")}</span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DailyLeaderboard({
  initial,
  places,
  hasSession,
  timeZone,
  course,
}: {
  initial: LeaderboardView;
  places: Record<string, string>;
  hasSession: boolean;
  timeZone: string;
  course: CourseLeaders;
}) {
  const t = useT();
  const { view, live } = useLeaderboardLive(initial, { hasSession, limit: LEADERBOARD_SIZE });
  return (
    <section
      id="leaderboard"
      aria-labelledby="leaderboard-title"
      className="bg-gradient-to-b from-sky-100/70 to-[#f3fbfe] px-4 py-20 sm:px-6"
    >
      <SectionHeading id="leaderboard-title" title={t("home.leaderboard.title")} intro={t("home.leaderboard.intro", { timeZone })} />
      <div className="relative mx-auto mt-10 max-w-2xl rounded-3xl bg-white/70 p-3 shadow-xl ring-1 shadow-sky-900/10 ring-sky-100 sm:p-5">
        {live ? (
          <div className="absolute -top-3 right-5">
            <LiveBadge live />
          </div>
        ) : null}
        <LeaderboardList board="daily" entries={view.top} own={ownEntryOutsideTop(view)} places={places} />
      </div>
      <p className="mt-6 text-center">
        <Link
          to="/leaderboard"
          className="font-bold text-sky-800 underline decoration-2 underline-offset-4 hover:text-sky-950"
          data-testid="leaderboard-more"
        >
          {t("home.leaderboard.more")}
        </Link>
      </p>
      <DailyCourseCard course={course} timeZone={timeZone} />
    </section>
  );
}

/** The daily course beside the free runs' board: today's leader, the best day ever, and a way in. */
function DailyCourseCard({ course, timeZone }: { course: CourseLeaders; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      className="mx-auto mt-10 max-w-2xl rounded-3xl bg-ink p-5 text-white shadow-xl ring-1 shadow-sky-900/20 ring-sky-900 sm:p-6"
      data-testid="home-course"
    >
      <h3 className="font-display text-2xl font-black">{t("home.course.title")}</h3>
      <p className="mt-1 text-sm font-medium text-sky-100">{t("home.course.text", { timeZone })}</p>
      <ul className="mt-3 space-y-1 text-sm font-bold">
        <li data-testid="home-course-leader">
          {course.today
            ? t("home.course.leader", { name: course.today.name, score: formatCount(course.today.score, locale) })
            : t("home.course.noLeader")}
        </li>
        {course.record ? (
          <li className="text-amber-300" data-testid="home-course-record">
            {t("home.course.record", { name: course.record.name, score: formatCount(course.record.score, locale) })}
          </li>
        ) : null}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to="/play?mode=course" className="btn btn-green px-6 py-3" data-testid="home-course-play">
          {t("home.course.play")}
        </Link>
        <Link to="/play" className="btn btn-secondary px-6 py-3" data-testid="home-course-free">
          {t("home.course.free")}
        </Link>
        <Link
          to="/leaderboard?board=course"
          className="font-bold text-sky-100 underline decoration-2 underline-offset-4 hover:text-white"
          data-testid="home-course-board"
        >
          {t("home.course.board")}
        </Link>
      </div>
    </div>
  );
}

function Challenge({ best, shareUrl }: { best: number | null; shareUrl: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section id="challenge-section" aria-labelledby="challenge-title" className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-emerald-500 via-green-500 to-lime-500 px-6 py-12 text-center text-white shadow-xl shadow-green-900/20 sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="pipe pipe-bottom -left-3 h-[55%] opacity-40" />
          <div className="pipe pipe-top right-4 h-[40%] opacity-40" />
          <BirdSvg className="absolute top-8 right-[18%] hidden h-12 w-14 rotate-12 sm:block motion-safe:animate-bob" />
        </div>
        <div className="relative">
          <h2 id="challenge-title" className="text-3xl font-black tracking-tight drop-shadow-[0_2px_0_rgb(0_0_0/0.15)] sm:text-4xl">
            {t("home.challenge.title")}
          </h2>
          {best === null ? (
            <p
              className="mx-auto mt-4 max-w-xl text-lg font-semibold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.25)]"
              data-testid="challenge-prompt"
            >
              {t("home.challenge.prompt")}
            </p>
          ) : (
            <>
              <p className="mt-6 text-sm font-black tracking-widest text-white/90 uppercase">{t("home.challenge.bestLabel")}</p>
              <p className="score-text mt-1 text-6xl sm:text-7xl" data-testid="challenge-best">
                {formatCount(best, locale)}
              </p>
              <p className="mx-auto mt-4 max-w-xl text-lg font-semibold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.25)]">
                {t("home.challenge.bestText")}
              </p>
            </>
          )}
          <Link to="/play" className="btn btn-primary mt-8 px-8 py-4 text-lg" data-testid="challenge-play">
            {best === null ? t("common.playNow") : t("home.challenge.beatMyScore")}
          </Link>
          {best === null ? null : (
            <Suspense fallback={<div className="mt-8 h-8 sm:h-10" />}>
              <ShareBar score={best} url={shareUrl} className="mt-8" />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

function Newsletter() {
  const t = useT();
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="px-4 pb-24 sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-[2rem] bg-white px-6 py-10 text-center shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 sm:flex-row sm:items-start sm:px-10 sm:text-left">
        <div className="grid size-20 shrink-0 place-items-center rounded-full bg-amber-100 ring-4 ring-amber-200">
          <BirdSvg className="h-11 w-12" />
        </div>
        <div className="w-full">
          <h2 id="newsletter-title" className="text-2xl font-black tracking-tight sm:text-3xl">
            {t("home.newsletter.title")}
          </h2>
          <p className="mt-2 mb-5 text-base leading-relaxed text-slate-600">{t("newsletter.intro")}</p>
          <Suspense fallback={<div className="min-h-40" />}>
            <NewsletterForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

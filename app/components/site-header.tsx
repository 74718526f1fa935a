import { useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { BirdSvg, HomeIcon, MenuIcon } from "./art.tsx";

/** The header is transparent at the top of the page and opaque once scrolled past this many pixels. */
export const SCROLL_THRESHOLD = 20;

/**
 * In-page sections the header can scroll to. A page lists the ids it really renders in its route
 * `handle` (`{ headerSections: [...] }`), so the header never offers a button for a missing section.
 */
const SECTION_BUTTONS: ReadonlyArray<{ id: string; label: MessageKey }> = [
  { id: "challenge-section", label: "header.challengeFriends" },
  { id: "more-games-section", label: "header.moreGames" },
];

export interface HeaderHandle {
  /** The ids, or a function of the route's loader data for sections that render only sometimes. */
  headerSections?: readonly string[] | ((loaderData: unknown) => readonly string[]);
}

// The last scroll offset seen. Reading window.scrollY inside render forces a synchronous layout
// (during hydration that was the page's whole first layout, ~35 ms on a laptop, 4x on a phone), so it
// is read in the scroll handler and in the first animation frame, where layout is due anyway.
let lastScrollY = 0;

function subscribeToScroll(onChange: () => void) {
  const update = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener("scroll", update, { passive: true });
  // A page restored already scrolled (back/forward, a #section link) sends no scroll event.
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", update);
  };
}

function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => lastScrollY > threshold,
    () => false,
  );
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}

const MENU_ID = "mobile-menu";

export function SiteHeader() {
  const t = useT();
  const location = useLocation();
  const matches = useMatches();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);

  // The menu is open only for the location it was opened on, so every navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);

  const isHome = location.pathname === "/";
  const available = new Set(
    matches.flatMap((m) => {
      const listed = (m.handle as HeaderHandle | undefined)?.headerSections ?? [];
      return typeof listed === "function" ? listed(m.loaderData) : listed;
    }),
  );
  const sections = isHome ? SECTION_BUTTONS.filter((s) => available.has(s.id)) : [];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && menuOpen) {
      closeMenu();
      document.querySelector<HTMLButtonElement>('[data-testid="mobile-menu-toggle"]')?.focus();
    }
  };

  const solid = scrolled || menuOpen;
  const desktopLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-2 text-sm font-bold transition-colors ${isActive ? "bg-ink text-white shadow-sm" : "text-ink hover:bg-white/70"}`;
  const mobileLink = ({ isActive }: { isActive: boolean }) =>
    `flex items-center rounded-2xl px-4 py-3 text-base font-bold ${isActive ? "bg-ink text-white" : "text-ink hover:bg-sky-100"}`;

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      onKeyDown={onKeyDown}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
        solid ? "bg-white/95 shadow-lg shadow-sky-900/10 backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="group mr-auto flex items-center gap-2 rounded-full pr-2" aria-label={t("app.name")}>
          <span className="grid size-10 place-items-center rounded-full bg-white shadow-md ring-2 ring-ink/10 transition-transform group-hover:-rotate-6">
            <BirdSvg className="h-7 w-8" />
          </span>
          <span className="font-display text-xl font-black tracking-tight text-ink" aria-hidden="true">
            Flap <span className="text-amber-600 [-webkit-text-stroke:0.5px_#0b2545]">Master</span>
          </span>
        </Link>

        <nav aria-label={t("header.nav.label")} className="hidden items-center gap-1 md:flex">
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => scrollToSection(s.id)}
              className="rounded-full px-4 py-2 text-sm font-bold text-ink transition-colors hover:bg-white/70"
            >
              {t(s.label)}
            </button>
          ))}
          <NavLink to="/play" className={desktopLink}>
            {t("header.playGame")}
          </NavLink>
          <NavLink to="/store" className={desktopLink}>
            {t("header.store")}
          </NavLink>
        </nav>

        <NavLink
          to="/account"
          aria-label={t("header.account")}
          title={t("header.account")}
          data-testid="header-account"
          className={({ isActive }) =>
            `grid size-10 place-items-center rounded-full transition-colors ${
              isActive ? "bg-ink text-white" : "bg-white/80 text-ink shadow-sm hover:bg-white"
            }`
          }
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
          </svg>
        </NavLink>

        <NavLink
          to="/"
          end
          aria-label={t("header.home")}
          title={t("header.home")}
          className={({ isActive }) =>
            `grid size-10 place-items-center rounded-full transition-colors ${
              isActive ? "bg-ink text-white" : "bg-white/80 text-ink shadow-sm hover:bg-white"
            }`
          }
        >
          <HomeIcon className="size-5" />
        </NavLink>

        <button
          type="button"
          data-testid="mobile-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t("header.menu.close") : t("header.menu.open")}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
          className="grid size-10 place-items-center rounded-full bg-white/80 text-ink shadow-sm hover:bg-white md:hidden"
        >
          <MenuIcon open={menuOpen} className="size-6" />
        </button>
      </div>

      <div
        id={MENU_ID}
        data-testid="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-sky-100 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
      >
        <nav aria-label={t("header.nav.label")} className="mx-auto flex max-w-6xl flex-col gap-1 motion-safe:animate-pop-in">
          <NavLink to="/" end className={mobileLink}>
            {t("header.home")}
          </NavLink>
          <NavLink to="/play" className={mobileLink}>
            {t("header.playGame")}
          </NavLink>
          <NavLink to="/store" className={mobileLink}>
            {t("header.store")}
          </NavLink>
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => {
                closeMenu();
                scrollToSection(s.id);
              }}
              className="flex items-center rounded-2xl px-4 py-3 text-left text-base font-bold text-ink hover:bg-sky-100"
            >
              {t(s.label)}
            </button>
          ))}
        </nav>
      </div>
    </header>
  );
}

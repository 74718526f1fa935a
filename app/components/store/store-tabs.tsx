import { useRef, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../../i18n/index.ts";

export const STORE_TABS = ["skins", "coins", "powerups"] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const isStoreTab = (value: unknown): value is StoreTab => STORE_TABS.includes(value as StoreTab);
export const storeTabId = (tab: StoreTab) => `store-tab-${tab}`;

/**
 * Bird Skins / Get Coins / Power-Ups as an ARIA tab list. Each tab links to `?tab=…` (linkable and
 * server-rendered); arrow keys, Home and End move between tabs (automatic activation).
 */
export function StoreTabs({ selected, panelId }: { selected: StoreTab; panelId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const tabs = useRef(new Map<StoreTab, HTMLAnchorElement>());

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const n = STORE_TABS.length;
    const index = STORE_TABS.indexOf(selected);
    const next =
      event.key === "ArrowRight" ? (index + 1) % n
      : event.key === "ArrowLeft" ? (index - 1 + n) % n
      : event.key === "Home" ? 0
      : event.key === "End" ? n - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = STORE_TABS[next]!;
    tabs.current.get(tab)?.focus();
    void navigate({ search: `?tab=${tab}` }, { replace: true, preventScrollReset: true });
  }

  return (
    <div role="tablist" aria-label={t("store.tabs.label")} className="mx-auto flex w-full max-w-lg rounded-full bg-sky-100 p-1.5 ring-1 ring-sky-200">
      {STORE_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <Link
            key={tab}
            ref={(node) => {
              if (node) tabs.current.set(tab, node);
              else tabs.current.delete(tab);
            }}
            to={{ search: `?tab=${tab}` }}
            replace
            preventScrollReset
            role="tab"
            id={storeTabId(tab)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onKeyDown={onKeyDown}
            data-testid={`store-tab-${tab}`}
            className={`flex-1 rounded-full px-2 py-2 text-center text-sm font-black whitespace-nowrap transition-colors sm:px-3 sm:text-base ${
              active ? "bg-white text-ink shadow-md ring-1 ring-sky-200" : "text-sky-800 hover:bg-white/60"
            }`}
          >
            {t(`store.tab.${tab}`)}
          </Link>
        );
      })}
    </div>
  );
}

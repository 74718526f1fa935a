import { useT } from "../../../shared/i18n/index.ts";
import { LinkTabs } from "../link-tabs.tsx";

export const STORE_TABS = ["skins", "coins", "powerups"] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const isStoreTab = (value: unknown): value is StoreTab => STORE_TABS.includes(value as StoreTab);
export const storeTabId = (tab: StoreTab) => `store-tab-${tab}`;

/** Bird Skins / Get Coins / Power-Ups, linkable as `?tab=…`. */
export function StoreTabs({ selected, panelId }: { selected: StoreTab; panelId: string }) {
  const t = useT();
  return (
    <LinkTabs
      tabs={STORE_TABS}
      selected={selected}
      param="tab"
      idPrefix="store-tab"
      panelId={panelId}
      label={t("store.tabs.label")}
      labelOf={(tab) => t(`store.tab.${tab}`)}
      className="max-w-lg"
    />
  );
}

import type { MetaDescriptor } from "react-router";
import { t, type MessageKey } from "../i18n/index.ts";

/**
 * The meta tags of a page: "<Title> | Flap Master" plus description and Open Graph copies.
 * `fullTitle` uses the title as it is (the home page); `noindex` keeps a page out of search engines.
 */
export function pageMeta(
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: { fullTitle?: boolean; noindex?: boolean } = {},
): MetaDescriptor[] {
  const title = options.fullTitle ? t(titleKey) : `${t(titleKey)} | ${t("app.name")}`;
  const description = t(descriptionKey);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: t("app.name") },
    { property: "og:type", content: "website" },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

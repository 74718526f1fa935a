import { pageMeta } from "../components/page-meta.ts";
import { ComingSoon, PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../i18n/index.ts";

export const meta = () => pageMeta("store.meta.title", "store.meta.description");

export default function Store() {
  const t = useT();
  return (
    <>
      <PageHero title={t("store.title")} />
      <PageCard>
        <ComingSoon>{t("store.comingSoon")}</ComingSoon>
      </PageCard>
    </>
  );
}

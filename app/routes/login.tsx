import { pageMeta } from "../components/page-meta.ts";
import { ComingSoon, PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../i18n/index.ts";

export const meta = () => pageMeta("login.meta.title", "login.meta.description");

export default function Login() {
  const t = useT();
  return (
    <>
      <PageHero title={t("login.title")} subtitle={t("login.subtitle")} />
      <PageCard className="max-w-xl">
        <ComingSoon>{t("login.comingSoon")}</ComingSoon>
      </PageCard>
    </>
  );
}

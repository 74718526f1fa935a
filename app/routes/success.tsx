import { Link } from "react-router";
import { pageMeta } from "../components/page-meta.ts";
import { ComingSoon, PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../i18n/index.ts";

export const meta = () => pageMeta("success.meta.title", "success.meta.description", { noindex: true });

export default function Success() {
  const t = useT();
  return (
    <>
      <PageHero title={t("success.title")} />
      <PageCard className="max-w-xl">
        <ComingSoon
          actions={
            <Link to="/" className="btn btn-secondary">
              {t("common.backToHome")}
            </Link>
          }
        >
          {t("success.comingSoon")}
        </ComingSoon>
      </PageCard>
    </>
  );
}

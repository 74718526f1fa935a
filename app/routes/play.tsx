import { Link } from "react-router";
import { pageMeta } from "../components/page-meta.ts";
import { ComingSoon, PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../i18n/index.ts";

export const meta = () => pageMeta("play.meta.title", "play.meta.description");

export default function Play() {
  const t = useT();
  return (
    <>
      <PageHero title={t("play.title")} />
      <PageCard>
        <ComingSoon
          actions={
            <Link to="/" className="btn btn-secondary">
              {t("common.backToHome")}
            </Link>
          }
        >
          {t("play.comingSoon")}
        </ComingSoon>
      </PageCard>
    </>
  );
}

import { data, Link } from "react-router";
import { BirdSvg } from "../components/art.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { SkyClouds } from "../components/page-shell.tsx";
import { useT } from "../../shared/i18n/index.ts";
import type { Route } from "./+types/not-found";
import { routeTexts } from "../../shared/i18n/sections.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return data({ texts: routeTexts(request, "routes/not-found") }, { status: 404 });
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "notFound.meta.title", "notFound.meta.description", { noindex: true });

export default function NotFound() {
  const t = useT();
  return (
    <section className="sky-gradient relative flex min-h-[80dvh] items-center justify-center overflow-hidden px-4 pt-28 pb-20 text-center">
      <SkyClouds dense />
      <div className="relative flex max-w-lg flex-col items-center">
        <p aria-hidden="true" className="score-text text-8xl sm:text-9xl">
          404
        </p>
        <BirdSvg className="-mt-4 h-20 w-24 -scale-x-100 motion-safe:animate-bob" flapping />
        <h1 className="mt-6 text-4xl font-black sm:text-5xl">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg font-medium text-sky-950/80">{t("notFound.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn btn-primary">
            {t("common.backToHome")}
          </Link>
          <button type="button" onClick={() => window.history.back()} className="btn btn-secondary">
            {t("notFound.goBack")}
          </button>
        </div>
      </div>
    </section>
  );
}

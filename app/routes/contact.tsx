import { ContactForm } from "../components/contact-form.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { useT } from "../../shared/i18n/index.ts";
import type { Route } from "./+types/contact";
import { publicPageHeaders } from "../lib/public-cache.server.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { getServices } from "../../shared/context.ts";
import { pageSeo } from "../lib/seo.server.ts";

/** The page's texts and head tags in the request's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: routeTexts(request, "routes/contact"), seo: await pageSeo(getServices(context), request, "/contact") };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "contactPage.meta.title", "contactPage.meta.description", { seo: true });

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Contact() {
  const t = useT();
  return (
    <>
      <PageHero title={t("contactPage.title")} subtitle={t("contactPage.intro")} />
      <PageCard className="max-w-xl">
        <ContactForm />
      </PageCard>
    </>
  );
}

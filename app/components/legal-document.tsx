import type { ReactNode } from "react";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { PageHero } from "./page-shell.tsx";

export interface LegalSection {
  id: string;
  heading: MessageKey;
  body: ReactNode;
}

/** A long document (terms, privacy): heading, date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: MessageKey;
  /** shown as written, e.g. "22 November 2026" */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const t = useT();
  return (
    <>
      <PageHero title={t(title)} subtitle={t("legal.lastUpdated", { date: lastUpdated })} />
      <div className="relative mx-auto -mt-10 mb-16 grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <details className="group rounded-3xl bg-white p-5 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 lg:hidden">
          <summary className="cursor-pointer list-none text-xs font-black tracking-[0.15em] text-slate-500 uppercase [&::-webkit-details-marker]:hidden">
            <span className="flex items-center justify-between">
              {t("legal.contents")}
              <span aria-hidden="true" className="text-base transition-transform group-open:rotate-180">
                ▾
              </span>
            </span>
          </summary>
          <TableOfContents sections={sections} />
        </details>
        <nav
          aria-labelledby="legal-contents"
          className="hidden h-max rounded-3xl bg-white p-5 shadow-lg ring-1 shadow-sky-900/5 ring-sky-100 lg:sticky lg:top-24 lg:block"
        >
          <h2 id="legal-contents" className="text-xs font-black tracking-[0.15em] text-slate-500 uppercase">
            {t("legal.contents")}
          </h2>
          <TableOfContents sections={sections} />
        </nav>
        <article className="prose-doc min-w-0 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-sky-900/10 ring-sky-100 sm:p-10">
          <div className="text-lg">{intro}</div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{t(section.heading)}</h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const t = useT();
  return (
    <ol className="mt-3 flex flex-col gap-1 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="block rounded-lg px-2 py-1.5 font-semibold text-sky-800 hover:bg-sky-50 hover:text-ink">
            {t(section.heading)}
          </a>
        </li>
      ))}
    </ol>
  );
}

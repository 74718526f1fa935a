import { Link } from "react-router";
import { useT, type MessageKey } from "../../../shared/i18n/index.ts";
import { parseLegalText } from "./markup.ts";
import { PageHero } from "../page-shell.tsx";

/** One block of a section's body, by the key of its text (a list: one key per item). */
export type LegalBlock = { subheading: MessageKey } | { paragraph: MessageKey } | { list: readonly MessageKey[] };

export interface LegalSection {
  id: string;
  heading: MessageKey;
  body: readonly LegalBlock[];
}

/** A legal document by the keys of its texts (app/components/legal/terms.ts, privacy.ts). */
export interface LegalText {
  /** the day this version took effect ("2026-11-22"); the loader writes it in the page's language */
  lastUpdated: string;
  intro: MessageKey;
  sections: readonly LegalSection[];
}

/** A long document (terms, privacy): heading, date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: MessageKey;
  /** shown as written, in the page's language (app/lib/legal-date.server.ts) */
  lastUpdated: string;
  intro: MessageKey;
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
          <div className="text-lg">
            <p>
              <LegalText text={t(intro)} />
            </p>
          </div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{t(section.heading)}</h2>
              {section.body.map((block, index) => (
                <LegalBlockView key={index} block={block} />
              ))}
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

function LegalBlockView({ block }: { block: LegalBlock }) {
  const t = useT();
  if ("subheading" in block) return <h3>{t(block.subheading)}</h3>;
  if ("paragraph" in block)
    return (
      <p>
        <LegalText text={t(block.paragraph)} />
      </p>
    );
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <LegalText text={t(item)} />
        </li>
      ))}
    </ul>
  );
}

/** A body text with its markup (./markup.ts): site paths as client links, others in a new tab. */
function LegalText({ text }: { text: string }) {
  return parseLegalText(text).map((run, index) => {
    if (run.kind === "text") return run.text;
    if (run.kind === "strong") return <strong key={index}>{run.text}</strong>;
    if (run.href.startsWith("/"))
      return (
        <Link key={index} to={run.href}>
          {run.text}
        </Link>
      );
    return (
      <a key={index} href={run.href} target="_blank" rel="noopener noreferrer">
        {run.text}
      </a>
    );
  });
}

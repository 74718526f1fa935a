// The legal texts' small markup (shared/i18n/site/terms, shared/i18n/site/privacy): a body text is one
// paragraph or list item, in which **text** is bold and [text](href) a link. Plain strings keep the
// texts in the dictionaries, so a page is sent them in its language only, like its other texts.

export type LegalRun = { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

const MARKUP = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A body text cut into plain, bold and link runs, in order. */
export function parseLegalText(text: string): LegalRun[] {
  const runs: LegalRun[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > from) runs.push({ kind: "text", text: text.slice(from, match.index) });
    if (match[1] !== undefined) runs.push({ kind: "strong", text: match[1] });
    else runs.push({ kind: "link", text: match[2]!, href: match[3]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ kind: "text", text: text.slice(from) });
  return runs;
}

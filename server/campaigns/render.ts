// A template (subject + plain-text body with the {{name}} placeholder) made into one player's mail:
// plain text, and HTML in the shared mail frame with every value escaped, plus the unsubscribe line.
import "../../shared/i18n/dictionaries.server.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { siteLocaleOf } from "../mail/site-templates.ts";
import { escapeHtml, mailLayout, type RenderedMail } from "../mail/templates.ts";

/** Used when a player has no name (or only blanks); a template may name its own: {{name|friend}}. */
export const NAME_FALLBACK = "Player";

/** {{name}}, {{ name }} and {{name|fallback}}: the placeholder syntax of the seeded templates. */
const PLACEHOLDER = /\{\{\s*name\s*(?:\|([^}]*))?\}\}/gi;

export interface RenderVars {
  name: string | null | undefined;
  locale?: string | null;
  /** Omitted: no unsubscribe line (test sends, previews without a subscription). */
  unsubscribeUrl?: string | null;
}

/** A player's name as it may appear in a mail: one line, trimmed, bounded. */
function displayName(name: string | null | undefined, fallback: string): string {
  const clean = (name ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, 100);
  return clean || fallback.trim() || NAME_FALLBACK;
}

/** Fills the placeholder in plain text (no escaping: the caller escapes for HTML). */
export function fillPlaceholders(text: string, name: string | null | undefined): string {
  return text.replace(PLACEHOLDER, (_whole, fallback: string | undefined) => displayName(name, fallback ?? NAME_FALLBACK));
}

/** Plain text to HTML paragraphs: blank lines split paragraphs, single newlines become <br>. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>`,
    )
    .join("\n        ");
}

export function renderTemplate(subject: string, body: string, vars: RenderVars): RenderedMail {
  const locale = siteLocaleOf(vars.locale ?? undefined);
  // A header is one line: a name with a newline must not add headers.
  const filledSubject = fillPlaceholders(subject, vars.name)
    .replace(/[\r\n]+/g, " ")
    .trim();
  const filledBody = fillPlaceholders(body, vars.name);
  const footer = translate(locale, "mail.footer");
  const unsubscribe = translate(locale, "mail.unsubscribe");
  const text = [filledBody.trim(), "", "--", footer, ...(vars.unsubscribeUrl ? [`${unsubscribe}: ${vars.unsubscribeUrl}`] : [])].join("\n");
  const footerHtml = `${escapeHtml(footer)}${
    vars.unsubscribeUrl
      ? ` · <a href="${escapeHtml(vars.unsubscribeUrl)}" style="color:#475569" data-unsubscribe>${escapeHtml(unsubscribe)}</a>`
      : ""
  }`;
  const html = mailLayout(locale, filledSubject, paragraphs(filledBody), footerHtml);
  return { subject: filledSubject, text, html };
}

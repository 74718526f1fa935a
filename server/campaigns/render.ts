// A template (subject + Markdown body with the {{name}} placeholder) made into one player's mail:
// the body rendered to sanitised HTML in the shared mail frame (server/campaigns/markdown.ts), the
// plain-text part made from that HTML, plus the unsubscribe line. The subject stays plain text.
import { randomBytes } from "node:crypto";
import "../../shared/i18n/dictionaries.server.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { nameFromEmail } from "../auth/input.ts";
import { siteLocaleOf } from "../mail/site-templates.ts";
import { escapeHtml, mailLayout, type RenderedMail } from "../mail/templates.ts";
import { htmlToPlainText, markdownToSafeHtml } from "./markdown.ts";

/** English for a player without a name; a mail says it in the recipient's language (mail.greetingFallback). */
export const NAME_FALLBACK = "Player";

/** {{name}}, {{ name }} and {{name|fallback}}: the placeholder syntax of the seeded templates. */
const PLACEHOLDER = /\{\{\s*name\s*(?:\|([^}]*))?\}\}/gi;

export interface RenderVars {
  name: string | null | undefined;
  /**
   * The recipient's address: a name that is only the address's local part (what sign-up gives an
   * account until the player picks a name) is no name to greet anyone by.
   */
  email?: string | null;
  locale?: string | null;
  /** Omitted: no unsubscribe line (test sends, previews without a subscription). */
  unsubscribeUrl?: string | null;
}

/** A player's name as it may appear in a mail (one line, trimmed, bounded), or null when there is none. */
function chosenName(name: string | null | undefined, email: string | null | undefined): string | null {
  const clean = (name ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, 100);
  if (!clean) return null;
  // Exactly what sign-up made (case included): a player who typed "Cy" for cy@… chose a name.
  if (email && clean === nameFromEmail(email)) return null;
  return clean;
}

/** Each placeholder's value: the name, else the template's own fallback, else "Player" in the mail's language. */
function placeholderValues(text: string, vars: RenderVars, localeFallback: string): string[] {
  const name = chosenName(vars.name, vars.email);
  return [...text.matchAll(PLACEHOLDER)].map((match) => name ?? (match[1]?.trim() || localeFallback));
}

/** Fills the placeholder in plain text (no escaping: the caller escapes for HTML). */
export function fillPlaceholders(text: string, vars: RenderVars, localeFallback = NAME_FALLBACK): string {
  const values = placeholderValues(text, vars, localeFallback);
  let i = 0;
  return text.replace(PLACEHOLDER, () => values[i++]!);
}

export function renderTemplate(subject: string, body: string, vars: RenderVars): RenderedMail {
  const locale = siteLocaleOf(vars.locale ?? undefined);
  const fallback = translate(locale, "mail.greetingFallback");
  // A header is one line: a name with a newline must not add headers.
  const filledSubject = fillPlaceholders(subject, vars, fallback)
    .replace(/[\r\n]+/g, " ")
    .trim();
  // The name goes in after rendering, as a token the Markdown leaves alone: a player called
  // "**x**" or "<img src=x>" is greeted by those characters, not formatted by them.
  const values = placeholderValues(body, vars, fallback);
  const token = `FLAPNAME${randomBytes(6).toString("hex")}N`;
  let i = 0;
  const tokenised = body.replace(PLACEHOLDER, () => `${token}${i++}X`);
  const tokens = new RegExp(`${token}(\\d+)X`, "g");
  const safeHtml = markdownToSafeHtml(tokenised);
  const bodyHtml = safeHtml.replace(tokens, (_whole, n: string) => escapeHtml(values[Number(n)] ?? ""));
  const bodyText = htmlToPlainText(safeHtml).replace(tokens, (_whole, n: string) => values[Number(n)] ?? "");
  const footer = translate(locale, "mail.footer");
  const unsubscribe = translate(locale, "mail.unsubscribe");
  const text = [bodyText, "", "--", footer, ...(vars.unsubscribeUrl ? [`${unsubscribe}: ${vars.unsubscribeUrl}`] : [])].join("\n");
  const footerHtml = `${escapeHtml(footer)}${
    vars.unsubscribeUrl
      ? ` · <a href="${escapeHtml(vars.unsubscribeUrl)}" style="color:#475569" data-unsubscribe>${escapeHtml(unsubscribe)}</a>`
      : ""
  }`;
  const inner = `<div style="font-size:15px;line-height:1.5;color:#334155" data-campaign-body>${bodyHtml}</div>`;
  const html = mailLayout(locale, filledSubject, inner, footerHtml);
  return { subject: filledSubject, text, html };
}

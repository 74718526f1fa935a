// Mails of the public site (newsletter confirmation, contact form), plain text + HTML. Texts come from
// the app's i18n dictionaries (keys `mail.*`) so they are translated with the rest of the interface.
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { defaultLocale, isLocale, type Locale, type MessageKey, type Vars } from "../../shared/i18n/index.ts";
import { escapeHtml, mailLayout, type RenderedMail } from "./templates.ts";

/** The dictionary locale for a stored locale string; English for anything the site does not offer. */
export function siteLocaleOf(locale: string | undefined): Locale {
  return isLocale(locale) ? locale : defaultLocale;
}

function layout(locale: Locale, subject: string, inner: string, footerExtra = ""): string {
  return mailLayout(locale, subject, inner, `${escapeHtml(translate(locale, "mail.footer"))}${footerExtra}`);
}

export interface NewsletterMailVars {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The skin the subscription unlocked, if any. */
  skinName?: string | null;
}

/** The double opt-in mail: a confirm button and an unsubscribe link. */
export function renderNewsletterConfirmMail(locale: string, vars: NewsletterMailVars): RenderedMail {
  const loc = siteLocaleOf(locale);
  const t = (key: MessageKey, v?: Vars) => translate(loc, key, v);
  const subject = t("mail.newsletter.subject");
  const unlocked = vars.skinName ? t("mail.newsletter.unlocked", { skin: vars.skinName }) : null;
  const text = [
    t("mail.newsletter.heading"),
    "",
    t("mail.newsletter.intro"),
    ...(unlocked ? ["", unlocked] : []),
    "",
    `${t("mail.newsletter.action")}: ${vars.confirmUrl}`,
    "",
    t("mail.newsletter.outro"),
    "",
    "--",
    t("mail.footer"),
    `${t("mail.unsubscribe")}: ${vars.unsubscribeUrl}`,
  ].join("\n");
  const confirm = escapeHtml(vars.confirmUrl);
  const inner = `<h1 style="margin:0 0 12px;font-size:24px;color:#0b2545">${escapeHtml(t("mail.newsletter.heading"))}</h1>
        <p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(t("mail.newsletter.intro"))}</p>
        ${unlocked ? `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155;font-weight:700">${escapeHtml(unlocked)}</p>` : ""}
        <p style="margin:0 0 24px"><a href="${confirm}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px">${escapeHtml(t("mail.newsletter.action"))}</a></p>
        <p style="margin:0 0 24px;font-size:13px;color:#64748b">${escapeHtml(t("mail.linkFallback"))}<br><a href="${confirm}" style="color:#0369a1;word-break:break-all">${confirm}</a></p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(t("mail.newsletter.outro"))}</p>`;
  const footerExtra = ` · <a href="${escapeHtml(vars.unsubscribeUrl)}" style="color:#475569">${escapeHtml(t("mail.unsubscribe"))}</a>`;
  return { subject, text, html: layout(loc, subject, inner, footerExtra) };
}

/** The contact form's message as the support team receives it (the sender goes in Reply-To). */
export function renderContactMail(locale: string, vars: { email: string; message: string }): RenderedMail {
  const loc = siteLocaleOf(locale);
  const t = (key: MessageKey, v?: Vars) => translate(loc, key, v);
  const subject = t("mail.contact.subject", { email: vars.email });
  const from = t("mail.contact.from", { email: vars.email });
  const text = [t("mail.contact.intro"), "", from, "", vars.message].join("\n");
  const inner = `<p style="margin:0 0 12px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(t("mail.contact.intro"))}</p>
        <p style="margin:0 0 12px;font-size:14px;font-weight:700;color:#0b2545">${escapeHtml(from)}</p>
        <p style="margin:0;font-size:15px;line-height:1.5;color:#334155;white-space:pre-wrap">${escapeHtml(vars.message)}</p>`;
  return { subject, text, html: layout(loc, subject, inner) };
}

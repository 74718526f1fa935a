// Mails of the public site (newsletter confirmation, contact form), plain text + HTML. Texts come from
// the app's i18n dictionaries (keys `mail.*`) so they are translated with the rest of the interface.
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import {
  defaultLocale,
  formatNumber,
  formatPrice,
  formatShortDate,
  isLocale,
  type Locale,
  type MessageKey,
  type Vars,
} from "../../shared/i18n/index.ts";
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

export interface ReceiptMailVars {
  /** The pack's name in the mail's language. */
  packName: string;
  coins: number;
  amountCents: number;
  currency: string;
  /** When the payment was credited (epoch ms), written as its UTC day. */
  paidAt: number;
  /** The checkout session id: what support looks the payment up by. */
  reference: string;
  /** Where "Play now" goes. */
  playUrl: string;
}

/** The receipt of a coin pack paid with money (server/payments/receipt.ts). */
export function renderReceiptMail(locale: string, vars: ReceiptMailVars): RenderedMail {
  const loc = siteLocaleOf(locale);
  const t = (key: MessageKey, v?: Vars) => translate(loc, key, v);
  const coins = formatNumber(vars.coins, loc);
  const subject = t("mail.receipt.subject", { coins });
  // The day in the reader's own words (UTC): "Jun 1, 2026", "1. Juni 2026", "2026年6月1日".
  const paid = new Date(vars.paidAt);
  const date = formatShortDate(new Date(paid.getUTCFullYear(), paid.getUTCMonth(), paid.getUTCDate()), loc);
  const rows: Array<[string, string]> = [
    [t("mail.receipt.item"), vars.packName],
    [t("mail.receipt.coins"), coins],
    [t("mail.receipt.amount"), formatPrice(vars.amountCents, loc, vars.currency)],
    [t("mail.receipt.date"), date],
    [t("mail.receipt.reference"), vars.reference],
  ];
  const text = [
    t("mail.receipt.heading"),
    "",
    t("mail.receipt.intro"),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("mail.receipt.action")}: ${vars.playUrl}`,
    "",
    t("mail.receipt.outro"),
    "",
    "--",
    t("mail.footer"),
  ].join("\n");
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:#64748b">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;font-weight:700;color:#0b2545;word-break:break-all">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const inner = `<h1 style="margin:0 0 12px;font-size:24px;color:#0b2545">${escapeHtml(t("mail.receipt.heading"))}</h1>
        <p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(t("mail.receipt.intro"))}</p>
        <table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px">${table}</table>
        <p style="margin:0 0 24px"><a href="${escapeHtml(vars.playUrl)}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px">${escapeHtml(t("mail.receipt.action"))}</a></p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(t("mail.receipt.outro"))}</p>`;
  return { subject, text, html: layout(loc, subject, inner) };
}

export interface OperatorInviteVars {
  /** The join link: /admin/join?token=… */
  url: string;
  /** The inviting owner's e-mail. */
  inviter: string;
  role: "owner" | "editor" | "viewer";
  /** How long the link works. */
  hours: number;
}

/** The invitation to the operator team (server/admin/team.ts), in the inviting owner's language. */
export function renderOperatorInviteMail(locale: string, vars: OperatorInviteVars): RenderedMail {
  const loc = siteLocaleOf(locale);
  const t = (key: MessageKey, v?: Vars) => translate(loc, key, v);
  const role = t(`mail.operator_invite.role.${vars.role}`);
  const subject = t("mail.operator_invite.subject");
  const intro = t("mail.operator_invite.intro", { inviter: vars.inviter, role });
  const outro = t("mail.operator_invite.outro", { hours: vars.hours });
  const text = [
    t("mail.operator_invite.heading"),
    "",
    intro,
    "",
    `${t("mail.operator_invite.action")}: ${vars.url}`,
    "",
    outro,
    "",
    "--",
    t("mail.footer"),
  ].join("\n");
  const link = escapeHtml(vars.url);
  const inner = `<h1 style="margin:0 0 12px;font-size:24px;color:#0b2545">${escapeHtml(t("mail.operator_invite.heading"))}</h1>
        <p style="margin:0 0 24px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(intro)}</p>
        <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px">${escapeHtml(t("mail.operator_invite.action"))}</a></p>
        <p style="margin:0 0 24px;font-size:13px;color:#64748b">${escapeHtml(t("mail.linkFallback"))}<br><a href="${link}" style="color:#0369a1;word-break:break-all">${link}</a></p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(outro)}</p>`;
  return { subject, text, html: layout(loc, subject, inner) };
}

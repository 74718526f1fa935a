// Auth messages, plain text + HTML, in the recipient's language: the texts are the "mail.*" keys of
// shared/i18n (English falls in key by key for anything not translated).
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { MessageKey } from "../../shared/i18n/index.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

export type MailLocale = Locale;

export type MailKind =
  | "verify_email"
  | "reset_password"
  | "magic_link"
  | "otp_sign_in"
  | "otp_email_verification"
  | "otp_forget_password"
  | "otp_change_email"
  // Account notices (a link to /login): a sign-up with an address that has an account, a password change.
  | "account_exists"
  | "password_changed";

interface MailTexts {
  subject: string;
  heading: string;
  intro: string;
  /** Button label (link mails) or the line above the code (code mails). */
  action: string;
  outro: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailVars {
  /** The link to follow (link mails). */
  url?: string;
  /** The one-time code (code mails). */
  code?: string;
  /** How long the link or code works (the notices' links do not expire). */
  minutes?: number;
}

function fill(text: string, vars: MailVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (vars as unknown as Record<string, unknown>)[name];
    return value === undefined ? whole : String(value);
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function textsFor(locale: MailLocale, kind: MailKind): MailTexts {
  const text = (part: keyof MailTexts) => translate(locale, `mail.${kind}.${part}` as MessageKey);
  return { subject: text("subject"), heading: text("heading"), intro: text("intro"), action: text("action"), outro: text("outro") };
}

function common(locale: MailLocale, key: "footer" | "linkFallback" | "smsCode"): string {
  return translate(locale, `mail.${key}`);
}

/**
 * The HTML frame every mail shares: the brand line, `inner` (HTML) in a white card, and `footerHtml`
 * under it. Callers escape what they put in.
 */
export function mailLayout(locale: string, subject: string, inner: string, footerHtml: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#e0f2fe;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:24px;padding:32px">
      <tr><td>
        <p style="margin:0 0 16px;font-size:20px;font-weight:900;color:#0b2545">Flap Master</p>
        ${inner}
      </td></tr>
    </table>
    <p style="margin:16px 0 0;font-size:12px;color:#475569">${footerHtml}</p>
  </td></tr></table>
</body>
</html>
`;
}

/** One auth message in plain text and HTML. A link mail needs `url`, a code mail `code`. */
export function renderMail(kind: MailKind, vars: MailVars, locale: MailLocale = "en"): RenderedMail {
  const t = textsFor(locale, kind);
  const subject = fill(t.subject, vars);
  const heading = fill(t.heading, vars);
  const intro = fill(t.intro, vars);
  const action = fill(t.action, vars);
  const outro = fill(t.outro, vars);
  const footer = common(locale, "footer");
  const isCode = vars.code !== undefined;
  if (!isCode && !vars.url) throw new Error(`mail ${kind} needs a url or a code`);

  const textBody = isCode
    ? [heading, "", intro, "", `${action} ${vars.code}`, "", outro, "", "--", footer]
    : [heading, "", intro, "", `${action}: ${vars.url}`, "", outro, "", "--", footer];

  const body = isCode
    ? `<p style="margin:0 0 8px;font-size:15px;color:#334155">${escapeHtml(action)}</p>
       <p style="margin:0 0 24px;font-size:32px;font-weight:800;letter-spacing:6px;color:#0b2545" data-code>${escapeHtml(vars.code!)}</p>`
    : `<p style="margin:0 0 24px"><a href="${escapeHtml(vars.url!)}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px">${escapeHtml(action)}</a></p>
       <p style="margin:0 0 24px;font-size:13px;color:#64748b">${escapeHtml(common(locale, "linkFallback"))}<br><a href="${escapeHtml(vars.url!)}" style="color:#0369a1;word-break:break-all">${escapeHtml(vars.url!)}</a></p>`;

  const html = mailLayout(
    locale,
    subject,
    `<h1 style="margin:0 0 12px;font-size:24px;color:#0b2545">${escapeHtml(heading)}</h1>
        <p style="margin:0 0 24px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(intro)}</p>
        ${body}
        <p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(outro)}</p>`,
    escapeHtml(footer),
  );
  return { subject, text: textBody.join("\n"), html };
}

/** The SMS with a one-time code (plain text, short). */
export function renderSms(code: string, minutes: number, locale: MailLocale = "en"): string {
  return fill(common(locale, "smsCode"), { code, minutes });
}

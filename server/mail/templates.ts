// Auth messages, plain text + HTML, localized through a small dictionary per language (English now;
// other languages fall back to it key by key, like app/i18n).

export type MailLocale = "en";

export type MailKind =
  | "verify_email"
  | "reset_password"
  | "magic_link"
  | "otp_sign_in"
  | "otp_email_verification"
  | "otp_forget_password"
  | "otp_change_email";

interface MailTexts {
  subject: string;
  heading: string;
  intro: string;
  /** Button label (link mails) or the line above the code (code mails). */
  action: string;
  outro: string;
}

type Dictionary = Record<MailKind, MailTexts> & {
  footer: string;
  linkFallback: string;
  smsCode: string;
};

const en: Dictionary = {
  verify_email: {
    subject: "Confirm your Flap Master e-mail",
    heading: "Confirm your e-mail",
    intro: "Thanks for signing up for Flap Master! Confirm this address to keep your coins, skins and scores on every device.",
    action: "Confirm e-mail",
    outro: "The link works for {minutes} minutes. If you did not sign up, ignore this e-mail.",
  },
  reset_password: {
    subject: "Reset your Flap Master password",
    heading: "Reset your password",
    intro: "Someone (hopefully you) asked to reset the password of your Flap Master account.",
    action: "Choose a new password",
    outro: "The link works for {minutes} minutes and only once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  },
  magic_link: {
    subject: "Your Flap Master sign-in link",
    heading: "Sign in to Flap Master",
    intro: "Use the button below to sign in. No password needed.",
    action: "Sign in",
    outro: "The link works for {minutes} minutes and only once. If you did not ask for it, ignore this e-mail.",
  },
  otp_sign_in: {
    subject: "Your Flap Master sign-in code: {code}",
    heading: "Your sign-in code",
    intro: "Enter this code on the sign-in page to continue playing.",
    action: "Your code:",
    outro: "The code works for {minutes} minutes. If you did not ask for it, ignore this e-mail.",
  },
  otp_email_verification: {
    subject: "Your Flap Master verification code: {code}",
    heading: "Confirm your e-mail",
    intro: "Enter this code to confirm your e-mail address.",
    action: "Your code:",
    outro: "The code works for {minutes} minutes. If you did not ask for it, ignore this e-mail.",
  },
  otp_forget_password: {
    subject: "Your Flap Master password reset code: {code}",
    heading: "Reset your password",
    intro: "Enter this code to choose a new password.",
    action: "Your code:",
    outro: "The code works for {minutes} minutes. If you did not ask for it, ignore this e-mail.",
  },
  otp_change_email: {
    subject: "Your Flap Master code: {code}",
    heading: "Confirm your new e-mail",
    intro: "Enter this code to confirm your new e-mail address.",
    action: "Your code:",
    outro: "The code works for {minutes} minutes. If you did not ask for it, ignore this e-mail.",
  },
  footer: "Flap Master — tap, flap, repeat.",
  linkFallback: "If the button does not work, copy this address into your browser:",
  smsCode: "Your Flap Master code is {code}. It works for {minutes} minutes.",
};

const dictionaries: Record<MailLocale, Partial<Dictionary>> = { en };

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
  /** How long the link or code works. */
  minutes: number;
}

function fill(text: string, vars: MailVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (vars as unknown as Record<string, unknown>)[name];
    return value === undefined ? whole : String(value);
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function textsFor(locale: MailLocale, kind: MailKind): MailTexts {
  return dictionaries[locale][kind] ?? en[kind];
}

function common(locale: MailLocale, key: "footer" | "linkFallback" | "smsCode"): string {
  return dictionaries[locale][key] ?? en[key];
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

  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#e0f2fe;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:24px;padding:32px">
      <tr><td>
        <p style="margin:0 0 16px;font-size:20px;font-weight:900;color:#0b2545">Flap Master</p>
        <h1 style="margin:0 0 12px;font-size:24px;color:#0b2545">${escapeHtml(heading)}</h1>
        <p style="margin:0 0 24px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(intro)}</p>
        ${body}
        <p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(outro)}</p>
      </td></tr>
    </table>
    <p style="margin:16px 0 0;font-size:12px;color:#475569">${escapeHtml(footer)}</p>
  </td></tr></table>
</body>
</html>
`;
  return { subject, text: textBody.join("\n"), html };
}

/** The SMS with a one-time code (plain text, short). */
export function renderSms(code: string, minutes: number, locale: MailLocale = "en"): string {
  return fill(common(locale, "smsCode"), { code, minutes });
}

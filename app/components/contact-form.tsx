import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocale, useT, type MessageKey } from "../../shared/i18n/index.ts";

/** How long the success message stays before the form returns to idle (spec: 3 s). */
export const CONTACT_SUCCESS_MS = 3000;

type Status = { kind: "idle" } | { kind: "loading" } | { kind: "success" } | { kind: "error"; message: string };

/** Server error codes the interface has its own (translated) words for. */
const ERROR_TEXT: Record<string, MessageKey> = {
  invalid_email: "contact.invalidEmail",
  message_required: "contact.messageRequired",
  message_too_long: "contact.error.tooLong",
  body_too_large: "contact.error.tooLong",
  rate_limited: "contact.error.rateLimited",
};

interface ServerError {
  error: string | null;
  message: string | null;
  /** The request field a refused body names (`invalid_body`). */
  field: string | null;
}

async function readError(response: Response): Promise<ServerError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const fields = body as Record<string, unknown>;
      const text = (name: string) => (typeof fields[name] === "string" && fields[name] ? fields[name] : null);
      return { error: text("error"), message: text("message"), field: text("field") };
    }
  } catch {
    // not JSON: fall through to the generic text
  }
  return { error: null, message: null, field: null };
}

/**
 * The words for a refusal: ours for the codes we know (a refused body by its field), else the server's
 * message, which our API writes for people in the page's language (the spec: "the server's message
 * field if present"); else the spec's fallback. A 5xx is no answer of ours: the fallback.
 */
function errorKeyOf(status: number, { error, field }: ServerError): MessageKey | null {
  if (error === "invalid_body")
    return field === "email" ? "contact.invalidEmail" : field === "message" ? "contact.error.tooLong" : "contact.error";
  if (error && ERROR_TEXT[error]) return ERROR_TEXT[error];
  return status >= 500 ? "contact.error" : null;
}

/**
 * The contact form (footer and /contact): idle -> loading -> success (fields cleared, idle again
 * after 3 s) or error (our words for the server's code, its `message`, else a generic text).
 */
export function ContactForm({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status.kind]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "loading") return;
    // Uncontrolled fields, read on submit: the footer's copy of this form hydrates late (its code is
    // a chunk of its own), and what a visitor typed before that must not be reset.
    const form = event.currentTarget;
    const fields = new FormData(form);
    const field = (name: string) => String(fields.get(name) ?? "");
    // The honeypot (`website`): people never see it; a bot that fills every field gets a quiet no-op.
    const [email, message, website] = [field("email"), field("message"), field("website")];
    setStatus({ kind: "loading" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, message, website, locale }),
      });
      if (response.ok) {
        form.reset();
        setStatus({ kind: "success" });
      } else {
        const refusal = await readError(response);
        const key = errorKeyOf(response.status, refusal);
        setStatus({ kind: "error", message: key ? t(key) : (refusal.message ?? t("contact.error")) });
      }
    } catch {
      setStatus({ kind: "error", message: t("contact.error") });
    }
  }

  const dark = tone === "dark";
  const label = `mb-1.5 block text-sm font-bold ${dark ? "text-sky-100" : "text-ink"}`;
  const field = `w-full rounded-2xl border-2 px-4 py-3 text-base transition-colors outline-none focus:border-sky-400 focus:ring-4 ${
    dark
      ? "border-white/15 bg-white/10 text-white placeholder:text-sky-200/70 focus:ring-sky-400/30"
      : "border-sky-100 bg-white text-ink placeholder:text-slate-400 focus:ring-sky-200"
  }`;
  const loading = status.kind === "loading";

  return (
    <form onSubmit={onSubmit} data-testid="contact-form" className="relative flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          {t("contact.email.label")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("contact.email.placeholder")}
          className={field}
          data-testid="contact-email"
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          {t("contact.message.label")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          placeholder={t("contact.message.placeholder")}
          className={`${field} resize-y`}
          data-testid="contact-message"
        />
      </div>
      {/* Off-screen and hidden from assistive tech; not display:none, which some bots skip. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t("contact.website.label")}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" data-testid="contact-website" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={loading} className="btn btn-primary" data-testid="contact-submit">
          {loading ? t("contact.sending") : t("contact.submit")}
        </button>
        <p
          role="status"
          data-testid="contact-status"
          data-status={status.kind}
          className={`min-h-5 text-sm font-semibold ${
            status.kind === "error" ? (dark ? "text-rose-300" : "text-rose-700") : dark ? "text-emerald-300" : "text-emerald-700"
          }`}
        >
          {status.kind === "success" ? t("contact.success") : status.kind === "error" ? status.message : ""}
        </p>
      </div>
    </form>
  );
}

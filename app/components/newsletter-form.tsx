import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocale, useT, type MessageKey } from "../../shared/i18n/index.ts";

/** Spec timings: feedback shows 1 s after submitting; success returns to idle after 5 s. */
export const NEWSLETTER_FEEDBACK_MS = 1000;
export const NEWSLETTER_SUCCESS_MS = 5000;

type Status =
  { kind: "idle" } | { kind: "loading" } | { kind: "success"; message: string; checkInbox: boolean } | { kind: "error"; message: string };

interface SubscribeAnswer {
  status: "subscribed" | "already_subscribed" | "resubscribed";
  skin: { id: string; name: string } | null;
  playerAlreadyUnlocked: boolean;
}

/** The spec's rule, checked before asking the server (which checks it again). */
function looksLikeEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}

/**
 * Server error codes the form has its own words for. A refused body's only free text is the address.
 * Other refusals (the two rate limits) show the server's message, written for people in the page's
 * language; a 5xx, the generic text.
 */
const ERROR_TEXT: Record<string, MessageKey> = {
  invalid_email: "newsletter.invalidEmail",
  consent_required: "newsletter.consentRequired",
  invalid_body: "newsletter.invalidEmail",
  body_too_large: "newsletter.invalidEmail",
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The home page's newsletter sign-up: e-mail, consent, 'Subscribe & Unlock Character'. The server
 * stores the consent, mails the double opt-in link and unlocks the bonus skin; the answer names it.
 */
export function NewsletterForm() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const busy = useRef(false);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function successText(answer: SubscribeAnswer): string {
    if (answer.status === "already_subscribed") return t("newsletter.already");
    if (answer.status === "resubscribed") return t("newsletter.resubscribed");
    if (answer.skin) return t("newsletter.unlocked", { skin: answer.skin.name });
    if (answer.playerAlreadyUnlocked) return t("newsletter.playerAlreadyUnlocked");
    return t("newsletter.thanks");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    // The fields are uncontrolled and read on submit: the form's code loads after the page, and a
    // visitor may type before it takes over; a controlled field would be reset to its empty state then.
    const form = event.currentTarget;
    const fields = new FormData(form);
    const address = String(fields.get("email") ?? "").trim();
    const consent = fields.get("consent") !== null;
    if (!looksLikeEmail(address)) {
      setStatus({ kind: "error", message: t("newsletter.invalidEmail") });
      return;
    }
    if (!consent) {
      setStatus({ kind: "error", message: t("newsletter.consentRequired") });
      return;
    }
    busy.current = true;
    setStatus({ kind: "loading" });
    const started = Date.now();
    let next: Status;
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: address, consent, locale }),
      });
      const body = (await response.json().catch(() => null)) as (SubscribeAnswer & { error?: string; message?: string }) | null;
      if (response.ok && body) {
        next = { kind: "success", message: successText(body), checkInbox: body.status !== "already_subscribed" };
      } else {
        const key = body?.error ? ERROR_TEXT[body.error] : undefined;
        const serverText = response.status < 500 ? body?.message : undefined;
        next = { kind: "error", message: key ? t(key) : serverText || t("newsletter.failed") };
      }
    } catch {
      next = { kind: "error", message: t("newsletter.failed") };
    }
    await wait(NEWSLETTER_FEEDBACK_MS - (Date.now() - started));
    if (next.kind === "success") {
      form.reset();
    }
    setStatus(next);
    busy.current = false;
  }

  const loading = status.kind === "loading";
  const label =
    status.kind === "success" ? t("newsletter.subscribed") : status.kind === "error" ? t("newsletter.tryAgain") : t("newsletter.submit");
  const invalid = status.kind === "error";

  return (
    <form onSubmit={onSubmit} noValidate data-testid="newsletter-form" className="flex w-full flex-col gap-3 text-left">
      <label htmlFor={`${id}-email`} className="text-sm font-bold text-ink">
        {t("newsletter.email.label")}
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        placeholder={t("newsletter.email.placeholder")}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-status`}
        className="w-full rounded-2xl border-2 border-sky-100 bg-white px-4 py-3 text-base text-ink transition-colors outline-none placeholder:text-slate-400 focus:border-sky-400 focus:ring-4 focus:ring-sky-200"
        data-testid="newsletter-email"
      />
      <label htmlFor={`${id}-consent`} className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-slate-600">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-5 shrink-0 accent-sky-600"
          data-testid="newsletter-consent"
        />
        <span>{t("newsletter.consent")}</span>
      </label>
      <button
        type="submit"
        disabled={loading}
        aria-busy={loading || undefined}
        className={`btn w-full sm:w-auto sm:self-start ${status.kind === "success" ? "btn-green" : "btn-primary"}`}
        data-testid="newsletter-submit"
      >
        {label}
      </button>
      <div
        id={`${id}-status`}
        role="status"
        data-testid="newsletter-status"
        data-status={status.kind}
        className="min-h-5 text-sm font-semibold"
      >
        {status.kind === "success" ? (
          <>
            <p className="text-emerald-700" data-testid="newsletter-message">
              {status.message}
            </p>
            {status.checkInbox ? <p className="mt-1 font-normal text-slate-600">{t("newsletter.checkInbox")}</p> : null}
          </>
        ) : status.kind === "error" ? (
          <p className="text-rose-700" data-testid="newsletter-message">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

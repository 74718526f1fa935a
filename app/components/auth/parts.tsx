// Building blocks of the sign-in and account forms.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { useT, type MessageKey, type Vars } from "../../../shared/i18n/index.ts";
import { EyeIcon } from "../art.tsx";

/**
 * A message for people: a key of the site texts, translated here. There is no way to pass a text as
 * it is: the auth library's words never reach the page (server/auth/errors.ts names its codes' texts).
 */
export type Message = { key: MessageKey; vars?: Vars };

export function useMessage() {
  const t = useT();
  return (message: Message | undefined | null) => (!message ? "" : t(message.key, message.vars));
}

/** Errors appear in a red box. */
export function ErrorBox({ message, testId = "auth-error" }: { message?: Message | null; testId?: string }) {
  const render = useMessage();
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-700"
    >
      {render(message)}
    </div>
  );
}

export function NoticeBox({ message, testId = "auth-notice" }: { message?: Message | null; testId?: string }) {
  const render = useMessage();
  if (!message) return null;
  return (
    <div
      role="status"
      data-testid={testId}
      className="rounded-2xl border-2 border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
    >
      {render(message)}
    </div>
  );
}

const fieldClass =
  "w-full rounded-2xl border-2 border-sky-100 bg-white px-4 py-3 text-base text-ink outline-none placeholder:text-slate-400 focus:border-sky-400 focus:ring-4 focus:ring-sky-200";

export function Field({ label, help, ...input }: { label: string; help?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      <input id={id} className={fieldClass} aria-describedby={help ? `${id}-help` : undefined} {...input} />
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input id={id} type={visible ? "text" : "password"} className={`${fieldClass} pr-12`} {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("adminLogin.hidePassword") : t("adminLogin.showPassword")}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-slate-500 hover:bg-sky-50 hover:text-ink"
        >
          <EyeIcon crossed={visible} className="size-5" />
        </button>
      </div>
    </div>
  );
}

/** Submit button of a form with a hidden `intent`; disabled and reads 'Working...' while it is sent. */
export function Submit({
  intent,
  children,
  tone = "primary",
  testId,
}: {
  intent: string;
  children: ReactNode;
  tone?: "primary" | "secondary" | "danger";
  testId?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const toneClass =
    tone === "danger" ? "btn bg-red-600 text-white hover:bg-red-700" : tone === "secondary" ? "btn btn-secondary" : "btn btn-primary";
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={`${toneClass} w-full`} data-testid={testId}>
      {busy ? t("login.working") : children}
    </button>
  );
}

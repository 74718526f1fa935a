import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../shared/i18n/index.ts";
import { EyeIcon } from "./art.tsx";

/**
 * The Admin Login modal. A native <dialog> opened with showModal(): it traps focus, renders above
 * everything and closes on Escape. Its form is mounted only while open, so closing forgets the password.
 * The password is sent to the server (POST /api/admin/session), which signs in the operator account;
 * nothing about admin is kept in the browser beyond the HttpOnly session cookie.
 */
export function AdminLoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      passwordRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="admin-login-dialog"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop targets the dialog element itself (the card fills the dialog box).
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm overflow-visible rounded-3xl bg-transparent p-0 text-ink backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <AdminLoginForm titleId={titleId} descriptionId={descriptionId} passwordRef={passwordRef} onCancel={onClose} onSignedIn={onClose} />
      ) : null}
    </dialog>
  );
}

function AdminLoginForm({
  titleId,
  descriptionId,
  passwordRef,
  onCancel,
  onSignedIn,
}: {
  titleId: string;
  descriptionId: string;
  passwordRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
  onSignedIn: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const noticeId = useId();
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [status, setStatus] = useState<{ kind: "idle" } | { kind: "checking" } | { kind: "error"; message: string }>({
    kind: "idle",
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || status.kind === "checking") return;
    setStatus({ kind: "checking" });
    try {
      const response = await fetch("/api/admin/session", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        // The admin pages check the new session on the server; the dialog stays until they load.
        await navigate("/admin/settings");
        onSignedIn();
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      // A refused password (401, or 400 for one no password can be) is the spec's 'Invalid password'; a 429
      // says how long to wait, in the page's language (server/auth/service.ts); anything else, our words.
      const message =
        response.status === 401 || response.status === 400
          ? t("adminLogin.invalid")
          : response.status === 429 && body?.message
            ? body.message
            : t("adminLogin.failed");
      setStatus({ kind: "error", message });
    } catch {
      setStatus({ kind: "error", message: t("adminLogin.failed") });
    }
  }

  const notice = status.kind === "error" ? status.message : status.kind === "checking" ? t("adminLogin.checking") : "";

  return (
    <form onSubmit={onSubmit} className="rounded-3xl bg-white p-6 shadow-2xl ring-4 ring-bird motion-safe:animate-pop-in">
      <h2 id={titleId} className="text-2xl font-black">
        {t("adminLogin.title")}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-slate-600">
        {t("adminLogin.description")}
      </p>

      <label htmlFor={inputId} className="mt-5 mb-1.5 block text-sm font-bold">
        {t("adminLogin.password")}
      </label>
      <div className="relative">
        <input
          ref={passwordRef}
          id={inputId}
          name="password"
          type={visible ? "text" : "password"}
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (status.kind === "error") setStatus({ kind: "idle" });
          }}
          aria-describedby={notice ? noticeId : undefined}
          aria-invalid={status.kind === "error" ? true : undefined}
          data-testid="admin-password"
          className="w-full rounded-2xl border-2 border-sky-100 bg-white py-3 pr-12 pl-4 text-base outline-none focus:border-sky-400 focus:ring-4 focus:ring-sky-200"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("adminLogin.hidePassword") : t("adminLogin.showPassword")}
          aria-pressed={visible}
          aria-controls={inputId}
          data-testid="admin-password-toggle"
          className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-slate-500 hover:bg-sky-50 hover:text-ink"
        >
          <EyeIcon crossed={visible} className="size-5" />
        </button>
      </div>

      <p
        id={noticeId}
        role={status.kind === "error" ? "alert" : "status"}
        className={`mt-3 min-h-5 text-sm font-semibold ${status.kind === "error" ? "text-red-600" : "text-slate-600"}`}
        data-testid="admin-login-notice"
      >
        {notice}
      </p>

      <div className="mt-4 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn btn-secondary">
          {t("adminLogin.cancel")}
        </button>
        <button
          type="submit"
          disabled={!password || status.kind === "checking"}
          className="btn btn-primary"
          data-testid="admin-login-submit"
        >
          {t("adminLogin.login")}
        </button>
      </div>
    </form>
  );
}

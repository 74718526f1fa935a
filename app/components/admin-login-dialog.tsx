import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useT } from "../i18n/index.ts";
import { EyeIcon } from "./art.tsx";

/**
 * The Admin Login modal. A native <dialog> opened with showModal(): it traps focus, renders above
 * everything and closes on Escape. Its form is mounted only while open, so closing forgets the password.
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
        <AdminLoginForm
          titleId={titleId}
          descriptionId={descriptionId}
          passwordRef={passwordRef}
          onCancel={onClose}
        />
      ) : null}
    </dialog>
  );
}

function AdminLoginForm({
  titleId,
  descriptionId,
  passwordRef,
  onCancel,
}: {
  titleId: string;
  descriptionId: string;
  passwordRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const noticeId = useId();
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [notice, setNotice] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    // Server-side admin sign-in arrives with player accounts; until then say so honestly.
    setNotice(true);
  }

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
            setNotice(false);
          }}
          aria-describedby={notice ? noticeId : undefined}
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

      <p id={noticeId} role="status" className="mt-3 min-h-5 text-sm font-semibold text-amber-700" data-testid="admin-login-notice">
        {notice ? t("adminLogin.notAvailable") : ""}
      </p>

      <div className="mt-4 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn btn-secondary">
          {t("adminLogin.cancel")}
        </button>
        <button type="submit" disabled={!password} className="btn btn-primary" data-testid="admin-login-submit">
          {t("adminLogin.login")}
        </button>
      </div>
    </form>
  );
}

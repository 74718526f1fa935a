// Preview and test send of the template form's subject and body. The preview is the server's
// rendering for a real player, shown in a sandboxed frame (sandbox="": no script, no same-origin
// access), so whatever HTML a template holds cannot act on the admin page.
import { useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { postJson, type Preview } from "./api.ts";
import { errorText } from "./errors.ts";
import { FieldError, inputClass, labelClass, quietButtonClass, StatusLine, type Status } from "./ui.tsx";

/** Roughly an e-mail address; the server checks it properly. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PreviewAndTest(props: { subject: string; body: string }) {
  const t = useAdminT();
  const [playerId, setPlayerId] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewStatus, setPreviewStatus] = useState<Status>(null);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);
  const [sendStatus, setSendStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<"preview" | "send" | null>(null);

  async function showPreview() {
    setBusy("preview");
    setPreviewStatus(null);
    const result = await postJson<Preview>("/api/admin/templates", {
      action: "preview",
      subject: props.subject,
      body: props.body,
      ...(playerId.trim() ? { playerId: playerId.trim() } : {}),
    });
    if (result.ok) setPreview(result.data);
    else {
      setPreview(null);
      setPreviewStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(null);
  }

  async function sendTest() {
    const to = address.trim();
    // Required here and on the server (which answers address_required).
    if (!to) return setAddressError(t("email.error.addressRequired"));
    if (!ADDRESS.test(to)) return setAddressError(t("email.error.addressInvalid"));
    setAddressError(null);
    setBusy("send");
    setSendStatus(null);
    const result = await postJson<{ sent: boolean; transport?: string }>("/api/admin/templates", {
      action: "test_send",
      to,
      subject: props.subject,
      body: props.body,
    });
    if (result.ok) {
      setSendStatus({
        kind: "ok",
        text: result.data.transport === "outbox" ? t("email.test.sentOutbox", { to }) : t("email.test.sent", { to }),
      });
    } else if (result.error === "address_required" || result.field === "to") {
      setAddressError(errorText(t, result));
    } else {
      setSendStatus({ kind: "error", text: errorText(t, result) });
    }
    setBusy(null);
  }

  return (
    <div className="mt-6 grid gap-6 border-t border-sky-100 pt-6">
      <div className="min-w-0" data-testid="preview-panel">
        <h3 className="font-black text-ink">{t("email.preview.title")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("email.preview.intro")}</p>
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void showPreview();
          }}
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <label htmlFor="preview-player" className={labelClass}>
              {t("email.preview.player")}
            </label>
            <input
              id="preview-player"
              className={inputClass}
              value={playerId}
              placeholder={t("email.preview.playerPlaceholder")}
              onChange={(event) => setPlayerId(event.currentTarget.value)}
              data-testid="preview-player"
            />
          </div>
          <button type="submit" className={quietButtonClass} disabled={busy !== null} data-testid="preview-button">
            {t("email.preview.show")}
          </button>
        </form>
        <StatusLine status={previewStatus} testId="preview-status" />
        {preview ? (
          <div className="mt-2 overflow-hidden rounded-2xl ring-1 ring-sky-200" data-testid="preview-result">
            <div className="bg-sky-50 px-3 py-2 text-sm">
              <p data-testid="preview-for">
                {preview.player ? t("email.preview.for", { name: preview.player.name || preview.player.id }) : t("email.preview.noPlayer")}
              </p>
              <p className="font-bold break-words text-ink">
                {t("email.preview.subject")} <span data-testid="preview-subject">{preview.subject}</span>
              </p>
            </div>
            <iframe
              title={t("email.preview.frame")}
              sandbox=""
              srcDoc={preview.html}
              className="h-[32rem] w-full bg-white"
              data-testid="preview-frame"
            />
          </div>
        ) : null}
      </div>

      <div className="min-w-0" data-testid="test-send-panel">
        <h3 className="font-black text-ink">{t("email.test.title")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("email.test.intro")}</p>
        <form
          noValidate
          className="mt-3 flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void sendTest();
          }}
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <label htmlFor="test-address" className={labelClass}>
              {t("email.test.address")}
            </label>
            <input
              id="test-address"
              type="email"
              required
              autoComplete="email"
              className={inputClass}
              value={address}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? "test-address-error" : undefined}
              onChange={(event) => setAddress(event.currentTarget.value)}
              data-testid="test-address"
            />
            <FieldError id="test-address-error" text={addressError} />
          </div>
          <button type="submit" className={`${quietButtonClass} sm:mt-6`} disabled={busy !== null} data-testid="test-send">
            {busy === "send" ? t("email.test.sending") : t("email.test.send")}
          </button>
        </form>
        <StatusLine status={sendStatus} testId="test-status" />
      </div>
    </div>
  );
}

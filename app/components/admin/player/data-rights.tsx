// The player page's data rights: "Export data" (the JSON document the player downloads from /account,
// GET /api/admin/players/:id/export) and "Delete player" (a dialog with a required reason, then
// POST /api/admin/players/:id { action: "erase" }; server/players/erasure.ts). After a deletion the
// dialog says what was kept and leads back to Player Data: this page's player no longer exists.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { failureText, postJson } from "./api.ts";
import { Modal, StatusLine, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "../ui.tsx";

type Status = { kind: "ok" | "error"; text: string } | null;

export function DataRights({ player }: { player: { id: string; name: string; role: "player" | "admin" } }) {
  const t = useAdminT();
  const ids = { title: useId(), reason: useId() };
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [erased, setErased] = useState<{ tombstone: string } | null>(null);
  const base = `/api/admin/players/${encodeURIComponent(player.id)}`;

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setStatus({ kind: "error", text: t("player.error.invalid_reason") });
      return;
    }
    setBusy(true);
    setStatus(null);
    const outcome = await postJson<{ tombstone: string }>(base, { action: "erase", reason: reason.trim() });
    setBusy(false);
    if (!outcome.ok) {
      setStatus({ kind: "error", text: failureText(t, outcome) });
      return;
    }
    setErased({ tombstone: outcome.data.tombstone });
  }

  function close() {
    // Once deleted, the dialog stays until the operator leaves the page: there is nothing left to show.
    if (erased) return;
    setOpen(false);
    setStatus(null);
  }

  return (
    <section aria-labelledby="player-rights" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100" data-testid="data-rights">
      <h2 id="player-rights" className="text-xl font-black">
        {t("player.rights.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("player.rights.hint")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a href={`${base}/export`} download className={quietButtonClass} data-testid="player-export">
          {t("player.rights.export")}
        </a>
        {player.role === "admin" ? (
          <p className="text-sm font-semibold text-slate-600" data-testid="erase-operator">
            {t("player.error.cannot_erase_operator")}
          </p>
        ) : (
          <button type="button" onClick={() => setOpen(true)} className={dangerButtonClass} data-testid="erase-open">
            {t("player.rights.delete")}
          </button>
        )}
      </div>

      <Modal open={open} onClose={close} labelledBy={ids.title} testId="erase-dialog">
        {erased ? (
          <div>
            <h3 id={ids.title} className="text-lg font-black">
              {t("player.erase.doneTitle")}
            </h3>
            <p className="mt-2 text-sm break-words text-slate-700" data-testid="erase-done">
              {t("player.erase.done", { name: player.name, tombstone: erased.tombstone })}
            </p>
            <div className="mt-5 flex justify-end">
              <Link to="/admin/players" className={buttonClass} data-testid="erase-back">
                {t("player.back")}
              </Link>
            </div>
          </div>
        ) : (
          <form onSubmit={erase} noValidate>
            <h3 id={ids.title} className="text-lg font-black break-words">
              {t("player.erase.confirm", { name: player.name })}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{t("player.erase.body")}</p>
            <label htmlFor={ids.reason} className="mt-4 block text-sm font-bold">
              {t("player.erase.reason")}
            </label>
            <textarea
              id={ids.reason}
              required
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputClass} mt-1`}
              data-testid="erase-reason"
            />
            <div className="mt-2 min-h-5">
              <StatusLine status={status} testId="erase-status" />
            </div>
            <div className="mt-3 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={quietButtonClass} data-testid="erase-cancel">
                {t("player.cancel")}
              </button>
              <button type="submit" disabled={busy} className={dangerButtonClass} data-testid="erase-confirm">
                {busy ? t("player.working") : t("player.erase.submit")}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}

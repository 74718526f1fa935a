// The player page's tools: adjust coins (with a reason), hide / show the name, ban / unban (with a
// reason and a confirmation). Each calls POST /api/admin/players/:id, then reloads the page's data.
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { failureText, postJson } from "./api.ts";
import { Modal, StatusLine, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "../ui.tsx";
import { formatNumber } from "./format.ts";

type Status = { kind: "ok" | "error"; text: string } | null;

export interface ToolsPlayer {
  id: string;
  name: string;
  role: "player" | "admin";
  banned: boolean;
  nameHidden: boolean;
  hiddenName: string;
}

/** One key per filled-in form: a double submit is one adjustment. (randomUUID needs a secure context.) */
function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function ModerationTools({ player }: { player: ToolsPlayer }) {
  const t = useAdminT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const url = `/api/admin/players/${encodeURIComponent(player.id)}`;
  const ids = { delta: useId(), reason: useId(), banReason: useId(), confirmTitle: useId(), newName: useId() };

  const [busy, setBusy] = useState(false);
  const [coinsStatus, setCoinsStatus] = useState<Status>(null);
  const [nameStatus, setNameStatus] = useState<Status>(null);
  const [banStatus, setBanStatus] = useState<Status>(null);
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [adjustKey, setAdjustKey] = useState(newKey);
  const [banReason, setBanReason] = useState("");
  const [newName, setNewName] = useState("");
  const [confirming, setConfirming] = useState<"ban" | "unban" | null>(null);

  async function run<T>(body: object, onDone: (data: T) => void, setStatus: (s: Status) => void) {
    setBusy(true);
    setStatus(null);
    const outcome = await postJson<T>(url, body);
    setBusy(false);
    if (!outcome.ok) {
      setStatus({ kind: "error", text: failureText(t, outcome) });
      return;
    }
    onDone(outcome.data);
    await revalidator.revalidate();
  }

  function adjust(event: FormEvent) {
    event.preventDefault();
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) {
      setCoinsStatus({ kind: "error", text: t("player.error.invalid_delta") });
      return;
    }
    if (!reason.trim()) {
      setCoinsStatus({ kind: "error", text: t("player.error.invalid_reason") });
      return;
    }
    void run<{ balance: number }>(
      { action: "adjust_coins", delta: n, reason: reason.trim(), key: adjustKey },
      (data) => {
        setCoinsStatus({ kind: "ok", text: t("player.adjust.done", { balance: formatNumber(data.balance, locale) }) });
        setDelta("");
        setReason("");
        setAdjustKey(newKey());
      },
      setCoinsStatus,
    );
  }

  function toggleName() {
    const hide = !player.nameHidden;
    void run<{ entriesRenamed: number }>(
      { action: hide ? "hide_name" : "show_name" },
      (data) =>
        setNameStatus({ kind: "ok", text: t(hide ? "player.name.hiddenDone" : "player.name.shownDone", { count: data.entriesRenamed }) }),
      setNameStatus,
    );
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    void run<{ name: string; changed: boolean }>(
      { action: "rename", name: newName },
      (data) => {
        setNameStatus({ kind: "ok", text: data.changed ? t("player.rename.done", { name: data.name }) : t("player.rename.unchanged") });
        setNewName("");
      },
      setNameStatus,
    );
  }

  function askBan(event: FormEvent) {
    event.preventDefault();
    if (!player.banned && !banReason.trim()) {
      setBanStatus({ kind: "error", text: t("player.error.invalid_reason") });
      return;
    }
    setConfirming(player.banned ? "unban" : "ban");
  }

  function confirmBan() {
    const banning = confirming === "ban";
    setConfirming(null);
    void run<{ entriesRemoved?: number; entriesRestored?: number }>(
      banning ? { action: "ban", reason: banReason.trim() } : { action: "unban" },
      (data) => {
        setBanStatus({
          kind: "ok",
          text: banning
            ? t("player.ban.done", { count: data.entriesRemoved ?? 0 })
            : t("player.unban.done", { count: data.entriesRestored ?? 0 }),
        });
        setBanReason("");
      },
      setBanStatus,
    );
  }

  const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100";
  return (
    <section aria-labelledby="player-moderation" className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id="player-moderation" className="text-xl font-black">
        {t("player.moderation")}
      </h2>

      <form onSubmit={adjust} className={card} data-testid="adjust-coins" noValidate>
        <h3 className="font-black">{t("player.adjust.title")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("player.adjust.hint")}</p>
        <div className="mt-3 grid gap-3">
          <div>
            <label htmlFor={ids.delta} className="text-sm font-bold">
              {t("player.adjust.delta")}
            </label>
            <input
              id={ids.delta}
              type="number"
              step={1}
              inputMode="numeric"
              required
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
              className={`${inputClass} mt-1`}
              data-testid="adjust-delta"
            />
          </div>
          <div>
            <label htmlFor={ids.reason} className="text-sm font-bold">
              {t("player.adjust.reason")}
            </label>
            <input
              id={ids.reason}
              type="text"
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputClass} mt-1`}
              data-testid="adjust-reason"
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass} data-testid="adjust-submit">
            {t("player.adjust.submit")}
          </button>
          <StatusLine status={coinsStatus} testId="adjust-status" />
        </div>
      </form>

      <div className={card}>
        <h3 className="font-black">{t("player.name.title")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("player.name.hint", { placeholder: player.hiddenName })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" disabled={busy} onClick={toggleName} className={quietButtonClass} data-testid="toggle-name">
            {player.nameHidden ? t("player.name.show") : t("player.name.hide")}
          </button>
          <StatusLine status={nameStatus} testId="name-status" />
        </div>
        {player.role === "admin" ? null : (
          <form onSubmit={rename} className="mt-4 border-t border-sky-100 pt-4" data-testid="rename-form" noValidate>
            <label htmlFor={ids.newName} className="text-sm font-bold">
              {t("player.rename.label")}
            </label>
            <p className="mt-1 text-sm text-slate-600">{t("player.rename.hint")}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <input
                id={ids.newName}
                type="text"
                required
                maxLength={40}
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                className={`${inputClass} max-w-xs`}
                data-testid="rename-name"
              />
              <button type="submit" disabled={busy} className={quietButtonClass} data-testid="rename-submit">
                {t("player.rename.submit")}
              </button>
            </div>
          </form>
        )}
      </div>

      <form onSubmit={askBan} className={card} data-testid="ban-form" noValidate>
        <h3 className="font-black">{t("player.ban.title")}</h3>
        {player.role === "admin" ? (
          <p className="mt-1 text-sm font-semibold text-slate-600" data-testid="ban-operator">
            {t("player.ban.operator")}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">{t("player.ban.hint")}</p>
            {player.banned ? null : (
              <div className="mt-3">
                <label htmlFor={ids.banReason} className="text-sm font-bold">
                  {t("player.ban.reason")}
                </label>
                <input
                  id={ids.banReason}
                  type="text"
                  required
                  maxLength={500}
                  value={banReason}
                  onChange={(e) => setBanReason(e.target.value)}
                  className={`${inputClass} mt-1`}
                  data-testid="ban-reason"
                />
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={busy}
                className={player.banned ? quietButtonClass : dangerButtonClass}
                data-testid="ban-submit"
              >
                {player.banned ? t("player.unban.submit") : t("player.ban.submit")}
              </button>
              <StatusLine status={banStatus} testId="ban-status" />
            </div>
          </>
        )}
      </form>

      <Modal open={confirming !== null} onClose={() => setConfirming(null)} labelledBy={ids.confirmTitle} testId="ban-dialog">
        <h3 id={ids.confirmTitle} className="text-lg font-black">
          {confirming === "unban" ? t("player.unban.confirm", { name: player.name }) : t("player.ban.confirm", { name: player.name })}
        </h3>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setConfirming(null)} className={quietButtonClass} data-testid="ban-cancel">
            {t("player.cancel")}
          </button>
          <button
            type="button"
            onClick={confirmBan}
            className={confirming === "unban" ? buttonClass : dangerButtonClass}
            data-testid="ban-confirm"
          >
            {t("player.confirm")}
          </button>
        </div>
      </Modal>
    </section>
  );
}

// Small pieces the Email Campaigns sections share: the card, a confirmation dialog, field classes
// and the status line under a tool.
import type { ReactNode } from "react";
import { Modal, buttonClass, dangerButtonClass, inputClass as baseInputClass, quietButtonClass } from "../ui.tsx";

export { buttonClass, dangerButtonClass, quietButtonClass };
/** The shared input, with a red border while the field is refused (aria-invalid). */
export const inputClass = `${baseInputClass} aria-[invalid=true]:border-rose-400`;
export const labelClass = "text-sm font-bold text-ink";

/** One section of the page: a white card with its heading. */
export function Card(props: { id: string; title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100 sm:p-6"
      data-testid={props.testId}
    >
      <h2 id={`${props.id}-title`} className="text-xl font-black tracking-tight text-ink sm:text-2xl">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-1 text-sm text-slate-600">{props.intro}</p> : null}
      <div className="mt-4">{props.children}</div>
    </section>
  );
}

/** A native modal <dialog>: focus moves in, Escape closes, the page behind is inert. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
  busy?: boolean;
  testId: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = `${props.testId}-title`;
  return (
    <Modal open={props.open} onClose={props.onClose} labelledBy={titleId} testId={props.testId}>
      <h3 id={titleId} className="text-lg font-black">
        {props.title}
      </h3>
      <div className="mt-2 text-slate-700">{props.children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={quietButtonClass} onClick={props.onClose} data-testid={`${props.testId}-cancel`}>
          {props.cancel}
        </button>
        <button
          type="button"
          className={props.danger ? dangerButtonClass : buttonClass}
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid={`${props.testId}-confirm`}
        >
          {props.confirm}
        </button>
      </div>
    </Modal>
  );
}

export type Status = { kind: "ok" | "error"; text: string } | null;

/** The success / error line under a tool (announced to screen readers). */
export function StatusLine({ status, testId }: { status: Status; testId: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-kind={status?.kind}
      className={`min-h-5 text-sm font-semibold ${status?.kind === "error" ? "text-rose-700" : "text-emerald-700"}`}
    >
      {status?.text ?? ""}
    </p>
  );
}

/** A field's error, tied to its control by id (aria-describedby). */
export function FieldError({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-semibold text-rose-700" data-testid={id}>
      {text}
    </p>
  );
}

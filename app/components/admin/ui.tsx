// Pieces every admin page shares: the modal (the native <dialog>: focus moves in, Escape closes, the
// page behind is inert), the classes of inputs and buttons, and the status line under a tool.
import { useEffect, useRef, type ReactNode } from "react";

export function Modal(props: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  testId?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
      onClose={props.onClose}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${props.wide ? "w-[min(48rem,calc(100vw-1.5rem))]" : "w-[min(28rem,calc(100vw-2rem))]"} overflow-y-auto rounded-3xl bg-white p-5 text-ink shadow-2xl ring-1 ring-sky-100 backdrop:bg-ink/40 sm:p-6`}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}

export const inputClass =
  "w-full min-w-0 rounded-xl border-2 border-sky-100 bg-white px-3 py-2 text-base text-ink focus:border-sky-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-400";
export const buttonClass =
  "rounded-xl bg-ink px-4 py-2 text-sm font-bold text-white shadow hover:bg-ink/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50";
export const dangerButtonClass =
  "rounded-xl bg-rose-600 px-4 py-2 text-sm font-bold text-white shadow hover:bg-rose-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-400 disabled:opacity-50";
export const quietButtonClass =
  "rounded-xl bg-white px-4 py-2 text-sm font-bold text-ink ring-1 ring-sky-200 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50";

/** The success / error line under a tool. */
export function StatusLine({ status, testId }: { status: { kind: "ok" | "error"; text: string } | null; testId: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      data-kind={status?.kind}
      className={`min-h-5 text-sm font-semibold ${status?.kind === "error" ? "text-rose-700" : "text-emerald-700"}`}
    >
      {status?.text ?? ""}
    </p>
  );
}

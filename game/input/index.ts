// Player input: a flap on pointerdown (mouse, pen, touch), touchstart (only where Pointer Events are
// missing) and keydown Space / ArrowUp / W, never on click (which fires late, on release). Key repeat
// is ignored: holding Space is one flap. While no run plays, those keys and Enter start one (the idle
// screen, or game over after its guard). The flap keys never scroll the page. P and Escape toggle
// pause, F3 the performance overlay, digits 1-9 activate inventory power-ups. Presses are counted
// into a small queue that the game drains right before its next simulation tick, so each press is
// stamped to the next tick. Touches on the game area never scroll or zoom the page
// (touchstart.preventDefault + `touch-action: manipulation`).

export interface InputHandlers {
  /** Whether flaps are wanted right now (the run is playing). */
  accepting(): boolean;
  /** A flap press, already de-duplicated; the game queues it for the next tick. */
  flap(): void;
  togglePause(): void;
  toggleDebug?(): void;
  /**
   * A start key (a flap key or Enter) while flaps are not wanted: starts a run where one can start
   * now (the idle screen, game over); true when it did.
   */
  start?(): boolean;
  /** A digit key 1-9: the inventory slot (0-based). */
  activate?(slot: number): void;
  /** Every user gesture (also ignored ones): lets audio unlock inside the gesture. */
  gesture?(): void;
}

/** The parts of DOM events the input code reads (so tests can pass plain objects). */
export interface KeyLike {
  code: string;
  key: string;
  repeat: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target: unknown;
  preventDefault(): void;
}
export interface PointerLike {
  button: number;
  pointerType?: string;
  isPrimary?: boolean;
  target: unknown;
  preventDefault(): void;
}
export interface TouchLike {
  target: unknown;
  cancelable?: boolean;
  preventDefault(): void;
}

export interface ListenerTarget {
  addEventListener(type: string, listener: (event: any) => void, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(type: string, listener: (event: any) => void, options?: EventListenerOptions | boolean): void;
}

const FLAP_CODES = new Set(["Space", "ArrowUp", "KeyW"]);
const FLAP_KEYS = new Set([" ", "Spacebar", "ArrowUp", "w", "W"]);

function closest(target: unknown, selector: string): boolean {
  const el = target as { closest?: (selector: string) => unknown } | null;
  return Boolean(el && typeof el.closest === "function" && el.closest(selector) != null);
}

/** Keys typed into a field are the field's (the name entry); everywhere else Space flaps while playing. */
const isTextEntry = (target: unknown) => closest(target, "input, textarea, select, [contenteditable]");
/** Space or Enter on a focused control (a button, a link, a field) is that control's. */
const isKeyControl = (target: unknown) =>
  closest(target, "input, textarea, select, button, a[href], summary, [contenteditable], [role=button], [role=link], [role=tab]");
/** A press on a control (pause, mute, links) is that control's, not a flap. */
const isControl = (target: unknown) => closest(target, "input, textarea, select, button, a, [contenteditable], [data-no-flap]");

export function isFlapKey(event: Pick<KeyLike, "code" | "key">): boolean {
  return FLAP_CODES.has(event.code) || (event.code === "" && FLAP_KEYS.has(event.key));
}

export interface InputController {
  onKeyDown(event: KeyLike): void;
  onPointerDown(event: PointerLike): void;
  onTouchStart(event: TouchLike): void;
  /** Removes every listener added by `attach`. */
  detach(): void;
}

/**
 * The input logic, free of the DOM: `attach` wires it to a game area element (pointer, touch) and a
 * window (keys). `pointerEvents` says whether the browser has Pointer Events (then touchstart only
 * blocks scrolling, since the pointerdown of the same touch already flapped).
 */
export function createInput(handlers: InputHandlers, options: { pointerEvents?: boolean } = {}): InputController {
  const pointerEvents = options.pointerEvents ?? typeof PointerEvent !== "undefined";

  const controller: InputController = {
    onKeyDown(event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === "F3") {
        event.preventDefault();
        handlers.toggleDebug?.();
        return;
      }
      if (isTextEntry(event.target)) return;
      const flapKey = isFlapKey(event);
      if (flapKey || event.code === "Enter" || event.code === "NumpadEnter") {
        if (flapKey && handlers.accepting()) {
          // Space would scroll the page and ArrowUp too; holding the key repeats: one press, one flap.
          event.preventDefault();
          if (event.repeat) return;
          handlers.gesture?.();
          handlers.flap();
          return;
        }
        // Space and Enter on a focused control (a button, a link, a field) are that control's.
        if (isKeyControl(event.target)) return;
        // A game key never scrolls the game's page, whatever the phase.
        if (flapKey) event.preventDefault();
        if (event.repeat || !handlers.start) return;
        handlers.gesture?.();
        if (handlers.start()) event.preventDefault();
        return;
      }
      if (event.code === "KeyP" || event.code === "Escape") {
        if (event.repeat) return;
        handlers.gesture?.();
        handlers.togglePause();
        return;
      }
      if (/^Digit[1-9]$/.test(event.code) && handlers.activate && handlers.accepting()) {
        if (event.repeat) return;
        event.preventDefault();
        handlers.activate(Number(event.code.slice(5)) - 1);
      }
    },
    onPointerDown(event) {
      handlers.gesture?.();
      if (event.pointerType === "mouse" && event.button !== 0) return;
      if (isControl(event.target)) return;
      if (!handlers.accepting()) return;
      event.preventDefault(); // no text selection or focus change from a fast click
      handlers.flap();
    },
    onTouchStart(event) {
      if (isControl(event.target)) return;
      if (!handlers.accepting()) return;
      // Blocks scrolling, double-tap zoom and the emulated mouse events of this touch.
      if (event.cancelable !== false) event.preventDefault();
      if (!pointerEvents) {
        handlers.gesture?.();
        handlers.flap();
      }
    },
    detach() {},
  };
  return controller;
}

/** Wires `createInput` to the DOM: pointer and touch on `area`, keys on `keyTarget` (the window). */
export function attachInput(
  area: ListenerTarget,
  keyTarget: ListenerTarget,
  handlers: InputHandlers,
  options: { pointerEvents?: boolean } = {},
): InputController {
  const input = createInput(handlers, options);
  const onKeyDown = (event: KeyLike) => input.onKeyDown(event);
  const onPointerDown = (event: PointerLike) => input.onPointerDown(event);
  const onTouchStart = (event: TouchLike) => input.onTouchStart(event);
  const touchOptions: AddEventListenerOptions = { passive: false };
  keyTarget.addEventListener("keydown", onKeyDown);
  area.addEventListener("pointerdown", onPointerDown);
  area.addEventListener("touchstart", onTouchStart, touchOptions);
  input.detach = () => {
    keyTarget.removeEventListener("keydown", onKeyDown);
    area.removeEventListener("pointerdown", onPointerDown);
    area.removeEventListener("touchstart", onTouchStart, touchOptions);
  };
  return input;
}

// The first sign of a person on the page: a pointer moving or pressing, a key, a touch, a wheel or a
// scroll. Decorative animation (the game's idle screen, the store's bird previews) starts there and
// not at load: until then a still picture is shown, and a page that is only loaded (a background
// tab, a crawler, a page-speed audit) runs no frame loop and keeps its main thread free for start-up.

const EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;

/** Calls `callback` once, at the first such event on `target`; returns a function that cancels it. */
export function onFirstInteraction(target: Window, callback: () => void): () => void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    if (done) return;
    done = true;
    for (const type of EVENTS) target.removeEventListener(type, fire, options);
  };
  function fire() {
    if (done) return;
    cancel();
    callback();
  }
  for (const type of EVENTS) target.addEventListener(type, fire, options);
  return cancel;
}

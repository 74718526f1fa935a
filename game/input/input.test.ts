import { describe, expect, it } from "vitest";
import { ACTION_FLAP, ACTION_SHIELD, createSim, defaultSettings } from "../sim/index.ts";
import { attachInput, createInput, type InputHandlers, type ListenerTarget } from "./index.ts";
import { PressQueue } from "./queue.ts";

function handlers(accepting = true) {
  const calls = { flap: 0, pause: 0, debug: 0, gesture: 0, activate: [] as number[] };
  const h: InputHandlers = {
    accepting: () => accepting,
    flap: () => calls.flap++,
    togglePause: () => calls.pause++,
    toggleDebug: () => calls.debug++,
    activate: (slot) => calls.activate.push(slot),
    gesture: () => calls.gesture++,
  };
  return { h, calls };
}

function key(code: string, extra: Partial<{ repeat: boolean; key: string; target: unknown }> = {}) {
  const event = {
    code,
    key: extra.key ?? "",
    repeat: extra.repeat ?? false,
    target: extra.target ?? null,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

function pointer(button = 0, pointerType = "mouse", target: unknown = null) {
  const event = {
    button,
    pointerType,
    target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

/** DOM element stand-ins whose closest() finds a button / a text field ancestor. */
const insideButton = { closest: (selector: string) => (selector.includes("button") ? {} : null) };
const insideField = { closest: (selector: string) => (selector.includes("input") ? {} : null) };
const plainElement = { closest: () => null };

describe("input", () => {
  it("flaps on Space, ArrowUp and W, and stops Space from scrolling", () => {
    const { h, calls } = handlers();
    const input = createInput(h);
    for (const code of ["Space", "ArrowUp", "KeyW"]) {
      const event = key(code);
      input.onKeyDown(event);
      expect(event.prevented, code).toBe(true);
    }
    expect(calls.flap).toBe(3);
    expect(calls.gesture).toBe(3);
  });

  it("ignores key repeat: holding Space is one flap", () => {
    const { h, calls } = handlers();
    const input = createInput(h);
    input.onKeyDown(key("Space"));
    for (let i = 0; i < 10; i++) {
      const repeat = key("Space", { repeat: true });
      input.onKeyDown(repeat);
      expect(repeat.prevented).toBe(true); // still no scrolling while held
    }
    expect(calls.flap).toBe(1);
  });

  it("does not flap when not playing, but Space never scrolls the game's page; typing in a field is the field's", () => {
    const { h, calls } = handlers(false);
    const input = createInput(h);
    const event = key("Space");
    input.onKeyDown(event);
    expect(event.prevented).toBe(true);
    const enter = key("Enter");
    input.onKeyDown(enter);
    expect(enter.prevented).toBe(false); // nothing to start: Enter does what it does
    const typing = handlers(true);
    const input2 = createInput(typing.h);
    const inField = key("KeyW", { target: insideField });
    input2.onKeyDown(inField);
    expect(inField.prevented).toBe(false);
    expect(calls.flap + typing.calls.flap).toBe(0);
    // a focused button (pause, mute) does not swallow Space while playing, and is not pressed by it
    const onButton = key("Space", { target: insideButton });
    input2.onKeyDown(onButton);
    expect(onButton.prevented).toBe(true);
    expect(typing.calls.flap).toBe(1);
  });

  it("starts a run with Space, ArrowUp, W or Enter while none plays, once per press, never from a focused control", () => {
    let starts = 0;
    let canStart = true;
    const { h, calls } = handlers(false);
    const input = createInput({ ...h, start: () => canStart && ++starts > 0 });
    for (const code of ["Space", "ArrowUp", "KeyW", "Enter", "NumpadEnter"]) {
      const event = key(code, { target: plainElement });
      input.onKeyDown(event);
      expect(event.prevented, code).toBe(true);
    }
    expect(starts).toBe(5);
    expect(calls.flap).toBe(0);
    // Held down: one start.
    input.onKeyDown(key("Space", { repeat: true }));
    // Space or Enter on a focused button or link is that control's (it starts the run itself, once).
    const onButton = key("Enter", { target: insideButton });
    input.onKeyDown(onButton);
    expect(onButton.prevented).toBe(false);
    input.onKeyDown(key("Space", { target: insideButton }));
    // The game-over card itself has the focus (it is no control): Space plays again from there.
    const onCard = { closest: (selector: string) => (selector.includes("[data-no-flap]") ? {} : null) };
    input.onKeyDown(key("Space", { target: onCard }));
    expect(starts).toBe(6);
    // Typing the name on the game-over card.
    input.onKeyDown(key("Space", { target: insideField }));
    expect(starts).toBe(6);
    // Where no run can start now (the card's guard), Space still does not scroll; Enter is left alone.
    canStart = false;
    const guarded = key("Space");
    input.onKeyDown(guarded);
    expect(guarded.prevented).toBe(true);
    const guardedEnter = key("Enter");
    input.onKeyDown(guardedEnter);
    expect(guardedEnter.prevented).toBe(false);
    expect(starts).toBe(6);
  });

  it("toggles pause with P and Escape (not on repeat), the overlay with F3, power-ups with digits", () => {
    const { h, calls } = handlers();
    const input = createInput(h);
    input.onKeyDown(key("KeyP"));
    input.onKeyDown(key("KeyP", { repeat: true }));
    input.onKeyDown(key("Escape"));
    input.onKeyDown(key("F3"));
    input.onKeyDown(key("Digit2"));
    input.onKeyDown(key("KeyQ"));
    expect(calls.pause).toBe(2);
    expect(calls.debug).toBe(1);
    expect(calls.activate).toEqual([1]);
    expect(calls.flap).toBe(0);
  });

  it("flaps on the primary button's pointerdown only, not on controls", () => {
    const { h, calls } = handlers();
    const input = createInput(h);
    const left = pointer(0, "mouse", plainElement);
    input.onPointerDown(left);
    expect(left.prevented).toBe(true);
    input.onPointerDown(pointer(2, "mouse"));
    input.onPointerDown(pointer(0, "touch"));
    input.onPointerDown(pointer(0, "mouse", insideButton));
    expect(calls.flap).toBe(2);
  });

  it("touchstart blocks scrolling and zoom; it flaps only without Pointer Events", () => {
    const withPointer = handlers();
    const a = createInput(withPointer.h, { pointerEvents: true });
    const touch = pointer();
    a.onTouchStart(touch);
    expect(touch.prevented).toBe(true);
    expect(withPointer.calls.flap).toBe(0);
    const legacy = handlers();
    const b = createInput(legacy.h, { pointerEvents: false });
    b.onTouchStart(pointer());
    expect(legacy.calls.flap).toBe(1);
  });

  it("attaches touchstart as a non-passive listener and detaches everything", () => {
    const added: Array<[string, unknown]> = [];
    let live = 0;
    const target: ListenerTarget = {
      addEventListener: (type, _l, options) => {
        added.push([type, options]);
        live++;
      },
      removeEventListener: () => {
        live--;
      },
    };
    const input = attachInput(target, target, handlers().h);
    expect(added).toContainEqual(["touchstart", { passive: false }]);
    expect(added.map(([t]) => t).sort()).toEqual(["keydown", "pointerdown", "touchstart"]);
    input.detach();
    expect(live).toBe(0);
  });
});

describe("press stamping", () => {
  it("applies a press at the next tick and records it with that tick", () => {
    const sim = createSim({ seed: 7, settings: defaultSettings(), inventory: { shield: 1 } });
    const presses = new PressQueue();
    const tick = () => {
      presses.drain(sim.state.tick, (_t, action) => sim.queue(action));
      sim.step();
    };
    for (let i = 0; i < 10; i++) tick();
    // two presses between frames (one duplicate) and a power-up
    presses.push(ACTION_FLAP);
    expect(presses.push(ACTION_FLAP)).toBe(false);
    presses.push(ACTION_SHIELD);
    tick();
    tick();
    expect(sim.inputs).toEqual([
      [10, ACTION_FLAP],
      [10, ACTION_SHIELD],
    ]);
    expect(presses.length).toBe(0);
  });

  it("stamps each press with the tick it is drained at", () => {
    const presses = new PressQueue(4);
    const seen: Array<[number, number]> = [];
    presses.push(0);
    presses.drain(41, (t, a) => seen.push([t, a]));
    presses.push(0);
    presses.push(3);
    presses.drain(42, (t, a) => seen.push([t, a]));
    presses.drain(43, (t, a) => seen.push([t, a]));
    expect(seen).toEqual([
      [41, 0],
      [42, 0],
      [42, 3],
    ]);
  });

  it("hands each press's sub-tick timing on with it, and the sim records it beside the input", () => {
    const sim = createSim({ seed: 7, settings: defaultSettings(), inventory: { shield: 1 } });
    const presses = new PressQueue();
    presses.push(ACTION_FLAP, 9);
    presses.push(ACTION_FLAP, 3); // a duplicate: the first press's timing stands
    presses.push(ACTION_SHIELD, 14);
    presses.drain(sim.state.tick, (_t, action, timing) => sim.queue(action, timing));
    sim.step();
    presses.push(ACTION_FLAP, 5);
    presses.drain(sim.state.tick, (_t, action, timing) => sim.queue(action, timing));
    sim.step();
    expect(sim.inputs).toEqual([
      [0, ACTION_FLAP],
      [0, ACTION_SHIELD],
      [1, ACTION_FLAP],
    ]);
    expect(sim.timings).toEqual([9, 14, 5]);
  });

  it("never grows: a full queue drops further presses", () => {
    const presses = new PressQueue(2);
    expect(presses.push(1)).toBe(true);
    expect(presses.push(2)).toBe(true);
    expect(presses.push(3)).toBe(false);
    expect(presses.length).toBe(2);
  });
});

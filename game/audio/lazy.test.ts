import { describe, expect, it } from "vitest";
import type { GameAudio, SoundName } from "./index.ts";
import { createLazyAudio, storedMuted } from "./lazy.ts";

function fakeAudio(muted = false) {
  const played: SoundName[] = [];
  let disposed = false;
  const audio: GameAudio = {
    unlock() {},
    play: (name) => void played.push(name),
    get muted() {
      return muted;
    },
    setMuted(value) {
      muted = value;
    },
    toggleMuted() {
      muted = !muted;
      return muted;
    },
    ready: true,
    dispose() {
      disposed = true;
    },
  };
  return { audio, played, isDisposed: () => disposed, isMuted: () => muted };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

describe("lazy audio", () => {
  it("skips sounds until the real audio has loaded, then forwards them", async () => {
    const real = fakeAudio();
    const audio = createLazyAudio(async () => real.audio, false);
    audio.play("wing");
    expect(audio.ready).toBe(false);
    await tick();
    audio.play("point");
    expect(real.played).toEqual(["point"]);
    expect(audio.ready).toBe(true);
  });

  it("answers the mute switch at once and applies a flip made before loading", async () => {
    const real = fakeAudio(false);
    const audio = createLazyAudio(async () => real.audio, false);
    expect(audio.toggleMuted()).toBe(true);
    expect(audio.muted).toBe(true);
    await tick();
    expect(real.isMuted()).toBe(true);
    expect(audio.toggleMuted()).toBe(false);
    expect(real.isMuted()).toBe(false);
  });

  it("disposes audio that arrives after the page has gone; a failed load stays silent", async () => {
    const real = fakeAudio();
    const audio = createLazyAudio(async () => real.audio, false);
    audio.dispose();
    await tick();
    expect(real.isDisposed()).toBe(true);
    const silent = createLazyAudio(() => Promise.reject(new Error("offline")), true);
    await tick();
    silent.play("hit");
    expect(silent.muted).toBe(true);
  });

  it("reads the remembered switch, and false when storage throws", () => {
    expect(storedMuted({ getItem: () => "1" })).toBe(true);
    expect(storedMuted({ getItem: () => "0" })).toBe(false);
    expect(storedMuted(null)).toBe(false);
    expect(
      storedMuted({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBe(false);
  });
});

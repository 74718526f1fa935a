import { describe, expect, it } from "vitest";
import { createAudio, MUTE_STORAGE_KEY } from "./index.ts";
import { SOUND_NAMES, synthesize } from "./synth.ts";

describe("audio", () => {
  it("synthesises every sound as short, finite samples within [-1, 1]", () => {
    for (const name of SOUND_NAMES) {
      const samples = synthesize(name, 44100);
      expect(samples.length, name).toBeGreaterThan(1000);
      expect(samples.length, name).toBeLessThan(44100);
      let peak = 0;
      let finite = true;
      for (const s of samples) {
        if (!Number.isFinite(s)) finite = false;
        peak = Math.max(peak, Math.abs(s));
      }
      expect(finite, name).toBe(true);
      expect(peak, name).toBeGreaterThan(0.05);
      expect(peak, name).toBeLessThanOrEqual(1);
    }
  });

  it("never throws without Web Audio and remembers the mute switch", () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const audio = createAudio({ storage });
    expect(() => {
      audio.unlock();
      audio.play("wing");
      audio.play("die");
    }).not.toThrow();
    expect(audio.ready).toBe(false);
    expect(audio.muted).toBe(false);
    expect(audio.toggleMuted()).toBe(true);
    expect(data.get(MUTE_STORAGE_KEY)).toBe("1");
    expect(createAudio({ storage }).muted).toBe(true);
    audio.dispose();
  });
});

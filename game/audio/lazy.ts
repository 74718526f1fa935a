// The game's audio, loaded after the page: the synthesiser is not needed for the first paint, so
// /play's first download leaves it out (docs: README figure "the game's JS for /play"). The stand-in
// answers at once and forwards to the real audio as soon as it has loaded (it starts loading when
// created, long before the first flap after the countdown). A sound asked for before then is skipped;
// a mute switch flipped before then is applied when it arrives.
import type { GameAudio, SoundName } from "./index.ts";

export const MUTE_STORAGE_KEY = "flap.muted";

/** The remembered mute switch, from `storage` (default: localStorage); false when storage is blocked. */
export function storedMuted(storage?: { getItem(key: string): string | null } | null): boolean {
  try {
    const from = storage === undefined ? globalThis.localStorage : storage;
    return from?.getItem(MUTE_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

export function createLazyAudio(load: () => Promise<GameAudio>, initiallyMuted: boolean): GameAudio {
  let real: GameAudio | null = null;
  let muted = initiallyMuted;
  let disposed = false;
  load().then(
    (audio) => {
      if (disposed) return audio.dispose();
      real = audio;
      if (audio.muted !== muted) audio.setMuted(muted);
    },
    () => {
      // Could not load (offline before it arrived): the game stays silent.
    },
  );
  return {
    unlock: () => real?.unlock(),
    play: (name: SoundName) => real?.play(name),
    get muted() {
      return real ? real.muted : muted;
    },
    setMuted(value) {
      muted = value;
      real?.setMuted(value);
    },
    toggleMuted() {
      muted = !(real ? real.muted : muted);
      real?.setMuted(muted);
      return muted;
    },
    get ready() {
      return real?.ready ?? false;
    },
    dispose() {
      disposed = true;
      real?.dispose();
    },
  };
}

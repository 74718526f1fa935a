// Game sounds: synthesised once into Web Audio buffers (no files to download, no decode delay), played
// with zero latency. The AudioContext is created and resumed inside the first user gesture, which is
// what mobile browsers require. Nothing here ever throws: without Web Audio the game is silent.
import { synthesize, SOUND_NAMES, type SoundName } from "./synth.ts";
import { MUTE_STORAGE_KEY, storedMuted } from "./lazy.ts";

export { SOUND_NAMES, type SoundName } from "./synth.ts";
export { MUTE_STORAGE_KEY } from "./lazy.ts";

export interface GameAudio {
  /** Call from inside a user gesture (pointerdown / keydown / click): creates and resumes the context. */
  unlock(): void;
  play(name: SoundName): void;
  readonly muted: boolean;
  setMuted(muted: boolean): void;
  /** Flips the mute switch, remembers it, and returns the new value. */
  toggleMuted(): boolean;
  /** True once a context exists and is running. */
  readonly ready: boolean;
  dispose(): void;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type AudioContextCtor = new () => AudioContext;

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
}

function audioContextCtor(): AudioContextCtor | null {
  const g = globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

export function createAudio(options: { storage?: StorageLike | null; volume?: number } = {}): GameAudio {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  let muted = storedMuted(storage);
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;
  let buffers: Partial<Record<SoundName, AudioBuffer>> = {};
  let failed = false;

  function ensureContext(): AudioContext | null {
    if (ctx || failed) return ctx;
    const Ctor = audioContextCtor();
    if (!Ctor) {
      failed = true;
      return null;
    }
    try {
      ctx = new Ctor();
      master = ctx.createGain();
      master.gain.value = muted ? 0 : (options.volume ?? 0.55);
      master.connect(ctx.destination);
      for (const name of SOUND_NAMES) {
        const samples = synthesize(name, ctx.sampleRate);
        const buffer = ctx.createBuffer(1, samples.length, ctx.sampleRate);
        buffer.getChannelData(0).set(samples);
        buffers[name] = buffer;
      }
    } catch {
      failed = true;
      ctx = null;
      master = null;
      buffers = {};
    }
    return ctx;
  }

  const audio: GameAudio = {
    unlock() {
      const context = ensureContext();
      if (!context || context.state === "running") return;
      try {
        if (context.state === "suspended") void context.resume().catch(() => undefined);
        // iOS Safari wants a sound started inside the gesture before it lets the context run.
        const silent = context.createBufferSource();
        silent.buffer = context.createBuffer(1, 1, context.sampleRate);
        silent.connect(context.destination);
        silent.start();
      } catch {
        // ignore: audio stays off
      }
    },
    play(name) {
      if (muted || !ctx || !master) return;
      const buffer = buffers[name];
      if (!buffer) return;
      try {
        if (ctx.state !== "running") return;
        const source = ctx.createBufferSource();
        source.buffer = buffer;
        source.connect(master);
        source.start();
      } catch {
        // ignore
      }
    },
    get muted() {
      return muted;
    },
    setMuted(value) {
      muted = value;
      try {
        storage?.setItem(MUTE_STORAGE_KEY, value ? "1" : "0");
      } catch {
        // ignore: not remembered
      }
      if (master && ctx) {
        try {
          master.gain.setValueAtTime(value ? 0 : (options.volume ?? 0.55), ctx.currentTime);
        } catch {
          // ignore
        }
      }
    },
    toggleMuted() {
      audio.setMuted(!muted);
      return muted;
    },
    get ready() {
      return ctx !== null && ctx.state === "running";
    },
    dispose() {
      try {
        void ctx?.close().catch(() => undefined);
      } catch {
        // ignore
      }
      ctx = null;
      master = null;
      buffers = {};
    },
  };
  return audio;
}

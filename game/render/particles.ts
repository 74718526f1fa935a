// A fixed pool of cosmetic particles (flap puffs, skin sparkles, pickup bursts, feathers on a crash)
// in world coordinates. Struct-of-arrays in typed arrays: emitting and updating allocate nothing.

export const PARTICLE_CAPACITY = 160;

/** Particle kinds decide the shape; colour is an index into the renderer's colour table. */
export const P_PUFF = 0;
export const P_SPARK = 1;
export const P_FEATHER = 2;
export const P_DOT = 3;

export class Particles {
  readonly x = new Float32Array(PARTICLE_CAPACITY);
  readonly y = new Float32Array(PARTICLE_CAPACITY);
  readonly vx = new Float32Array(PARTICLE_CAPACITY);
  readonly vy = new Float32Array(PARTICLE_CAPACITY);
  /** Remaining and total life in ms (life <= 0 = free slot). */
  readonly life = new Float32Array(PARTICLE_CAPACITY);
  readonly ttl = new Float32Array(PARTICLE_CAPACITY);
  readonly size = new Float32Array(PARTICLE_CAPACITY);
  readonly spin = new Float32Array(PARTICLE_CAPACITY);
  readonly kind = new Uint8Array(PARTICLE_CAPACITY);
  readonly color = new Uint8Array(PARTICLE_CAPACITY);
  /** Downward acceleration per kind, world units / ms². */
  gravity = 0.0009;
  private cursor = 0;
  private seed = 12345;

  /** A cheap cosmetic random number in [0, 1). */
  rand(): number {
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) | 0;
    return (this.seed >>> 8) / 16777216;
  }

  emit(kind: number, color: number, x: number, y: number, vx: number, vy: number, size: number, ttl: number): void {
    const i = this.cursor;
    this.cursor = (this.cursor + 1) % PARTICLE_CAPACITY;
    this.kind[i] = kind;
    this.color[i] = color;
    this.x[i] = x;
    this.y[i] = y;
    this.vx[i] = vx;
    this.vy[i] = vy;
    this.size[i] = size;
    this.life[i] = ttl;
    this.ttl[i] = ttl;
    this.spin[i] = this.rand() * 6.283;
  }

  /** A radial burst of `count` particles. Speeds in world units per ms. */
  burst(kind: number, color: number, x: number, y: number, count: number, speed: number, size: number, ttl: number): void {
    for (let n = 0; n < count; n++) {
      const angle = this.rand() * 6.283;
      const s = speed * (0.45 + this.rand() * 0.75);
      this.emit(
        kind,
        color,
        x,
        y,
        Math.cos(angle) * s,
        Math.sin(angle) * s,
        size * (0.6 + this.rand() * 0.7),
        ttl * (0.7 + this.rand() * 0.5),
      );
    }
  }

  /** Advances every live particle by `ms`; the world scrolled `scrollDelta` units left meanwhile. */
  update(ms: number, scrollDelta: number): void {
    for (let i = 0; i < PARTICLE_CAPACITY; i++) {
      if (this.life[i]! <= 0) continue;
      this.life[i] = this.life[i]! - ms;
      const k = this.kind[i]!;
      const g = k === P_FEATHER ? this.gravity * 0.35 : k === P_PUFF ? -this.gravity * 0.1 : this.gravity * 0.2;
      this.vy[i] = this.vy[i]! + g * ms;
      if (k === P_FEATHER) this.vx[i] = this.vx[i]! * 0.985;
      this.x[i] = this.x[i]! + this.vx[i]! * ms - scrollDelta;
      this.y[i] = this.y[i]! + this.vy[i]! * ms;
      this.spin[i] = this.spin[i]! + ms * 0.006;
    }
  }

  clear(): void {
    this.life.fill(0);
  }
}

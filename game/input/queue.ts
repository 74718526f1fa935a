// Presses arrive between frames (DOM events); the simulation consumes them tick by tick. This queue
// holds them until the game's next tick and stamps each one to that tick. A fixed ring buffer: no
// allocation per press. Several presses of the same action before one tick collapse into one (a flap
// sets the velocity, so a second flap in the same tick would change nothing but the log).

export class PressQueue {
  private readonly actions: Int32Array;
  /** Each waiting press's sub-tick timing (game/replay: where within its tick it arrived). */
  private readonly timings: Int32Array;
  private head = 0;
  private size = 0;

  constructor(capacity = 32) {
    this.actions = new Int32Array(capacity);
    this.timings = new Int32Array(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Adds a press; returns false when it duplicates one already waiting or the queue is full. */
  push(action: number, timing = 0): boolean {
    for (let i = 0; i < this.size; i++) {
      if (this.actions[(this.head + i) % this.actions.length] === action) return false;
    }
    if (this.size === this.actions.length) return false;
    const at = (this.head + this.size) % this.actions.length;
    this.actions[at] = action;
    this.timings[at] = timing;
    this.size++;
    return true;
  }

  /** Hands every waiting press to `sink`, stamped with `tick`, and empties the queue. */
  drain(tick: number, sink: (tick: number, action: number, timing: number) => void): number {
    const count = this.size;
    while (this.size > 0) {
      const action = this.actions[this.head]!;
      const timing = this.timings[this.head]!;
      this.head = (this.head + 1) % this.actions.length;
      this.size--;
      sink(tick, action, timing);
    }
    return count;
  }

  clear(): void {
    this.head = 0;
    this.size = 0;
  }
}

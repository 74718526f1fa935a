// Reading a Server-Sent Events body in tests (the leaderboard stream).

export interface LeaderboardEvent {
  board: string;
  period: string;
  top: Array<{ rank: number; name: string; score: number; location: string; achievedAt: number; isSample: boolean }>;
}

/** Reads an SSE body in the background, keeping every block with the time it arrived. */
export class EventReader {
  readonly blocks: Array<{ text: string; at: number }> = [];
  readonly done: Promise<void>;
  private buffer = "";

  constructor(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    this.done = (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        this.buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          this.blocks.push({ text: this.buffer.slice(0, end), at: performance.now() });
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    })();
  }

  events(): Array<{ data: LeaderboardEvent; at: number }> {
    return this.blocks
      .filter((b) => b.text.startsWith("event: leaderboard\n"))
      .map((b) => ({ data: JSON.parse(b.text.slice(b.text.indexOf("data: ") + 6)) as LeaderboardEvent, at: b.at }));
  }

  async waitFor<T>(pick: () => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = pick();
      if (found !== undefined) return found;
      if (performance.now() > deadline)
        throw new Error(`not received within ${timeoutMs} ms:\n${this.blocks.map((b) => b.text).join("\n---\n")}`);
      await new Promise((done) => setTimeout(done, 10));
    }
  }
}

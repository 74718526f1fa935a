// The spec's difficulty indicator for the Game Settings form (section 5 "Validation rules").
import type { GameSettings } from "../../../../game/sim/index.ts";

export type DifficultyLevel = "easy" | "medium" | "hard";

/** gravity/0.5*2 + pipeSpeed/3*2 + 180/pipeGap*2 + 1500/pipeFrequency*2 (the defaults score about 5.86). */
export function difficultyScore(s: Pick<GameSettings, "gravity" | "pipeSpeed" | "pipeGap" | "pipeFrequency">): number {
  return (s.gravity / 0.5) * 2 + (s.pipeSpeed / 3) * 2 + (180 / s.pipeGap) * 2 + (1500 / s.pipeFrequency) * 2;
}

/** Above 8: hard (with a warning); above 5: medium; otherwise easy. */
export function difficultyLevel(score: number): DifficultyLevel {
  if (score > 8) return "hard";
  if (score > 5) return "medium";
  return "easy";
}

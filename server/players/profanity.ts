import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";

// Leaderboard names are public: refuse obscene ones. obscenity matches whole-word patterns through
// look-alike characters (leet speak, repeated letters) while sparing innocent words (Scunthorpe).
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

// Answers by name, remembered: a player's name comes with each of their finishes, and the matcher's
// patterns cost ~1 % of a finish's CPU. A few thousand short names at most (cleared when full).
const answers = new Map<string, boolean>();
const MAX_REMEMBERED = 5_000;

export function isProfane(text: string): boolean {
  let profane = answers.get(text);
  if (profane === undefined) {
    profane = matcher.hasMatch(text);
    if (text.length <= 100) {
      if (answers.size >= MAX_REMEMBERED) answers.clear();
      answers.set(text, profane);
    }
  }
  return profane;
}

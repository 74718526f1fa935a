import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";

// Leaderboard names are public: refuse obscene ones. obscenity matches whole-word patterns through
// look-alike characters (leet speak, repeated letters) while sparing innocent words (Scunthorpe).
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export function isProfane(text: string): boolean {
  return matcher.hasMatch(text);
}

// Achievements (the ids of game/achievements.ts), shown on /play. English is the reference.
export const messages = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "First Flight",
  "achievement.first-flight.description": "Play your first game",
  "achievement.rookie.name": "Rookie",
  "achievement.rookie.description": "Score 10 points in one game",
  "achievement.intermediate.name": "Intermediate",
  "achievement.intermediate.description": "Score 25 points in one game",
  "achievement.expert.name": "Expert",
  "achievement.expert.description": "Score 50 points in one game",
  "achievement.master.name": "Master",
  "achievement.master.description": "Score 100 points in one game",
  "achievement.dedicated.name": "Dedicated",
  "achievement.dedicated.description": "Play 50 games",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Flap {count} times",
  "achievement.perfect-10.name": "Perfect 10",
  "achievement.perfect-10.description": "Finish 10 perfect runs with no close calls",
} as const;

// The boards show a guest's default name in the reader's language; a chosen name as it is.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../shared/i18n/index.ts";
import { dictionaries } from "../../shared/i18n/dictionaries.server.ts";
import { GUEST_NAME } from "../../shared/players.ts";
import { LeaderboardList, type LeaderboardEntry } from "./leaderboard-list.tsx";

const row = (rank: number, name: string): LeaderboardEntry => ({
  rank,
  name,
  score: 100 - rank,
  location: "",
  achievedAt: 0,
  isSample: false,
});

function board(locale: "en" | "de" | "ja"): string {
  return renderToStaticMarkup(
    createElement(I18nProvider, {
      locale,
      messages: dictionaries[locale],
      children: createElement(LeaderboardList, { board: "daily", entries: [row(1, GUEST_NAME), row(2, "Gastone")] }),
    }),
  );
}

describe("board names", () => {
  it("show the default guest name in the reader's language and a chosen name as it is", () => {
    expect(board("en")).toContain(">Guest<");
    expect(board("de")).toContain(">Gast<");
    expect(board("de")).not.toContain(">Guest<");
    expect(board("ja")).toContain(">ゲスト<");
    expect(board("de")).toContain(">Gastone<");
  });
});

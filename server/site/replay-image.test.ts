// What a replay's share image says: the texts given, escaped (a name is the player's own text),
// a long name clipped, no board line without a board.
import { describe, expect, it } from "vitest";
import { replayImageSvg } from "./replay-image.ts";

const text = { title: "Alice's run", points: "1,234 points", board: "On the all-time board", action: "Race this run", score: "1,234" };
const part = (svg: string, name: string) => new RegExp(`data-part="${name}">([^<]*)<`).exec(svg)?.[1];

describe("replay share image", () => {
  it("writes the name, the points, the board, the call to action and the score", () => {
    const svg = replayImageSvg(text);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(part(svg, "title")).toBe("Alice&apos;s run");
    expect(part(svg, "points")).toBe("1,234 points");
    expect(part(svg, "board")).toBe("On the all-time board");
    expect(part(svg, "action")).toBe("▶ Race this run");
    expect(part(svg, "score")).toBe("1,234");
    expect(part(replayImageSvg({ ...text, board: null }), "board")).toBeUndefined();
  });

  it("escapes a name's markup and clips a long one", () => {
    const svg = replayImageSvg({ ...text, title: `<script>&"x"</script>'s run` });
    expect(part(svg, "title")).toBe("&lt;script&gt;&amp;&quot;x&quot;&lt;/script&gt;&apos;s run");
    expect(svg).not.toContain("<script>");
    const long = part(replayImageSvg({ ...text, title: `${"W".repeat(40)}'s run` }), "title")!;
    expect([...long].length).toBe(28);
    expect(long.endsWith("…")).toBe(true);
  });
});

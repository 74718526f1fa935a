// The HUD, drawn in screen space (CSS pixels) over the world by the renderer (renderer.ts): the score
// at the top centre, the power-up box at the top right and the banner of a power-up just picked up or
// activated. The score and the power-up box are painted into offscreen sprites only when what they
// show changes, and blitted at the same device pixels each frame.
import { POWER_UP_TYPES, TICKS_PER_SECOND, type InventoryId, type PowerUpType, type SimState } from "../sim/index.ts";
import { drawGlyph, INVENTORY_STYLE, PICKUP_STYLE, type Glyph } from "./icons.ts";
import type { FrameView, RenderLabels } from "./renderer.ts";

/** How long a power-up's banner stays on screen (ms). */
export const BANNER_MS = 2000;
const SCORE_FONT = '900 56px ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, system-ui, sans-serif';
const BANNER_FONT = '900 22px ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, system-ui, sans-serif';
const SMALL_FONT = "800 11px system-ui, sans-serif";

export interface Hud {
  /**
   * Draws the HUD for `view` on `c`, whose transform maps CSS pixels (`dpr` device pixels each) on a
   * canvas `cssW` CSS pixels wide.
   */
  draw(c: CanvasRenderingContext2D, view: FrameView, cssW: number, dpr: number): void;
  /** Where the power-up box was last drawn (CSS pixels), for tapping it. */
  readonly inventoryBox: { x: number; y: number; w: number; h: number };
}

/** `reducedMotion` is read each frame (the renderer's switch). */
export function createHud(labels: RenderLabels, reducedMotion: () => boolean): Hud {
  let cssW = 1;
  let dpr = 1;
  const textWidths = new Map<string, number>();
  let scoreText = "0";
  let scoreValue = 0;
  const inventoryBox = { x: 0, y: 0, w: 0, h: 0 };

  function roundRect(c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
    c.beginPath();
    c.moveTo(x + r, y);
    c.arcTo(x + w, y, x + w, y + h, r);
    c.arcTo(x + w, y + h, x, y + h, r);
    c.arcTo(x, y + h, x, y, r);
    c.arcTo(x, y, x + w, y, r);
    c.closePath();
  }

  const EFFECT_OF: Record<PowerUpType, keyof SimState["effects"]> = {
    slowMotion: "slowMotion",
    shield: "shield",
    doublePoints: "doublePoints",
    miniSize: "miniSize",
    magnetism: "magnetism",
  };
  const EXTRA_EFFECTS = [
    ["boost", "boost"],
    ["scoreMultiplier", "score-multiplier"],
  ] as const;

  /**
   * The power-up box at the top right (CSS pixel coordinates): the five in-play power-ups (lit while
   * active, with a ring for the time left) and the active inventory effects and charges. The inventory
   * items the player holds are the buttons along the bottom of the game area (the page's), not here.
   * On narrow screens it is a column, clear of the score.
   */
  function paintInventory(c: CanvasRenderingContext2D, state: SimState) {
    const vertical = cssW < 560;
    const icon = vertical ? 24 : 26;
    const gap = 6;
    const pad = vertical ? 6 : 8;
    const header = vertical ? 0 : 14;
    // what to show, in order: in-play types, extras, held items
    let extras = 0;
    for (let e = 0; e < EXTRA_EFFECTS.length; e++) if (state.effects[EXTRA_EFFECTS[e]![0]] > 0) extras++;
    if (state.shieldCharges > 0) extras++;
    if (state.extraLives > 0) extras++;
    const cols = POWER_UP_TYPES.length;
    const lines = 1 + (extras > 0 ? 1 : 0);
    const across = pad * 2 + cols * icon + (cols - 1) * gap;
    const along = pad * 2 + header + lines * icon + (lines - 1) * gap;
    const w = vertical ? along : across;
    const h = vertical ? across : along;
    const x0 = cssW - w - 10;
    const y0 = 10;
    c.fillStyle = "rgba(11,37,69,0.5)";
    roundRect(c, x0, y0, w, h, 12);
    c.fill();
    if (!vertical) {
      c.fillStyle = "rgba(255,255,255,0.85)";
      c.font = SMALL_FONT;
      c.textAlign = "left";
      c.textBaseline = "top";
      c.fillText(labels.powerUps, x0 + pad, y0 + pad - 1);
    }
    box.x = x0;
    box.y = y0;
    box.vertical = vertical;
    box.icon = icon;
    box.gap = gap;
    box.pad = pad;
    box.header = header;
    const cx = slotX;
    const cy = slotY;
    for (let i = 0; i < cols; i++) {
      const type = POWER_UP_TYPES[i]!;
      const left = state.effects[EFFECT_OF[type]];
      const x = cx(0, i);
      const y = cy(0, i);
      const on = left > 0;
      c.fillStyle = on ? PICKUP_STYLE[type].color : "rgba(255,255,255,0.12)";
      c.beginPath();
      c.arc(x, y, icon / 2, 0, Math.PI * 2);
      c.fill();
      // (the time-left ring is drawn live on top, see drawInventory; it does not overlap the glyph)
      drawGlyph(c, PICKUP_STYLE[type].glyph, x, y, icon * 0.68, on ? "#ffffff" : "rgba(255,255,255,0.45)");
    }
    let line = 1;
    if (extras > 0) {
      let index = 0;
      for (let e = 0; e < EXTRA_EFFECTS.length; e++) {
        const [effect, id] = EXTRA_EFFECTS[e]!;
        if (state.effects[effect] > 0) extraSlot(c, line, index++, INVENTORY_STYLE[id].color, INVENTORY_STYLE[id].glyph, 0);
      }
      if (state.shieldCharges > 0) extraSlot(c, line, index++, INVENTORY_STYLE.shield.color, "shield", state.shieldCharges);
      if (state.extraLives > 0) extraSlot(c, line, index++, INVENTORY_STYLE["extra-life"].color, "heart", state.extraLives);
      line++;
    }
    inventoryBox.x = x0;
    inventoryBox.y = y0;
    inventoryBox.w = w;
    inventoryBox.h = h;
    hudBottom = vertical ? y0 + h : 0;
  }

  // The power-up box is painted into an offscreen sprite only when what it shows changes (which
  // effects are on, charges, size); a frame blits it and strokes the time-left rings.
  const hudSprite = typeof document === "undefined" ? null : document.createElement("canvas");
  const hudCtx = hudSprite?.getContext("2d") ?? null;
  const HUD_KEYS = 7;
  const hudKey = new Float64Array(HUD_KEYS).fill(NaN);
  const hudNext = new Float64Array(HUD_KEYS);
  let hudBottom = 0;
  let hudLeft = 0;
  let hudTop = 0;

  function drawInventory(c: CanvasRenderingContext2D, state: SimState) {
    let mask = 0;
    for (let i = 0; i < POWER_UP_TYPES.length; i++) if (state.effects[EFFECT_OF[POWER_UP_TYPES[i]!]] > 0) mask |= 1 << i;
    hudNext[0] = cssW;
    hudNext[1] = dpr;
    hudNext[2] = mask;
    hudNext[3] = state.effects.boost > 0 ? 1 : 0;
    hudNext[4] = state.effects.scoreMultiplier > 0 ? 1 : 0;
    hudNext[5] = state.shieldCharges;
    hudNext[6] = state.extraLives;
    let changed = false;
    for (let i = 0; i < HUD_KEYS; i++) {
      if (hudNext[i] !== hudKey[i]) {
        changed = true;
        hudKey[i] = hudNext[i]!;
      }
    }
    if (!hudSprite || !hudCtx) {
      paintInventory(c, state);
    } else {
      if (changed) {
        // measure the box first (no drawing), then paint it at the same device pixels
        hudCtx.setTransform(1, 0, 0, 1, 0, 0);
        hudCtx.globalAlpha = 0;
        paintInventory(hudCtx, state);
        hudCtx.globalAlpha = 1;
        const margin = 4;
        hudLeft = Math.floor((inventoryBox.x - margin) * dpr);
        hudTop = Math.floor((inventoryBox.y - margin) * dpr);
        const w = Math.ceil((inventoryBox.x + inventoryBox.w + margin) * dpr) - hudLeft;
        const h = Math.ceil((inventoryBox.y + inventoryBox.h + margin) * dpr) - hudTop;
        if (hudSprite.width !== w || hudSprite.height !== h) {
          hudSprite.width = w;
          hudSprite.height = h;
        } else {
          hudCtx.setTransform(1, 0, 0, 1, 0, 0);
          hudCtx.clearRect(0, 0, w, h);
        }
        hudCtx.setTransform(dpr, 0, 0, dpr, -hudLeft, -hudTop);
        paintInventory(hudCtx, state);
      }
      c.setTransform(1, 0, 0, 1, 0, 0);
      c.drawImage(hudSprite, hudLeft, hudTop);
      c.setTransform(dpr, 0, 0, dpr, 0, 0);
    }
    boxBottom = hudBottom;
    const icon = box.icon;
    for (let i = 0; i < POWER_UP_TYPES.length; i++) {
      const left = state.effects[EFFECT_OF[POWER_UP_TYPES[i]!]];
      const on = left > 0;
      // the ring runs from the longest time left seen since the effect started
      effectTotals[i] = on ? Math.max(effectTotals[i]!, left) : 0;
      if (!on) continue;
      const total = Math.max(effectTotals[i]!, TICKS_PER_SECOND);
      const x = slotX(0, i);
      const y = slotY(0, i);
      c.strokeStyle = "#ffffff";
      c.lineWidth = 2.5;
      c.beginPath();
      c.arc(x, y, icon / 2 + 0.5, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * Math.min(1, left / total));
      c.stroke();
    }
  }

  let boxBottom = 0;
  const effectTotals = new Float64Array(POWER_UP_TYPES.length);
  const box = { x: 0, y: 0, vertical: false, icon: 26, gap: 6, pad: 8, header: 14 };
  function slotX(line: number, index: number): number {
    return box.x + box.pad + (box.vertical ? line : index) * (box.icon + box.gap) + box.icon / 2;
  }
  function slotY(line: number, index: number): number {
    return box.vertical
      ? box.y + box.pad + index * (box.icon + box.gap) + box.icon / 2
      : box.y + box.pad + box.header + line * (box.icon + box.gap) + box.icon / 2;
  }
  function extraSlot(c: CanvasRenderingContext2D, line: number, index: number, color: string, glyph: Glyph, count: number) {
    const x = slotX(line, index);
    const y = slotY(line, index);
    const icon = box.icon;
    c.fillStyle = color;
    c.beginPath();
    c.arc(x, y, icon / 2, 0, Math.PI * 2);
    c.fill();
    drawGlyph(c, glyph, x, y, icon * 0.68, "#ffffff");
    if (count > 1) badge(c, x + icon / 2 - 2, y + icon / 2 - 2, count);
  }

  const badgeTexts: string[] = [];
  for (let i = 0; i <= 99; i++) badgeTexts.push(String(i));

  function badge(c: CanvasRenderingContext2D, x: number, y: number, n: number) {
    c.fillStyle = "#0b2545";
    c.beginPath();
    c.arc(x, y, 7, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = "#ffffff";
    c.font = "800 10px system-ui, sans-serif";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillText(n > 99 ? "99" : badgeTexts[n]!, x, y + 0.5);
  }

  // The score is drawn (shadow, outline, fill) into an offscreen sprite only when it changes; a frame
  // blits it at the same device pixels, so it looks exactly as if drawn directly.
  const scoreSprite = typeof document === "undefined" ? null : document.createElement("canvas");
  const scoreCtx = scoreSprite?.getContext("2d") ?? null;
  let scoreLeft = 0;
  let scoreTop = 0;
  let scoreDpr = 0;
  let scoreCssW = 0;
  const SCORE_PAD = 10;

  function scoreCommands(c: CanvasRenderingContext2D) {
    c.font = SCORE_FONT;
    c.textAlign = "center";
    c.textBaseline = "top";
    c.lineJoin = "round";
    c.lineWidth = 9;
    c.strokeStyle = "#0b2545";
    c.fillStyle = "#0b2545";
    c.fillText(scoreText, 0, 5);
    c.strokeText(scoreText, 0, 5);
    c.strokeText(scoreText, 0, 0);
    c.fillStyle = "#ffffff";
    c.fillText(scoreText, 0, 0);
  }

  function drawScore(c: CanvasRenderingContext2D, score: number) {
    const size = cssW < 480 ? 0.8 : 1;
    if (!scoreSprite || !scoreCtx) {
      if (score !== scoreValue) {
        scoreValue = score;
        scoreText = String(score);
      }
      c.save();
      c.translate(cssW / 2, 18);
      c.scale(size, size);
      scoreCommands(c);
      c.restore();
      return;
    }
    if (score !== scoreValue || scoreDpr !== dpr || scoreCssW !== cssW || scoreSprite.width <= 1) {
      scoreValue = score;
      scoreText = String(score);
      scoreDpr = dpr;
      scoreCssW = cssW;
      const k = size * dpr;
      scoreCtx.setTransform(1, 0, 0, 1, 0, 0);
      scoreCtx.font = SCORE_FONT;
      const half = (scoreCtx.measureText(scoreText).width / 2 + SCORE_PAD) * k;
      const ax = (cssW / 2) * dpr;
      const ay = 18 * dpr;
      scoreLeft = Math.floor(ax - half);
      scoreTop = Math.floor(ay - SCORE_PAD * k);
      const w = Math.ceil(ax + half) - scoreLeft;
      const h = Math.ceil((56 * 1.35 + 5 + SCORE_PAD * 2) * k);
      if (scoreSprite.width !== w || scoreSprite.height !== h) {
        scoreSprite.width = w;
        scoreSprite.height = h;
      } else {
        scoreCtx.clearRect(0, 0, w, h);
      }
      scoreCtx.setTransform(k, 0, 0, k, ax - scoreLeft, ay - scoreTop);
      scoreCommands(scoreCtx);
    }
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.drawImage(scoreSprite, scoreLeft, scoreTop);
    c.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  function drawBanner(c: CanvasRenderingContext2D, banner: PowerUpType | InventoryId, age: number) {
    const text = banner in labels.pickup ? labels.pickup[banner as PowerUpType] : labels.inventory[banner as InventoryId];
    const style = banner in PICKUP_STYLE ? PICKUP_STYLE[banner as PowerUpType] : INVENTORY_STYLE[banner as InventoryId];
    if (!text || !style) return;
    const appear = Math.min(1, age / 180);
    const vanish = Math.min(1, (BANNER_MS - age) / 250);
    const f = Math.max(0, Math.min(appear, vanish));
    const pop = reducedMotion() ? 1 : 0.85 + 0.15 * appear;
    c.save();
    c.globalAlpha = f;
    // below the score; on narrow screens also below the power-up column
    c.translate(cssW / 2, Math.max(118, boxBottom + 34));
    c.scale(pop, pop);
    c.font = BANNER_FONT;
    let tw = textWidths.get(text);
    if (tw === undefined) {
      tw = c.measureText(text).width;
      textWidths.set(text, tw);
    }
    const w = tw + 64;
    const h = 44;
    c.fillStyle = style.color;
    roundRect(c, -w / 2, -h / 2, w, h, h / 2);
    c.fill();
    c.lineWidth = 3;
    c.strokeStyle = "#ffffff";
    c.stroke();
    drawGlyph(c, style.glyph, -w / 2 + 24, 0, 24, "#ffffff");
    c.fillStyle = "#ffffff";
    c.textAlign = "left";
    c.textBaseline = "middle";
    c.fillText(text, -w / 2 + 44, 1);
    c.restore();
  }

  return {
    inventoryBox,
    draw(c, view, width, ratio) {
      cssW = width;
      dpr = ratio;
      drawScore(c, view.score);
      boxBottom = 0;
      if (view.state) drawInventory(c, view.state);
      if (view.banner && view.bannerAge < BANNER_MS) drawBanner(c, view.banner, view.bannerAge);
    },
  };
}

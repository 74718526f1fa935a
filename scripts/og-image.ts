// Draws public/og-image.png (1200x630), the share image of every public page (Open Graph, Twitter):
// an HTML scene rendered by Debian's Chromium. Run again after changing the scene:
//   node scripts/og-image.ts
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { BIRD_SHAPES, CLOUD_PATH } from "../shared/share-art.ts";

const out = resolve(import.meta.dirname, "../public/og-image.png");

// The site's bird and cloud (shared/share-art.ts, also drawn in each replay's share image).
const bird = `<svg viewBox="0 0 64 52" width="260" height="211">${BIRD_SHAPES}</svg>`;

const cloud = (x: number, y: number, w: number, opacity: number) =>
  `<svg viewBox="0 0 100 50" width="${w}" style="position:absolute;left:${x}px;top:${y}px;opacity:${opacity}">
    <path fill="#fff" d="${CLOUD_PATH}"/></svg>`;

const pipe = (x: number, top: boolean, height: number) => `
  <div style="position:absolute;left:${x}px;${top ? "top:0" : "bottom:70px"};width:110px;height:${height}px;
    background:linear-gradient(90deg,#3f8f1f,#7ed957 35%,#5cb82f 70%,#3f8f1f);border:5px solid #0b2545;${top ? "border-top:none" : "border-bottom:none"}">
    <div style="position:absolute;left:-14px;${top ? "bottom:-5px" : "top:-5px"};width:128px;height:44px;
      background:linear-gradient(90deg,#3f8f1f,#8ee26a 35%,#5cb82f 70%,#3f8f1f);border:5px solid #0b2545;border-radius:6px"></div>
  </div>`;

const html = `<!doctype html><html><head><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden}
  body{position:relative;font-family:"DejaVu Sans","Liberation Sans",sans-serif;background:linear-gradient(#4fc3e8,#b8ecfa 75%)}
  .ground{position:absolute;left:0;right:0;bottom:0;height:70px;background:#ded895;border-top:5px solid #0b2545}
  .grass{height:16px;background:#73bf2e}
  h1{position:absolute;left:80px;top:150px;margin:0;font-size:112px;line-height:1;font-weight:900;color:#0b2545;letter-spacing:-3px;
     text-shadow:0 6px 0 rgba(255,255,255,.7)}
  h1 span{color:#f59e0b;-webkit-text-stroke:3px #0b2545}
  p{position:absolute;left:84px;top:310px;margin:0;font-size:44px;font-weight:700;color:#0b2545;max-width:720px;line-height:1.2}
  .cta{position:absolute;left:84px;top:420px;padding:18px 38px;border-radius:999px;background:#facc15;border:5px solid #0b2545;
       box-shadow:0 8px 0 #0b2545;font-size:36px;font-weight:900;color:#0b2545}
  .score{position:absolute;left:905px;top:40px;font-size:96px;font-weight:900;color:#fff;-webkit-text-stroke:4px #0b2545;text-shadow:0 6px 0 #0b2545}
  .bird{position:absolute;left:820px;top:230px;transform:rotate(-12deg)}
</style></head><body>
  ${cloud(40, 30, 170, 0.9)}${cloud(560, 70, 130, 0.75)}
  ${pipe(760, true, 160)}${pipe(760, false, 150)}${pipe(1060, true, 250)}${pipe(1060, false, 80)}
  <div class="ground"><div class="grass"></div></div>
  <div class="score">12</div>
  <div class="bird">${bird}</div>
  <h1>Flap <span>Master</span></h1>
  <p>Can You Master the Flap?</p>
  <div class="cta">Play free in your browser</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: "png" });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}

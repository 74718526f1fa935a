// Draws public/og-image.png (1200x630), the share image of every public page (Open Graph, Twitter):
// an HTML scene rendered by Debian's Chromium. Run again after changing the scene:
//   node scripts/og-image.ts
import { resolve } from "node:path";
import { chromium } from "playwright-core";

const out = resolve(import.meta.dirname, "../public/og-image.png");

// The site's bird (app/components/art.tsx BirdSvg), as plain SVG.
const bird = `<svg viewBox="0 0 64 52" width="260" height="211">
  <path d="M6 24 L0 18 L2 28 L0 36 L8 31 Z" fill="#eab308" stroke="#0b2545" stroke-width="2" stroke-linejoin="round"/>
  <ellipse cx="28" cy="28" rx="22" ry="19" fill="#facc15" stroke="#0b2545" stroke-width="2.5"/>
  <ellipse cx="30" cy="37" rx="14" ry="8" fill="#fef08a"/>
  <ellipse cx="17" cy="29" rx="11" ry="7.5" fill="#fff7cc" stroke="#0b2545" stroke-width="2.2"/>
  <path d="M10 29 q6 3 13 0" fill="none" stroke="#eab308" stroke-width="1.6" stroke-linecap="round"/>
  <circle cx="39" cy="19" r="8" fill="#fff" stroke="#0b2545" stroke-width="2.2"/>
  <circle cx="42" cy="19" r="3.4" fill="#0b2545"/>
  <circle cx="43.2" cy="17.6" r="1.1" fill="#fff"/>
  <path d="M44 27 h14 a4 4 0 0 1 0 7 h-14 z" fill="#f97316" stroke="#0b2545" stroke-width="2.2" stroke-linejoin="round"/>
  <path d="M44 34 h12 a3.5 3.5 0 0 1 0 6 h-12 z" fill="#ea580c" stroke="#0b2545" stroke-width="2.2" stroke-linejoin="round"/>
</svg>`;

const cloud = (x: number, y: number, w: number, opacity: number) =>
  `<svg viewBox="0 0 100 50" width="${w}" style="position:absolute;left:${x}px;top:${y}px;opacity:${opacity}">
    <path fill="#fff" d="M20 45 a15 15 0 0 1 2-30 a20 20 0 0 1 36-6 a16 16 0 0 1 26 10 a13 13 0 0 1-4 26 z"/></svg>`;

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

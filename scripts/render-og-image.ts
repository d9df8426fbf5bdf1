/**
 * Renders static/img/og-image.png, the Open Graph image link previews show: 1200×630, white with the Kalyna red,
 * the logo from static/img/logo.svg and the site's name. Run it again after changing the logo or the name:
 *   npx tsx scripts/render-og-image.ts
 * Chromium draws the card from HTML, so the image stays a text-and-vector design rather than a hand-edited bitmap.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from './chromium';
import {brand} from '../src/brand';

const siteRoot = path.resolve(__dirname, '..');
const outputPath = path.join(siteRoot, 'static/img/og-image.png');
const logoSvg = readFileSync(path.join(siteRoot, 'static/img/logo.svg'), 'utf8');
const kalynaRed = '#a3112b';

const cardHtml = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { background: #fff; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1c1e21;
         display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box;
         border-bottom: 24px solid ${kalynaRed}; }
  .brand { display: flex; align-items: center; gap: 40px; }
  .brand svg { width: 200px; height: 200px; flex: none; }
  h1 { margin: 0; font-size: 104px; font-weight: 700; letter-spacing: -2px; color: ${kalynaRed}; }
  p { margin: 28px 0 0; font-size: 40px; color: #444950; }
  .host { margin-top: 56px; font-size: 30px; color: #606770; }
</style></head><body>
  <div class="brand">${logoSvg}<h1>Kalyna Docs</h1></div>
  <p>Payments API · Документація платежів</p>
  <div class="host">${new URL(brand.siteUrl).host}</div>
</body></html>`;

async function renderOgImage(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}});
    await page.setContent(cardHtml);
    await page.screenshot({path: outputPath, type: 'png'});
  } finally {
    await browser.close();
  }
  console.log(`${outputPath}: ${(statSync(outputPath).size / 1024).toFixed(1)} KB`);
}

void renderOgImage();

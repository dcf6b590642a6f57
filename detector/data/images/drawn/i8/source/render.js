'use strict';
// Renders every design (clean PNG + hard JPEG) and writes ../images.jsonl.
// usage: node render.js            -> full set
//        node render.js --preview 3 7 12   -> clean renders of some designs into /tmp/i8prev (no jsonl)
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const { makeCtx, mulberry32 } = require('./lib');
const layouts = require('./layouts');
const { makeHard } = require('./hard');
const designs = require('./designs');

const OUT = path.resolve(__dirname, '..');
const pad = (n) => String(n).padStart(3, '0');

const CSS = `*{box-sizing:border-box;margin:0;padding:0}html,body{background:#fff}
.t{white-space:nowrap}#root{display:inline-block}`;

async function checkPage(page) {
  return page.evaluate(() => {
    const probs = [];
    const root = document.getElementById('root').getBoundingClientRect();
    const ts = [...document.querySelectorAll('.t')];
    const rects = ts.map((e) => e.getBoundingClientRect());
    ts.forEach((el, i) => {
      const r = rects[i];
      const txt = el.textContent.slice(0, 30);
      if (r.width === 0 || r.height === 0) probs.push('empty box: ' + txt);
      if (r.left < root.left - 1 || r.right > root.right + 1 || r.top < root.top - 1 || r.bottom > root.bottom + 1) probs.push('outside root: ' + txt);
      // inner overflow of the element itself (nowrap text wider than its box)
      if (el.scrollWidth > el.clientWidth + 2 && getComputedStyle(el).display !== 'inline') probs.push('text wider than box: ' + txt);
      for (let a = el.parentElement; a && a.id !== 'root'; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflow !== 'visible' || cs.overflowX !== 'visible') {
          const p = a.getBoundingClientRect();
          if (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 3 || r.bottom > p.bottom + 3) probs.push('clipped: ' + txt);
          break;
        }
      }
      if (getComputedStyle(el).visibility === 'hidden' || +getComputedStyle(el).opacity < 0.3) probs.push('invisible: ' + txt);
    });
    // overlapping text lines (ink boxes approximated by the middle 60 % of line box height)
    const mid = rects.map((r) => ({ l: r.left, r: r.right, t: r.top + r.height * 0.2, b: r.bottom - r.height * 0.2 }));
    for (let i = 0; i < mid.length; i++) for (let j = i + 1; j < mid.length; j++) {
      const A = mid[i], B = mid[j];
      if (ts[i].contains(ts[j]) || ts[j].contains(ts[i])) continue;
      const w = Math.min(A.r, B.r) - Math.max(A.l, B.l), h = Math.min(A.b, B.b) - Math.max(A.t, B.t);
      if (w > 4 && h > 4) probs.push(`overlap: "${ts[i].textContent.slice(0, 20)}" / "${ts[j].textContent.slice(0, 20)}"`);
    }
    return probs;
  });
}

async function main() {
  const args = process.argv.slice(2);
  const preview = args.includes('--preview');
  const only = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const list = only.length ? designs.filter((d) => only.includes(d.n)) : designs;
  const outDir = preview ? '/tmp/i8prev' : path.join(OUT, 'files');
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 1300, height: 900 }, deviceScaleFactor: 1 });
  const records = [];
  let bad = 0;
  for (const d of list) {
    const ctx = makeCtx(d.n);
    const inner = layouts[d.kind](d, ctx);
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body><div id="root">${inner}</div></body></html>`;
    await page.setViewportSize({ width: d.w + 40, height: 900 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const probs = await checkPage(page);
    if (probs.length) { bad++; console.log(`#${d.n} ${d.kind}:`, probs.join(' | ')); }
    const png = await page.locator('#root').screenshot({ type: 'png' });
    const id = `i8-${pad(d.n)}`;
    let cleanBuf = await sharp(png).png({ compressionLevel: 9, palette: false }).toBuffer();
    let cleanName = `${id}-clean.png`;
    if (cleanBuf.length > 400 * 1024) { cleanBuf = await sharp(png).flatten({ background: '#fff' }).jpeg({ quality: 90 }).toBuffer(); cleanName = `${id}-clean.jpg`; }
    fs.writeFileSync(path.join(outDir, cleanName), cleanBuf);
    if (preview) { console.log('preview', cleanName); continue; }
    const hard = await makeHard(png, d.hard, mulberry32(d.n * 104729 + 7));
    const hardName = `${id}-hard.jpg`;
    fs.writeFileSync(path.join(outDir, hardName), hard.buf);
    const truth = ctx.lines.map((l) => l.normalize('NFC')).join('\n');
    const base = { variant: d.variant, suspected: d.groups.length > 0, groups: d.groups, product: d.product, writer: 'i8', template: `i8-t${pad(d.n)}`, lang: d.lang, ocr_truth: truth };
    for (const [kind, file, render] of [['clean', cleanName, 'clean'], ['hard', hardName, hard.name]]) {
      records.push({ id: `${id}-${kind}`, variant: base.variant, image: `files/${file}`, suspected: base.suspected, groups: base.groups, product: base.product, writer: 'i8', template: base.template, lang: base.lang, ocr_truth: base.ocr_truth, render });
    }
    process.stdout.write(`${id} ${cleanName} ${(cleanBuf.length / 1024).toFixed(0)}K hard ${hard.name} ${(hard.buf.length / 1024).toFixed(0)}K\n`);
  }
  await browser.close();
  if (!preview) {
    if (only.length) { console.log('partial run: images.jsonl not written'); }
    else fs.writeFileSync(path.join(OUT, 'images.jsonl'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }
  console.log(`done, ${list.length} designs, ${bad} with layout problems`);
}
main().catch((e) => { console.error(e); process.exit(1); });

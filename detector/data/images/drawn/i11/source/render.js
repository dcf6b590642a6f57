// Renders every design to files/<id>-clean.png with Chromium and records each text line
// (text from innerText, box, font size, script) in build/<id>.json. Fails on overflow/hidden text.
'use strict';
const path = require('path');
const fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const { BASE_CSS } = require('./lib.js');
const DESIGNS = require('./designs.js');

const OUT = path.resolve(__dirname, '..');
const FILES = path.join(OUT, 'files');
const BUILD = path.join(__dirname, 'build');
fs.mkdirSync(FILES, { recursive: true });
fs.mkdirSync(BUILD, { recursive: true });

const only = process.argv.slice(2).map(Number);

function pageHtml(b) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}\n${b.css}</style></head><body><div id="card">${b.body}</div></body></html>`;
}

// runs inside the page
function inspect() {
  const card = document.getElementById('card');
  const cr = card.getBoundingClientRect();
  const problems = [];
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const n = walker.currentNode;
    if (n.textContent.trim() && !n.parentElement.closest('.tl')) problems.push('text outside .tl: ' + n.textContent.trim().slice(0, 40));
  }
  const lines = [];
  for (const el of card.querySelectorAll('.tl')) {
    if (el.querySelector('.tl')) problems.push('nested .tl');
    const text = el.innerText.replace(/\s+/g, ' ').trim();
    if (!text) { problems.push('empty .tl'); continue; }
    // boxes of the text itself (one per text node fragment), not of empty cells
    const rects = [];
    const tw = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (tw.nextNode()) {
      if (!tw.currentNode.textContent.trim()) continue;
      const range = document.createRange(); range.selectNodeContents(tw.currentNode);
      for (const r of range.getClientRects()) if (r.width > 0.5 && r.height > 0.5) rects.push(r);
    }
    if (!rects.length) { problems.push('no box: ' + text); continue; }
    const u = { l: Math.min(...rects.map(r => r.left)), t: Math.min(...rects.map(r => r.top)), r: Math.max(...rects.map(r => r.right)), b: Math.max(...rects.map(r => r.bottom)) };
    // one visual line: every fragment shares a common vertical band
    if (Math.max(...rects.map(r => r.top)) >= Math.min(...rects.map(r => r.bottom)) - 2) problems.push('wraps onto several lines: ' + text);
    // inside the card
    if (u.l < cr.left - 0.5 || u.r > cr.right + 0.5 || u.t < cr.top - 0.5 || u.b > cr.bottom + 0.5) problems.push('outside card: ' + text);
    // inside its own box (horizontal overflow of a nowrap block)
    const er = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (cs.display === 'block' && (u.l < er.left - 1 || u.r > er.right + 1)) problems.push('overflows its box: ' + text);
    if (el.scrollWidth > el.clientWidth + 1 && cs.display === 'block') problems.push('scrollWidth overflow: ' + text);
    // clipped by, or hidden by, an ancestor; overflowing a flex/column ancestor box
    for (let a = el; a && a !== card.parentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'none' || s.visibility !== 'visible' || parseFloat(s.opacity) < 0.5) problems.push('hidden: ' + text);
      if (a !== el) {
        const ar = a.getBoundingClientRect();
        if (u.l < ar.left - 1 || u.r > ar.right + 1) problems.push('sticks out of ancestor ' + a.className + ': ' + text);
      }
    }
    lines.push({ text, x: u.l - cr.left, y: u.t - cr.top, w: u.r - u.l, h: u.b - u.t, fontSize: parseFloat(cs.fontSize), lao: /[\u0E80-\u0EFF]/.test(text), color: cs.color,
      frags: rects.map(r => [r.left - cr.left, r.top - cr.top, r.width, r.height]) });
  }
  // overlapping lines
  for (let i = 0; i < lines.length; i++) for (let j = i + 1; j < lines.length; j++) {
    const a = lines[i], b = lines[j];
    // central 60 % of each box height (the content box of Lao fonts is much taller than the ink)
    const ay = a.y + a.h * 0.2, ah = a.h * 0.6, by = b.y + b.h * 0.2, bh = b.h * 0.6;
    const ix = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), iy = Math.min(ay + ah, by + bh) - Math.max(ay, by);
    if (ix > 0 && iy > 0) { const ar = ix * iy / Math.min(a.w * ah, b.w * bh); if (ar > 0.05) problems.push(`lines overlap (${ar.toFixed(2)}): "${a.text}" / "${b.text}"`); }
  }
  return { width: cr.width, height: cr.height, lines, problems };
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 1 });
  page.on('request', r => { if (!r.url().startsWith('data:') && !r.url().startsWith('about:')) console.log('UNEXPECTED REQUEST', r.url()); });
  let bad = 0;
  for (const d of DESIGNS) {
    if (only.length && !only.includes(d.n)) continue;
    const b = d.build();
    await page.setContent(pageHtml(b), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const info = await page.evaluate(inspect);
    if (info.width < 600 || info.width > 1200) info.problems.push('width out of range ' + info.width);
    const file = path.join(FILES, d.id + '-clean.png');
    await (await page.$('#card')).screenshot({ path: file });
    const meta = await sharp(file).metadata();
    // per-line luminance contrast measured on the rendered pixels (p5..p95 inside the text box)
    const { data, info: ri } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
    for (const ln of info.lines) {
      const v = [];
      for (const [fx, fy, fw, fh] of ln.frags) {
        const x0 = Math.max(0, Math.floor(fx)), x1 = Math.min(ri.width, Math.ceil(fx + fw));
        const y0 = Math.max(0, Math.floor(fy + fh * 0.15)), y1 = Math.min(ri.height, Math.ceil(fy + fh * 0.85));
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) v.push(data[y * ri.width + x]);
      }
      v.sort((p, q) => p - q);
      ln.contrast = v.length ? (v[Math.floor(v.length * 0.98)] - v[Math.floor(v.length * 0.02)]) / 255 : 0;
      if (ln.contrast < 0.3) info.problems.push(`low contrast ${ln.contrast.toFixed(2)}: ${ln.text}`);
    }
    const rec = { id: d.id, n: d.n, width: meta.width, height: meta.height, lines: info.lines, problems: info.problems };
    fs.writeFileSync(path.join(BUILD, d.id + '.json'), JSON.stringify(rec, null, 1));
    if (info.problems.length) { bad++; console.log(d.id, meta.width + 'x' + meta.height, 'PROBLEMS:\n  ' + info.problems.join('\n  ')); }
    else console.log(d.id, meta.width + 'x' + meta.height, info.lines.length + ' lines ok');
  }
  await browser.close();
  console.log(bad ? `${bad} designs with problems` : 'all designs clean');
  process.exitCode = bad ? 1 : 0;
})();

// Render the clean PNG of every design and record its text lines (DOM innerText, reading order = DOM order)
// with their boxes. Usage: node render.js [id-number ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const designs = require('./designs');

const OUT = path.resolve(__dirname, '..');
const FILES = path.join(OUT, 'files');
const META = path.join(__dirname, 'meta');
fs.mkdirSync(FILES, { recursive: true });
fs.mkdirSync(META, { recursive: true });

// runs inside the page: fit, check, collect
function inPage() {
  const frame = document.getElementById('frame');
  const lines = [...frame.querySelectorAll('.L')];
  const boxOf = (el) => { let a = el.parentElement; while (a && a !== frame && !a.classList.contains('box')) a = a.parentElement; return a || frame; };
  const inside = (r, b, tol = 0.5) => r.left >= b.left - tol && r.right <= b.right + tol && r.top >= b.top - tol && r.bottom <= b.bottom + tol;
  // horizontal extent of the drawn text, vertical extent of the line box
  const textRect = (el) => {
    const rg = document.createRange(); rg.selectNodeContents(el); const t = rg.getBoundingClientRect(); const e = el.getBoundingClientRect();
    return { left: t.left, right: t.right, width: t.width, top: e.top, bottom: e.bottom, height: e.height };
  };
  const over = (el) => {
    if (el.scrollWidth > el.clientWidth + 1) return true;
    return !inside(textRect(el), boxOf(el).getBoundingClientRect()) || !inside(textRect(el), el.parentElement.getBoundingClientRect());
  };
  const shrunk = [];
  for (let pass = 0; pass < 4; pass++) {
    for (const el of lines) {
      if (!over(el)) continue;
      const orig = parseFloat(el.dataset.orig || getComputedStyle(el).fontSize);
      el.dataset.orig = orig;
      let fs = parseFloat(getComputedStyle(el).fontSize);
      while (over(el) && fs > orig * 0.66) { fs -= 0.5; el.style.fontSize = fs + 'px'; }
      shrunk.push([el.innerText, orig, fs]);
    }
  }
  const errors = [];
  const fr = frame.getBoundingClientRect();
  const out = [];
  for (const el of lines) {
    const text = el.innerText.replace(/\s+/g, ' ').trim();
    const r = textRect(el);
    const cs = getComputedStyle(el);
    if (!text) errors.push('empty line');
    if (el.querySelector('.L')) errors.push('nested line: ' + text);
    if (cs.visibility !== 'visible' || cs.display === 'none' || parseFloat(cs.opacity) < 0.5) errors.push('hidden: ' + text);
    if (over(el)) errors.push('overflow: ' + text);
    if (!inside(r, fr)) errors.push('outside frame: ' + text);
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflow !== 'visible' && !inside(r, a.getBoundingClientRect(), 1)) { errors.push('clipped: ' + text); break; }
    }
    // covered by something drawn on top? probe a few points along the line
    for (const fx of [0.15, 0.5, 0.85]) {
      const x = r.left + r.width * fx, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit)) {
        // allow hits on an ancestor (padding area between glyphs is the element itself normally)
        if (!hit.contains(el)) { errors.push('covered: ' + text + ' by ' + hit.tagName + '.' + hit.className); break; }
      }
    }
    out.push({ text, x: r.left - fr.left, y: r.top - fr.top, w: r.width, h: r.height });
  }
  // overlap is judged without rotations (a rotated sticker is rigid; axis-aligned boxes of its lines would overlap)
  const rotated = [...frame.querySelectorAll('*')].filter((e) => getComputedStyle(e).transform !== 'none');
  const saved = rotated.map((e) => e.style.transform);
  rotated.forEach((e) => { e.style.transform = 'none'; });
  const flat = lines.map((el) => { const r = textRect(el); return { text: el.innerText.replace(/\s+/g, ' ').trim(), x: r.left, y: r.top, w: r.width, h: r.height }; });
  rotated.forEach((e, i) => { e.style.transform = saved[i]; });
  for (let i = 0; i < flat.length; i++) for (let j = i + 1; j < flat.length; j++) {
    const a = flat[i], b = flat[j];
    const ix = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
    const iy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
    if (ix > 2 && iy > 3) errors.push(`overlap: "${a.text}" / "${b.text}" (${ix.toFixed(0)}x${iy.toFixed(0)})`);
  }
  return { lines: out, errors, shrunk };
}

(async () => {
  const only = process.argv.slice(2).map((x) => parseInt(x, 10));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  let bad = 0;
  for (const d of designs) {
    const n = parseInt(d.id.slice(4), 10);
    if (only.length && !only.includes(n)) continue;
    const { w, h, html } = d.render();
    await page.setViewportSize({ width: w + 40, height: h + 40 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const res = await page.evaluate(inPage);
    const el = await page.$('#frame');
    await el.screenshot({ path: path.join(FILES, `${d.id}-clean.png`) });
    fs.writeFileSync(path.join(META, `${d.id}.json`), JSON.stringify({ id: d.id, w, h, lines: res.lines, shrunk: res.shrunk }, null, 1));
    fs.writeFileSync(path.join(META, `${d.id}.html`), html);
    const msg = `${d.id} ${d.template} lines=${res.lines.length}` + (res.shrunk.length ? ` shrunk=${res.shrunk.length}` : '');
    if (res.errors.length) { bad++; console.log(msg + '\n  ERR ' + res.errors.join('\n  ERR ')); }
    else console.log(msg);
    for (const s of res.shrunk) console.log(`   fit: "${s[0]}" ${s[1]}→${s[2]}px`);
  }
  await browser.close();
  if (bad) { console.log(`${bad} designs with errors`); process.exitCode = 1; }
})();

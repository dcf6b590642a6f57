// Render every design (clean + hard) with playwright-core + system Chromium, check layout, write images.jsonl.
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const sharp = require('sharp');
const { pageHtml } = require('./lib');
const designs = require('./designs');

const OUT = path.join(__dirname, '..');
const FILES = path.join(OUT, 'files');
const HTMLDIR = path.join(__dirname, 'html');
fs.mkdirSync(FILES, { recursive: true });
fs.mkdirSync(HTMLDIR, { recursive: true });

const RENDERS = ['jpeg', 'noise', 'rotate', 'photo', 'contrast', 'small', 'gradient'];

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// In-page layout pass: shrink over-long lines (not below 18px), then verify.
const FIT_AND_CHECK = () => {
  const root = document.getElementById('root');
  const lns = [...document.querySelectorAll('.ln')];
  const problems = [];
  for (const el of lns) {
    let fs = parseFloat(getComputedStyle(el).fontSize);
    while (el.scrollWidth > el.clientWidth + 0.5 && fs > 18) { fs -= 1; el.style.fontSize = fs + 'px'; }
  }
  // horizontal extent of the glyph run, vertical extent of the line box (content area of Lao fonts is taller than the line)
  const textRect = (el) => {
    const r = document.createRange(); r.selectNodeContents(el); const tr = r.getBoundingClientRect();
    const er = el.getBoundingClientRect(); const cs = getComputedStyle(el);
    const top = er.top + parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
    const bottom = er.bottom - parseFloat(cs.paddingBottom) - parseFloat(cs.borderBottomWidth);
    return { left: tr.left, right: tr.right, top, bottom };
  };
  const rects = lns.map(textRect);
  const rr = root.getBoundingClientRect();
  lns.forEach((el, i) => {
    const fs = parseFloat(getComputedStyle(el).fontSize);
    if (fs < 18 || fs > 64) problems.push(`font ${fs}px: ${el.textContent}`);
    if (el.scrollWidth > el.clientWidth + 0.5) problems.push(`overflow: ${el.textContent}`);
    const r = rects[i];
    // inside every ancestor box up to root
    let a = el.parentElement;
    while (a) {
      const ar = a.getBoundingClientRect();
      if (r.left < ar.left - 1 || r.right > ar.right + 1 || r.top < ar.top - 1 || r.bottom > ar.bottom + 1) {
        problems.push(`outside ${a.className || a.id}: ${el.textContent}`); break;
      }
      if (a === root) break;
      a = a.parentElement;
    }
  });
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
    const a = rects[i], b = rects[j];
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 1 && h > 1) problems.push(`overlap: "${lns[i].textContent}" / "${lns[j].textContent}"`);
  }
  return { problems, height: Math.ceil(rr.height), width: Math.ceil(rr.width) };
};

async function renderHtml(page, design, mode) {
  const { html, lines } = pageHtml(design, mode);
  await page.setViewportSize({ width: design.W, height: 1350 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  // natural height first (clean layout), then fix viewport
  let res = await page.evaluate(FIT_AND_CHECK);
  if (mode !== 'clean') res.problems = [];
  const H = Math.max(600, Math.min(1350, res.height));
  if (res.height > 1350) res.problems.push(`too tall: ${res.height}`);
  await page.setViewportSize({ width: design.W, height: H });
  await page.evaluate((h) => { const r = document.getElementById('root'); r.style.minHeight = h + 'px'; r.style.justifyContent = r.style.justifyContent || 'center'; }, H);
  const res2 = await page.evaluate(FIT_AND_CHECK);
  if (mode === 'clean') res.problems = res.problems.concat(res2.problems);
  if (mode === 'photo') { // transformed root must stay inside the viewport: shrink until it does
    let ok = false;
    for (const sc of [0.84, 0.8, 0.76, 0.72, 0.68, 0.64, 0.6]) {
      ok = await page.evaluate((sc) => { const e = document.getElementById('root'); e.style.transform = `perspective(1500px) rotateX(7deg) rotateY(-10deg) rotate(1.6deg) scale(${sc})`; const r = e.getBoundingClientRect(); return r.left >= 2 && r.top >= 2 && r.right <= innerWidth - 2 && r.bottom <= innerHeight - 2; }, sc);
      if (ok) break;
    }
    if (!ok) res.problems.push('photo transform out of viewport');
  }
  const png = await page.screenshot({ type: 'png' });
  return { png, lines, html, problems: mode === 'clean' || mode === 'photo' ? res.problems : [], W: design.W, H };
}

async function hard(kind, png, r, W, H) {
  if (kind === 'jpeg') {
    const q = 25 + Math.floor(r() * 16);
    return { buf: await sharp(png).jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer(), ext: 'jpg', note: `q=${q}` };
  }
  if (kind === 'noise') {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const sigma = 22 + r() * 14;
    for (let i = 0; i < data.length; i += 3) {
      // gaussian (Box-Muller), luminance + a little chroma noise
      const u = Math.max(1e-9, r()), v = r();
      const g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) * sigma;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + g + (r() - 0.5) * 16));
    }
    return { buf: await sharp(data, { raw: info }).png().toBuffer(), ext: 'png', note: `sigma=${sigma.toFixed(1)}` };
  }
  if (kind === 'rotate') {
    const ang = (2 + r() * 4) * (r() < 0.5 ? -1 : 1);
    let img = sharp(png).rotate(ang, { background: { r: 236, g: 236, b: 232, alpha: 1 } });
    const rot = await img.png().toBuffer();
    const buf = await sharp(rot).resize({ width: 1080, height: 1350, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return { buf, ext: 'png', note: `angle=${ang.toFixed(2)}` };
  }
  if (kind === 'contrast') {
    const a = 0.3 + r() * 0.1; // squeeze the tonal range towards light grey
    const b = 255 * (1 - a) * 0.8;
    return { buf: await sharp(png).removeAlpha().linear(a, b).png().toBuffer(), ext: 'png', note: `a=${a.toFixed(2)}` };
  }
  if (kind === 'small') {
    return { buf: await sharp(png).resize({ width: Math.round(W * 0.5) }).png().toBuffer(), ext: 'png', note: '50%' };
  }
  if (kind === 'photo') {
    return { buf: await sharp(png).jpeg({ quality: 72 }).toBuffer(), ext: 'jpg', note: 'css perspective+blur' };
  }
  if (kind === 'gradient') {
    return { buf: png, ext: 'png', note: 'css heavy gradient' };
  }
  throw new Error(kind);
}

(async () => {
  const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
  const ctx = await browser.newContext({ deviceScaleFactor: 1 });
  await ctx.route('**/*', (route) => (route.request().url().startsWith('data:') || route.request().url() === 'about:blank' ? route.continue() : route.abort()));
  const page = await ctx.newPage();
  const rows = [];
  let bad = 0;
  for (let i = 0; i < designs.length; i++) {
    const n = i + 1;
    if (only && !only.includes(n)) continue;
    const d = designs[i];
    const num = String(n).padStart(3, '0');
    const kind = RENDERS[i % RENDERS.length];
    const r = rng(6000 + n);
    const clean = await renderHtml(page, d, 'clean');
    fs.writeFileSync(path.join(HTMLDIR, `i6-${num}.html`), clean.html);
    if (clean.problems.length) { bad++; console.log(`#${n} PROBLEMS:\n  ` + clean.problems.join('\n  ')); }
    fs.writeFileSync(path.join(FILES, `i6-${num}-clean.png`), clean.png);
    let src = clean;
    if (kind === 'photo' || kind === 'gradient') {
      src = await renderHtml(page, d, kind);
      if (src.problems.length) { bad++; console.log(`#${n} ${kind} PROBLEMS: ` + src.problems.join('; ')); }
    }
    const h = await hard(kind, src.png, r, clean.W, clean.H);
    for (const e of ['png', 'jpg']) { const f = path.join(FILES, `i6-${num}-hard.${e}`); if (fs.existsSync(f)) fs.unlinkSync(f); }
    fs.writeFileSync(path.join(FILES, `i6-${num}-hard.${h.ext}`), h.buf);
    const ocr = clean.lines.join('\n');
    const base = { variant: d.variant, suspected: d.groups.length > 0, groups: d.groups, product: d.product, writer: 'i6', template: `i6-t${num}`, lang: d.lang, ocr_truth: ocr };
    rows.push({ id: `i6-${num}-clean`, variant: base.variant, image: `files/i6-${num}-clean.png`, suspected: base.suspected, groups: base.groups, product: base.product, writer: 'i6', template: base.template, lang: base.lang, ocr_truth: ocr, render: 'clean' });
    rows.push({ id: `i6-${num}-hard`, variant: base.variant, image: `files/i6-${num}-hard.${h.ext}`, suspected: base.suspected, groups: base.groups, product: base.product, writer: 'i6', template: base.template, lang: base.lang, ocr_truth: ocr, render: kind });
    console.log(`#${n} ${d.W}x${clean.H} hard=${kind} ${h.note} lines=${clean.lines.length}`);
  }
  await browser.close();
  if (!only) fs.writeFileSync(path.join(OUT, 'images.jsonl'), rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
  console.log(`done, designs with problems: ${bad}`);
})();

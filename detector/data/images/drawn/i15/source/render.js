#!/usr/bin/env node
'use strict';
// Renders every design of designs.js twice ("-clean" PNG, "-hard" degraded) with Debian Chromium,
// writes ../files/* and ../images.jsonl. Deterministic: the hard treatment and its parameters come
// from a seeded PRNG. Exits non-zero (and writes nothing to images.jsonl) if any text line overflows
// its box, leaves the card, overlaps another line, or a design line is missing from the DOM.
//
// Usage: node render.js            (all designs)
//        node render.js 3 17       (only these design numbers; images.jsonl is not rewritten)

const path = require('path');
const fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const designs = require('./designs');
const { build } = require('./templates');

const ROOT = path.resolve(__dirname, '..');
const FILES = path.join(ROOT, 'files');
const WRITER = 'i15';
const KINDS = ['photo', 'jpeg', 'noise', 'blur', 'gradient', 'small'];

// ---------- seeded PRNG ----------
function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
function mulberry32(a) {
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r, lo, hi) => lo + (hi - lo) * r();
const pick = (r, arr) => arr[Math.floor(r() * arr.length)];

// Balanced assignment: every kind 10 times over 60 designs, order shuffled by a fixed seed.
function assignKinds(all) {
  const r = mulberry32(hashStr('i15-hard-kinds-v1'));
  const bag = [];
  for (let i = 0; i < all.length; i++) bag.push(KINDS[i % KINDS.length]);
  for (let i = bag.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [bag[i], bag[j]] = [bag[j], bag[i]]; }
  const m = {};
  all.forEach((d, i) => { m[d.id] = bag[i]; });
  return m;
}

function hardParams(d, kind) {
  const r = mulberry32(hashStr(`${d.id}-hard-params`));
  switch (kind) {
    case 'photo': return { kind, ax: between(r, -9, 9), ay: between(r, -13, 13), az: between(r, -4, 4), scale: between(r, 0.8, 0.88), glareX: between(r, 10, 90), glareY: between(r, 10, 90), q: Math.round(between(r, 70, 84)), desk: pick(r, ['wood', 'cloth', 'counter']) };
    case 'jpeg': return { kind, q: Math.round(between(r, 30, 60)), resize: between(r, 0.8, 1) };
    case 'noise': return { kind, amp: between(r, 10, 20), q: 90 };
    case 'blur': return { kind, sigma: between(r, 0.8, 1.4) };
    case 'gradient': return { kind, angle: between(r, 0, 360), color: pick(r, ['#000000', '#3b2a14', '#0b2a4a']), alpha: between(r, 0.25, 0.42), wash: between(r, 0.08, 0.2) };
    case 'small': return { kind, scale: between(r, 0.6, 0.72) };
    default: throw new Error(kind);
  }
}

// A line stays in the hard ocr_truth only if it remains legible: its effective pixel size after the
// treatment must reach a minimum (Lao needs more pixels for stacked vowels and tone marks).
function legible(line, p) {
  let scale = 1, penalty = 0;
  if (p.kind === 'small') scale = p.scale;
  if (p.kind === 'photo') { scale = p.scale * Math.cos((Math.max(Math.abs(p.ax), Math.abs(p.ay)) * Math.PI) / 180); penalty = 1; }
  if (p.kind === 'jpeg') { scale = p.resize; penalty = p.q < 40 ? 2 : 1; }
  if (p.kind === 'noise') penalty = 1.5;
  if (p.kind === 'blur') penalty = 3 * p.sigma;
  if (p.kind === 'gradient') penalty = 1;
  const min = (line.lao ? 10.5 : 9) + penalty;
  return line.fs * scale >= min;
}

function pageHTML(b, extraBody = '') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${b.css}</style></head><body style="margin:0">${b.card}${extraBody}</body></html>`;
}

function photoHTML(b, p) {
  const W = Math.round(b.w * 1.2), H = Math.round(b.h * 1.2);
  const desk = {
    wood: 'repeating-linear-gradient(87deg,rgba(0,0,0,.06) 0 3px,transparent 3px 11px),linear-gradient(100deg,#6d4c33,#8b6542 45%,#5e402a)',
    cloth: 'repeating-linear-gradient(45deg,rgba(255,255,255,.05) 0 2px,transparent 2px 6px),linear-gradient(160deg,#3c5a6e,#2c4452)',
    counter: 'radial-gradient(circle at 30% 30%,#d9d4cc,#a9a39a)',
  }[p.desk];
  const css = `${b.css}
html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${desk}}
#wrap{position:absolute;left:${(W - b.w) / 2}px;top:${(H - b.h) / 2}px;width:${b.w}px;height:${b.h}px;
transform:perspective(1600px) rotateX(${p.ax.toFixed(2)}deg) rotateY(${p.ay.toFixed(2)}deg) rotateZ(${p.az.toFixed(2)}deg) scale(${p.scale.toFixed(3)});
box-shadow:12px 18px 30px rgba(0,0,0,.45);filter:brightness(.96) contrast(.95)}
#glare{position:absolute;inset:0;background:radial-gradient(circle at ${p.glareX.toFixed(0)}% ${p.glareY.toFixed(0)}%,rgba(255,255,255,.28),rgba(255,255,255,0) 45%),linear-gradient(180deg,rgba(255,240,210,.06),rgba(0,0,0,.08))}`;
  return { W, H, html: `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div id="wrap">${b.card}</div><div id="glare"></div></body></html>` };
}

// In-page checks: overflow, outside box, outside card, overlaps. Returns the lines with font info.
function inspect() {
  const card = document.getElementById('card');
  const cr = card.getBoundingClientRect();
  const errs = [], lines = [], geo = [];
  for (const el of card.querySelectorAll('.ln')) {
    const text = el.innerText.trim();
    const cs = getComputedStyle(el);
    const range = document.createRange();
    range.selectNodeContents(el);
    const tr = range.getBoundingClientRect();
    const er = el.getBoundingClientRect();
    const pl = parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
    const pr = parseFloat(cs.paddingRight) + parseFloat(cs.borderRightWidth);
    if (!text) errs.push('empty text line');
    if (tr.left < er.left + pl - 1 || tr.right > er.right - pr + 1)
      errs.push(`line overflows its own box by ${Math.max(er.left + pl - tr.left, tr.right - er.right + pr).toFixed(1)}px: "${text}"`);
    const box = el.parentElement.closest('.box') || card;
    const br = box.getBoundingClientRect();
    if (tr.left < br.left - 1 || tr.right > br.right + 1 || er.top < br.top - 2 || er.bottom > br.bottom + 2)
      errs.push(`line leaves its container (${box.className}): "${text}"`);
    if (tr.left < cr.left || tr.right > cr.right || er.top < cr.top || er.bottom > cr.bottom)
      errs.push(`line leaves the card: "${text}"`);
    geo.push({ text, l: tr.left, r: tr.right, t: er.top, b: er.bottom });
    lines.push({ text, fs: parseFloat(cs.fontSize), lao: /[\u0E80-\u0EFF]/.test(text) });
  }
  for (let i = 0; i < geo.length; i++)
    for (let j = i + 1; j < geo.length; j++) {
      const a = geo[i], c = geo[j];
      const w = Math.min(a.r, c.r) - Math.max(a.l, c.l);
      const h = Math.min(a.b, c.b) - Math.max(a.t, c.t);
      if (w > 2 && h > 0.3 * Math.min(a.b - a.t, c.b - c.t)) errs.push(`lines overlap: "${a.text}" / "${c.text}"`);
    }
  return { errs, lines };
}

async function degrade(cleanBuf, p, w, h) {
  if (p.kind === 'jpeg') {
    return { buf: await sharp(cleanBuf).resize(Math.round(w * p.resize)).flatten({ background: '#fff' }).jpeg({ quality: p.q, chromaSubsampling: '4:2:0' }).toBuffer(), ext: 'jpg' };
  }
  if (p.kind === 'blur') return { buf: await sharp(cleanBuf).blur(p.sigma).png().toBuffer(), ext: 'png' };
  if (p.kind === 'small') return { buf: await sharp(cleanBuf).resize(Math.round(w * p.scale), null, { kernel: 'lanczos3' }).png().toBuffer(), ext: 'png' };
  if (p.kind === 'gradient') {
    const a = (p.angle * Math.PI) / 180;
    const x1 = 50 - 50 * Math.cos(a), y1 = 50 - 50 * Math.sin(a), x2 = 50 + 50 * Math.cos(a), y2 = 50 + 50 * Math.sin(a);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="g" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${p.color}" stop-opacity="${p.alpha.toFixed(3)}"/><stop offset="1" stop-color="${p.color}" stop-opacity="0"/></linearGradient>
<linearGradient id="w" x1="${x2}%" y1="${y2}%" x2="${x1}%" y2="${y1}%"><stop offset="0" stop-color="#ffffff" stop-opacity="${p.wash.toFixed(3)}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#w)"/></svg>`;
    return { buf: await sharp(cleanBuf).composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer(), ext: 'png' };
  }
  if (p.kind === 'noise') {
    const r = mulberry32(hashStr(`noise-${p.amp}`));
    const { data, info } = await sharp(cleanBuf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const out = Buffer.alloc(data.length);
    for (let i = 0; i < data.length; i += 3) {
      const n = (r() + r() + r() - 1.5) * p.amp * 1.4;
      for (let c = 0; c < 3; c++) {
        const v = data[i + c] + n + (r() - 0.5) * p.amp * 0.4;
        out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
    return { buf: await sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: p.q }).toBuffer(), ext: 'jpg' };
  }
  throw new Error(`degrade: ${p.kind}`);
}

async function main() {
  const only = process.argv.slice(2).map(Number).filter(Boolean);
  const todo = only.length ? designs.filter((d) => only.includes(d.n)) : designs;
  fs.mkdirSync(FILES, { recursive: true });
  const kinds = assignKinds(designs);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--font-render-hinting=none'] });
  const ctx = await browser.newContext({ deviceScaleFactor: 1, offline: true });
  const page = await ctx.newPage();
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const problems = [];
  const records = [];
  const params = {};
  for (const d of todo) {
    const b = build(d);
    await page.setViewportSize({ width: b.w, height: b.h });
    await page.setContent(pageHTML(b), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const { errs, lines } = await page.evaluate(inspect);
    if (lines.length !== d.lines.length) errs.push(`DOM has ${lines.length} text lines, design has ${d.lines.length} (unused slot?)`);
    for (const e of errs) problems.push(`${d.id} (${d.t}): ${e}`);
    const clean = await page.screenshot({ clip: { x: 0, y: 0, width: b.w, height: b.h }, type: 'png' });
    const cleanName = `${d.id}-clean.png`;
    fs.writeFileSync(path.join(FILES, cleanName), clean);

    const p = hardParams(d, kinds[d.id]);
    let hard;
    if (p.kind === 'photo') {
      const ph = photoHTML(b, p);
      await page.setViewportSize({ width: ph.W, height: ph.H });
      await page.setContent(ph.html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const shot = await page.screenshot({ type: 'png' });
      hard = { buf: await sharp(shot).blur(0.5).jpeg({ quality: p.q }).toBuffer(), ext: 'jpg' };
    } else {
      hard = await degrade(clean, p, b.w, b.h);
    }
    const hardName = `${d.id}-hard.${hard.ext}`;
    for (const ext of ['png', 'jpg']) { const old = path.join(FILES, `${d.id}-hard.${ext}`); if (ext !== hard.ext && fs.existsSync(old)) fs.unlinkSync(old); }
    fs.writeFileSync(path.join(FILES, hardName), hard.buf);
    const kept = lines.filter((l) => legible(l, p));
    params[d.id] = Object.assign({}, p, { dropped: lines.length - kept.length });

    const base = { variant: d.variant, suspected: d.suspected, groups: d.suspected ? d.groups : [], product: d.product, writer: WRITER, template: d.template, lang: d.lang };
    records.push(Object.assign({ id: `${d.id}-clean` }, { variant: base.variant, image: `files/${cleanName}` }, base, { ocr_truth: lines.map((l) => l.text).join('\n'), render: 'clean' }));
    records.push(Object.assign({ id: `${d.id}-hard` }, { variant: base.variant, image: `files/${hardName}` }, base, { ocr_truth: kept.map((l) => l.text).join('\n'), render: p.kind }));
    process.stdout.write(`${d.id} ${d.t} ${p.kind.padEnd(8)} lines ${lines.length} kept ${kept.length}\n`);
  }
  await browser.close();
  if (problems.length) {
    console.error(`\nFAILED: ${problems.length} layout problem(s):`);
    for (const x of problems) console.error('  ' + x);
    process.exit(1);
  }
  if (!only.length) {
    const keyOrder = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
    const out = records.map((r) => JSON.stringify(Object.fromEntries(keyOrder.map((k) => [k, r[k]])))).join('\n') + '\n';
    fs.writeFileSync(path.join(ROOT, 'images.jsonl'), out);
    fs.writeFileSync(path.join(__dirname, 'render-params.json'), JSON.stringify(params, null, 1) + '\n');
    console.log(`\nwrote ${records.length} records to ${path.join(ROOT, 'images.jsonl')}`);
  }
}

main().catch((e) => { console.error(e); process.exit(1); });

'use strict';
// Renders every design: clean screenshot (PNG, or JPEG q90 if PNG > 400 KB) + hard version (JPEG).
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const { makeHard } = require('./hard');
const OUT = path.join(__dirname, '..');
const designs = [...require('./designs1'), ...require('./designs2'), ...require('./designs3')];

const EXTRACT = () => {
  const root = document.querySelector('#root');
  const norm = s => s.replace(/\s+/g, ' ').trim();
  const lines = [], problems = [];
  const rr = root.getBoundingClientRect();
  for (const el of root.querySelectorAll('.l')) {
    if (el.parentElement.closest('.l')) problems.push('nested .l: ' + el.textContent);
    const cells = el.querySelectorAll('.c');
    const t = cells.length ? [...cells].map(c => norm(c.textContent)).filter(Boolean).join(' ') : norm(el.textContent);
    if (!t) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none' || cs.opacity === '0') problems.push('hidden: ' + t);
    if (cs.textTransform !== 'none') problems.push('text-transform: ' + t);
    if (/[\u0E80-\u0EFF]/.test(t)) { for (const n of [el, ...el.querySelectorAll('*')]) { if (!/[\u0E80-\u0EFF]/.test(n.textContent)) continue; const ff = getComputedStyle(n).fontFamily.split(',')[0].replace(/["']/g, '').trim(); if (!['Noto Sans Lao', 'Noto Serif Lao', 'Phetsarath OT'].includes(ff)) problems.push('lao text in ' + ff + ': ' + t); } }
    const rg = document.createRange(); rg.selectNodeContents(el); const b = rg.getBoundingClientRect();
    if (b.left < rr.left - 1 || b.right > rr.right + 1 || b.top < rr.top - 1 || b.bottom > rr.bottom + 1) problems.push('outside root: ' + t);
    const p = el.parentElement.getBoundingClientRect();
    const rot = cs.transform !== 'none' || getComputedStyle(el.parentElement).transform !== 'none';
    if (!rot && el.tagName !== 'TR' && (b.right > p.right + 2 || b.left < p.left - 2)) problems.push('overflows parent: ' + t);
    lines.push(t);
  }
  const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (w.nextNode()) { const n = w.currentNode; if (n.textContent.trim() && !n.parentElement.closest('.l')) problems.push('orphan text: ' + n.textContent.trim()); }
  return { lines, problems };
};

(async () => {
  const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
  fs.mkdirSync(path.join(OUT, 'files'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 1 });
  await page.route('**/*', route => route.request().url().startsWith('data:') || route.request().url() === 'about:blank' ? route.continue() : route.abort());
  const records = [];
  let failed = 0;
  for (const d of designs) {
    const num = String(d.n).padStart(3, '0');
    const id = `i9-${num}`;
    await page.setContent(d.html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const { lines, problems } = await page.evaluate(EXTRACT);
    if (problems.length) { failed++; console.error(id, problems); }
    const ocr = lines.join('\n').normalize('NFC');
    const labels = { variant: d.variant, suspected: d.groups.length > 0, groups: d.groups, product: d.product };
    const base = { writer: 'i9', template: d.template, lang: d.lang, ocr_truth: ocr };
    let cleanName, hardName = `files/${id}-hard.jpg`;
    if (!only || only.includes(d.n)) {
      const png = await page.locator('#root').screenshot({ type: 'png' });
      let cleanBuf = png; cleanName = `files/${id}-clean.png`;
      if (png.length > 400 * 1024) { cleanBuf = await sharp(png).jpeg({ quality: 90 }).toBuffer(); cleanName = `files/${id}-clean.jpg`; }
      for (const f of [`files/${id}-clean.png`, `files/${id}-clean.jpg`]) { try { fs.unlinkSync(path.join(OUT, f)); } catch (e) {} }
      fs.writeFileSync(path.join(OUT, cleanName), cleanBuf);
      fs.writeFileSync(path.join(OUT, hardName), await makeHard(png, d.hard, d.n));
    } else {
      cleanName = fs.existsSync(path.join(OUT, `files/${id}-clean.png`)) ? `files/${id}-clean.png` : `files/${id}-clean.jpg`;
    }
    records.push({ id: `${id}-clean`, variant: labels.variant, image: cleanName, suspected: labels.suspected, groups: labels.groups, product: labels.product, ...base, render: 'clean' });
    records.push({ id: `${id}-hard`, variant: labels.variant, image: hardName, suspected: labels.suspected, groups: labels.groups, product: labels.product, ...base, render: d.hard });
  }
  await browser.close();
  // key order: id, variant, image, suspected, groups, product, writer, template, lang, ocr_truth, render
  fs.writeFileSync(path.join(OUT, 'images.jsonl'), records.map(r => JSON.stringify(r)).join('\n') + '\n');
  console.log('designs', designs.length, 'records', records.length, 'with problems', failed);
})();

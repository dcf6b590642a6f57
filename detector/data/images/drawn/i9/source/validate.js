'use strict';
// Validates /work/fresh/i9/images.jsonl and the files it points to. Exit code 1 on any error.
const fs = require('fs'), path = require('path');
const sharp = require('/work/main/node_modules/sharp');
const ROOT = path.join(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];
const RENDERS = ['clean', 'jpeg', 'noise', 'rotate', 'photo', 'blur', 'dim', 'small'];
const errs = [];
const err = m => errs.push(m);
const count = (arr, f) => arr.reduce((m, x) => { for (const k of [].concat(f(x))) m[k] = (m[k] || 0) + 1; return m; }, {});

(async () => {
  const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
  const recs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { err(`line ${i + 1}: bad JSON`); return null; } }).filter(Boolean);
  const ids = new Set();
  let totalBytes = 0;
  for (const r of recs) {
    const k = Object.keys(r);
    if (k.join() !== KEYS.join()) err(`${r.id}: keys/order ${k.join()}`);
    if (ids.has(r.id)) err(`${r.id}: duplicate id`); ids.add(r.id);
    const m = /^i9-(\d{3})-(clean|hard)$/.exec(r.id); if (!m) err(`${r.id}: bad id`);
    if (!['laos', 'international'].includes(r.variant)) err(`${r.id}: variant`);
    if (typeof r.suspected !== 'boolean' || r.suspected !== (r.groups.length > 0)) err(`${r.id}: suspected != groups non-empty`);
    if (!Array.isArray(r.groups) || r.groups.some(g => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) err(`${r.id}: groups ${r.groups}`);
    if (!PRODUCTS.includes(r.product)) err(`${r.id}: product`);
    if (r.writer !== 'i9') err(`${r.id}: writer`);
    if (!/^i9-t\d{3}$/.test(r.template)) err(`${r.id}: template`);
    if (!['lo', 'mixed', 'en'].includes(r.lang)) err(`${r.id}: lang`);
    if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim() || r.ocr_truth !== r.ocr_truth.normalize('NFC')) err(`${r.id}: ocr_truth empty or not NFC`);
    if (/\n\n|^\s|\s$/.test(r.ocr_truth)) err(`${r.id}: ocr_truth whitespace`);
    if (!RENDERS.includes(r.render)) err(`${r.id}: render ${r.render}`);
    if (m) {
      if (m[2] === 'clean' && r.render !== 'clean') err(`${r.id}: clean render name`);
      if (m[2] === 'hard' && r.render === 'clean') err(`${r.id}: hard render name`);
      const want = m[2] === 'clean' ? new RegExp(`^files/i9-${m[1]}-clean\\.(png|jpg)$`) : new RegExp(`^files/i9-${m[1]}-hard\\.jpg$`);
      if (!want.test(r.image)) err(`${r.id}: image path ${r.image}`);
    }
    const f = path.join(ROOT, r.image);
    if (!fs.existsSync(f)) { err(`${r.id}: missing file`); continue; }
    const size = fs.statSync(f).size; totalBytes += size;
    try {
      const md = await sharp(f).metadata();
      const fmt = r.image.endsWith('.png') ? 'png' : 'jpeg';
      if (md.format !== fmt) err(`${r.id}: format ${md.format} != ${fmt}`);
      if (r.render === 'clean' && (md.width < 600 || md.width > 1200)) err(`${r.id}: clean width ${md.width}`);
      if (fmt === 'png' && size > 400 * 1024) err(`${r.id}: PNG over 400 KB`);
      await sharp(f).stats();
    } catch (e) { err(`${r.id}: sharp cannot open: ${e.message}`); }
    // language sanity
    const lao = (r.ocr_truth.match(/[\u0E80-\u0EFF]/g) || []).length, latinWords = (r.ocr_truth.match(/[A-Za-z]{3,}/g) || []).length;
    if (r.lang === 'en' && lao) err(`${r.id}: lang en but has Lao`);
    if (r.lang === 'lo' && lao < 40) err(`${r.id}: lang lo but little Lao`);
    if (r.lang === 'mixed' && (!lao || latinWords < 4)) err(`${r.id}: lang mixed needs both`);
  }
  // design-level checks
  const byDesign = {};
  for (const r of recs) (byDesign[r.id.slice(0, 6)] = byDesign[r.id.slice(0, 6)] || []).push(r);
  const designs = [];
  for (const [d, rs] of Object.entries(byDesign)) {
    if (rs.length !== 2) { err(`${d}: ${rs.length} renders`); continue; }
    const [a, b] = rs;
    for (const k of ['variant', 'suspected', 'groups', 'product', 'template', 'lang', 'ocr_truth', 'writer']) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) err(`${d}: clean/hard differ on ${k}`);
    designs.push(a.render === 'clean' ? { ...a, hard: b.render } : { ...b, hard: a.render });
  }
  // policy consistency
  for (const d of designs) {
    const g = new Set(d.groups);
    if (g.has('complementary_foods') && d.product !== 'complementary_food') err(`${d.id}: complementary_foods but product ${d.product}`);
    if (d.product === 'complementary_food' && g.size && !g.has('complementary_foods') && !(g.size === 1 && g.has('labeling_required'))) err(`${d.id}: CF item suspected without complementary_foods`);
    if (g.has('sponsorship_coi') && !g.has('health_workers')) err(`${d.id}: sponsorship without health_workers`);
    if (d.product === 'other_baby_product' && g.size) err(`${d.id}: uncovered product but suspected`);
  }
  const n = designs.length, sus = designs.filter(d => d.suspected);
  const C = {
    designs: n, pictures: recs.length,
    lang: count(designs, d => d.lang), suspected: count(designs, d => String(d.suspected)),
    groups: count(sus, d => d.groups), variant: count(designs, d => d.variant), product: count(designs, d => d.product),
    hard: count(designs, d => d.hard), variant_x_suspected: count(designs, d => d.variant + '/' + d.suspected),
    total_MB: +(totalBytes / 1048576).toFixed(2),
  };
  if (n !== 60) err(`designs ${n} != 60`);
  if (recs.length !== 120) err(`pictures ${recs.length} != 120`);
  if ((C.lang.lo || 0) < 35) err('lo < 35'); if ((C.lang.mixed || 0) < 12) err('mixed < 12');
  if ((C.suspected.false || 0) < 24) err('not suspected < 24');
  for (const g of GROUPS) if ((C.groups[g] || 0) < 5) err(`group ${g} < 5`);
  const laosShare = (C.variant.laos || 0) / n; if (laosShare < 0.55 || laosShare > 0.65) err(`laos share ${laosShare}`);
  if (totalBytes > 40 * 1048576) err('over 40 MB');
  console.log(JSON.stringify(C, null, 1));
  if (errs.length) { console.log('ERRORS:\n' + errs.join('\n')); process.exit(1); }
  console.log('OK');
})();

// Validates images.jsonl and files/, prints counts.
'use strict';
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');

const ROOT = path.resolve(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];

(async () => {
  const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
  const errs = [];
  const err = (m) => errs.push(m);
  if (lines.length !== 120) err(`expected 120 lines, got ${lines.length}`);
  const recs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { err(`line ${i + 1} bad JSON`); return null; } }).filter(Boolean);
  const ids = new Set();
  for (const r of recs) {
    const k = Object.keys(r);
    if (k.join(',') !== KEYS.join(',')) err(`${r.id}: keys ${k.join(',')}`);
    if (ids.has(r.id)) err(`${r.id}: duplicate`); ids.add(r.id);
    if (!/^i7-\d{3}-(clean|hard)$/.test(r.id)) err(`${r.id}: bad id`);
    if (!['laos', 'international'].includes(r.variant)) err(`${r.id}: variant`);
    if (typeof r.suspected !== 'boolean' || r.suspected !== (r.groups.length > 0)) err(`${r.id}: suspected != bool(groups)`);
    if (!Array.isArray(r.groups) || r.groups.some((g) => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) err(`${r.id}: groups`);
    if (!PRODUCTS.includes(r.product)) err(`${r.id}: product`);
    if (r.writer !== 'i7') err(`${r.id}: writer`);
    if (r.template !== `i7-t${r.id.slice(3, 6)}`) err(`${r.id}: template`);
    if (!['lo', 'en', 'mixed'].includes(r.lang)) err(`${r.id}: lang`);
    const hasLao = /[\u0E80-\u0EFF]/.test(r.ocr_truth), hasLat = /[A-Za-z]/.test(r.ocr_truth);
    const lang = hasLao && hasLat ? 'mixed' : hasLao ? 'lo' : 'en';
    if (lang !== r.lang) err(`${r.id}: lang ${r.lang} but text looks ${lang}`);
    if (!r.ocr_truth || r.ocr_truth.split('\n').some((x) => !x.trim())) err(`${r.id}: empty ocr line`);
    if (!r.image.startsWith('files/' + r.id + '.')) err(`${r.id}: image path ${r.image}`);
    const p = path.join(ROOT, r.image);
    if (!fs.existsSync(p)) { err(`${r.id}: missing ${r.image}`); continue; }
    try {
      const m = await sharp(p).metadata();
      await sharp(p).stats();
      if (m.width < 600 || m.width > 1400) err(`${r.id}: width ${m.width}`);
      const ext = path.extname(p).slice(1);
      if ((ext === 'png' && m.format !== 'png') || (ext === 'jpg' && m.format !== 'jpeg')) err(`${r.id}: format ${m.format} vs .${ext}`);
    } catch (e) { err(`${r.id}: cannot open (${e.message})`); }
  }
  // clean/hard pairs share labels and text
  const by = {};
  for (const r of recs) (by[r.template] = by[r.template] || []).push(r);
  for (const [tpl, rs] of Object.entries(by)) {
    if (rs.length !== 2) { err(`${tpl}: ${rs.length} pictures`); continue; }
    const [a, b] = rs;
    for (const k of ['variant', 'suspected', 'groups', 'product', 'lang', 'ocr_truth']) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) err(`${tpl}: ${k} differs`);
  }
  const files = fs.readdirSync(path.join(ROOT, 'files'));
  if (files.length !== 120) err(`files/ holds ${files.length} files`);

  // counts (designs = clean pictures)
  const clean = recs.filter((r) => r.id.endsWith('-clean'));
  const cnt = (f) => clean.reduce((o, r) => { for (const k of [].concat(f(r))) o[k] = (o[k] || 0) + 1; return o; }, {});
  const total = files.reduce((s, f) => s + fs.statSync(path.join(ROOT, 'files', f)).size, 0);
  console.log(JSON.stringify({
    pictures: recs.length, designs: clean.length,
    lang: cnt((r) => r.lang), suspected: cnt((r) => String(r.suspected)), variant: cnt((r) => r.variant),
    groups: cnt((r) => r.groups), product: cnt((r) => r.product),
    variant_x_suspected: cnt((r) => `${r.variant}/${r.suspected}`),
    hard_ext: recs.filter((r) => r.id.endsWith('-hard')).reduce((o, r) => { const e = path.extname(r.image); o[e] = (o[e] || 0) + 1; return o; }, {}),
    files_bytes: total, files_MiB: +(total / 1048576).toFixed(1),
  }, null, 1));
  if (errs.length) { console.log(`${errs.length} ERRORS:\n` + errs.join('\n')); process.exit(1); }
  console.log('OK: all checks passed');
})();

'use strict';
// Validates ../images.jsonl (keys, values, files, truth glyph coverage) and prints counts as JSON + markdown tables.
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');
const ROOT = path.resolve(__dirname, '..');

const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'complementary_food', 'bottles_teats', 'other_baby_product', 'none'];
const RENDERS = ['clean', 'jpeg', 'jpeg-color', 'noise', 'blur', 'rotate', 'small', 'lowcontrast', 'skew', 'feed-ui', 'story-ui'];

const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
const errs = [];
const recs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { errs.push(`line ${i + 1}: bad JSON`); return null; } }).filter(Boolean);
const ids = new Set();
const chars = new Set();
for (const r of recs) {
  const k = Object.keys(r);
  if (k.length !== KEYS.length || !KEYS.every((x) => k.includes(x))) errs.push(`${r.id}: keys ${k.join(',')}`);
  const m = /^i12-(\d{3})-(clean|hard)$/.exec(r.id || '');
  if (!m) errs.push(`${r.id}: bad id`);
  else {
    const n = +m[1]; if (n < 1 || n > 60) errs.push(`${r.id}: design number`);
    if (!new RegExp(`^files/${r.id}\\.(png|jpg)$`).test(r.image)) errs.push(`${r.id}: image path ${r.image}`);
    if ((m[2] === 'clean') !== (r.render === 'clean')) errs.push(`${r.id}: render/id mismatch`);
    if (m[2] === 'clean' && !r.image.endsWith('.png')) errs.push(`${r.id}: clean must be png`);
  }
  if (ids.has(r.id)) errs.push(`${r.id}: duplicate`); ids.add(r.id);
  if (!['international', 'laos'].includes(r.variant)) errs.push(`${r.id}: variant`);
  if (typeof r.suspected !== 'boolean') errs.push(`${r.id}: suspected type`);
  if (!Array.isArray(r.groups) || r.groups.some((g) => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) errs.push(`${r.id}: groups`);
  if (r.suspected !== (r.groups.length > 0)) errs.push(`${r.id}: suspected vs groups`);
  if (!PRODUCTS.includes(r.product)) errs.push(`${r.id}: product`);
  if (r.writer !== 'i12') errs.push(`${r.id}: writer`);
  if (!/^i12-t\d{3}$/.test(r.template)) errs.push(`${r.id}: template`);
  if (!['lo', 'en', 'mixed'].includes(r.lang)) errs.push(`${r.id}: lang`);
  if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim() || r.ocr_truth.split('\n').some((x) => !x.trim() || x !== x.trim())) errs.push(`${r.id}: ocr_truth`);
  if (!RENDERS.includes(r.render)) errs.push(`${r.id}: render ${r.render}`);
  const f = path.join(ROOT, r.image || 'x');
  if (!fs.existsSync(f) || fs.statSync(f).size < 1000) errs.push(`${r.id}: file missing ${r.image}`);
  const lao = /[\u0E80-\u0EFF]/.test(r.ocr_truth), lat = /[A-Za-z]{2,}/.test(r.ocr_truth);
  if (r.lang === 'en' && r.render === 'clean' && lao) errs.push(`${r.id}: lang en but Lao text`);
  if (r.lang === 'lo' && r.render === 'clean' && !lao) errs.push(`${r.id}: lang lo without Lao text`);
  if (r.lang === 'mixed' && r.render === 'clean' && !(lao && lat)) errs.push(`${r.id}: mixed needs both`);
  for (const ch of r.ocr_truth) chars.add(ch);
}
// every drawn character must be covered by an installed font
for (const ch of chars) {
  if (ch === '\n' || ch === ' ') continue;
  const cp = ch.codePointAt(0).toString(16);
  const out = execSync(`fc-list ':charset=${cp}' family | head -1`).toString().trim();
  if (!out) errs.push(`no font covers U+${cp} (${ch})`);
}
// pairs
for (let n = 1; n <= 60; n++) for (const v of ['clean', 'hard']) if (!ids.has(`i12-${String(n).padStart(3, '0')}-${v}`)) errs.push(`missing i12-${n}-${v}`);
// extra files
for (const f of fs.readdirSync(path.join(ROOT, 'files'))) if (!recs.some((r) => r.image === 'files/' + f)) errs.push(`stray file ${f}`);

const cnt = (arr, key) => arr.reduce((o, r) => { const ks = [].concat(key(r)); for (const k of ks) o[k] = (o[k] || 0) + 1; return o; }, {});
const clean = recs.filter((r) => r.render === 'clean');
const byDesign = {};
for (const r of recs) { const n = r.id.slice(4, 7); (byDesign[n] = byDesign[n] || []).push(r); }
const designGroups = {};
for (const [n, rs] of Object.entries(byDesign)) for (const g of new Set(rs.flatMap((r) => r.groups))) designGroups[g] = (designGroups[g] || 0) + 1;
const counts = {
  records: recs.length,
  designs: Object.keys(byDesign).length,
  lang_designs: cnt(clean, (r) => r.lang),
  suspected_records: cnt(recs, (r) => String(r.suspected)),
  suspected_designs_any_variant: cnt(Object.values(byDesign), (rs) => String(rs.some((r) => r.suspected))),
  suspected_clean: cnt(clean, (r) => String(r.suspected)),
  groups_records: cnt(recs, (r) => r.groups),
  groups_designs_any_variant: designGroups,
  product_records: cnt(recs, (r) => r.product),
  variant_records: cnt(recs, (r) => r.variant),
  render_records: cnt(recs, (r) => r.render),
  template_designs: cnt(clean, (r) => r.template),
  label_differs_between_variants: Object.entries(byDesign).filter(([, rs]) => JSON.stringify(rs[0].groups) !== JSON.stringify(rs[1].groups)).map(([n]) => n),
};
fs.writeFileSync(path.join(ROOT, 'tmp', 'counts.json'), JSON.stringify(counts, null, 1));
console.log(JSON.stringify(counts, null, 1));
console.log(errs.length ? 'ERRORS:\n' + errs.join('\n') : 'VALID: all checks passed');
process.exit(errs.length ? 1 : 0);

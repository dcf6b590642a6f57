// Write images.jsonl (120 records) from the designs and the render/degrade metadata, validate it,
// and write the counts part of REPORT.md. Usage: node build.js
'use strict';
const fs = require('fs');
const path = require('path');
const designs = require('./designs');

const ROOT = path.resolve(__dirname, '..');
const META = path.join(__dirname, 'meta');
const GROUPS = ['promotion_public', 'labeling_required', 'prohibited_text', 'information_education', 'health_workers', 'sponsorship_coi', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];
const STYLES = ['jpeg', 'noise', 'blur', 'rotate', 'small', 'dim', 'photo', 'moire', 'screen', 'crop'];
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];

const recs = [];
for (const d of designs) {
  const m = JSON.parse(fs.readFileSync(path.join(META, `${d.id}.json`), 'utf8'));
  const hm = JSON.parse(fs.readFileSync(path.join(META, `${d.id}.hard.json`), 'utf8'));
  const groups = GROUPS.filter((g) => d.groups.includes(g)); // canonical order
  const base = { variant: d.variant, suspected: groups.length > 0, groups, product: d.product, writer: 'i10', template: d.template, lang: d.lang };
  recs.push({ id: `${d.id}-clean`, variant: base.variant, image: `files/${d.id}-clean.png`, suspected: base.suspected, groups, product: base.product, writer: 'i10', template: base.template, lang: base.lang, ocr_truth: m.lines.map((l) => l.text).join('\n'), render: 'clean' });
  recs.push({ id: `${d.id}-hard`, variant: base.variant, image: `files/${d.id}-hard.jpg`, suspected: base.suspected, groups, product: base.product, writer: 'i10', template: base.template, lang: base.lang, ocr_truth: hm.visible.join('\n'), render: hm.style });
}
fs.writeFileSync(path.join(ROOT, 'images.jsonl'), recs.map((r) => JSON.stringify(r)).join('\n') + '\n');

// ---------- validate what was written ----------
const errs = [];
const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
if (lines.length !== 120) errs.push(`expected 120 lines, got ${lines.length}`);
const ids = new Set();
const parsed = lines.map((ln, i) => { try { return JSON.parse(ln); } catch (e) { errs.push(`line ${i + 1} does not parse`); return null; } }).filter(Boolean);
for (const r of parsed) {
  const k = Object.keys(r);
  if (k.join(',') !== KEYS.join(',')) errs.push(`${r.id}: keys ${k.join(',')}`);
  if (ids.has(r.id)) errs.push(`${r.id}: duplicate id`); ids.add(r.id);
  if (!/^i10-\d{3}-(clean|hard)$/.test(r.id)) errs.push(`${r.id}: bad id`);
  if (!['international', 'laos'].includes(r.variant)) errs.push(`${r.id}: variant`);
  if (typeof r.suspected !== 'boolean') errs.push(`${r.id}: suspected type`);
  if (!Array.isArray(r.groups) || r.groups.some((g) => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) errs.push(`${r.id}: groups`);
  if (r.suspected !== (r.groups.length > 0)) errs.push(`${r.id}: suspected iff groups`);
  if (!PRODUCTS.includes(r.product)) errs.push(`${r.id}: product`);
  if (r.writer !== 'i10') errs.push(`${r.id}: writer`);
  if (!/^i10-t\d{3}$/.test(r.template)) errs.push(`${r.id}: template`);
  if (!['lo', 'mixed', 'en'].includes(r.lang)) errs.push(`${r.id}: lang`);
  if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim()) errs.push(`${r.id}: ocr_truth`);
  if (r.ocr_truth !== r.ocr_truth.split('\n').map((s) => s.trim()).filter(Boolean).join('\n')) errs.push(`${r.id}: ocr_truth has blank/untrimmed lines`);
  if (r.id.endsWith('-clean') ? r.render !== 'clean' : !STYLES.includes(r.render)) errs.push(`${r.id}: render`);
  if (!fs.existsSync(path.join(ROOT, r.image)) || fs.statSync(path.join(ROOT, r.image)).size < 1000) errs.push(`${r.id}: image missing`);
  if (r.id.endsWith('-clean') ? !r.image.endsWith('-clean.png') : !r.image.endsWith('-hard.jpg')) errs.push(`${r.id}: image name`);
}
// pairs share labels
for (let i = 0; i < parsed.length; i += 2) {
  const a = parsed[i], b = parsed[i + 1];
  for (const k of ['variant', 'suspected', 'groups', 'product', 'template', 'lang']) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) errs.push(`${a.id}/${b.id}: ${k} differs`);
  if (b.render !== 'crop' && a.ocr_truth !== b.ocr_truth) errs.push(`${b.id}: ocr_truth differs without crop`);
  if (b.render === 'crop' && !(b.ocr_truth.length < a.ocr_truth.length)) errs.push(`${b.id}: crop kept everything`);
}

// ---------- counts (per design) ----------
const ds = designs.map((d) => ({ ...d, groups: GROUPS.filter((g) => d.groups.includes(g)) }));
const count = (f) => { const c = {}; for (const d of ds) for (const v of [].concat(f(d))) c[v] = (c[v] || 0) + 1; return c; };
const C = {
  lang: count((d) => d.lang), suspected: count((d) => String(d.groups.length > 0)), variant: count((d) => d.variant),
  product: count((d) => d.product), group: count((d) => d.groups), hard: count((d) => d.hard), template: count((d) => d.template),
  variantSusp: count((d) => `${d.variant}/${d.groups.length > 0 ? 'suspected' : 'not'}`),
};
// brief's requirements
if ((C.lang.lo || 0) < 30) errs.push('fewer than 30 lo designs');
if ((C.lang.mixed || 0) < 15) errs.push('fewer than 15 mixed designs');
if ((C.suspected.false || 0) < 24) errs.push('fewer than 24 not-suspected designs');
for (const g of GROUPS) if ((C.group[g] || 0) < 5) errs.push(`group ${g} in fewer than 5 designs`);
if (!C.variant.laos || !C.variant.international) errs.push('a variant is unused');
for (const s of STYLES) if (!C.hard[s]) errs.push(`hard style ${s} unused`);

const table = (title, obj, order) => `| ${title} | designs |\n|---|---|\n` + (order || Object.keys(obj).sort()).filter((k) => obj[k]).map((k) => `| ${k} | ${obj[k]} |`).join('\n') + '\n';
const counts = [
  '## Counts (per design; each design has a clean and a hard picture, so pictures = 2 x designs)\n',
  `Designs: ${ds.length}; pictures: ${parsed.length}; templates: ${Object.keys(C.template).length}.\n`,
  table('lang', C.lang, ['lo', 'mixed', 'en']),
  table('suspected', C.suspected, ['true', 'false']),
  table('variant', C.variant, ['laos', 'international']),
  table('variant / suspected', C.variantSusp),
  table('group (positive in)', C.group, GROUPS),
  table('product', C.product, PRODUCTS),
  table('hard render style', C.hard, STYLES),
  table('template', C.template),
].join('\n');
fs.writeFileSync(path.join(__dirname, 'counts.md'), counts);

// per-design table
const rows = ds.map((d) => `| ${d.id} | ${d.template} | ${d.lang} | ${d.variant} | ${d.groups.join(', ') || '—'} | ${d.product} | ${d.hard} | ${(d.note || '').replace(/\|/g, '/')} |`);
fs.writeFileSync(path.join(__dirname, 'designs.md'), '| design | template | lang | variant | groups | product | hard | note |\n|---|---|---|---|---|---|---|---|\n' + rows.join('\n') + '\n');

console.log(counts);
if (errs.length) { console.log('VALIDATION ERRORS:\n' + errs.join('\n')); process.exit(1); }
console.log(`validation OK: ${parsed.length} records`);

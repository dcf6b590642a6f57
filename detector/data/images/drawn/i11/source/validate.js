// Validates ../images.jsonl and prints the counts used in REPORT.md.
'use strict';
const path = require('path');
const fs = require('fs');
const sharp = require('/work/main/node_modules/sharp');
const OUT = path.resolve(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'labeling_required', 'prohibited_text', 'information_education', 'health_workers', 'sponsorship_coi', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];
const STYLES = ['photo', 'curved', 'glare', 'shadow', 'jpeg', 'noise', 'blur', 'rotate', 'small', 'dim'];
const errs = [];
const lines = fs.readFileSync(path.join(OUT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
const recs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { errs.push('line ' + (i + 1) + ' does not parse'); return null; } }).filter(Boolean);
(async () => {
  const ids = new Set();
  for (const r of recs) {
    const k = Object.keys(r);
    if (k.length !== KEYS.length || !KEYS.every(x => k.includes(x))) errs.push(r.id + ': keys ' + k.join(','));
    if (ids.has(r.id)) errs.push('duplicate id ' + r.id); ids.add(r.id);
    if (!/^i11-\d{3}-(clean|hard)$/.test(r.id)) errs.push('bad id ' + r.id);
    if (!['international', 'laos'].includes(r.variant)) errs.push(r.id + ' variant');
    if (typeof r.suspected !== 'boolean') errs.push(r.id + ' suspected type');
    if (!Array.isArray(r.groups) || r.groups.some(g => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) errs.push(r.id + ' groups');
    if (r.suspected !== (r.groups.length > 0)) errs.push(r.id + ' suspected iff groups');
    if (!PRODUCTS.includes(r.product)) errs.push(r.id + ' product');
    if (r.writer !== 'i11') errs.push(r.id + ' writer');
    if (!/^i11-t\d{3}$/.test(r.template)) errs.push(r.id + ' template');
    if (!['lo', 'mixed', 'en'].includes(r.lang)) errs.push(r.id + ' lang');
    if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim()) errs.push(r.id + ' ocr_truth');
    if (r.ocr_truth.split('\n').some(x => x !== x.trim() || !x)) errs.push(r.id + ' ocr_truth has empty/padded lines');
    const clean = r.id.endsWith('-clean');
    if (clean ? r.render !== 'clean' : !STYLES.includes(r.render)) errs.push(r.id + ' render');
    if (r.image !== `files/${r.id}.${clean ? 'png' : 'jpg'}`) errs.push(r.id + ' image path');
    const f = path.join(OUT, r.image);
    if (!fs.existsSync(f)) { errs.push(r.id + ' missing file'); continue; }
    const m = await sharp(f).metadata();
    if (m.format !== (clean ? 'png' : 'jpeg')) errs.push(r.id + ' format ' + m.format);
    if (clean && (m.width < 600 || m.width > 1200)) errs.push(r.id + ' width ' + m.width);
    // language sanity: share of Lao letters among all letters
    const lao = (r.ocr_truth.match(/[\u0E80-\u0EFF]/g) || []).length, lat = (r.ocr_truth.match(/[A-Za-z]/g) || []).length;
    const share = lao / Math.max(1, lao + lat);
    r._laoShare = share;
    if (clean && ((r.lang === 'en' && lao > 0) || (r.lang === 'lo' && share < 0.6) || (r.lang === 'mixed' && (share < 0.15 || share > 0.9)))) errs.push(`${r.id} lang ${r.lang} but Lao share ${share.toFixed(2)}`);
  }
  // pairs share labels; hard truth lines are a subset of clean truth lines in the same order
  const by = {};
  for (const r of recs) (by[r.id.slice(0, 7)] = by[r.id.slice(0, 7)] || {})[r.id.endsWith('clean') ? 'c' : 'h'] = r;
  for (const [id, p] of Object.entries(by)) {
    if (!p.c || !p.h) { errs.push(id + ' missing a rendering'); continue; }
    for (const k of ['variant', 'suspected', 'groups', 'product', 'template', 'lang']) if (JSON.stringify(p.c[k]) !== JSON.stringify(p.h[k])) errs.push(id + ' differs in ' + k);
    const cl = p.c.ocr_truth.split('\n'); let j = 0;
    for (const x of p.h.ocr_truth.split('\n')) { while (j < cl.length && cl[j] !== x) j++; if (j === cl.length) errs.push(id + ' hard line not in clean: ' + x); j++; }
  }
  const designs = Object.values(by).map(p => p.c);
  const count = (arr, f) => arr.reduce((m, x) => { for (const k of [].concat(f(x))) m[k] = (m[k] || 0) + 1; return m; }, {});
  const C = {
    records: recs.length, designs: designs.length,
    lang: count(designs, d => d.lang), suspected: count(designs, d => String(d.suspected)), variant: count(designs, d => d.variant),
    groups: count(designs, d => d.groups), product: count(designs, d => d.product), render_hard: count(Object.values(by).map(p => p.h), h => h.render),
    templates: new Set(designs.map(d => d.template)).size,
    hard_lines_dropped: Object.values(by).reduce((s, p) => s + p.c.ocr_truth.split('\n').length - p.h.ocr_truth.split('\n').length, 0),
    lines_total_clean: designs.reduce((s, d) => s + d.ocr_truth.split('\n').length, 0),
    suspected_by_variant: count(designs.filter(d => d.suspected), d => d.variant),
  };
  // brief's targets
  if ((C.lang.lo || 0) < 30) errs.push('fewer than 30 lo designs');
  if ((C.lang.mixed || 0) < 15) errs.push('fewer than 15 mixed designs');
  if ((C.suspected.false || 0) < 24) errs.push('fewer than 24 not-suspected designs');
  for (const g of GROUPS) if ((C.groups[g] || 0) < 6) errs.push('group ' + g + ' in fewer than 6 designs');
  console.log(JSON.stringify(C, null, 1));
  console.log(errs.length ? 'ERRORS:\n' + errs.join('\n') : 'VALID: ' + recs.length + ' records');
  process.exitCode = errs.length ? 1 : 0;
})();

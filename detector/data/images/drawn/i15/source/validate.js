#!/usr/bin/env node
'use strict';
// Checks ../images.jsonl (writer i15) line by line and prints counts. Exit code 1 on any error.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'labeling_required', 'prohibited_text', 'information_education', 'health_workers', 'sponsorship_coi', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];
const VARIANTS = ['laos', 'international'];
const LANGS = ['lo', 'en', 'mixed'];
const RENDERS = ['clean', 'photo', 'jpeg', 'noise', 'blur', 'gradient', 'small'];
const LAO = /[\u0E80-\u0EFF]/;
const LATIN = /[A-Za-z]/;

const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);

function magic(file) {
  const b = fs.readFileSync(file);
  if (b.length > 8 && b[0] === 0x89 && b.toString('latin1', 1, 4) === 'PNG') return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  return 'unknown';
}

const text = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8');
const rawLines = text.split('\n');
if (rawLines[rawLines.length - 1] !== '') err('file', 'does not end with a newline');
const recs = [];
rawLines.filter((l, i) => i < rawLines.length - 1 || l !== '').forEach((line, i) => {
  const where = `line ${i + 1}`;
  let r;
  try { r = JSON.parse(line); } catch (e) { err(where, `invalid JSON: ${e.message}`); return; }
  const keys = Object.keys(r);
  if (keys.length !== KEYS.length || !KEYS.every((k) => keys.includes(k))) err(where, `keys are [${keys}] not [${KEYS}]`);
  const id = r.id;
  const w = `${where} (${id})`;
  if (typeof id !== 'string' || !/^i15-\d{3}-(clean|hard)$/.test(id)) err(w, 'bad id');
  if (!VARIANTS.includes(r.variant)) err(w, `bad variant ${r.variant}`);
  if (typeof r.image !== 'string' || !/^files\/[^/]+\.(png|jpg)$/.test(r.image)) err(w, `bad image ${r.image}`);
  else {
    const f = path.join(ROOT, r.image);
    if (!fs.existsSync(f)) err(w, `missing file ${r.image}`);
    else {
      const m = magic(f);
      if (m !== path.extname(f).slice(1)) err(w, `${r.image} content is ${m}`);
      if (!path.basename(f).startsWith(id + '.')) err(w, `file name ${r.image} does not match id`);
    }
  }
  if (typeof r.suspected !== 'boolean') err(w, 'suspected not boolean');
  if (!Array.isArray(r.groups)) err(w, 'groups not an array');
  else {
    for (const g of r.groups) if (!GROUPS.includes(g)) err(w, `unknown group ${g}`);
    if (new Set(r.groups).size !== r.groups.length) err(w, 'duplicate group');
    if (r.suspected === false && r.groups.length) err(w, 'suspected=false but groups not empty');
    if (r.suspected === true && !r.groups.length) err(w, 'suspected=true but no group');
  }
  if (!PRODUCTS.includes(r.product)) err(w, `bad product ${r.product}`);
  if (r.writer !== 'i15') err(w, `bad writer ${r.writer}`);
  if (typeof r.template !== 'string' || !/^i15-t(00[1-9]|01[0-5])$/.test(r.template)) err(w, `bad template ${r.template}`);
  if (!LANGS.includes(r.lang)) err(w, `bad lang ${r.lang}`);
  if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim()) err(w, 'empty ocr_truth');
  else if (r.ocr_truth.split('\n').some((l) => l !== l.trim() || !l)) err(w, 'ocr_truth has empty or untrimmed lines');
  if (!RENDERS.includes(r.render)) err(w, `bad render ${r.render}`);
  if (typeof id === 'string' && id.endsWith('-clean') && r.render !== 'clean') err(w, 'clean picture with a hard render');
  if (typeof id === 'string' && id.endsWith('-hard') && r.render === 'clean') err(w, 'hard picture rendered clean');
  if (typeof id === 'string' && id.endsWith('-clean') && !/\.png$/.test(r.image || '')) err(w, 'clean picture is not PNG');
  recs.push(r);
});

// pairs: same labels, hard text is an in-order subset of clean text; lang matches the clean text
const byId = new Map();
for (const r of recs) { if (byId.has(r.id)) err(r.id, 'duplicate id'); byId.set(r.id, r); }
const designs = [...new Set(recs.map((r) => r.id.replace(/-(clean|hard)$/, '')))];
for (const d of designs) {
  const c = byId.get(`${d}-clean`), h = byId.get(`${d}-hard`);
  if (!c || !h) { err(d, 'missing clean or hard picture'); continue; }
  for (const k of ['variant', 'suspected', 'product', 'writer', 'template', 'lang'])
    if (JSON.stringify(c[k]) !== JSON.stringify(h[k])) err(d, `${k} differs between clean and hard`);
  if (JSON.stringify([...c.groups].sort()) !== JSON.stringify([...h.groups].sort())) err(d, 'groups differ between clean and hard');
  const cl = c.ocr_truth.split('\n');
  let j = 0;
  for (const l of h.ocr_truth.split('\n')) { while (j < cl.length && cl[j] !== l) j++; if (j === cl.length) { err(d, `hard line not in clean text: ${l}`); break; } j++; }
  const hasLao = LAO.test(c.ocr_truth), hasLatin = LATIN.test(c.ocr_truth);
  const lang = hasLao && hasLatin ? 'mixed' : hasLao ? 'lo' : 'en';
  if (lang !== c.lang) err(d, `lang is ${c.lang} but the text looks ${lang}`);
}

// counts
const count = (rows, f) => {
  const m = {};
  for (const r of rows) for (const k of [].concat(f(r))) m[k] = (m[k] || 0) + 1;
  return Object.fromEntries(Object.entries(m).sort((a, b) => b[1] - a[1]));
};
const cleanRows = recs.filter((r) => r.id.endsWith('-clean'));
const show = (title, f) => {
  console.log(`${title}:`);
  console.log(`  pictures: ${JSON.stringify(count(recs, f))}`);
  console.log(`  designs:  ${JSON.stringify(count(cleanRows, f))}`);
};
console.log(`pictures: ${recs.length}  designs: ${designs.length}`);
show('lang', (r) => r.lang);
show('suspected', (r) => String(r.suspected));
show('group', (r) => (r.groups.length ? r.groups : ['(none)']));
show('product', (r) => r.product);
show('variant', (r) => r.variant);
console.log(`render: ${JSON.stringify(count(recs, (r) => r.render))}`);
console.log(`template (designs): ${JSON.stringify(count(cleanRows, (r) => r.template))}`);

// the brief's mix targets (per design)
const n = cleanRows.length;
const g = count(cleanRows, (r) => r.groups);
const share = (f) => cleanRows.filter(f).length / n;
const targets = [
  ['120 pictures', recs.length === 120],
  ['lang lo >= 40%', share((r) => r.lang === 'lo') >= 0.4],
  ['lang mixed >= 25%', share((r) => r.lang === 'mixed') >= 0.25],
  ['not suspected >= 40%', share((r) => !r.suspected) >= 0.4],
  ...['information_education', 'prohibited_text', 'complementary_foods'].map((k) => [`${k} >= 10 designs`, (g[k] || 0) >= 10]),
  ...['promotion_public', 'labeling_required', 'health_workers', 'sponsorship_coi'].map((k) => [`${k} >= 3 designs`, (g[k] || 0) >= 3]),
];
console.log('targets:');
for (const [name, ok] of targets) { console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`); if (!ok) err('targets', name); }

if (errors.length) {
  console.error(`\n${errors.length} error(s):`);
  for (const e of errors) console.error('  ' + e);
  process.exit(1);
}
console.log('\nvalid: no errors');

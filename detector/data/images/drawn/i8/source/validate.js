'use strict';
// Checks ../images.jsonl: keys/order, enums, pairs, counts, content mix, files open with sharp, total size.
const fs = require('fs');
const path = require('path');
const sharp = require('/work/main/node_modules/sharp');
const ROOT = path.resolve(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'];
const STYLES = ['jpeg', 'noise', 'rotate', 'photo', 'blur', 'dim', 'small'];
const errs = [];
const E = (m) => errs.push(m);

(async () => {
  const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean);
  const recs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { E(`line ${i + 1}: bad JSON`); return null; } }).filter(Boolean);
  if (recs.length !== 120) E(`expected 120 records, got ${recs.length}`);
  const ids = new Set();
  const designs = new Map();
  let bytes = 0;
  for (const r of recs) {
    const k = Object.keys(r);
    if (k.join(',') !== KEYS.join(',')) E(`${r.id}: keys ${k.join(',')}`);
    if (ids.has(r.id)) E(`duplicate id ${r.id}`); ids.add(r.id);
    const m = /^i8-(\d{3})-(clean|hard)$/.exec(r.id);
    if (!m) { E(`bad id ${r.id}`); continue; }
    if (!['laos', 'international'].includes(r.variant)) E(`${r.id}: variant`);
    if (typeof r.suspected !== 'boolean') E(`${r.id}: suspected not bool`);
    if (!Array.isArray(r.groups) || r.groups.some((g) => !GROUPS.includes(g)) || new Set(r.groups).size !== r.groups.length) E(`${r.id}: groups`);
    if (r.suspected !== (r.groups.length > 0)) E(`${r.id}: suspected != groups non-empty`);
    if (!PRODUCTS.includes(r.product)) E(`${r.id}: product`);
    if (r.writer !== 'i8') E(`${r.id}: writer`);
    if (r.template !== `i8-t${m[1]}`) E(`${r.id}: template`);
    if (!['lo', 'mixed', 'en'].includes(r.lang)) E(`${r.id}: lang`);
    if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim()) E(`${r.id}: ocr_truth empty`);
    else if (r.ocr_truth !== r.ocr_truth.normalize('NFC')) E(`${r.id}: ocr_truth not NFC`);
    else if (/\n\n|^\s|\s$/.test(r.ocr_truth)) E(`${r.id}: ocr_truth blank line or edge spaces`);
    const hasLao = /[\u0E80-\u0EFF]/.test(r.ocr_truth), hasLat = /[A-Za-z]{3,}/.test(r.ocr_truth);
    if (r.lang === 'lo' && !hasLao) E(`${r.id}: lang lo without Lao text`);
    if (r.lang === 'en' && hasLao) E(`${r.id}: lang en with Lao text`);
    if (r.lang === 'mixed' && !(hasLao && hasLat)) E(`${r.id}: lang mixed needs both scripts`);
    if (m[2] === 'clean') {
      if (r.render !== 'clean') E(`${r.id}: render should be clean`);
      if (!/^files\/i8-\d{3}-clean\.(png|jpg)$/.test(r.image)) E(`${r.id}: image path`);
    } else {
      const st = String(r.render).split('+');
      if (!st.length || st.length > 2 || st.some((s) => !STYLES.includes(s))) E(`${r.id}: render ${r.render}`);
      if (r.image !== `files/i8-${m[1]}-hard.jpg`) E(`${r.id}: image path`);
    }
    const f = path.join(ROOT, r.image);
    if (!fs.existsSync(f)) { E(`${r.id}: missing ${r.image}`); continue; }
    bytes += fs.statSync(f).size;
    try {
      const md = await sharp(f).metadata();
      const want = r.image.endsWith('.png') ? 'png' : 'jpeg';
      if (md.format !== want) E(`${r.id}: format ${md.format}`);
      if (m[2] === 'clean' && (md.width < 600 || md.width > 1200)) E(`${r.id}: clean width ${md.width}`);
      if (m[2] === 'clean' && md.format === 'png' && fs.statSync(f).size > 400 * 1024) E(`${r.id}: clean PNG over 400 KB`);
      await sharp(f).stats();
    } catch (e) { E(`${r.id}: sharp cannot open: ${e.message}`); }
    const d = designs.get(m[1]) || {}; d[m[2]] = r; designs.set(m[1], d);
  }
  // pairs share labels
  for (const [n, d] of designs) {
    if (!d.clean || !d.hard) { E(`design ${n}: missing clean or hard`); continue; }
    for (const k of ['variant', 'suspected', 'groups', 'product', 'template', 'lang', 'ocr_truth']) if (JSON.stringify(d.clean[k]) !== JSON.stringify(d.hard[k])) E(`design ${n}: ${k} differs`);
  }
  const D = [...designs.values()].map((d) => d.clean).filter(Boolean);
  const cnt = (f) => D.filter(f).length;
  const lang = { lo: cnt((r) => r.lang === 'lo'), mixed: cnt((r) => r.lang === 'mixed'), en: cnt((r) => r.lang === 'en') };
  const sus = cnt((r) => r.suspected), neg = cnt((r) => !r.suspected);
  const byGroup = Object.fromEntries(GROUPS.map((g) => [g, cnt((r) => r.groups.includes(g))]));
  const variant = { laos: cnt((r) => r.variant === 'laos'), international: cnt((r) => r.variant === 'international') };
  if (D.length !== 60) E(`expected 60 designs, got ${D.length}`);
  if (lang.lo < 30) E(`lo designs ${lang.lo} < 30`);
  if (lang.mixed < 15) E(`mixed designs ${lang.mixed} < 15`);
  if (neg < 24) E(`not-suspected designs ${neg} < 24`);
  for (const g of GROUPS) if (byGroup[g] < 5) E(`group ${g} in ${byGroup[g]} designs < 5`);
  if (variant.laos < 33 || variant.laos > 39) E(`laos variant ${variant.laos} not ~60 %`);
  if (bytes > 40 * 1024 * 1024) E(`total size ${bytes} > 40 MB`);
  // policy consistency checks
  for (const r of D) {
    if (r.groups.includes('sponsorship_coi') && !r.groups.includes('health_workers')) console.log(`note ${r.id}: sponsorship without health_workers`);
    if (r.product === 'complementary_food' && r.suspected && !r.groups.includes('complementary_foods') && !(r.groups.length === 1 && r.groups[0] === 'labeling_required')) E(`${r.id}: suspected CF without complementary_foods`);
    if (r.groups.includes('complementary_foods') && r.product !== 'complementary_food') E(`${r.id}: complementary_foods group on non-CF product`);
  }
  const styles = {};
  for (const r of recs) if (r.render !== 'clean') for (const s of r.render.split('+')) styles[s] = (styles[s] || 0) + 1;
  const products = {}; for (const r of D) products[r.product] = (products[r.product] || 0) + 1;
  console.log(JSON.stringify({ pictures: recs.length, designs: D.length, lang, suspected: sus, not_suspected: neg, byGroup, variant, products, hard_styles: styles, total_MB: +(bytes / 1048576).toFixed(2) }, null, 1));
  if (errs.length) { console.log('FAIL\n' + errs.join('\n')); process.exit(1); }
  console.log('OK: all checks passed');
})();

// node validate.js : checks ../images.jsonl (keys, values, files, counts) and prints a summary.
const fs = require('fs'); const path = require('path');
const ROOT = path.resolve(__dirname, '..');
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'complementary_food', 'bottles_teats', 'other_baby_product', 'none'];
const RENDERS = ['clean', 'photo', 'jpeg', 'skew', 'photocopy', 'small', 'lowcontrast', 'noise', 'rotate'];
const lines = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').trim().split('\n');
const err = []; const ids = new Set(); const c = { lang: {}, render: {}, groupsDesigns: {}, product: {}, variant: {} };
let susp = 0;
for (const [i, l] of lines.entries()) {
  let o; try { o = JSON.parse(l); } catch (e) { err.push(`line ${i + 1}: bad JSON`); continue; }
  const k = Object.keys(o); if (k.length !== KEYS.length || !KEYS.every((x, j) => k[j] === x)) err.push(`${o.id}: keys ${k}`);
  if (!/^i13-0(0[1-9]|[1-5]\d|60)-(clean|hard)$/.test(o.id) || ids.has(o.id)) err.push(`${o.id}: id`); ids.add(o.id);
  if (!['international', 'laos'].includes(o.variant)) err.push(`${o.id}: variant`);
  if (o.image !== `files/${o.id}.png` && o.image !== `files/${o.id}.jpg`) err.push(`${o.id}: image name`);
  if (!fs.existsSync(path.join(ROOT, o.image)) || fs.statSync(path.join(ROOT, o.image)).size < 1000) err.push(`${o.id}: file missing`);
  if (typeof o.suspected !== 'boolean') err.push(`${o.id}: suspected`);
  if (!Array.isArray(o.groups) || !o.groups.every((g) => GROUPS.includes(g)) || (o.suspected !== (o.groups.length > 0))) err.push(`${o.id}: groups`);
  if (!PRODUCTS.includes(o.product)) err.push(`${o.id}: product`);
  if (o.writer !== 'i13' || !/^i13-t\d{3}$/.test(o.template) || !['lo', 'en', 'mixed'].includes(o.lang)) err.push(`${o.id}: writer/template/lang`);
  if (typeof o.ocr_truth !== 'string' || !o.ocr_truth.trim()) err.push(`${o.id}: ocr_truth`);
  if (!RENDERS.includes(o.render) || (o.id.endsWith('clean') !== (o.render === 'clean'))) err.push(`${o.id}: render`);
  if (o.groups.includes('labeling_required') && o.variant === 'international' && /ລາວ|Lao label/.test(o.ocr_truth) && !/ອາຍຸ|expiry|ສະຫຼາກ/.test(o.ocr_truth)) err.push(`${o.id}: Lao-label rule under international`);
  c.render[o.render] = (c.render[o.render] || 0) + 1;
  if (o.id.endsWith('clean')) {
    c.lang[o.lang] = (c.lang[o.lang] || 0) + 1; c.product[o.product] = (c.product[o.product] || 0) + 1; c.variant[o.variant] = (c.variant[o.variant] || 0) + 1;
    if (o.suspected) susp++; for (const g of o.groups) c.groupsDesigns[g] = (c.groupsDesigns[g] || 0) + 1;
  }
}
for (let n = 1; n <= 60; n++) for (const v of ['clean', 'hard']) if (!ids.has(`i13-${String(n).padStart(3, '0')}-${v}`)) err.push(`missing i13-${n}-${v}`);
console.log(JSON.stringify({ records: lines.length, designs: 60, suspectedDesigns: susp, notSuspectedDesigns: 60 - susp, ...c }, null, 1));
console.log(err.length ? 'ERRORS:\n' + err.join('\n') : 'OK: no errors');
process.exit(err.length ? 1 : 0);

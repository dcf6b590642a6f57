'use strict';
// Checks every line of ../images.jsonl and prints counts. Exit code 1 on any error.
// Usage: node validate.js [path/to/images.jsonl]
const fs = require('fs');
const path = require('path');
const sharp = require('/work/main/node_modules/sharp');

const JSONL = path.resolve(process.argv[2] || path.join(__dirname, '..', 'images.jsonl'));
const ROOT = path.dirname(JSONL);
const KEYS = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth', 'render'];
const GROUPS = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
const PRODUCTS = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'feeding_bottles_teats', 'complementary_foods', 'other_baby_product', 'none'];
const VARIANTS = ['laos', 'international'];
const LANGS = ['lo', 'en', 'mixed'];
const KINDS = ['phone-screenshot', 'perspective', 'shadow', 'small-text', 'blur', 'low-contrast', 'noise', 'jpeg'];
const CHROME = /^(\d{1,2}:\d\d|(LTC|Unitel|ETL|TPLUS) 4G|\d{1,3}%)$/;

const errors = [];
const warns = [];
const err = (id, m) => errors.push(`${id}: ${m}`);
const count = (o, k) => { o[k] = (o[k] || 0) + 1; };

(async () => {
  const raw = fs.readFileSync(JSONL, 'utf8');
  const lines = raw.split('\n').filter((l, i, a) => !(l === '' && i === a.length - 1));
  const recs = [];
  lines.forEach((l, i) => {
    try { recs.push(JSON.parse(l)); } catch (e) { err(`line ${i + 1}`, 'invalid JSON: ' + e.message); }
  });
  const seen = new Set();
  const byId = {};
  for (const r of recs) {
    const id = r.id || '(no id)';
    const keys = Object.keys(r);
    if (keys.length !== KEYS.length || !KEYS.every((k) => keys.includes(k))) err(id, `keys must be exactly ${KEYS.join(',')}; got ${keys.join(',')}`);
    if (!/^i14-\d{3}-(clean|hard)$/.test(r.id)) err(id, 'bad id');
    if (seen.has(r.id)) err(id, 'duplicate id'); seen.add(r.id); byId[r.id] = r;
    if (!VARIANTS.includes(r.variant)) err(id, 'bad variant ' + r.variant);
    if (typeof r.suspected !== 'boolean') err(id, 'suspected must be boolean');
    if (!Array.isArray(r.groups)) err(id, 'groups must be an array');
    else {
      for (const g of r.groups) if (!GROUPS.includes(g)) err(id, 'unknown group ' + g);
      if (new Set(r.groups).size !== r.groups.length) err(id, 'duplicate group');
      if (r.suspected === false && r.groups.length) err(id, 'suspected=false but groups not empty');
      if (r.suspected === true && !r.groups.length) err(id, 'suspected=true but no group');
    }
    if (!PRODUCTS.includes(r.product)) err(id, 'bad product ' + r.product);
    if (r.writer !== 'i14') err(id, 'writer must be i14');
    if (!/^i14-t0(0[1-9]|1[0-5])$/.test(r.template)) err(id, 'bad template ' + r.template);
    if (!LANGS.includes(r.lang)) err(id, 'bad lang ' + r.lang);
    if (typeof r.ocr_truth !== 'string' || !r.ocr_truth.trim()) err(id, 'empty ocr_truth');
    else if (r.ocr_truth.split('\n').some((x) => !x.trim())) err(id, 'ocr_truth has an empty line');
    if (typeof r.render !== 'string' || !r.render) err(id, 'empty render');
    const isClean = /-clean$/.test(r.id);
    if (isClean && r.render !== 'clean') err(id, 'clean picture must have render "clean"');
    if (!isClean && (r.render === 'clean' || !r.render.split('; ').every((p) => KINDS.includes(p.split(' ')[0])))) err(id, 'hard render must list known kinds: ' + r.render);
    const expectName = `files/${r.id}.${isClean ? 'png' : '(png|jpg)'}`;
    if (typeof r.image !== 'string' || !new RegExp('^' + expectName.replace(/\./g, '\\.').replace('\\.(png|jpg)', '\\.(png|jpg)') + '$').test(r.image)) err(id, `image should be ${expectName}, got ${r.image}`);
    const f = path.join(ROOT, r.image || '');
    if (!r.image || !fs.existsSync(f)) err(id, 'image file missing: ' + r.image);
    else {
      try {
        const m = await sharp(f).metadata();
        const ext = path.extname(f).slice(1);
        if ((ext === 'png' && m.format !== 'png') || (ext === 'jpg' && m.format !== 'jpeg')) err(id, `file format ${m.format} does not match .${ext}`);
        if (m.width < 200 || m.height < 150) err(id, `picture too small ${m.width}x${m.height}`);
      } catch (e) { err(id, 'cannot decode image: ' + e.message); }
    }
    // language sanity (warnings only)
    const t = r.ocr_truth || '';
    const lao = /[\u0E80-\u0EFF]/.test(t), thai = /[\u0E00-\u0E7F]/.test(t), latinWords = (t.match(/[A-Za-z]{3,}/g) || []).length;
    if (isClean) {
      if (r.lang === 'lo' && !lao) warns.push(`${id}: lang lo but no Lao text`);
      if (r.lang === 'lo' && thai) warns.push(`${id}: lang lo but Thai text present`);
      if (r.lang === 'en' && (lao || thai)) warns.push(`${id}: lang en but Lao/Thai text present`);
      if (r.lang === 'mixed' && !(lao && (thai || latinWords))) warns.push(`${id}: lang mixed but not two scripts`);
    }
  }
  // pairs: same labels for clean and hard; hard text is a subsequence of clean text plus phone chrome
  const designIds = [...new Set(recs.map((r) => r.id.replace(/-(clean|hard)$/, '')))];
  for (const d of designIds) {
    const c = byId[d + '-clean'], h = byId[d + '-hard'];
    if (!c || !h) { err(d, 'needs both -clean and -hard'); continue; }
    for (const k of ['variant', 'suspected', 'product', 'writer', 'template', 'lang']) if (c[k] !== h[k]) err(d, `clean/hard differ on ${k}`);
    if (JSON.stringify(c.groups) !== JSON.stringify(h.groups)) err(d, 'clean/hard differ on groups');
    const cl = c.ocr_truth.split('\n');
    let j = 0;
    for (const x of h.ocr_truth.split('\n')) {
      if (CHROME.test(x) && !cl.includes(x)) continue;
      while (j < cl.length && cl[j] !== x) j++;
      if (j >= cl.length) { err(d, `hard line not found in clean text order: "${x}"`); break; }
      j++;
    }
  }

  // counts
  const pics = recs.length;
  const byLang = {}, bySusp = {}, byGroup = {}, byProduct = {}, byVariant = {}, byKind = {}, byTemplate = {}, byPrimary = {};
  const dLang = {}, dSusp = {}, dGroup = {};
  for (const r of recs) {
    count(byLang, r.lang); count(bySusp, String(r.suspected)); count(byProduct, r.product); count(byVariant, r.variant); count(byTemplate, r.template);
    for (const g of r.groups || []) count(byGroup, g);
    if (/-hard$/.test(r.id)) { const parts = r.render.split('; ').map((p) => p.split(' ')[0]); parts.forEach((k) => count(byKind, k)); count(byPrimary, parts.length + ' kinds'); }
    if (/-clean$/.test(r.id)) { count(dLang, r.lang); count(dSusp, String(r.suspected)); for (const g of r.groups || []) count(dGroup, g); }
  }
  // the same text judged under both variants
  const cleans = recs.filter((r) => /-clean$/.test(r.id));
  const pairs = [];
  for (let a = 0; a < cleans.length; a++) for (let b = a + 1; b < cleans.length; b++) {
    if (cleans[a].ocr_truth === cleans[b].ocr_truth && cleans[a].variant !== cleans[b].variant) pairs.push(`${cleans[a].id.slice(0, 7)}(${cleans[a].variant}: ${cleans[a].groups.join('+') || 'not suspected'}) / ${cleans[b].id.slice(0, 7)}(${cleans[b].variant}: ${cleans[b].groups.join('+') || 'not suspected'})`);
  }
  const show = (title, o) => { console.log(title); for (const [k, v] of Object.entries(o).sort((x, y) => y[1] - x[1])) console.log(`  ${k.padEnd(24)} ${String(v).padStart(4)}  (${((100 * v) / pics).toFixed(1)}% of pictures)`); };
  console.log(`file: ${JSONL}`);
  console.log(`pictures: ${pics} (designs: ${designIds.length})`);
  show('lang:', byLang); show('suspected:', bySusp); show('groups (pictures):', byGroup); show('product:', byProduct); show('variant:', byVariant);
  console.log('hard kinds (hard pictures carrying each kind):'); for (const [k, v] of Object.entries(byKind).sort((x, y) => y[1] - x[1])) console.log(`  ${k.padEnd(24)} ${String(v).padStart(4)}`);
  console.log('kinds per hard picture:'); for (const [k, v] of Object.entries(byPrimary).sort()) console.log(`  ${k.padEnd(24)} ${String(v).padStart(4)}`);
  console.log('templates:'); console.log('  ' + Object.entries(byTemplate).sort().map(([k, v]) => `${k}:${v}`).join(' '));
  console.log('same text in both variants: ' + pairs.length); pairs.forEach((p) => console.log('  ' + p));

  // brief's mix requirements
  const need = [
    ['lang lo >= 40%', (byLang.lo || 0) / pics >= 0.4],
    ['lang mixed >= 25%', (byLang.mixed || 0) / pics >= 0.25],
    ['not suspected >= 40%', (bySusp.false || 0) / pics >= 0.4],
    ['120 pictures', pics === 120],
    ...GROUPS.map((g) => [`group ${g} >= 6 designs`, (dGroup[g] || 0) >= 6]),
  ];
  console.log('requirements:');
  for (const [n, ok] of need) { console.log(`  ${ok ? 'OK  ' : 'FAIL'} ${n}`); if (!ok) errors.push('requirement failed: ' + n); }
  if (warns.length) { console.log(`warnings (${warns.length}):`); warns.forEach((w) => console.log('  ' + w)); }
  if (errors.length) { console.log(`ERRORS (${errors.length}):`); errors.forEach((e) => console.log('  ' + e)); process.exit(1); }
  console.log('VALID: all lines pass');
})();

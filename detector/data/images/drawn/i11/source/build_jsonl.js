// Writes ../images.jsonl (two records per design) from designs.js and the build/ line records.
'use strict';
const path = require('path');
const fs = require('fs');
const DESIGNS = require('./designs.js');
const OUT = path.resolve(__dirname, '..');
const BUILD = path.join(__dirname, 'build');
const rows = [];
for (const d of DESIGNS) {
  const meta = JSON.parse(fs.readFileSync(path.join(BUILD, d.id + '.json'), 'utf8'));
  const hard = JSON.parse(fs.readFileSync(path.join(BUILD, d.id + '.hard.json'), 'utf8'));
  if (meta.problems.length) throw new Error(d.id + ' has render problems');
  const base = { variant: d.variant, suspected: d.groups.length > 0, groups: d.groups, product: d.product, writer: 'i11', template: d.template, lang: d.lang };
  const mk = (suffix, image, truth, render) => ({ id: d.id + '-' + suffix, variant: base.variant, image, suspected: base.suspected, groups: base.groups, product: base.product, writer: base.writer, template: base.template, lang: base.lang, ocr_truth: truth.join('\n'), render });
  rows.push(mk('clean', `files/${d.id}-clean.png`, meta.lines.map(l => l.text), 'clean'));
  rows.push(mk('hard', `files/${d.id}-hard.jpg`, hard.kept, d.style));
}
fs.writeFileSync(path.join(OUT, 'images.jsonl'), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log('wrote', rows.length, 'records');

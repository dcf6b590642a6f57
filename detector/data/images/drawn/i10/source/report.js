// Compose ../REPORT.md from the generated counts and per-design table and the hand-written decisions.
'use strict';
const fs = require('fs');
const path = require('path');
const r = (f) => fs.readFileSync(path.join(__dirname, f), 'utf8');
const head = `# i10 — "what a monitor screenshots on a phone"

Writer i10. 60 advertisement-like designs, each rendered clean (PNG at natural size: phone screens 720 px wide,
posters 900 px, squares/boards 960–1080 px, one 1080×608 banner) and hard (JPEG, one degradation style per design).
Labels follow \`/work/shared/notes/labelling-guide.md\`; both pictures of a design share them.
\`ocr_truth\` is read back from the DOM (each line's innerText, reading order); for the 6 \`crop\` pictures it lists
only the lines still fully visible. Data: \`images.jsonl\` (120 lines), pictures in \`files/\`, renderer in \`source/\`
(see \`source/README.md\`). Validation (\`node source/build.js\`): every line parses, exact keys, valid enums,
files exist, suspected iff groups non-empty, clean/hard pairs share labels — OK.

Lao rendering was checked by eye on clean and hard pictures in all three Lao fonts (Noto Sans Lao, Noto Serif Lao,
Phetsarath OT): tone marks and vowels above/below are placed, no missing-glyph boxes. Emoji were not used (no colour
emoji font is installed); stars, hearts and icons are drawn in SVG and are not part of ocr_truth.

`;
fs.writeFileSync(path.join(__dirname, '..', 'REPORT.md'), head + r('counts.md') + '\n' + r('report-decisions.md') + '\n## Per design\n\n' + r('designs.md'));
console.log('REPORT.md written');

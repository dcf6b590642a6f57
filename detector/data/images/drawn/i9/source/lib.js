'use strict';
// Small HTML helpers. Every visible text line is an element with class "l";
// multi-cell lines (table rows, left/right pairs) hold cells with class "c".
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const F = {
  sans: "'Noto Sans Lao','DejaVu Sans',sans-serif",
  serif: "'Noto Serif Lao','DejaVu Serif',serif",
  phet: "'Phetsarath OT','Noto Sans Lao',sans-serif",
  serifsans: "'Noto Serif Lao','DejaVu Sans',sans-serif", // Noto Looped Lao dropped: it overlaps stacked tone marks
  lib: "'Noto Sans Lao','Liberation Sans',sans-serif",
  libserif: "'Noto Serif Lao','Liberation Serif',serif",
  cond: "'Noto Sans Lao','DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  mono: "'Noto Sans Lao','DejaVu Sans Mono',monospace", // Lao font first: DejaVu's own Lao glyphs are badly shaped
  narrow: "'Noto Sans Lao','Liberation Sans Narrow','Liberation Sans',sans-serif",
};

// one line
const L = (t, st = '', cls = '') => `<div class="l ${cls}" style="${st}">${esc(t)}</div>`;
// one line with inline html (caller escapes)
const LH = (h, st = '', cls = '') => `<div class="l ${cls}" style="${st}">${h}</div>`;
// inline span
const S = (t, st = '') => `<span style="${st}">${esc(t)}</span>`;
// a row of cells read left to right as one line
const R = (cells, st = '', cls = '') => `<div class="l r ${cls}" style="${st}">${cells.map(c =>
  Array.isArray(c) ? `<span class="c" style="${c[1] || ''}">${esc(c[0])}</span>` : `<span class="c">${esc(c)}</span>`).join('')}</div>`;
// table: rows of cells; first row may be header (opts.head)
function T(rows, opts = {}) {
  const { st = '', head = true, tdst = '', thst = '', zebra = '' } = opts;
  return `<table style="border-collapse:collapse;${st}">` + rows.map((r, i) => {
    const tag = head && i === 0 ? 'th' : 'td';
    const rs = zebra && i % 2 === 0 && i > 0 ? `background:${zebra};` : '';
    return `<tr class="l" style="${rs}">` + r.map(c => Array.isArray(c)
      ? `<${tag} class="c" style="${tag === 'th' ? thst : tdst}${c[1] || ''}">${esc(c[0])}</${tag}>`
      : `<${tag} class="c" style="${tag === 'th' ? thst : tdst}">${esc(c)}</${tag}>`).join('') + '</tr>';
  }).join('') + '</table>';
}
const box = (inner, st = '', cls = '') => `<div class="${cls}" style="${st}">${inner}</div>`;

// A drawn baby face (no text)
function baby(size = 120, skin = '#f6d2b4', bg = 'transparent') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="background:${bg};border-radius:50%">
  <circle cx="50" cy="54" r="36" fill="${skin}"/>
  <circle cx="15" cy="56" r="8" fill="${skin}"/><circle cx="85" cy="56" r="8" fill="${skin}"/>
  <path d="M44 20 q6 -10 12 0 q-6 -4 -12 0" fill="#6b4a2b"/>
  <ellipse cx="37" cy="52" rx="4" ry="5" fill="#3a2a1e"/><ellipse cx="63" cy="52" rx="4" ry="5" fill="#3a2a1e"/>
  <circle cx="38" cy="50" r="1.3" fill="#fff"/><circle cx="64" cy="50" r="1.3" fill="#fff"/>
  <circle cx="30" cy="65" r="6" fill="#f4a8a0" opacity=".6"/><circle cx="70" cy="65" r="6" fill="#f4a8a0" opacity=".6"/>
  <path d="M40 70 q10 10 20 0" stroke="#a0523d" stroke-width="3" fill="none" stroke-linecap="round"/>
  </svg>`;
}
// mother holding baby silhouette (no text)
function motherBaby(size = 140, c1 = '#e88ea8', c2 = '#f6d2b4') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100">
  <circle cx="42" cy="26" r="14" fill="${c2}"/><path d="M28 22 q14 -22 30 0 q-4 -8 -15 -8 q-11 0 -15 8z" fill="#3b2a20"/>
  <path d="M18 100 q2 -50 24 -52 q24 2 28 52z" fill="${c1}"/>
  <circle cx="62" cy="58" r="10" fill="${c2}"/><path d="M48 72 q14 -8 30 -2 q-4 12 -28 10z" fill="#fff"/>
  </svg>`;
}
function bottleIcon(h = 120, color = '#7cc4e8') {
  return `<svg width="${h * 0.45}" height="${h}" viewBox="0 0 45 100">
  <path d="M18 2 q4.5 -3 9 0 l2 12 h-13z" fill="#f2c48d"/><rect x="10" y="14" width="25" height="8" rx="2" fill="${color}"/>
  <rect x="8" y="22" width="29" height="74" rx="8" fill="#eef7fb" stroke="${color}" stroke-width="2"/>
  <rect x="10" y="50" width="25" height="44" rx="6" fill="#fffdf5"/>
  <line x1="28" y1="34" x2="35" y2="34" stroke="${color}"/><line x1="28" y1="46" x2="35" y2="46" stroke="${color}"/><line x1="28" y1="58" x2="35" y2="58" stroke="${color}"/></svg>`;
}
function bowlIcon(s = 90, c = '#f0b45a') {
  return `<svg width="${s}" height="${s * 0.7}" viewBox="0 0 100 70"><ellipse cx="50" cy="22" rx="44" ry="12" fill="#fff4dc"/>
  <path d="M6 22 q44 70 88 0z" fill="${c}"/><rect x="60" y="2" width="6" height="30" rx="3" transform="rotate(25 63 17)" fill="#bbb"/></svg>`;
}
// gift box (no text)
function giftIcon(s = 100, c = '#d33') {
  return `<svg width="${s}" height="${s}" viewBox="0 0 100 100"><rect x="12" y="40" width="76" height="52" rx="4" fill="${c}" opacity=".85"/><rect x="6" y="28" width="88" height="16" rx="3" fill="${c}"/>
  <rect x="45" y="28" width="10" height="64" fill="#ffd35c"/><path d="M50 28 q-26 -26 -30 -6 q4 10 30 6 q26 4 30 -6 q-4 -20 -30 6z" fill="none" stroke="#ffd35c" stroke-width="5"/></svg>`;
}
// decorative logo mark (no text)
function mark(s = 40, c = '#d33', c2 = '#fff') {
  return `<svg width="${s}" height="${s}" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="${c}"/>
  <path d="M10 24 q10 -16 20 0 q-10 8 -20 0z" fill="${c2}"/><circle cx="20" cy="13" r="4" fill="${c2}"/></svg>`;
}
function heart(s = 30, c = '#e4577a') {
  return `<svg width="${s}" height="${s}" viewBox="0 0 32 30"><path d="M16 29 C-8 12 4 -6 16 6 C28 -6 40 12 16 29z" fill="${c}"/></svg>`;
}
function star(s = 30, c = '#f5c518') {
  return `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><path d="M12 1l3.2 7 7.6.7-5.8 5 1.8 7.5L12 17.3 5.2 21.2 7 13.7 1.2 8.7l7.6-.7z" fill="${c}"/></svg>`;
}
function barcode(w = 150, h = 40) {
  let x = 0, out = '', seed = w * 7 + h;
  const rnd = () => { seed = (seed * 9301 + 49297) % 233280; return seed / 233280; };
  while (x < w - 4) { const bw = 1 + Math.floor(rnd() * 3); if (rnd() > 0.4) out += `<rect x="${x}" y="0" width="${bw}" height="${h}" fill="#111"/>`; x += bw + 1; }
  return `<svg width="${w}" height="${h}">${out}</svg>`;
}
function qr(s = 80) {
  let out = '', seed = s * 13 + 5;
  const rnd = () => { seed = (seed * 9301 + 49297) % 233280; return seed / 233280; };
  const n = 21, c = s / n;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const inF = (a, b) => a < 7 && b < 7;
    const f = inF(i, j) || inF(n - 1 - i, j) || inF(i, n - 1 - j);
    let on;
    if (f) { const a = i < 7 ? i : n - 1 - i, b = j < 7 ? j : n - 1 - j; on = (a === 0 || a === 6 || b === 0 || b === 6 || (a > 1 && a < 5 && b > 1 && b < 5)); }
    else on = rnd() > 0.5;
    if (on) out += `<rect x="${j * c}" y="${i * c}" width="${c + .2}" height="${c + .2}" fill="#000"/>`;
  }
  return `<svg width="${s}" height="${s}" style="background:#fff">${out}</svg>`;
}
// page wrapper
function page(inner, { w = 800, bg = '#fff', font = F.sans, color = '#222', pad = 0, extra = '' } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0;padding:0}
  body{background:#888}
  #root{width:${w}px;background:${bg};font-family:${font};color:${color};padding:${pad}px;position:relative;overflow:hidden}
  .l{white-space:nowrap}
  .r{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
  td,th{white-space:nowrap}
  ${extra}
  </style></head><body><div id="root">${inner}</div></body></html>`;
}
module.exports = { esc, F, L, LH, S, R, T, box, baby, giftIcon, motherBaby, bottleIcon, bowlIcon, mark, heart, star, barcode, qr, page };

// Shared helpers: text-line elements, common CSS, and inline SVG pictures.
'use strict';
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// One visible text line = one element with class "tl". Everything visible must be inside a .tl.
const L = (t, cls = '', st = '') => `<div class="tl ${cls}" style="${st}">${esc(t)}</div>`;
// inline-block text line (used side by side in flex rows)
const S = (t, cls = '', st = '') => `<span class="tl ib ${cls}" style="${st}">${esc(t)}</span>`;
// a table-like row that reads as one OCR line: cells are inline-blocks separated by spaces
const R = (cells, widths, cls = '', st = '') =>
  `<div class="tl row ${cls}" style="${st}">` +
  cells.map((c, i) => `<span class="cell" style="width:${widths[i]}${typeof widths[i] === 'number' ? 'px' : ''};${i === cells.length - 1 && cells.length > 1 ? 'text-align:right' : ''}">${esc(c)}</span>`).join(' ') +
  `</div>`;

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#ffffff}
body{display:inline-block}
#card{position:relative;overflow:hidden}
.tl{white-space:nowrap;line-height:1.5}
.ib{display:inline-block}
.row .cell{display:inline-block;white-space:nowrap;overflow:visible}
.ls{font-family:"Noto Sans Lao","Noto Sans",sans-serif}
.lr{font-family:"Noto Serif Lao","Noto Serif",serif}
.ph{font-family:"Phetsarath OT","Noto Sans Lao","Noto Sans",sans-serif}
.es{font-family:"Liberation Sans","Noto Sans",sans-serif}
.en{font-family:"Noto Sans","DejaVu Sans",sans-serif}
.ed{font-family:"DejaVu Sans",sans-serif}
.edc{font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-stretch:condensed}
.er{font-family:"Liberation Serif","Noto Serif",serif}
.ns{font-family:"Noto Serif","Liberation Serif",serif}
.mono{font-family:"Liberation Mono","DejaVu Sans Mono",monospace}
.b{font-weight:700}
.c{text-align:center}
.r{text-align:right}
`;

// ---------- pictures (no text inside SVG) ----------
const babyFace = (s, skin = '#f6d3b3') => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block">
<circle cx="14" cy="55" r="8" fill="#ebbd97"/><circle cx="86" cy="55" r="8" fill="#ebbd97"/>
<circle cx="50" cy="53" r="38" fill="${skin}"/>
<path d="M44 17 q8 -12 15 0 q-7 -4 -9 5" fill="none" stroke="#6b3f22" stroke-width="3.5" stroke-linecap="round"/>
<ellipse cx="37" cy="50" rx="4" ry="5" fill="#2f2119"/><ellipse cx="63" cy="50" rx="4" ry="5" fill="#2f2119"/>
<circle cx="38.5" cy="48.5" r="1.3" fill="#fff"/><circle cx="64.5" cy="48.5" r="1.3" fill="#fff"/>
<circle cx="28" cy="63" r="7" fill="#f59a8f" opacity=".55"/><circle cx="72" cy="63" r="7" fill="#f59a8f" opacity=".55"/>
<path d="M39 67 q11 12 22 0" stroke="#9b4b36" stroke-width="3.5" fill="#e5877a" stroke-linecap="round"/></svg>`;

const motherBaby = (s, c1 = '#e07a5f', c2 = '#f2cc8f', skin = '#8d5b3f') => `<svg width="${s}" height="${s}" viewBox="0 0 120 120" style="display:block">
<circle cx="60" cy="60" r="58" fill="${c2}" opacity=".5"/>
<circle cx="52" cy="30" r="14" fill="${skin}"/>
<path d="M38 26 q14 -22 30 2 q-4 -8 -16 -8 q-10 0 -14 6z" fill="#2b1d14"/>
<path d="M30 112 q-4 -52 22 -66 q26 10 30 66z" fill="${c1}"/>
<ellipse cx="66" cy="66" rx="22" ry="13" fill="#fff" transform="rotate(-18 66 66)"/>
<circle cx="80" cy="58" r="9" fill="${skin}"/>
<path d="M40 70 q22 18 46 -6" stroke="${skin}" stroke-width="7" fill="none" stroke-linecap="round"/></svg>`;

const can = (w, h, body = '#e9eef7', band = '#1f4e9c', lid = '#c9ced6') => `<svg width="${w}" height="${h}" viewBox="0 0 100 130" style="display:block">
<rect x="8" y="12" width="84" height="108" rx="6" fill="${body}" stroke="#9aa3ad" stroke-width="1.5"/>
<ellipse cx="50" cy="12" rx="42" ry="9" fill="${lid}" stroke="#8a929c" stroke-width="1.5"/>
<rect x="8" y="48" width="84" height="34" fill="${band}"/>
<circle cx="50" cy="65" r="12" fill="#fff" opacity=".85"/>
<path d="M44 65 l4 5 l9 -11" stroke="${band}" stroke-width="3" fill="none"/>
<rect x="8" y="20" width="10" height="96" fill="#fff" opacity=".35"/></svg>`;

const bottle = (w, h, milk = '#fffbe9', cap = '#7cc6e8') => `<svg width="${w}" height="${h}" viewBox="0 0 60 140" style="display:block">
<path d="M24 6 q6 -8 12 0 l2 14 h-16z" fill="#f0c08a"/>
<rect x="14" y="20" width="32" height="14" rx="3" fill="${cap}"/>
<rect x="10" y="34" width="40" height="100" rx="12" fill="#fff" stroke="#9db7c7" stroke-width="2"/>
<rect x="12" y="62" width="36" height="70" rx="10" fill="${milk}"/>
<g stroke="#9db7c7" stroke-width="1.5"><line x1="12" y1="50" x2="22" y2="50"/><line x1="12" y1="70" x2="22" y2="70"/><line x1="12" y1="90" x2="22" y2="90"/><line x1="12" y1="110" x2="22" y2="110"/></g></svg>`;

const bowl = (s, food = '#f3c567') => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block">
<ellipse cx="50" cy="50" rx="40" ry="12" fill="${food}"/>
<path d="M10 50 q40 60 80 0z" fill="#ffffff" stroke="#b9c2cc" stroke-width="2"/>
<ellipse cx="50" cy="50" rx="40" ry="12" fill="none" stroke="#b9c2cc" stroke-width="2"/>
<path d="M62 44 l26 -30" stroke="#c0c6cc" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="58" cy="47" rx="9" ry="5" fill="#e6e9ec"/></svg>`;

const leaf = (s, c = '#2e8b57') => `<svg width="${s}" height="${s}" viewBox="0 0 50 50" style="display:inline-block;vertical-align:middle">
<path d="M8 42 q0 -34 36 -36 q-2 36 -36 36z" fill="${c}"/><path d="M10 40 q12 -14 28 -28" stroke="#fff" stroke-width="2" fill="none"/></svg>`;

const star = (s, c = '#f4b400') => `<svg width="${s}" height="${s}" viewBox="0 0 50 50" style="display:inline-block;vertical-align:middle">
<path d="M25 3 l6.5 14 15 1.8 -11 10.5 3 15 -13.5 -7.5 -13.5 7.5 3 -15 -11 -10.5 15 -1.8z" fill="${c}"/></svg>`;

const heart = (s, c = '#e63946') => `<svg width="${s}" height="${s}" viewBox="0 0 50 50" style="display:inline-block;vertical-align:middle">
<path d="M25 44 q-22 -14 -20 -28 q3 -12 15 -9 q4 1 5 6 q1 -5 5 -6 q12 -3 15 9 q2 14 -20 28z" fill="${c}"/></svg>`;

const cross = (s, c = '#d62828') => `<svg width="${s}" height="${s}" viewBox="0 0 50 50" style="display:inline-block;vertical-align:middle">
<rect x="18" y="4" width="14" height="42" rx="2" fill="${c}"/><rect x="4" y="18" width="42" height="14" rx="2" fill="${c}"/></svg>`;

const drop = (s, c = '#4ea8de') => `<svg width="${s}" height="${s}" viewBox="0 0 50 50" style="display:inline-block;vertical-align:middle">
<path d="M25 4 q16 20 16 30 a16 16 0 0 1 -32 0 q0 -10 16 -30z" fill="${c}"/><path d="M18 34 a8 8 0 0 0 8 8" stroke="#fff" stroke-width="3" fill="none"/></svg>`;

const doctor = (s) => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block">
<circle cx="50" cy="50" r="48" fill="#e8f4fb"/>
<path d="M18 98 q4 -36 32 -38 q28 2 32 38z" fill="#fff" stroke="#9fb6c6" stroke-width="2"/>
<circle cx="50" cy="36" r="17" fill="#e9bf9b"/><path d="M33 32 q2 -18 17 -18 q15 0 17 18 q-8 -8 -17 -8 q-9 0 -17 8z" fill="#222"/>
<path d="M38 62 q-2 18 8 22 M62 62 q2 18 -8 22" stroke="#334" stroke-width="3" fill="none"/><circle cx="50" cy="86" r="5" fill="#556"/></svg>`;

// deterministic pseudo-random (so renders are reproducible)
function rng(seed) { let s = seed >>> 0; return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; }; }

const barcode = (w, h, seed = 7) => { const r = rng(seed); let x = 0, bars = ''; while (x < w - 4) { const bw = 1 + Math.floor(r() * 3); if (r() > 0.45) bars += `<rect x="${x}" y="0" width="${bw}" height="${h}" fill="#111"/>`; x += bw; } return `<svg width="${w}" height="${h}" style="display:block">${bars}</svg>`; };

const qr = (s, seed = 3) => { const r = rng(seed); const n = 21, c = s / n; let q = ''; const fin = (x, y) => `<rect x="${x * c}" y="${y * c}" width="${7 * c}" height="${7 * c}" fill="#111"/><rect x="${(x + 1) * c}" y="${(y + 1) * c}" width="${5 * c}" height="${5 * c}" fill="#fff"/><rect x="${(x + 2) * c}" y="${(y + 2) * c}" width="${3 * c}" height="${3 * c}" fill="#111"/>`;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) { const inF = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12); if (!inF && r() > 0.5) q += `<rect x="${i * c}" y="${j * c}" width="${c}" height="${c}" fill="#111"/>`; }
  return `<svg width="${s}" height="${s}" style="display:block;background:#fff">${q}${fin(0, 0)}${fin(14, 0)}${fin(0, 14)}</svg>`; };

module.exports = { esc, L, S, R, BASE_CSS, babyFace, motherBaby, can, bottle, bowl, leaf, star, heart, cross, drop, doctor, barcode, qr, rng };

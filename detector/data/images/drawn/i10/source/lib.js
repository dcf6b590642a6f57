// Shared drawing helpers for the i10 set. Every visible text line is an element with class "L";
// containers whose bounds a line must respect carry class "box".
'use strict';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// one text line
function L(text, style = '', cls = '') {
  return `<div class="L ${cls}" style="${style}">${esc(text)}</div>`;
}
// a line built from raw inner html (spans only, no block children)
function LH(html, style = '', cls = '') {
  return `<div class="L ${cls}" style="${style}">${html}</div>`;
}
const span = (text, style = '') => `<span style="${style}">${esc(text)}</span>`;

const FONTS = {
  sans: '\'Noto Sans\', \'Noto Sans Lao\', \'Noto Sans Display\', \'DejaVu Sans\', sans-serif',
  laoSans: '\'Noto Sans Lao\', \'Noto Sans\', \'Noto Sans Display\', sans-serif',
  laoSerif: '\'Noto Serif Lao\', \'Noto Serif\', \'DejaVu Serif\', serif',
  phet: '\'Phetsarath OT\', \'Noto Sans Lao\', \'DejaVu Sans\', sans-serif',
  lib: '\'Liberation Sans\', \'Noto Sans Lao\', \'Noto Sans Display\', sans-serif',
  dejavu: '\'DejaVu Sans\', \'Noto Sans Lao\', \'Noto Sans Display\', sans-serif',
  serif: '\'Liberation Serif\', \'Noto Serif Lao\', \'Noto Serif\', serif',
};

// ---------- icons (no text) ----------
function statusIcons(color = '#111') {
  return `<svg width="86" height="20" viewBox="0 0 86 20"><g fill="${color}">
  <rect x="0" y="12" width="4" height="6" rx="1"/><rect x="6" y="9" width="4" height="9" rx="1"/>
  <rect x="12" y="6" width="4" height="12" rx="1"/><rect x="18" y="3" width="4" height="15" rx="1"/></g>
  <path d="M32 8 q9 -8 18 0 M35 11 q6 -5 12 0 M38 14 q3 -2.5 6 0" stroke="${color}" stroke-width="2.2" fill="none"/>
  <circle cx="41" cy="17" r="1.6" fill="${color}"/>
  <rect x="56" y="4" width="26" height="13" rx="3" stroke="${color}" stroke-width="1.8" fill="none"/>
  <rect x="58.5" y="6.5" width="17" height="8" rx="1.5" fill="${color}"/><rect x="83" y="8" width="2.5" height="5" rx="1" fill="${color}"/></svg>`;
}
function statusBar(time = '09:41', color = '#111', bg = 'transparent') {
  return `<div style="height:44px;display:flex;align-items:center;justify-content:space-between;padding:0 26px;background:${bg}">
  ${L(time, `font:600 20px ${FONTS.dejavu};color:${color}`)}${statusIcons(color)}</div>`;
}
function stars(n = 5, size = 18, color = '#f5a623') {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const fill = i < Math.floor(n) ? color : (i < n ? color : '#d9d9d9');
    const op = i < Math.floor(n) ? 1 : (i < n ? 0.55 : 1);
    s += `<path transform="translate(${i * (size + 2)},0) scale(${size / 24})" d="M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z" fill="${fill}" opacity="${op}"/>`;
  }
  return `<svg width="${5 * (size + 2)}" height="${size}" viewBox="0 0 ${5 * (size + 2)} 24">${s}</svg>`;
}
function icon(kind, size = 28, color = '#333') {
  const p = {
    back: `<path d="M15 4 L7 12 L15 20" stroke="${color}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    cart: `<path d="M3 4h3l2.5 11h10l2-8H7" stroke="${color}" stroke-width="2" fill="none"/><circle cx="10" cy="19.5" r="1.6" fill="${color}"/><circle cx="17" cy="19.5" r="1.6" fill="${color}"/>`,
    share: `<circle cx="6" cy="12" r="2.5" fill="${color}"/><circle cx="18" cy="5" r="2.5" fill="${color}"/><circle cx="18" cy="19" r="2.5" fill="${color}"/><path d="M6 12 L18 5 M6 12 L18 19" stroke="${color}" stroke-width="1.8"/>`,
    search: `<circle cx="10" cy="10" r="6" stroke="${color}" stroke-width="2.2" fill="none"/><path d="M15 15 L21 21" stroke="${color}" stroke-width="2.4"/>`,
    heart: `<path d="M12 21 C4 14 2 10 4.5 6.5 C7 3.5 10.5 4.5 12 7.5 C13.5 4.5 17 3.5 19.5 6.5 C22 10 20 14 12 21z" stroke="${color}" stroke-width="2" fill="none"/>`,
    heartF: `<path d="M12 21 C4 14 2 10 4.5 6.5 C7 3.5 10.5 4.5 12 7.5 C13.5 4.5 17 3.5 19.5 6.5 C22 10 20 14 12 21z" fill="${color}"/>`,
    dots: `<circle cx="5" cy="12" r="2" fill="${color}"/><circle cx="12" cy="12" r="2" fill="${color}"/><circle cx="19" cy="12" r="2" fill="${color}"/>`,
    pin: `<path d="M12 22 C7 15 5 12 5 9 a7 7 0 0 1 14 0 c0 3 -2 6 -7 13z" fill="${color}"/><circle cx="12" cy="9" r="2.6" fill="#fff"/>`,
    clock: `<circle cx="12" cy="12" r="9" stroke="${color}" stroke-width="2" fill="none"/><path d="M12 7 V12 L16 14" stroke="${color}" stroke-width="2" fill="none"/>`,
    cal: `<rect x="3" y="5" width="18" height="16" rx="2" stroke="${color}" stroke-width="2" fill="none"/><path d="M3 10 H21 M8 3 V7 M16 3 V7" stroke="${color}" stroke-width="2"/>`,
    phone: `<path d="M6 3 L10 3 L11.5 8 L9 9.5 C10 12 12 14 14.5 15 L16 12.5 L21 14 L21 18 C21 19.5 19.5 21 18 21 C10 20.5 3.5 14 3 6 C3 4.5 4.5 3 6 3z" fill="${color}"/>`,
    camera: `<rect x="3" y="7" width="18" height="13" rx="2" stroke="${color}" stroke-width="2" fill="none"/><circle cx="12" cy="13.5" r="3.5" stroke="${color}" stroke-width="2" fill="none"/><path d="M8 7 L10 4 H14 L16 7" stroke="${color}" stroke-width="2" fill="none"/>`,
    mic: `<rect x="9" y="3" width="6" height="11" rx="3" fill="${color}"/><path d="M6 11 a6 6 0 0 0 12 0 M12 17 V21" stroke="${color}" stroke-width="2" fill="none"/>`,
    like: `<path d="M7 10 L11 3 C12.5 3 13.5 4 13 6 L12.5 9 H19 C20.2 9 21 10 20.8 11.2 L19.5 18.5 C19.3 19.4 18.5 20 17.6 20 H7z M3 10 H6 V20 H3z" fill="${color}"/>`,
    comment: `<path d="M4 5 H20 V16 H10 L6 20 V16 H4z" stroke="${color}" stroke-width="2" fill="none"/>`,
    globe: `<circle cx="12" cy="12" r="9" stroke="${color}" stroke-width="1.8" fill="none"/><path d="M3 12 H21 M12 3 C8 8 8 16 12 21 C16 16 16 8 12 3" stroke="${color}" stroke-width="1.5" fill="none"/>`,
    home: `<path d="M3 11 L12 4 L21 11 V20 H14 V14 H10 V20 H3z" fill="${color}"/>`,
    grid: `<rect x="3" y="3" width="7" height="7" fill="${color}"/><rect x="14" y="3" width="7" height="7" fill="${color}"/><rect x="3" y="14" width="7" height="7" fill="${color}"/><rect x="14" y="14" width="7" height="7" fill="${color}"/>`,
    user: `<circle cx="12" cy="8" r="4.5" fill="${color}"/><path d="M3.5 21 C4.5 15 19.5 15 20.5 21z" fill="${color}"/>`,
    send: `<path d="M3 20 L21 12 L3 4 L5 12z" fill="${color}"/>`,
    check: `<path d="M4 12 L10 18 L20 6" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    warn: `<path d="M12 2 L23 21 H1z" fill="${color}"/><rect x="11" y="8" width="2.4" height="7" fill="#fff"/><circle cx="12.2" cy="18" r="1.4" fill="#fff"/>`,
    cross: `<circle cx="12" cy="12" r="10" fill="${color}"/><path d="M7.5 7.5 L16.5 16.5 M16.5 7.5 L7.5 16.5" stroke="#fff" stroke-width="2.6"/>`,
    video: `<rect x="2" y="6" width="14" height="12" rx="2" fill="${color}"/><path d="M16 10 L22 6 V18 L16 14z" fill="${color}"/>`,
    eye: `<path d="M1 12 C5 5 19 5 23 12 C19 19 5 19 1 12z" stroke="${color}" stroke-width="2" fill="none"/><circle cx="12" cy="12" r="3.5" fill="${color}"/>`,
    bag: `<path d="M5 8 H19 L18 21 H6z" fill="${color}"/><path d="M9 8 V6 a3 3 0 0 1 6 0 V8" stroke="${color}" stroke-width="2" fill="none"/>`,
    gift: `<rect x="3" y="9" width="18" height="12" fill="${color}"/><rect x="2" y="6" width="20" height="4" fill="${color}"/><path d="M12 6 V21" stroke="#fff" stroke-width="2"/><path d="M12 6 C9 1 5 4 8 6 M12 6 C15 1 19 4 16 6" stroke="${color}" stroke-width="2" fill="none"/>`,
  }[kind];
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" style="flex:none">${p}</svg>`;
}

// ---------- illustrations (no text) ----------
function babyFace(size = 120, skin = '#f6c9a4') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="flex:none">
  <circle cx="50" cy="54" r="38" fill="${skin}"/>
  <circle cx="13" cy="56" r="8" fill="${skin}"/><circle cx="87" cy="56" r="8" fill="${skin}"/>
  <path d="M42 18 C44 8 56 8 54 17 C52 12 47 13 47 19z" fill="#5b3a29"/>
  <ellipse cx="36" cy="52" rx="4.5" ry="5.5" fill="#2b1d14"/><ellipse cx="64" cy="52" rx="4.5" ry="5.5" fill="#2b1d14"/>
  <circle cx="37.5" cy="50" r="1.5" fill="#fff"/><circle cx="65.5" cy="50" r="1.5" fill="#fff"/>
  <circle cx="27" cy="65" r="7" fill="#f49a9a" opacity=".55"/><circle cx="73" cy="65" r="7" fill="#f49a9a" opacity=".55"/>
  <path d="M38 68 Q50 80 62 68" stroke="#b0453c" stroke-width="3.5" fill="#e56b6b" stroke-linecap="round"/></svg>`;
}
function motherBaby(size = 260, c1 = '#e07a8a', c2 = '#f3d2b3', hair = '#3b2a20') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 200 200" style="flex:none">
  <path d="M40 200 C40 140 60 115 100 112 C140 115 160 140 160 200z" fill="${c1}"/>
  <circle cx="100" cy="70" r="34" fill="${c2}"/>
  <path d="M66 70 C62 30 138 26 134 70 C130 50 112 44 100 44 C86 44 70 52 66 70z" fill="${hair}"/>
  <path d="M66 70 C60 100 70 118 80 120 L76 80z" fill="${hair}"/>
  <ellipse cx="112" cy="148" rx="40" ry="26" fill="#fff7e8"/>
  <circle cx="132" cy="138" r="18" fill="${c2}"/>
  <path d="M70 150 C90 175 140 178 158 150" stroke="${c2}" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M88 72 q4 4 8 0 M106 72 q4 4 8 0" stroke="#3b2a20" stroke-width="2.5" fill="none"/>
  <path d="M94 88 q6 5 12 0" stroke="#b0453c" stroke-width="2.5" fill="none"/>
  <path d="M126 138 q3 3 6 0 M136 136 q3 3 6 0" stroke="#3b2a20" stroke-width="2" fill="none"/></svg>`;
}
function person(size = 200, coat = '#ffffff', skin = '#e9bf9a', hair = '#222', steth = true) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 200 200" style="flex:none">
  <path d="M30 200 C30 140 60 120 100 118 C140 120 170 140 170 200z" fill="${coat}" stroke="#cfd8dc" stroke-width="2"/>
  <path d="M85 118 L100 160 L115 118z" fill="#4a78b5"/>
  <circle cx="100" cy="72" r="36" fill="${skin}"/>
  <path d="M64 70 C60 30 140 30 136 70 C128 52 112 46 100 46 C86 46 70 52 64 70z" fill="${hair}"/>
  <circle cx="88" cy="74" r="3.5" fill="#222"/><circle cx="112" cy="74" r="3.5" fill="#222"/>
  <path d="M90 92 q10 8 20 0" stroke="#8d3b32" stroke-width="3" fill="none"/>
  ${steth ? '<path d="M72 128 C66 160 90 178 100 170 C110 178 134 160 128 128" stroke="#37474f" stroke-width="4" fill="none"/><circle cx="100" cy="172" r="6" fill="#90a4ae"/>' : ''}</svg>`;
}
function bottle(size = 140, color = '#8ecae6') {
  return `<svg width="${size * 0.5}" height="${size}" viewBox="0 0 50 100" style="flex:none">
  <path d="M20 2 C20 -1 30 -1 30 2 L32 14 H18z" fill="#f2c572"/>
  <rect x="13" y="14" width="24" height="10" rx="2" fill="${color}"/>
  <rect x="10" y="24" width="30" height="72" rx="8" fill="#eef7fb" stroke="#9ab" stroke-width="1.5"/>
  <rect x="12" y="52" width="26" height="42" rx="6" fill="#fffdf4"/>
  <path d="M12 36 H20 M12 46 H20 M12 56 H20 M12 66 H20 M12 76 H20" stroke="#9ab" stroke-width="1.2"/></svg>`;
}
function bowl(size = 160) {
  return `<svg width="${size}" height="${size * 0.7}" viewBox="0 0 100 70" style="flex:none">
  <ellipse cx="50" cy="22" rx="44" ry="10" fill="#f7e3b5"/>
  <path d="M6 22 C8 55 92 55 94 22z" fill="#f28482"/>
  <ellipse cx="50" cy="22" rx="40" ry="7" fill="#f9e8c2"/>
  <path d="M70 4 L90 -6" stroke="#999" stroke-width="4" stroke-linecap="round"/></svg>`;
}
function qr(size = 120, seed = 7) {
  let s = '', x = seed;
  const n = 21, c = 100 / n;
  const rnd = () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const inFinder = (a, b) => a >= 0 && a < 7 && b >= 0 && b < 7;
    if (inFinder(i, j) || inFinder(i - 14, j) || inFinder(i, j - 14)) continue;
    if (rnd() < 0.5) s += `<rect x="${(i * c).toFixed(2)}" y="${(j * c).toFixed(2)}" width="${c + 0.1}" height="${c + 0.1}"/>`;
  }
  const finder = (i, j) => `<rect x="${i * c}" y="${j * c}" width="${7 * c}" height="${7 * c}"/><rect x="${(i + 1) * c}" y="${(j + 1) * c}" width="${5 * c}" height="${5 * c}" fill="#fff"/><rect x="${(i + 2) * c}" y="${(j + 2) * c}" width="${3 * c}" height="${3 * c}"/>`;
  return `<svg width="${size}" height="${size}" viewBox="-4 -4 108 108" style="flex:none;background:#fff"><g fill="#111">${s}${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}</g></svg>`;
}
function logoMark(size = 60, c1 = '#1565c0', c2 = '#64b5f6') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 60 60" style="flex:none"><circle cx="30" cy="30" r="28" fill="${c1}"/>
  <path d="M14 36 C20 18 40 18 46 36" stroke="${c2}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="30" cy="38" r="7" fill="#fff"/></svg>`;
}
function govEmblem(size = 80) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 80 80" style="flex:none"><circle cx="40" cy="40" r="38" fill="#c62828"/>
  <circle cx="40" cy="40" r="30" fill="#1e3a8a"/><circle cx="40" cy="42" r="13" fill="#fff"/>
  <path d="M14 58 C24 70 56 70 66 58" stroke="#f9c74f" stroke-width="5" fill="none"/>
  <path d="M28 30 L40 18 L52 30z" fill="#f9c74f"/></svg>`;
}
function heartHands(size = 120, color = '#e76f51') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="flex:none">
  <path d="M50 88 C18 64 8 46 18 30 C28 16 44 20 50 34 C56 20 72 16 82 30 C92 46 82 64 50 88z" fill="${color}"/>
  <path d="M30 44 C36 40 42 44 42 50" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`;
}

// a formula can: front with label lines (array of html strings from L()).
function can({ w = 220, h = 300, body = '#f4f1ea', band = '#1e6fb8', lid = '#d9d9d9', inner = '', radius = 18 } = {}) {
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
  <div style="position:absolute;left:0;top:0;width:${w}px;height:${Math.round(h * 0.1)}px;border-radius:${w / 2}px/${Math.round(h * 0.05)}px;background:linear-gradient(90deg,#aaa,${lid},#fff,${lid},#999)"></div>
  <div class="box" style="position:absolute;left:0;top:${Math.round(h * 0.05)}px;width:${w}px;height:${Math.round(h * 0.95)}px;border-radius:0 0 ${radius}px ${radius}px;background:linear-gradient(90deg,rgba(0,0,0,.18),rgba(255,255,255,.0) 25%,rgba(255,255,255,.35) 45%,rgba(0,0,0,0) 70%,rgba(0,0,0,.2)),${body};overflow:hidden;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:8px">
    <div style="position:absolute;left:0;right:0;bottom:14%;height:18%;background:${band};opacity:.85"></div>
    <div style="position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;width:100%">${inner}</div>
  </div></div>`;
}
// a plain can without text (for shelves, thumbnails)
function blankCan(w = 90, h = 120, body = '#f4f1ea', band = '#1e6fb8') {
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
  <div style="position:absolute;left:0;top:0;width:${w}px;height:${Math.round(h * 0.12)}px;border-radius:${w / 2}px/${Math.round(h * 0.06)}px;background:linear-gradient(90deg,#999,#ddd,#fff,#ccc,#888)"></div>
  <div style="position:absolute;left:0;top:${Math.round(h * 0.06)}px;width:${w}px;height:${Math.round(h * 0.94)}px;border-radius:0 0 8px 8px;background:linear-gradient(90deg,rgba(0,0,0,.2),rgba(255,255,255,.35) 45%,rgba(0,0,0,.2)),${body}">
   <div style="position:absolute;left:0;right:0;top:30%;height:22%;background:${band}"></div>
   <div style="position:absolute;left:30%;right:30%;top:62%;height:14%;border-radius:50%;background:${band};opacity:.6"></div></div></div>`;
}
function repackBag(w = 160, h = 190) {
  return `<svg width="${w}" height="${h}" viewBox="0 0 160 190" style="flex:none">
  <path d="M40 20 L120 20 L124 40 C150 60 150 170 130 182 L30 182 C10 170 10 60 36 40z" fill="rgba(255,255,255,.55)" stroke="#b9c3c9" stroke-width="2"/>
  <path d="M26 90 C30 70 130 70 134 90 L132 176 L28 176z" fill="#fbf6ea"/>
  <path d="M60 22 C70 8 90 8 100 22" stroke="#e63946" stroke-width="5" fill="none"/>
  <path d="M50 50 L60 170 M110 50 L100 170" stroke="rgba(255,255,255,.8)" stroke-width="3"/></svg>`;
}

function page({ w, h, font, bg = '#fff', body, css = '' }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0;padding:0}
  html,body{background:#777}
  #frame{position:relative;overflow:hidden;width:${w}px;height:${h}px;background:${bg};font-family:${font};color:#1b1b1b}
  .L{white-space:nowrap;line-height:1.5}
  .row{display:flex;align-items:center}
  .col{display:flex;flex-direction:column}
  .strike{text-decoration:line-through}
  ${css}
  </style></head><body><div id="frame">${body}</div></body></html>`;
}

module.exports = { esc, L, LH, span, FONTS, statusBar, stars, icon, babyFace, motherBaby, person, bottle, bowl, qr, logoMark, govEmblem, heartHands, can, blankCan, repackBag, page };

'use strict';
// Shared helpers: seeded PRNG, font stacks, text-line helper, stickers (SVG, no text), packs, busy backgrounds.

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const F = {
  sans: "'Noto Sans','Noto Sans Lao',sans-serif",
  lao: "'Noto Sans Lao','Noto Sans',sans-serif",
  serif: "'Noto Serif','Noto Serif Lao',serif",
  laoserif: "'Noto Serif Lao','Noto Serif',serif",
  phet: "'Phetsarath OT','Noto Sans',sans-serif",
  looped: "'Noto Looped Lao','Noto Sans',sans-serif",
  lib: "'Liberation Sans','Noto Sans Lao',sans-serif",
  narrow: "'Liberation Sans Narrow','Noto Sans Lao',sans-serif",
  dejavu: "'DejaVu Sans','Noto Sans Lao',sans-serif",
  cond: "'DejaVu Sans Condensed','Noto Sans Lao',sans-serif",
  display: "'Noto Sans Display','Noto Sans Lao',sans-serif",
  libserif: "'Liberation Serif','Noto Serif Lao',serif",
  mono: "'DejaVu Sans Mono','Noto Sans Lao',monospace",
};

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// A text line. spec: string or {t, s, c, w, f, o:[color,px], sh, al, st, key, fine, cls, bg, pad, r}
function L(spec, def = {}) {
  if (spec == null) return '';
  if (typeof spec === 'string') spec = { t: spec };
  const o = Object.assign({}, def, spec);
  const css = [];
  if (o.s) css.push(`font-size:${o.s}px`);
  if (o.c) css.push(`color:${o.c}`);
  if (o.w) css.push(`font-weight:${o.w}`);
  if (o.f) css.push(`font-family:${F[o.f] || o.f}`);
  if (o.al) css.push(`text-align:${o.al}`);
  if (o.i) css.push('font-style:italic');
  if (o.up) css.push('text-transform:uppercase');
  if (o.ls != null) css.push(`letter-spacing:${o.ls}px`);
  if (o.o) {
    const [oc, ow] = o.o;
    css.push(`-webkit-text-stroke:${ow}px ${oc};paint-order:stroke fill`);
  }
  if (o.sh) css.push(`text-shadow:${o.sh}`);
  if (o.bg) css.push(`background:${o.bg}`);
  if (o.pad) css.push(`padding:${o.pad}`);
  if (o.r) css.push(`border-radius:${o.r}px`);
  if (o.lh) css.push(`line-height:${o.lh}`);
  if (o.st) css.push(o.st);
  const attrs = [];
  if (o.key) attrs.push('data-key="1"');
  if (o.fine) attrs.push('data-fine="1"');
  const cls = 't' + (o.cls ? ' ' + o.cls : '');
  const tag = o.inline ? 'span' : 'div';
  return `<${tag} class="${cls}" ${attrs.join(' ')} style="${css.join(';')}">${o.html || esc(o.t)}</${tag}>`;
}
const Ls = (arr, def) => (arr || []).map((x) => L(x, def)).join('\n');

// ---------- stickers (pure graphics, never text) ----------
const STK = {
  heart: (c = '#ff3b6b') => `<svg viewBox="0 0 100 100"><path d="M50 88 C10 60 4 38 16 22 C28 8 46 14 50 30 C54 14 72 8 84 22 C96 38 90 60 50 88Z" fill="${c}" stroke="#fff" stroke-width="4"/></svg>`,
  fire: () => `<svg viewBox="0 0 100 120"><path d="M50 4 C58 30 86 40 86 76 C86 100 68 116 50 116 C32 116 14 100 14 76 C14 56 28 48 32 30 C40 44 44 48 48 50 C46 30 44 18 50 4Z" fill="#ff6a00"/><path d="M50 50 C56 66 70 72 70 90 C70 104 60 112 50 112 C40 112 30 104 30 90 C30 80 38 74 40 64 C44 72 48 74 50 74 Z" fill="#ffd23f"/></svg>`,
  star: (c = '#ffd400') => `<svg viewBox="0 0 100 100"><polygon points="50,4 62,38 98,38 68,60 80,96 50,74 20,96 32,60 2,38 38,38" fill="${c}" stroke="#fff" stroke-width="3"/></svg>`,
  smile: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="#ffcc33" stroke="#e0a800" stroke-width="3"/><ellipse cx="34" cy="40" rx="6" ry="9" fill="#5a3b00"/><ellipse cx="66" cy="40" rx="6" ry="9" fill="#5a3b00"/><path d="M26 60 Q50 86 74 60" stroke="#5a3b00" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`,
  hearteyes: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="#ffcc33"/><path d="M34 48 C22 38 24 28 32 30 C34 26 40 28 38 36Z" fill="#e8174b"/><path d="M66 48 C78 38 76 28 68 30 C66 26 60 28 62 36Z" fill="#e8174b"/><path d="M28 60 Q50 84 72 60 Z" fill="#5a3b00"/></svg>`,
  gift: () => `<svg viewBox="0 0 100 100"><rect x="12" y="40" width="76" height="52" rx="4" fill="#e63946"/><rect x="6" y="28" width="88" height="18" rx="3" fill="#ff5d6c"/><rect x="44" y="28" width="12" height="64" fill="#ffd166"/><path d="M50 28 C36 8 20 14 28 26 Z M50 28 C64 8 80 14 72 26 Z" fill="#ffd166"/></svg>`,
  sparkle: (c = '#fff') => `<svg viewBox="0 0 100 100"><path d="M50 0 C54 36 64 46 100 50 C64 54 54 64 50 100 C46 64 36 54 0 50 C36 46 46 36 50 0Z" fill="${c}"/></svg>`,
  thumbs: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#1877f2"/><path d="M28 46 h12 v30 h-12 z M44 46 l10 -20 c4 -6 12 -2 10 6 l-3 10 h14 c5 0 8 4 7 8 l-5 20 c-1 4 -4 6 -8 6 h-25 z" fill="#fff"/></svg>`,
  truck: (c = '#2a9d8f') => `<svg viewBox="0 0 120 80"><rect x="4" y="12" width="66" height="44" rx="4" fill="${c}"/><path d="M70 26 h26 l18 18 v12 h-44z" fill="${c}"/><rect x="80" y="30" width="14" height="12" fill="#cfeff0"/><circle cx="26" cy="62" r="11" fill="#333"/><circle cx="92" cy="62" r="11" fill="#333"/><circle cx="26" cy="62" r="4" fill="#ddd"/><circle cx="92" cy="62" r="4" fill="#ddd"/></svg>`,
  megaphone: () => `<svg viewBox="0 0 100 100"><path d="M14 40 h16 l44 -24 v68 l-44 -24 h-16 z" fill="#ff8c00"/><rect x="22" y="60" width="12" height="26" rx="3" fill="#c05800"/><path d="M80 36 q10 14 0 28" stroke="#ff8c00" stroke-width="6" fill="none"/></svg>`,
  clock: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="44" fill="#fff" stroke="#e63946" stroke-width="8"/><path d="M50 22 v30 l18 12" stroke="#222" stroke-width="7" fill="none" stroke-linecap="round"/></svg>`,
  pin: () => `<svg viewBox="0 0 80 100"><path d="M40 96 C10 58 6 46 6 36 a34 34 0 0 1 68 0 c0 10 -4 22 -34 60z" fill="#e63946"/><circle cx="40" cy="36" r="12" fill="#fff"/></svg>`,
  phone: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="#25d366"/><path d="M34 26 l10 -2 l6 16 l-7 5 c4 8 9 13 17 17 l5 -7 l16 6 l-2 10 c-2 5 -8 7 -14 5 c-16 -5 -30 -19 -35 -35 c-2 -6 0 -12 4 -15z" fill="#fff"/></svg>`,
  check: (c = '#2bb673') => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="${c}"/><path d="M28 52 l14 14 l30 -32" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  cross: (c = '#e63946') => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="${c}"/><path d="M32 32 l36 36 M68 32 l-36 36" stroke="#fff" stroke-width="11" stroke-linecap="round"/></svg>`,
  babybottle: () => `<svg viewBox="0 0 60 120"><path d="M24 4 q6 -4 12 0 l2 18 h-16z" fill="#f4a261"/><rect x="14" y="22" width="32" height="10" rx="3" fill="#2a9d8f"/><rect x="10" y="32" width="40" height="84" rx="12" fill="#e9f5ff" stroke="#9cc" stroke-width="3"/><rect x="12" y="64" width="36" height="50" rx="10" fill="#fffbe6"/></svg>`,
  mother: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#ffe3e3"/><circle cx="42" cy="30" r="13" fill="#7a4b2a"/><path d="M20 92 c2 -30 14 -44 26 -44 c14 0 22 14 24 24" fill="#ff7aa2"/><circle cx="62" cy="58" r="10" fill="#f2c6a0"/><path d="M46 70 c8 -6 22 -6 30 4 c-6 10 -20 12 -30 -4z" fill="#fff"/></svg>`,
  balloon: (c = '#ff5d8f') => `<svg viewBox="0 0 60 120"><ellipse cx="30" cy="34" rx="26" ry="32" fill="${c}"/><path d="M30 66 l-5 8 h10z" fill="${c}"/><path d="M30 74 q-8 20 4 44" stroke="#888" stroke-width="2" fill="none"/></svg>`,
  paw: () => `<svg viewBox="0 0 100 100"><ellipse cx="50" cy="66" rx="22" ry="18" fill="#8d5524"/><circle cx="24" cy="42" r="10" fill="#8d5524"/><circle cx="40" cy="26" r="10" fill="#8d5524"/><circle cx="60" cy="26" r="10" fill="#8d5524"/><circle cx="76" cy="42" r="10" fill="#8d5524"/></svg>`,
  teddy: () => `<svg viewBox="0 0 100 100"><circle cx="24" cy="22" r="14" fill="#b07a4b"/><circle cx="76" cy="22" r="14" fill="#b07a4b"/><circle cx="50" cy="44" r="32" fill="#c98d5a"/><ellipse cx="50" cy="56" rx="14" ry="10" fill="#f1d2b0"/><circle cx="38" cy="38" r="4" fill="#222"/><circle cx="62" cy="38" r="4" fill="#222"/><circle cx="50" cy="52" r="4" fill="#222"/><ellipse cx="50" cy="90" rx="30" ry="14" fill="#c98d5a"/></svg>`,
  shirt: (c = '#7bdff2') => `<svg viewBox="0 0 100 100"><path d="M30 10 l-24 16 l10 18 l10 -6 v54 h48 v-54 l10 6 l10 -18 l-24 -16 c-4 10 -26 10 -30 0z" fill="${c}"/><circle cx="50" cy="50" r="8" fill="#fff"/></svg>`,
  stroller: () => `<svg viewBox="0 0 120 100"><path d="M20 20 a40 40 0 0 1 56 0 v30 h-56z" fill="#6c63ff"/><rect x="16" y="48" width="74" height="14" rx="6" fill="#4b44c9"/><path d="M90 50 l14 -30 h10" stroke="#333" stroke-width="5" fill="none"/><circle cx="30" cy="82" r="12" fill="#333"/><circle cx="78" cy="82" r="12" fill="#333"/></svg>`,
  car: () => `<svg viewBox="0 0 140 70"><path d="M10 46 l14 -22 h60 l26 18 h20 v16 h-120z" fill="#d62828"/><rect x="34" y="28" width="20" height="12" fill="#cde"/><rect x="60" y="28" width="20" height="12" fill="#cde"/><circle cx="36" cy="60" r="10" fill="#222"/><circle cx="106" cy="60" r="10" fill="#222"/></svg>`,
  doctor: () => `<svg viewBox="0 0 200 260"><circle cx="100" cy="70" r="44" fill="#f1c27d"/><path d="M56 60 c0 -40 88 -46 88 0 c-10 -16 -30 -22 -44 -22 c-14 0 -36 6 -44 22z" fill="#2d1b10"/><circle cx="84" cy="72" r="4" fill="#222"/><circle cx="116" cy="72" r="4" fill="#222"/><path d="M88 92 q12 8 24 0" stroke="#8a4b2a" stroke-width="4" fill="none"/><path d="M20 260 c0 -80 30 -120 80 -120 c50 0 80 40 80 120z" fill="#fff" stroke="#cfd8dc" stroke-width="4"/><path d="M86 140 l14 40 l14 -40" fill="#7fb3d5"/><path d="M70 150 c-10 40 10 60 30 60 c20 0 40 -20 30 -60" stroke="#37474f" stroke-width="6" fill="none"/><circle cx="100" cy="212" r="10" fill="#90a4ae"/></svg>`,
  hospital: () => `<svg viewBox="0 0 100 100"><rect x="10" y="30" width="80" height="66" fill="#eef3f8" stroke="#9bb" stroke-width="3"/><rect x="38" y="6" width="24" height="30" fill="#fff" stroke="#9bb" stroke-width="3"/><path d="M50 12 v18 M41 21 h18" stroke="#e63946" stroke-width="6"/><rect x="20" y="44" width="14" height="12" fill="#9cd"/><rect x="66" y="44" width="14" height="12" fill="#9cd"/><rect x="42" y="70" width="16" height="26" fill="#789"/></svg>`,
  bowl: () => `<svg viewBox="0 0 120 80"><ellipse cx="60" cy="24" rx="54" ry="14" fill="#fff3d6"/><path d="M6 24 c4 40 30 52 54 52 c24 0 50 -12 54 -52z" fill="#90caf9"/><ellipse cx="60" cy="24" rx="48" ry="10" fill="#ffd180"/><rect x="76" y="0" width="8" height="34" rx="4" transform="rotate(30 80 17)" fill="#bbb"/></svg>`,
  cookie: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="44" fill="#d4a373"/><circle cx="34" cy="36" r="6" fill="#5a3825"/><circle cx="62" cy="30" r="5" fill="#5a3825"/><circle cx="58" cy="62" r="7" fill="#5a3825"/><circle cx="32" cy="64" r="5" fill="#5a3825"/></svg>`,
  book: () => `<svg viewBox="0 0 100 100"><path d="M8 20 c16 -6 30 -6 42 4 c12 -10 26 -10 42 -4 v64 c-16 -6 -30 -6 -42 4 c-12 -10 -26 -10 -42 -4z" fill="#fff" stroke="#3a86ff" stroke-width="5"/><path d="M50 24 v64" stroke="#3a86ff" stroke-width="4"/></svg>`,
  trophy: () => `<svg viewBox="0 0 100 100"><path d="M28 10 h44 v24 c0 16 -10 26 -22 26 c-12 0 -22 -10 -22 -26z" fill="#ffc300"/><path d="M28 16 h-14 c0 16 8 22 16 22 M72 16 h14 c0 16 -8 22 -16 22" stroke="#ffc300" stroke-width="6" fill="none"/><rect x="44" y="58" width="12" height="18" fill="#e0a800"/><rect x="30" y="76" width="40" height="12" rx="3" fill="#8d6e00"/></svg>`,
  live: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="20" fill="#fff"/><path d="M22 22 a40 40 0 0 0 0 56 M78 22 a40 40 0 0 1 0 56" stroke="#fff" stroke-width="7" fill="none"/></svg>`,
  qr: (seed = 3) => {
    const r = mulberry32(seed); let s = '<svg viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/>';
    const fin = (x, y) => `<rect x="${x}" y="${y}" width="7" height="7" fill="#000"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#000"/>`;
    for (let y = 2; y < 27; y++) for (let x = 2; x < 27; x++) { const inF = (x < 10 && y < 10) || (x > 18 && y < 10) || (x < 10 && y > 18); if (!inF && r() < 0.5) s += `<rect x="${x}" y="${y}" width="1" height="1" fill="#000"/>`; }
    return s + fin(2, 2) + fin(20, 2) + fin(2, 20) + '</svg>';
  },
  confetti: (seed = 1) => {
    const r = mulberry32(seed); const cols = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93', '#ff7aa2'];
    let s = '<svg viewBox="0 0 1000 1000" preserveAspectRatio="none">';
    for (let i = 0; i < 90; i++) {
      const x = r() * 1000, y = r() * 1000, w = 8 + r() * 16, h = 14 + r() * 22, a = r() * 180;
      s += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${cols[i % 6]}" transform="rotate(${a.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" opacity="0.85"/>`;
    }
    return s + '</svg>';
  },
  babyface: () => `<svg viewBox="0 0 100 100"><circle cx="50" cy="54" r="40" fill="#f6d2b8"/><path d="M40 16 q10 -12 20 0 q-10 6 -20 0z" fill="#8a5a3c"/><circle cx="14" cy="56" r="8" fill="#f6d2b8"/><circle cx="86" cy="56" r="8" fill="#f6d2b8"/><path d="M32 50 q6 -6 12 0 M56 50 q6 -6 12 0" stroke="#4a2c1a" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="30" cy="66" r="7" fill="#f7a8a8" opacity="0.7"/><circle cx="70" cy="66" r="7" fill="#f7a8a8" opacity="0.7"/><path d="M40 72 q10 10 20 0" stroke="#c0504d" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
  kitten: () => `<svg viewBox="0 0 100 100"><path d="M20 40 l6 -30 l18 18 h12 l18 -18 l6 30 c6 30 -10 50 -30 50 c-20 0 -36 -20 -30 -50z" fill="#f4a261"/><circle cx="38" cy="50" r="5" fill="#222"/><circle cx="62" cy="50" r="5" fill="#222"/><path d="M46 62 h8 l-4 5z" fill="#e76f51"/><path d="M14 60 h22 M14 68 h22 M64 60 h22 M64 68 h22" stroke="#333" stroke-width="2"/></svg>`,
  puppy: () => `<svg viewBox="0 0 100 100"><ellipse cx="20" cy="44" rx="12" ry="24" fill="#6d4c41"/><ellipse cx="80" cy="44" rx="12" ry="24" fill="#6d4c41"/><circle cx="50" cy="52" r="32" fill="#d7a86e"/><circle cx="38" cy="46" r="5" fill="#222"/><circle cx="62" cy="46" r="5" fill="#222"/><ellipse cx="50" cy="64" rx="9" ry="6" fill="#222"/></svg>`,
  racecar: () => `<svg viewBox="0 0 200 80"><path d="M10 50 l30 -10 h40 l20 -16 h30 l10 16 h40 l10 14 v10 h-180z" fill="#d00000"/><rect x="150" y="30" width="40" height="8" fill="#222"/><circle cx="50" cy="66" r="13" fill="#111"/><circle cx="160" cy="66" r="13" fill="#111"/></svg>`,
};

function sticker(name, x, y, size, rot = 0, arg) {
  const svg = STK[name](arg);
  return `<div class="stk" style="left:${x}px;top:${y}px;width:${size}px;height:${size}px;transform:rotate(${rot}deg)">${svg}</div>`;
}
const stickers = (arr) => (arr || []).map((s) => sticker(...s)).join('\n');

// ---------- busy "photo-like" backgrounds drawn with CSS/SVG ----------
function scene(kind, seed = 7) {
  const r = mulberry32(seed);
  const bokeh = (n, cols, blur = 6) => {
    let s = '';
    for (let i = 0; i < n; i++) {
      const sz = 40 + r() * 160;
      s += `<div style="position:absolute;left:${(r() * 100).toFixed(1)}%;top:${(r() * 100).toFixed(1)}%;width:${sz.toFixed(0)}px;height:${sz.toFixed(0)}px;border-radius:50%;background:${cols[i % cols.length]};opacity:${(0.25 + r() * 0.4).toFixed(2)};filter:blur(${blur}px)"></div>`;
    }
    return s;
  };
  switch (kind) {
    case 'room':
      return `<div class="scene" style="background:linear-gradient(180deg,#f3e3d3 0%,#e9d2bd 62%,#b98b66 62%,#a87a55 100%)">
        <div style="position:absolute;left:8%;top:8%;width:34%;height:40%;background:linear-gradient(135deg,#fffbe8,#cfe8ff);border:14px solid #fff;box-shadow:0 0 60px #fff8"></div>
        <div style="position:absolute;right:6%;top:30%;width:16%;height:34%;background:radial-gradient(circle at 50% 30%,#4caf50 0 40%,transparent 41%),radial-gradient(circle at 30% 50%,#388e3c 0 30%,transparent 31%);"></div>
        <div style="position:absolute;right:10%;top:58%;width:9%;height:8%;background:#c0703a;border-radius:0 0 20px 20px"></div>
        <div style="position:absolute;left:50%;top:52%;width:40%;height:14%;background:#8d6e63;border-radius:20px 20px 0 0"></div>
        ${bokeh(10, ['#fff', '#ffe0b2', '#ffccbc'], 10)}</div>`;
    case 'nursery':
      return `<div class="scene" style="background:linear-gradient(180deg,#dff3ff 0%,#cfe9fb 65%,#f5e6d3 65%)">
        <div style="position:absolute;left:10%;top:40%;width:55%;height:30%;background:repeating-linear-gradient(90deg,#fff 0 14px,transparent 14px 54px);border-top:18px solid #fff;border-bottom:18px solid #fff"></div>
        <div style="position:absolute;left:60%;top:6%;width:2px;height:18%;background:#999"></div>
        <div style="position:absolute;left:52%;top:22%;width:18%;height:4%;border-radius:50%;border-top:4px solid #999"></div>
        <div style="position:absolute;left:51%;top:26%;width:40px;height:40px;border-radius:50%;background:#ffd166"></div>
        <div style="position:absolute;left:66%;top:26%;width:40px;height:40px;background:#ef476f;transform:rotate(45deg)"></div>
        ${bokeh(8, ['#fff', '#ffd6e7', '#caf0f8'], 8)}</div>`;
    case 'kitchen':
      return `<div class="scene" style="background:linear-gradient(180deg,#fafafa 0 55%,#9e7b5a 55% 60%,#d7ccc8 60%)">
        <div style="position:absolute;inset:0 0 45% 0;background-image:linear-gradient(#e0e0e0 2px,transparent 2px),linear-gradient(90deg,#e0e0e0 2px,transparent 2px);background-size:80px 80px"></div>
        <div style="position:absolute;left:12%;top:30%;width:14%;height:25%;background:linear-gradient(#b0bec5,#78909c);border-radius:12px"></div>
        <div style="position:absolute;left:70%;top:20%;width:20%;height:35%;background:linear-gradient(#fff,#eceff1);border:6px solid #cfd8dc"></div>
        ${bokeh(6, ['#fff', '#ffe082'], 12)}</div>`;
    case 'market':
      return `<div class="scene" style="background:#6d4c41">
        ${[0, 1, 2, 3].map((i) => `<div style="position:absolute;left:0;right:0;top:${10 + i * 24}%;height:3%;background:#4e342e"></div>`).join('')}
        ${Array.from({ length: 40 }, (_, i) => { const c = ['#ffeb3b', '#e3f2fd', '#ffcdd2', '#c8e6c9', '#fff', '#bbdefb'][i % 6]; return `<div style="position:absolute;left:${(i % 10) * 10 + 1}%;top:${Math.floor(i / 10) * 24 + 1.5}%;width:8%;height:8.5%;background:${c};border-radius:6px 6px 2px 2px;filter:blur(1.5px)"></div>`; }).join('')}
        ${bokeh(6, ['#fff'], 14)}</div>`;
    case 'stage':
      return `<div class="scene" style="background:radial-gradient(ellipse at 50% 0%,#3a0ca3 0%,#10002b 70%)">
        <div style="position:absolute;left:10%;top:-10%;width:30%;height:120%;background:linear-gradient(180deg,#fff6 0%,transparent 80%);transform:rotate(18deg);filter:blur(10px)"></div>
        <div style="position:absolute;right:10%;top:-10%;width:30%;height:120%;background:linear-gradient(180deg,#f0f6 0%,transparent 80%);transform:rotate(-18deg);filter:blur(10px)"></div>
        ${bokeh(14, ['#ff7aa2', '#4cc9f0', '#ffd60a'], 8)}</div>`;
    case 'park':
      return `<div class="scene" style="background:linear-gradient(180deg,#8ecae6 0%,#bde0fe 50%,#90be6d 50%,#588157 100%)">
        <div style="position:absolute;left:5%;top:20%;width:30%;height:40%;border-radius:50%;background:#2d6a4f;filter:blur(3px)"></div>
        <div style="position:absolute;left:60%;top:15%;width:36%;height:46%;border-radius:50%;background:#40916c;filter:blur(3px)"></div>
        <div style="position:absolute;left:20%;top:8%;width:80px;height:80px;border-radius:50%;background:#ffe066;filter:blur(2px)"></div>
        ${bokeh(8, ['#fff', '#d8f3dc'], 10)}</div>`;
    case 'ward':
      return `<div class="scene" style="background:linear-gradient(180deg,#e8f1f8 0 60%,#cfd8dc 60%)">
        <div style="position:absolute;left:8%;top:38%;width:46%;height:22%;background:#fff;border:8px solid #90a4ae;border-radius:12px"></div>
        <div style="position:absolute;left:10%;top:30%;width:12%;height:10%;background:#fff;border-radius:30px;border:4px solid #cfd8dc"></div>
        <div style="position:absolute;left:70%;top:12%;width:4px;height:48%;background:#90a4ae"></div>
        <div style="position:absolute;left:66%;top:12%;width:60px;height:90px;border-radius:20px;background:#b3e5fc;border:3px solid #81d4fa"></div>
        ${bokeh(6, ['#fff'], 12)}</div>`;
    case 'desk':
      return `<div class="scene" style="background:linear-gradient(135deg,#8d6e63,#5d4037)">
        <div style="position:absolute;inset:0;background:repeating-linear-gradient(100deg,#0000 0 30px,#0001 30px 34px)"></div></div>`;
    case 'bokeh':
    default:
      return `<div class="scene" style="background:linear-gradient(135deg,#ffafcc,#a2d2ff)">${bokeh(18, ['#fff', '#ffc8dd', '#cdb4db', '#bde0fe'], 6)}</div>`;
  }
}

// ---------- product packs: text on the pack is real text (.t) ----------
// p = {type, x, y, w, h, c1, c2, band, tc, lines:[...], baby:bool, rot, lid}
function pack(p) {
  const pos = `left:${p.x}px;top:${p.y}px;width:${p.w}px;height:${p.h}px;transform:rotate(${p.rot || 0}deg)`;
  const tc = p.tc || '#fff';
  const inner = Ls(p.lines, { c: tc, al: 'center', w: 700, f: p.f || 'sans' });
  const baby = p.baby ? `<div class="stk" style="position:relative;width:${Math.round(p.w * 0.42)}px;height:${Math.round(p.w * 0.42)}px;margin:4px auto">${STK.babyface()}</div>` : '';
  const lab = (extra) => `<div class="box packlabel" style="${extra}">${p.babyTop ? baby : ''}${inner}${!p.babyTop ? baby : ''}</div>`;
  switch (p.type) {
    case 'can':
      return `<div class="pack can" style="${pos}">
        <div style="position:absolute;left:0;right:0;top:0;height:${Math.round(p.h * 0.1)}px;border-radius:50%/50%;background:linear-gradient(90deg,#9e9e9e,#f5f5f5 40%,#bdbdbd);z-index:2"></div>
        <div style="position:absolute;left:0;right:0;top:${Math.round(p.h * 0.05)}px;bottom:0;border-radius:0 0 ${p.w / 2}px ${p.w / 2}px/ 0 0 ${Math.round(p.h * 0.06)}px ${Math.round(p.h * 0.06)}px;background:linear-gradient(90deg,${p.c2 || '#333'} 0%,${p.c1} 30%,${p.c1} 60%,${p.c2 || '#333'} 100%);overflow:hidden">
        <div style="position:absolute;left:0;right:0;top:0;height:12%;background:linear-gradient(90deg,#aaa,#fff 40%,#bbb)"></div>
        ${lab(`position:absolute;left:7%;right:7%;top:16%;bottom:8%;display:flex;flex-direction:column;justify-content:center;gap:2px;background:${p.band || 'transparent'};border-radius:14px;padding:8px 6px`)}
        <div style="position:absolute;left:10%;top:0;bottom:0;width:10%;background:linear-gradient(90deg,#fff0,#fff5,#fff0)"></div></div></div>`;
    case 'box':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:0;top:0;width:84%;height:100%;background:linear-gradient(160deg,${p.c1},${p.c2 || p.c1});border-radius:6px;box-shadow:inset 0 0 0 4px #0001;overflow:hidden">
        ${lab(`position:absolute;left:6%;right:6%;top:6%;bottom:6%;display:flex;flex-direction:column;justify-content:center;gap:4px;background:${p.band || 'transparent'};border-radius:10px;padding:6px`)}</div>
        <div style="position:absolute;left:84%;top:3%;width:16%;height:97%;background:${p.c2 || p.c1};filter:brightness(0.7);transform:skewY(-20deg);transform-origin:0 0"></div></div>`;
    case 'pouch':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:38%;top:0;width:24%;height:12%;background:#ff9f1c;border-radius:8px 8px 0 0"></div>
        <div style="position:absolute;left:0;top:10%;width:100%;height:90%;background:linear-gradient(160deg,${p.c1},${p.c2 || p.c1});border-radius:30% 30% 14px 14px/12% 12% 14px 14px;overflow:hidden">
        ${lab(`position:absolute;left:8%;right:8%;top:14%;bottom:6%;display:flex;flex-direction:column;justify-content:center;gap:3px;background:${p.band || 'transparent'};border-radius:12px;padding:6px`)}</div></div>`;
    case 'bottle':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:36%;top:0;width:28%;height:16%;background:radial-gradient(ellipse at 50% 20%,#ffd6a5,#e9a86b);border-radius:50% 50% 10px 10px"></div>
        <div style="position:absolute;left:18%;top:14%;width:64%;height:9%;background:${p.c2 || '#2a9d8f'};border-radius:8px"></div>
        <div style="position:absolute;left:12%;top:22%;width:76%;height:78%;background:linear-gradient(90deg,#e8f4ff,#ffffff 40%,#dceefd);border:4px solid #b7d3ea;border-radius:30px;overflow:hidden">
        <div style="position:absolute;left:0;right:0;bottom:0;height:45%;background:#fffaf0"></div>
        ${lab(`position:absolute;left:6%;right:6%;top:8%;bottom:8%;display:flex;flex-direction:column;justify-content:center;gap:2px;background:${p.band || 'transparent'};border-radius:12px;padding:4px`)}</div></div>`;
    case 'bag':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;inset:0;background:linear-gradient(135deg,#ffffffcc,#e3f2fdaa);border:3px solid #cfd8dc;border-radius:8px;overflow:hidden">
        <div style="position:absolute;left:0;right:0;top:5%;height:3%;background:#ef5350"></div>
        <div style="position:absolute;left:4%;right:4%;top:30%;bottom:4%;background:radial-gradient(circle at 40% 40%,#fffdf2,#f3e5c0);border-radius:40% 40% 6px 6px/20% 20% 6px 6px"></div>
        ${p.lines && p.lines.length ? lab(`position:absolute;left:14%;right:14%;top:40%;display:flex;flex-direction:column;gap:2px;background:${p.band || '#fff'};padding:6px;transform:rotate(-3deg);box-shadow:0 2px 6px #0003`) : ''}
        <div style="position:absolute;left:8%;top:10%;width:16%;height:60%;background:linear-gradient(90deg,#fff0,#fff8,#fff0)"></div></div></div>`;
    case 'carton':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:0;top:0;width:100%;height:18%;background:${p.c2 || '#ddd'};clip-path:polygon(0 100%,50% 10%,100% 100%)"></div>
        <div style="position:absolute;left:0;top:17%;width:100%;height:83%;background:linear-gradient(160deg,${p.c1},${p.c2 || p.c1});border-radius:4px;overflow:hidden">
        ${lab(`position:absolute;left:6%;right:6%;top:6%;bottom:6%;display:flex;flex-direction:column;justify-content:center;gap:4px;background:${p.band || 'transparent'};border-radius:8px;padding:6px`)}</div></div>`;
    case 'cup':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:0;top:0;width:100%;height:12%;background:#e0e0e0;border-radius:10px;box-shadow:inset 0 -4px #bdbdbd"></div>
        <div style="position:absolute;left:4%;top:11%;width:92%;height:89%;background:linear-gradient(90deg,${p.c2 || p.c1},${p.c1} 40%,${p.c2 || p.c1});clip-path:polygon(0 0,100% 0,92% 100%,8% 100%);overflow:hidden">
        ${lab(`position:absolute;left:12%;right:12%;top:8%;bottom:8%;display:flex;flex-direction:column;justify-content:center;gap:3px;background:${p.band || 'transparent'};padding:4px`)}</div></div>`;
    case 'tube':
      return `<div class="pack" style="${pos}">
        <div style="position:absolute;left:30%;top:0;width:40%;height:12%;background:#333;border-radius:8px 8px 0 0"></div>
        <div style="position:absolute;left:0;top:11%;width:100%;height:89%;background:linear-gradient(90deg,${p.c2 || p.c1},${p.c1} 35%,${p.c2 || p.c1});border-radius:26px 26px 10px 10px;overflow:hidden">
        ${lab(`position:absolute;left:8%;right:8%;top:6%;bottom:6%;display:flex;flex-direction:column;justify-content:center;gap:3px;background:${p.band || 'transparent'};padding:4px;border-radius:10px`)}</div></div>`;
    default:
      throw new Error('pack type ' + p.type);
  }
}

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#fff}
#c{position:relative;overflow:hidden;font-family:${F.sans}}
.t{white-space:nowrap;line-height:1.35}
.stk{position:absolute}
.stk svg{width:100%;height:100%;display:block}
.scene{position:absolute;inset:0;overflow:hidden}
.pack{position:absolute}
.abs{position:absolute}
.box{position:relative}
.row{display:flex;align-items:center}
`;

module.exports = { mulberry32, F, esc, L, Ls, STK, sticker, stickers, scene, pack, BASE_CSS };

'use strict';
// HTML/CSS templates for writer i15. Every visible word is inside a `.ln` element (one visual line,
// white-space: nowrap), placed in DOM order = reading order. render.js reads innerText of `.ln`
// elements to build ocr_truth, and fails if any `.ln` overflows its box or the card.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const get = (d, slot) => d.lines.filter((l) => l[0] === slot).map((l) => l[1]);
const L = (d, slot, cls = '') =>
  get(d, slot).map((t, i) => `<div class="ln ${slot} i${i} ${cls}">${esc(t)}</div>`).join('');
const has = (d, slot) => d.lines.some((l) => l[0] === slot);

// Font stacks: Latin face first, a Lao face next (Chromium falls back per glyph).
const FONT = {
  notosans: "'Noto Sans','Noto Sans Lao',sans-serif",
  liberation: "'Liberation Sans','Phetsarath OT',sans-serif",
  serif: "'DejaVu Serif','Noto Serif Lao',serif",
  looped: "'DejaVu Sans','Noto Looped Lao',sans-serif",
  dejavu: "'DejaVu Sans','Noto Sans Lao',sans-serif",
  phetsarath: "'Noto Sans','Phetsarath OT',sans-serif",
};

const PALETTES = [
  { a: '#1f6f8b', b: '#f2a541', bg: '#f4f9fb', ink: '#1d2b33' },
  { a: '#b83b5e', b: '#6a2c70', bg: '#fff4f6', ink: '#2d1b26' },
  { a: '#2e7d32', b: '#f9a825', bg: '#f3faf1', ink: '#1b2a1c' },
  { a: '#5c3c92', b: '#e56b6f', bg: '#f7f3fd', ink: '#241a36' },
  { a: '#c0561b', b: '#2b6777', bg: '#fff8f1', ink: '#2e1d12' },
  { a: '#0d47a1', b: '#00a896', bg: '#f1f6ff', ink: '#0f1c33' },
  { a: '#8d6e63', b: '#26a69a', bg: '#fbf7f2', ink: '#2b211d' },
  { a: '#d81b60', b: '#ffb300', bg: '#fff7fb', ink: '#30121f' },
];

function vars(d, font) {
  const p = Object.assign({}, PALETTES[(d.pal != null ? d.pal : d.n) % PALETTES.length], d.colors || {});
  return `--a:${p.a};--b:${p.b};--bg:${p.bg};--ink:${p.ink};--f:${FONT[d.font || font]}`;
}

// ---------- small drawings (no text) ----------
const babySVG = (size) => `<svg class="baby" width="${size}" height="${size}" viewBox="0 0 100 100">
<circle cx="50" cy="54" r="38" fill="#f6d2b5"/><path d="M28 26 q22 -22 44 0" stroke="#7a5230" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="37" cy="50" r="4.5" fill="#2b2b2b"/><circle cx="63" cy="50" r="4.5" fill="#2b2b2b"/>
<path d="M34 66 q16 16 32 0" stroke="#c0392b" stroke-width="4.5" fill="#e8796f" stroke-linecap="round"/>
<circle cx="26" cy="62" r="6" fill="#f19c9c" opacity=".6"/><circle cx="74" cy="62" r="6" fill="#f19c9c" opacity=".6"/></svg>`;

const motherSVG = (w, h) => `<svg width="${w}" height="${h}" viewBox="0 0 200 160">
<circle cx="80" cy="46" r="26" fill="#f1c7a4"/><path d="M52 40 q28 -44 58 -4 q4 30 -6 48 l-8 -30 z" fill="#3b2a20"/>
<path d="M40 160 q6 -74 44 -86 q40 10 46 86 z" fill="var(--a)" opacity=".85"/>
<circle cx="120" cy="98" r="20" fill="#f6d2b5"/><path d="M96 112 q26 -10 52 6 q-6 30 -40 30 q-20 -10 -12 -36z" fill="#fff" opacity=".9"/>
<path d="M113 100 q7 6 14 0" stroke="#a0522d" stroke-width="2.5" fill="none"/></svg>`;

const personSVG = (s) => `<svg width="${s}" height="${s}" viewBox="0 0 100 100"><rect width="100" height="100" fill="#e9eef2"/>
<circle cx="50" cy="40" r="18" fill="#d9a67e"/><path d="M30 36 q20 -30 40 0 q-2 -22 -20 -22 q-18 0 -20 22z" fill="#2d2018"/>
<path d="M16 100 q4 -36 34 -38 q30 2 34 38z" fill="var(--b)"/></svg>`;

const bowlSVG = (w) => `<svg width="${w}" height="${Math.round(w * 0.55)}" viewBox="0 0 200 110">
<ellipse cx="100" cy="40" rx="90" ry="22" fill="#f3e2c0"/><ellipse cx="100" cy="38" rx="80" ry="16" fill="#f7eccd"/>
<circle cx="70" cy="34" r="6" fill="#f2b134"/><circle cx="120" cy="36" r="5" fill="#e07a2f"/>
<path d="M10 40 q90 110 180 0z" fill="#ffffff" stroke="#cfcfcf" stroke-width="2"/>
<rect x="150" y="0" width="10" height="60" rx="5" transform="rotate(30 155 30)" fill="#b0b0b0"/></svg>`;

const iconSVG = (k, s) => {
  const shapes = [
    '<circle cx="50" cy="38" r="16" fill="#fff"/><path d="M22 82 q28 -40 56 0z" fill="#fff"/>',
    '<path d="M50 80 q-34 -22 -34 -44 q0 -16 16 -16 q12 0 18 12 q6 -12 18 -12 q16 0 16 16 q0 22 -34 44z" fill="#fff"/>',
    '<rect x="26" y="24" width="48" height="56" rx="6" fill="#fff"/><rect x="34" y="36" width="32" height="5" fill="var(--a)"/><rect x="34" y="48" width="32" height="5" fill="var(--a)"/><rect x="34" y="60" width="22" height="5" fill="var(--a)"/>',
    '<circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-width="8"/><path d="M50 34 v18 l12 8" stroke="#fff" stroke-width="7" fill="none"/>',
  ];
  return `<svg width="${s}" height="${s}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="var(--b)"/>${shapes[k % shapes.length]}</svg>`;
};

// ---------- templates ----------
const T = {};

// i15-t001: tips card 800x800
T.t001 = {
  w: 800, h: 800, font: 'notosans',
  css: `.t001{background:var(--bg)}
.t001 .top{height:96px;background:var(--a);color:#fff;padding:20px 44px;position:relative;overflow:hidden}
.t001 .top .dot{position:absolute;right:-40px;top:-60px;width:200px;height:200px;border-radius:50%;background:rgba(255,255,255,.15)}
.t001 .brand{font-size:26px;font-weight:700;position:relative}
.t001 .ttl{padding:34px 44px 14px}
.t001 .title{font-size:35px;font-weight:700;color:var(--a)}
.t001 .tips{padding:12px 44px}
.t001 .tip{font-size:25px;background:#fff;border-left:8px solid var(--b);border-radius:10px;padding:14px 20px;margin:0 0 20px;box-shadow:0 2px 6px rgba(0,0,0,.12)}
.t001 .bot{position:absolute;left:0;right:0;bottom:0;padding:10px 44px 16px;background:var(--b);color:#fff}
.t001 .foot{font-size:21px;font-weight:700}
.t001 .fine{font-size:12px;color:var(--ink);position:absolute;left:44px;bottom:96px}`,
  html: (d) => `<div class="top box"><div class="dot"></div>${L(d, 'brand')}</div>
<div class="ttl box">${L(d, 'title')}</div><div class="tips box">${L(d, 'tip')}</div>
${L(d, 'fine')}<div class="bot box">${L(d, 'foot')}</div>`,
};

// i15-t002: e-book cover 700x1000
T.t002 = {
  w: 700, h: 1000, font: 'serif',
  css: `.t002{background:linear-gradient(160deg,var(--bg) 0%,#fff 55%,var(--bg) 100%)}
.t002 .band{position:absolute;left:0;top:0;width:700px;height:1000px;background:radial-gradient(circle at 85% 62%,var(--b) 0 180px,transparent 181px);opacity:.35}
.t002 .kick{padding:44px 50px 0;position:relative}
.t002 .kicker{display:inline-block;font-size:17px;letter-spacing:1px;background:var(--a);color:#fff;padding:4px 14px;border-radius:4px;font-family:'DejaVu Sans','Noto Sans Lao',sans-serif}
.t002 .ttlbox{padding:30px 50px 0;position:relative}
.t002 .title{font-size:52px;font-weight:700;color:var(--a);line-height:1.35}
.t002 .sub{font-size:21px;margin-top:12px;font-style:italic}
.t002 .art{position:absolute;left:170px;top:470px}
.t002 .pubbox{position:absolute;left:0;right:0;bottom:0;height:170px;background:var(--a);color:#fff;padding:26px 50px}
.t002 .pub{font-size:23px;font-weight:700}
.t002 .pub.i1{font-size:18px;font-weight:400}
.t002 .fine{font-size:13px;margin-top:14px;opacity:.9}`,
  html: (d) => `<div class="band"></div><div class="kick box">${L(d, 'kicker')}</div>
<div class="ttlbox box">${L(d, 'title')}${L(d, 'sub')}</div><div class="art">${motherSVG(360, 288)}</div>
<div class="pubbox box">${L(d, 'pub')}${L(d, 'fine')}</div>`,
};

// i15-t003: e-book inner page 700x1000
T.t003 = {
  w: 700, h: 1000, font: 'serif',
  css: `.t003{background:#fffdf8}
.t003 .hd{padding:28px 56px 10px;border-bottom:1px solid #ccc;margin:0 0 0}
.t003 .head{font-size:14px;color:#777;font-family:'DejaVu Sans','Noto Sans Lao',sans-serif}
.t003 .chapbox{padding:60px 56px 20px}
.t003 .chap{font-size:29px;font-weight:700;color:var(--a)}
.t003 .bodyc{padding:10px 56px}
.t003 .body{font-size:22px;line-height:1.9}
.t003 .side{margin:22px 56px;padding:18px 22px;background:var(--bg);border:2px solid var(--b);border-radius:8px}
.t003 .side .ln{font-size:19px;font-weight:700;line-height:1.6}
.t003 .pf{position:absolute;left:56px;right:56px;bottom:26px;border-top:1px solid #ccc;padding-top:8px;display:flex;justify-content:space-between;align-items:baseline}
.t003 .fine{font-size:12px;color:#666}
.t003 .foot{font-size:15px;color:#444}`,
  html: (d) => `<div class="hd box">${L(d, 'head')}</div><div class="chapbox box">${L(d, 'chap')}</div>
<div class="bodyc box">${L(d, 'body')}</div>${has(d, 'aside') ? `<div class="side box">${L(d, 'aside')}</div>` : ''}
<div class="pf box">${L(d, 'fine')}${L(d, 'foot')}</div>`,
};

// i15-t004: webinar / class banner 1200x628
T.t004 = {
  w: 1200, h: 628, font: 'liberation',
  css: `.t004{background:linear-gradient(120deg,var(--a) 0%,var(--a) 62%,var(--b) 62.2%,var(--b) 100%);color:#fff}
.t004 .left{position:absolute;left:56px;top:44px;width:700px}
.t004 .kicker{display:inline-block;font-size:19px;font-weight:700;background:rgba(255,255,255,.2);padding:5px 16px;border-radius:20px}
.t004 .title{font-size:44px;font-weight:700;margin-top:20px;line-height:1.35}
.t004 .sub{font-size:24px;margin-top:6px;opacity:.95}
.t004 .infos{margin-top:22px}
.t004 .info{font-size:22px;line-height:1.6}
.t004 .cta{display:inline-block;margin-top:22px;font-size:21px;font-weight:700;background:#fff;color:var(--a);padding:9px 22px;border-radius:8px}
.t004 .right{position:absolute;left:800px;top:70px;width:360px;text-align:center}
.t004 .ph{width:220px;height:220px;border-radius:50%;overflow:hidden;margin:0 auto 16px;border:6px solid #fff}
.t004 .speaker{font-size:20px}
.t004 .speaker.i0{font-weight:700;font-size:23px}
.t004 .strip{position:absolute;left:0;right:0;bottom:0;height:58px;background:rgba(0,0,0,.28);padding:13px 56px}
.t004 .foot{font-size:19px}`,
  html: (d) => `<div class="left box">${L(d, 'kicker')}${L(d, 'title')}${L(d, 'sub')}<div class="infos">${L(d, 'info')}</div>${L(d, 'cta')}</div>
<div class="right box"><div class="ph">${personSVG(220)}</div>${L(d, 'speaker')}</div><div class="strip box">${L(d, 'foot')}</div>`,
};

// i15-t005: quiz card 800x1000
T.t005 = {
  w: 800, h: 1000, font: 'looped',
  css: `.t005{background:var(--bg)}
.t005 .hdr{background:var(--a);color:#fff;padding:22px 50px 26px;border-radius:0 0 40px 40px}
.t005 .brand{font-size:19px;opacity:.95}
.t005 .title{font-size:40px;font-weight:700;margin-top:6px}
.t005 .sub{font-size:21px}
.t005 .qs{padding:26px 50px 0}
.t005 .q{font-size:24px;padding:18px 0 18px 56px;position:relative;border-bottom:1px dashed #bbb}
.t005 .q::before{content:"";position:absolute;left:6px;top:50%;margin-top:-15px;width:26px;height:26px;border:3px solid var(--a);border-radius:6px;background:#fff}
.t005 .res{margin:40px 50px 0;background:#fff;border:3px solid var(--b);border-radius:16px;padding:16px 24px}
.t005 .result{font-size:20px;font-weight:700;color:var(--ink)}
.t005 .ft{position:absolute;left:0;right:0;bottom:0;padding:16px 50px;background:var(--b);color:#fff}
.t005 .foot{font-size:18px}`,
  html: (d) => `<div class="hdr box">${L(d, 'brand')}${L(d, 'title')}${L(d, 'sub')}</div><div class="qs box">${L(d, 'q')}</div>
<div class="res box">${L(d, 'result')}</div><div class="ft box">${L(d, 'foot')}</div>`,
};

// i15-t006: feeding chart / table 900x900 (d.cols columns; 'hcell' header row, 'cell' body)
T.t006 = {
  w: 900, h: 900, font: 'phetsarath',
  css: `.t006{background:#fff;border:14px solid var(--a)}
.t006 .brand{font-size:19px;color:var(--a);font-weight:700;padding:22px 40px 0}
.t006 .title{font-size:33px;font-weight:700;padding:4px 40px 10px}
.t006 .grid{display:grid;margin:10px 40px;border:2px solid var(--a);border-radius:10px;overflow:hidden}
.t006 .hcell{background:var(--a);color:#fff;font-weight:700;font-size:21px;padding:14px 14px}
.t006 .cell{font-size:21px;padding:16px 14px;border-top:1px solid #ddd}
.t006 .cell.alt{background:var(--bg)}
.t006 .notes{margin:16px 40px;padding:12px 18px;background:var(--bg);border-left:8px solid var(--b)}
.t006 .note{font-size:20px;font-weight:700}
.t006 .ftb{position:absolute;left:0;right:0;bottom:0;padding:14px 40px;background:var(--b);color:#fff}
.t006 .foot{font-size:19px}
.t006 .fine{font-size:12px;padding:0 40px;color:#555}`,
  html: (d) => {
    const cols = d.cols || 2;
    const widths = d.colw || Array(cols).fill('1fr');
    const cells = get(d, 'cell').map((t, i) => `<div class="ln cell${Math.floor(i / cols) % 2 ? ' alt' : ''}">${esc(t)}</div>`).join('');
    return `${L(d, 'brand')}${L(d, 'title')}<div class="grid" style="grid-template-columns:${widths.join(' ')}">${L(d, 'hcell')}${cells}</div>
${has(d, 'note') ? `<div class="notes box">${L(d, 'note')}</div>` : ''}${L(d, 'fine')}<div class="ftb box">${L(d, 'foot')}</div>`;
  },
};

// i15-t007: growth tracker 900x900 with a line chart; ticks 'xt' (left to right), 'yt' (listed bottom to top, emitted top to bottom)
T.t007 = {
  w: 900, h: 900, font: 'dejavu',
  css: `.t007{background:var(--bg)}
.t007 .brand{font-size:20px;font-weight:700;color:#fff;background:var(--a);padding:14px 44px}
.t007 .title{font-size:32px;font-weight:700;padding:16px 44px 4px;color:var(--a)}
.t007 .chart{position:absolute;left:44px;top:150px;width:812px;height:470px;background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.t007 .ylab{position:absolute;left:12px;top:10px;font-size:16px;font-weight:700}
.t007 .xlab{position:absolute;right:16px;bottom:6px;font-size:16px;font-weight:700}
.t007 .yt,.t007 .xt{position:absolute;font-size:15px;color:#444}
.t007 .notes{position:absolute;left:44px;top:640px;width:812px}
.t007 .note{font-size:21px;line-height:1.6}
.t007 .note.i0{font-weight:700;color:var(--a)}
.t007 .ftb{position:absolute;left:0;right:0;bottom:0;padding:12px 44px;background:var(--b);color:#fff}
.t007 .foot{font-size:18px}
.t007 .fine{font-size:12px;position:absolute;left:44px;bottom:62px;color:#555}`,
  html: (d) => {
    const X0 = 80, X1 = 780, Y0 = 410, Y1 = 60;
    const xt = get(d, 'xt'), yt = get(d, 'yt');
    const xs = xt.map((t, i) => `<div class="ln xt" style="left:${Math.round(X0 + (i * (X1 - X0)) / Math.max(1, xt.length - 1)) - 10}px;top:${Y0 + 8}px">${esc(t)}</div>`).join('');
    const ys = yt.map((t, i) => `<div class="ln yt" style="left:30px;top:${Math.round(Y0 - (i * (Y0 - Y1)) / Math.max(1, yt.length - 1)) - 11}px">${esc(t)}</div>`).reverse().join(''); // DOM top-to-bottom
    const curve = (k, col, w) => {
      const pts = [];
      for (let i = 0; i <= 20; i++) {
        const x = X0 + (i * (X1 - X0)) / 20;
        const y = Y0 - 30 - k * 40 - (Y0 - Y1 - 120) * Math.pow(i / 20, 0.62);
        pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      return `<polyline points="${pts.join(' ')}" fill="none" stroke="${col}" stroke-width="${w}"/>`;
    };
    let grid = '';
    for (let i = 0; i <= 6; i++) grid += `<line x1="${X0}" x2="${X1}" y1="${Y0 - i * 58}" y2="${Y0 - i * 58}" stroke="#e3e3e3"/>`;
    for (let i = 0; i <= 8; i++) grid += `<line y1="${Y1}" y2="${Y0}" x1="${X0 + i * 87.5}" x2="${X0 + i * 87.5}" stroke="#eeeeee"/>`;
    const svg = `<svg width="812" height="470" style="position:absolute;left:0;top:0">${grid}
<line x1="${X0}" y1="${Y0}" x2="${X1}" y2="${Y0}" stroke="#555" stroke-width="2"/><line x1="${X0}" y1="${Y0}" x2="${X0}" y2="${Y1 - 10}" stroke="#555" stroke-width="2"/>
${curve(0, '#d9534f', 2)}${curve(1.5, '#5cb85c', 3)}${curve(3, '#d9534f', 2)}
<circle cx="${X0 + 175}" cy="${Y0 - 170}" r="7" fill="var(--a)"/><circle cx="${X0 + 350}" cy="${Y0 - 214}" r="7" fill="var(--a)"/></svg>`;
    return `${L(d, 'brand')}${L(d, 'title')}<div class="chart box">${svg}${L(d, 'ylab')}${ys}${xs}${L(d, 'xlab')}</div>
<div class="notes box">${L(d, 'note')}</div>${L(d, 'fine')}<div class="ftb box">${L(d, 'foot')}</div>`;
  },
};

// i15-t008: pack front (tin) with back-label panel 900x760
T.t008 = {
  w: 900, h: 760, font: 'notosans',
  css: `.t008{background:radial-gradient(circle at 30% 40%,#ffffff 0,var(--bg) 60%,#dcdcdc 100%)}
.t008 .tin{position:absolute;left:50px;top:80px;width:330px;height:560px;border-radius:24px;background:linear-gradient(90deg,#d9d9d9 0%,#ffffff 22%,#f1f1f1 60%,#bdbdbd 100%);box-shadow:8px 12px 24px rgba(0,0,0,.25)}
.t008 .lid{position:absolute;left:50px;top:56px;width:330px;height:56px;border-radius:50%;background:linear-gradient(#e9e9e9,#9e9e9e)}
.t008 .lbl{position:absolute;left:18px;right:18px;top:60px;bottom:40px;background:var(--a);border-radius:14px;color:#fff;text-align:center;padding:24px 10px}
.t008 .lbl .ln{margin:0 auto}
.t008 .pk{font-size:19px;line-height:1.6}
.t008 .pk.i0{font-size:40px;font-weight:700}
.t008 .pk.i1{font-size:30px;font-weight:700;color:var(--b);background:#fff;border-radius:30px;display:inline-block;padding:0 20px}
.t008 .baby{display:block;margin:10px auto}
.t008 .panel{position:absolute;left:420px;top:110px;width:450px;background:#fff;border:1px solid #bbb;border-radius:6px;padding:20px 22px;box-shadow:2px 4px 10px rgba(0,0,0,.12)}
.t008 .info{font-size:17px;line-height:1.8;color:#222}
.t008 .info.i0{font-weight:700}`,
  html: (d) => {
    const pk = get(d, 'pk');
    const head = pk.slice(0, 2).map((t, i) => `<div><div class="ln pk i${i}">${esc(t)}</div></div>`).join('');
    const rest = pk.slice(2).map((t) => `<div class="ln pk">${esc(t)}</div>`).join('');
    return `<div class="tin"></div><div class="lid"></div>
<div class="lbl box" style="left:68px;right:auto;width:294px;top:140px;height:470px">${head}${d.baby ? babySVG(120) : '<div style="height:22px"></div>'}${rest}</div>
<div class="panel box">${L(d, 'info')}</div>`;
  },
};

// i15-t009: product ad poster 900x1100
T.t009 = {
  w: 900, h: 1100, font: 'liberation',
  css: `.t009{background:linear-gradient(180deg,var(--a) 0,var(--a) 330px,var(--bg) 330px)}
.t009 .top{padding:40px 56px 0;color:#fff}
.t009 .kicker{display:inline-block;font-size:20px;font-weight:700;background:var(--b);padding:6px 18px;border-radius:6px}
.t009 .title{font-size:56px;font-weight:700;margin-top:14px;line-height:1.3}
.t009 .sub{font-size:28px;margin-top:4px}
.t009 .tin{position:absolute;left:90px;top:380px;width:300px;height:420px;border-radius:20px;background:linear-gradient(90deg,#cfcfcf,#fff 25%,#eee 60%,#aaa);box-shadow:10px 14px 24px rgba(0,0,0,.25)}
.t009 .tl{position:absolute;left:108px;top:420px;width:264px;height:340px;background:var(--a);border-radius:12px;color:#fff;text-align:center;padding:40px 8px}
.t009 .pk{font-size:22px}
.t009 .pk.i0{font-size:40px;font-weight:700}
.t009 .pk.i1{font-size:30px;font-weight:700;color:var(--a);background:#fff;border-radius:28px;display:inline-block;padding:0 18px;margin:6px 0}
.t009 .badges{position:absolute;left:470px;top:380px;width:360px}
.t009 .badge{width:300px;height:110px;border-radius:55px;background:#fff;border:5px solid var(--b);color:var(--a);font-size:27px;font-weight:700;text-align:center;line-height:100px;margin:0 0 24px 30px;box-shadow:0 4px 10px rgba(0,0,0,.15)}
.t009 .bottom{position:absolute;left:56px;right:56px;top:850px}
.t009 .price{font-size:36px;font-weight:700;color:var(--a)}
.t009 .cta{font-size:24px;margin-top:6px}
.t009 .fine{position:absolute;left:56px;bottom:22px;font-size:13px;color:#555}`,
  html: (d) => `<div class="top box">${L(d, 'kicker')}${L(d, 'title')}${L(d, 'sub')}</div>
<div class="tin"></div><div class="tl box">${L(d, 'pk')}${d.baby ? babySVG(110) : ''}</div>
<div class="badges box">${L(d, 'badge')}</div><div class="bottom box">${L(d, 'price')}${L(d, 'cta')}</div>${L(d, 'fine')}`,
};

// i15-t010: jar or pouch with text column 900x800
T.t010 = {
  w: 900, h: 800, font: 'looped',
  css: `.t010{background:linear-gradient(135deg,var(--bg) 0%,#fff 70%)}
.t010 .jar{position:absolute;left:60px;top:170px;width:290px;height:400px;border-radius:40px 40px 50px 50px;background:linear-gradient(90deg,rgba(200,160,90,.9),rgba(245,205,130,.95) 35%,rgba(215,150,70,.95));box-shadow:8px 14px 24px rgba(0,0,0,.22)}
.t010 .lidj{position:absolute;left:80px;top:120px;width:250px;height:76px;border-radius:14px;background:linear-gradient(var(--b),#333)}
.t010 .pouch{position:absolute;left:60px;top:150px;width:290px;height:440px;border-radius:30px 30px 60px 60px;background:linear-gradient(90deg,#ddd,#fff 30%,#eee 70%,#cfcfcf);box-shadow:8px 14px 24px rgba(0,0,0,.22)}
.t010 .spout{position:absolute;left:170px;top:92px;width:70px;height:70px;border-radius:12px 12px 0 0;background:var(--b)}
.t010 .jl{position:absolute;left:78px;top:260px;width:254px;background:#fff;border-radius:10px;text-align:center;padding:16px 6px;border:4px solid var(--a)}
.t010 .pk{font-size:19px;color:var(--ink)}
.t010 .pk.i0{font-size:30px;font-weight:700;color:var(--a)}
.t010 .pk.i2{display:inline-block;margin-top:8px;background:var(--a);color:#fff;font-weight:700;border-radius:20px;padding:2px 16px;font-size:20px}
.t010 .txt{position:absolute;left:400px;top:80px;width:460px}
.t010 .title{font-size:29px;font-weight:700;color:var(--a);line-height:1.45}
.t010 .body{font-size:20px;margin-top:8px;line-height:1.7}
.t010 .price{display:inline-block;margin-top:24px;font-size:24px;font-weight:700;background:var(--b);color:#fff;padding:8px 20px;border-radius:10px}
.t010 .foot{font-size:18px;margin-top:22px;color:#333}
.t010 .fine{position:absolute;left:400px;bottom:30px;font-size:12px;color:#555}`,
  html: (d) => `${d.shape === 'pouch' ? '<div class="spout"></div><div class="pouch"></div>' : '<div class="jar"></div><div class="lidj"></div>'}
<div class="jl box">${L(d, 'pk')}</div><div class="txt box">${L(d, 'title')}<div>${L(d, 'body')}</div>${L(d, 'price')}${L(d, 'foot')}</div>${L(d, 'fine')}`,
};

// i15-t011: cereal box with side panel 860x1000
T.t011 = {
  w: 860, h: 1000, font: 'notosans',
  css: `.t011{background:linear-gradient(#eef1f4,#d5dbe0)}
.t011 .front{position:absolute;left:50px;top:90px;width:460px;height:720px;background:linear-gradient(170deg,var(--a),var(--b));border-radius:6px;box-shadow:6px 10px 20px rgba(0,0,0,.25);color:#fff;text-align:center;padding:30px 18px}
.t011 .pk{font-size:22px}
.t011 .pk.i0{font-size:50px;font-weight:700;letter-spacing:1px}
.t011 .pk.i1{font-size:25px;font-weight:700}
.t011 .age{position:absolute;left:330px;top:190px;width:112px;height:112px;border-radius:50%;background:#fff;color:var(--a);font-size:24px;font-weight:700;line-height:112px;text-align:center;box-shadow:0 3px 8px rgba(0,0,0,.2)}
.t011 .claims{position:absolute;left:0;right:0;top:330px;padding:0 26px;text-align:left}
.t011 .claim{font-size:21px;font-weight:700;background:rgba(255,255,255,.93);color:var(--ink);border-radius:8px;padding:5px 12px;margin-bottom:10px;display:block}
.t011 .bowl{position:absolute;left:120px;bottom:26px}
.t011 .side{position:absolute;left:510px;top:110px;width:290px;height:700px;background:linear-gradient(90deg,#e9e4da,#fffdf7);border-radius:0 6px 6px 0;padding:24px 16px;box-shadow:6px 10px 20px rgba(0,0,0,.2)}
.t011 .sd{font-size:15px;line-height:1.75;color:#222}
.t011 .sd.i0{font-weight:700}
.t011 .fine{position:absolute;left:50px;top:850px;font-size:13px;color:#333}`,
  html: (d) => `<div class="front box">${L(d, 'pk')}${L(d, 'age')}<div class="claims box">${L(d, 'claim')}</div><div class="bowl">${bowlSVG(230)}</div></div>
<div class="side box">${L(d, 'sd')}</div>${L(d, 'fine')}`,
};

// i15-t012: shop price list / stock notice 800x1000
T.t012 = {
  w: 800, h: 1000, font: 'phetsarath',
  css: `.t012{background:#fffef9}
.t012 .hdr{background:var(--a);color:#fff;padding:26px 44px 22px}
.t012 .shop{font-size:31px;font-weight:700}
.t012 .sub{font-size:21px;opacity:.95}
.t012 .grid{display:grid;margin:44px 44px 0;border:2px solid #333}
.t012 .hcell{font-size:21px;font-weight:700;padding:13px 14px;background:#eee;border-bottom:2px solid #333}
.t012 .cell{font-size:21px;padding:15px 14px;border-bottom:1px solid #bbb}
.t012 .cell.r{text-align:right}
.t012 .notes{margin:40px 44px 0;padding:14px 18px;border:2px dashed var(--b)}
.t012 .note{font-size:21px;line-height:1.7}
.t012 .ct{position:absolute;left:44px;right:44px;bottom:50px;border-top:3px solid var(--a);padding-top:12px}
.t012 .contact{font-size:20px;font-weight:700}
.t012 .fine{position:absolute;left:44px;bottom:20px;font-size:12px;color:#666}`,
  html: (d) => {
    const cols = d.cols || 2;
    const widths = d.colw || ['2.2fr', '1fr'];
    const cells = get(d, 'cell').map((t, i) => `<div class="ln cell${i % cols === cols - 1 ? ' r' : ''}">${esc(t)}</div>`).join('');
    return `<div class="hdr box">${L(d, 'shop')}${L(d, 'sub')}</div><div class="grid" style="grid-template-columns:${widths.join(' ')}">${L(d, 'hcell')}${cells}</div>
${has(d, 'note') ? `<div class="notes box">${L(d, 'note')}</div>` : ''}<div class="ct box">${L(d, 'contact')}</div>${L(d, 'fine')}`;
  },
};

// i15-t013: event / training flyer 800x1100
T.t013 = {
  w: 800, h: 1100, font: 'dejavu',
  css: `.t013{background:#fff}
.t013 .orgb{padding:26px 50px 18px;border-bottom:6px solid var(--b)}
.t013 .org{font-size:19px;font-weight:700;color:var(--a)}
.t013 .tb{padding:70px 50px 20px}
.t013 .title{font-size:38px;font-weight:700;line-height:1.4;color:var(--ink)}
.t013 .sub{font-size:21px;color:#444;margin-top:10px}
.t013 .infos{margin:40px 50px;padding:24px 28px;background:var(--bg);border-radius:12px}
.t013 .info{font-size:22px;line-height:1.9;padding-left:26px;position:relative}
.t013 .info::before{content:"";position:absolute;left:0;top:50%;margin-top:-6px;width:12px;height:12px;border-radius:50%;background:var(--a)}
.t013 .ag{margin:30px 50px;border-left:5px solid var(--a);padding:8px 24px}
.t013 .agenda{font-size:22px;line-height:2}
.t013 .sp{position:absolute;left:0;right:0;bottom:56px;background:var(--a);color:#fff;padding:20px 50px;text-align:center}
.t013 .sponsor{font-size:23px;font-weight:700}
.t013 .fine{position:absolute;left:50px;bottom:20px;font-size:13px;color:#555}`,
  html: (d) => `<div class="orgb box">${L(d, 'org')}</div><div class="tb box">${L(d, 'title')}${L(d, 'sub')}</div>
<div class="infos box">${L(d, 'info')}</div><div class="ag box">${L(d, 'agenda')}</div><div class="sp box">${L(d, 'sponsor')}</div>${L(d, 'fine')}`,
};

// i15-t014: social-media post 900x1000 (d.pic: 'tin' | 'jar' | 'bag' | 'news' | 'plain')
T.t014 = {
  w: 900, h: 1000, font: 'notosans',
  css: `.t014{background:#f0f2f5}
.t014 .pcard{position:absolute;left:30px;top:30px;width:840px;height:940px;background:#fff;border-radius:14px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.t014 .av{position:absolute;left:24px;top:22px;width:64px;height:64px;border-radius:50%;background:linear-gradient(135deg,var(--a),var(--b))}
.t014 .who{position:absolute;left:104px;top:20px;width:700px}
.t014 .name{font-size:22px;font-weight:700}
.t014 .meta{font-size:15px;color:#65676b}
.t014 .txt{position:absolute;left:24px;top:104px;width:792px}
.t014 .ptxt{font-size:21px;line-height:1.6}
.t014 .img{position:absolute;left:0;top:250px;width:840px;height:400px;background:linear-gradient(135deg,var(--a),var(--b));color:#fff;text-align:center;overflow:hidden}
.t014 .imgt{position:absolute;left:30px;top:70px;width:480px;text-align:left}
.t014 .im{font-size:40px;font-weight:700;line-height:1.4;text-shadow:0 2px 4px rgba(0,0,0,.3)}
.t014 .im.i1{font-size:28px}
.t014 .obj{position:absolute;right:70px;top:60px}
.t014 .rx{position:absolute;left:24px;top:668px;width:792px;border-bottom:1px solid #ddd;padding-bottom:10px}
.t014 .react{font-size:16px;color:#65676b}
.t014 .cm{position:absolute;left:24px;top:720px;width:792px}
.t014 .comment{font-size:18px;background:#f0f2f5;border-radius:16px;padding:8px 16px;margin-bottom:10px;display:inline-block}`,
  html: (d) => {
    const obj = {
      tin: `<div style="width:190px;height:270px;border-radius:18px;background:linear-gradient(90deg,#ccc,#fff 30%,#ddd 70%,#aaa);box-shadow:6px 10px 18px rgba(0,0,0,.3)"><div style="margin:40px 18px;height:170px;border-radius:10px;background:#fff;opacity:.85"></div></div>`,
      jar: `<div style="width:200px;height:250px;border-radius:30px;background:linear-gradient(90deg,#d8a860,#f5d490 40%,#c98a40)"></div>`,
      bag: `<div style="width:210px;height:270px;border-radius:10px 10px 30px 30px;background:linear-gradient(90deg,#f7f7f7,#fff 40%,#e6e6e6);box-shadow:6px 10px 18px rgba(0,0,0,.3)"></div>`,
      news: `<div style="width:240px;height:260px;background:#fff;border-radius:6px;padding:20px"><div style="height:18px;background:#bbb;margin:10px 0"></div><div style="height:18px;background:#ddd;margin:10px 0"></div><div style="height:18px;background:#ddd;margin:10px 0"></div><div style="height:80px;background:#e5e5e5;margin:16px 0"></div></div>`,
      baby: babySVG(240),
      plain: `<div style="width:220px;height:220px;border-radius:50%;background:rgba(255,255,255,.25)"></div>`,
    }[d.pic || 'plain'];
    return `<div class="pcard"><div class="av"></div><div class="who box">${L(d, 'name')}${L(d, 'meta')}</div>
<div class="txt box">${get(d, 'post').map((t) => `<div class="ln post ptxt">${esc(t)}</div>`).join('')}</div>
<div class="img box"><div class="obj">${obj}</div><div class="imgt box">${L(d, 'im')}</div></div>
<div class="rx box">${L(d, 'react')}</div><div class="cm box">${get(d, 'comment').map((t) => `<div>${`<div class="ln comment">${esc(t)}</div>`}</div>`).join('')}</div></div>`;
  },
};

// i15-t015: official poster / infographic 800x1100
T.t015 = {
  w: 800, h: 1100, font: 'notosans',
  css: `.t015{background:#fff}
.t015 .hdr{background:var(--a);color:#fff;padding:22px 40px 22px 130px;position:relative;height:110px}
.t015 .emb{position:absolute;left:36px;top:15px;width:80px;height:80px;border-radius:50%;background:#fff;border:5px solid var(--b)}
.t015 .org{font-size:20px;font-weight:700;line-height:1.6}
.t015 .tb{padding:70px 50px 0;text-align:center}
.t015 .title{font-size:46px;font-weight:700;color:var(--a);line-height:1.4}
.t015 .sub{font-size:26px;color:var(--b);font-weight:700}
.t015 .icons{display:flex;justify-content:space-between;padding:60px 50px 0}
.t015 .ic{width:210px;text-align:center}
.t015 .icon{font-size:20px;font-weight:700;margin-top:14px}
.t015 .bd{margin:60px 50px 0;padding:26px 30px;background:var(--bg);border-radius:14px}
.t015 .body{font-size:23px;line-height:1.8}
.t015 .lg{position:absolute;left:0;right:0;bottom:0;padding:18px 40px 34px;background:#f2f2f2;border-top:4px solid var(--a);text-align:center}
.t015 .logos{font-size:18px;font-weight:700;color:#333}
.t015 .fine{position:absolute;left:40px;bottom:8px;font-size:12px;color:#666}`,
  html: (d) => `<div class="hdr box"><div class="emb"></div>${L(d, 'org')}</div><div class="tb box">${L(d, 'title')}${L(d, 'sub')}</div>
<div class="icons">${get(d, 'icon').map((t, i) => `<div class="ic box">${iconSVG(i + (d.n || 0), 150)}<div class="ln icon">${esc(t)}</div></div>`).join('')}</div>
<div class="bd box">${L(d, 'body')}</div><div class="lg box">${L(d, 'logos')}${L(d, 'fine')}</div>`,
};

const BASE_CSS = `*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#fff}
.card{position:relative;overflow:hidden;color:var(--ink);font-family:var(--f)}
.ln{white-space:nowrap;line-height:1.5}`;

function build(d) {
  const t = T[d.t];
  if (!t) throw new Error(`unknown template ${d.t} for design ${d.n}`);
  const body = t.html(d);
  return {
    w: t.w,
    h: t.h,
    css: BASE_CSS + '\n' + t.css,
    card: `<div id="card" class="card ${d.t} box" style="width:${t.w}px;height:${t.h}px;${vars(d, t.font)}">${body}</div>`,
  };
}

module.exports = { build, TEMPLATES: Object.keys(T) };

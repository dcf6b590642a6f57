// Small helpers shared by the templates: text elements, seeded randomness,
// busy backgrounds, CSS-drawn packs and a CSS-drawn baby face.
'use strict';

function rng(seed) {
  let a = (seed * 2654435761) >>> 0;
  const f = () => {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  return f;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Every drawn text line is one element with class "t" (white-space: nowrap), so the
// renderer can read the OCR truth back from the DOM in document order and check it.
const t = (text, style = '', cls = '') => `<div class="t ${cls}" style="${style}">${esc(text)}</div>`;
const ts = (text, style = '', cls = '') => `<span class="t ${cls}" style="display:inline-block;${style}">${esc(text)}</span>`;

// font stacks: a Latin face first, then a Lao face, then fallbacks
const LAO = ['Noto Sans Lao', 'Phetsarath OT', 'Noto Serif Lao', 'Noto Looped Lao'];
const LAT = ['Noto Sans', 'DejaVu Sans', 'Liberation Sans', 'Noto Serif', 'DejaVu Serif', 'Liberation Serif',
  'Liberation Sans Narrow', 'Noto Sans Display', 'DejaVu Sans Condensed', 'Noto Serif Display'];
const fs = (lat, lao) => `'${lat}','${lao}','Noto Sans Lao','DejaVu Sans',sans-serif`;

const svgNoise = (freq = 0.8, op = 0.5, oct = 3) =>
  `url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='260' height='260'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='${freq}' numOctaves='${oct}' stitchTiles='stitch'/><feColorMatrix type='saturate' values='0.6'/></filter><rect width='100%' height='100%' filter='url(%23n)' opacity='${op}'/></svg>")`;

// A busy background: random radial blobs, stripes, conic sectors and noise.
function busyBg(R, pal) {
  const layers = [svgNoise(0.6 + R() * 0.5, 0.35 + R() * 0.3)];
  const n = R.int(5, 9);
  for (let i = 0; i < n; i++) {
    const c = R.pick(pal);
    layers.push(`radial-gradient(circle at ${R.int(0, 100)}% ${R.int(0, 100)}%, ${c} 0, ${c} ${R.int(4, 14)}%, transparent ${R.int(16, 32)}%)`);
  }
  const a = R.int(0, 180);
  layers.push(`repeating-linear-gradient(${a}deg, rgba(255,255,255,.18) 0 ${R.int(6, 14)}px, rgba(0,0,0,.10) 0 ${R.int(18, 34)}px)`);
  layers.push(`repeating-conic-gradient(from ${R.int(0, 90)}deg at ${R.int(20, 80)}% ${R.int(20, 80)}%, ${R.pick(pal)} 0 ${R.int(8, 20)}deg, ${R.pick(pal)} 0 ${R.int(24, 40)}deg)`);
  return layers.join(',');
}

function babyFace(size = 90) {
  const s = size;
  return `<div style="position:relative;width:${s}px;height:${s}px;border-radius:50%;background:radial-gradient(circle at 40% 35%,#ffe3cc,#f4b892);box-shadow:0 0 0 ${s * 0.04}px #fff;flex:none">
  <div style="position:absolute;left:${s * 0.28}px;top:${s * 0.38}px;width:${s * 0.1}px;height:${s * 0.12}px;border-radius:50%;background:#3a2a20"></div>
  <div style="position:absolute;right:${s * 0.28}px;top:${s * 0.38}px;width:${s * 0.1}px;height:${s * 0.12}px;border-radius:50%;background:#3a2a20"></div>
  <div style="position:absolute;left:${s * 0.15}px;top:${s * 0.56}px;width:${s * 0.16}px;height:${s * 0.1}px;border-radius:50%;background:#f59a90;opacity:.7"></div>
  <div style="position:absolute;right:${s * 0.15}px;top:${s * 0.56}px;width:${s * 0.16}px;height:${s * 0.1}px;border-radius:50%;background:#f59a90;opacity:.7"></div>
  <div style="position:absolute;left:${s * 0.36}px;top:${s * 0.58}px;width:${s * 0.28}px;height:${s * 0.16}px;border-bottom:${Math.max(2, s * 0.04)}px solid #b5523f;border-radius:0 0 50% 50%"></div>
  <div style="position:absolute;left:${s * 0.42}px;top:-${s * 0.04}px;width:${s * 0.16}px;height:${s * 0.16}px;border-radius:50% 50% 0 50%;border:${Math.max(2, s * 0.03)}px solid #6b4a33;border-bottom:none;border-right:none;transform:rotate(45deg)"></div>
</div>`;
}

// label lines: {x:text, s:size, c:color, w:weight, f:font, bg, st:extra style}
const lbl = (l, font) => t(l.x, `font-family:${l.f || font};font-size:${l.s || 18}px;color:${l.c || '#222'};font-weight:${l.w || 400};line-height:1.25;${l.bg ? `background:${l.bg};padding:2px 10px;border-radius:6px;` : ''}${l.st || ''}`);

// CSS-drawn packs. p = {kind, w, h, c1, c2, lines, baby, font, mid (html inserted after line index midAt)}
function pack(p) {
  const { w, h, c1 = '#f2d16b', c2 = '#ffffff', font } = p;
  const inner = (p.lines || []).map((l, i) => (p.baby && i === (p.babyAt ?? 1) ? babyFace(p.babySize || w * 0.34) : '') + lbl(l, font)).join('')
    + (p.baby && (p.babyAt ?? 1) >= (p.lines || []).length ? babyFace(p.babySize || w * 0.34) : '');
  const col = `display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${p.gap ?? 4}px;text-align:center`;
  if (p.kind === 'can') {
    const e = w * 0.2;
    return `<div class="pk" style="position:relative;width:${w}px;height:${h}px;flex:none">
      <div style="position:absolute;left:0;right:0;bottom:0;height:${e}px;border-radius:50%;background:${c1};filter:brightness(.7)"></div>
      <div style="position:absolute;left:0;right:0;top:${e / 2}px;bottom:${e / 2}px;background:linear-gradient(90deg,rgba(0,0,0,.35),rgba(255,255,255,.25) 30%,rgba(255,255,255,0) 55%,rgba(0,0,0,.3)),${c1}"></div>
      <div style="position:absolute;left:0;right:0;top:0;height:${e}px;border-radius:50%;background:radial-gradient(ellipse at 50% 40%,#fafafa,#b9b9b9 70%,#8d8d8d);box-shadow:inset 0 -3px 0 rgba(0,0,0,.25)"></div>
      <div style="position:absolute;left:5%;right:5%;top:${e * 1.05}px;bottom:${e * 0.75}px;background:${c2};border-radius:8px;${col};padding:6px">${inner}</div>
    </div>`;
  }
  if (p.kind === 'box') {
    const d = w * 0.16;
    return `<div class="pk" style="position:relative;width:${w + d}px;height:${h + d}px;flex:none">
      <div style="position:absolute;left:0;top:0;width:${w + d}px;height:${d}px;background:${c1};filter:brightness(1.3);clip-path:polygon(${d}px 0,${w + d}px 0,${w}px ${d}px,0 ${d}px)"></div>
      <div style="position:absolute;left:${w}px;top:0;width:${d}px;height:${h + d}px;background:${c1};filter:brightness(.65);clip-path:polygon(0 ${d}px,${d}px 0,${d}px ${h}px,0 ${h + d}px)"></div>
      <div style="position:absolute;left:0;top:${d}px;width:${w}px;height:${h}px;background:linear-gradient(160deg,rgba(255,255,255,.3),rgba(255,255,255,0) 40%),${c1};${col};padding:10px">
        <div style="background:${c2};border-radius:10px;padding:10px 8px;width:100%;${col}">${inner}</div></div>
    </div>`;
  }
  if (p.kind === 'pouch') {
    return `<div class="pk" style="position:relative;width:${w}px;height:${h}px;flex:none;border-radius:14px 14px 22% 22% / 14px 14px 8% 8%;background:linear-gradient(90deg,rgba(0,0,0,.18),rgba(255,255,255,.3) 35%,rgba(0,0,0,.12)),${c1};box-shadow:0 10px 24px rgba(0,0,0,.25)">
      <div style="position:absolute;left:6%;right:6%;top:${h * 0.06}px;height:4px;background:rgba(0,0,0,.25);border-radius:2px"></div>
      <div style="position:absolute;left:8%;right:8%;top:${h * 0.12}px;bottom:${h * 0.08}px;background:${c2};border-radius:12px;${col};padding:8px">${inner}</div>
    </div>`;
  }
  if (p.kind === 'bag') { // clear plastic bag of powder, knotted, with a sticker
    return `<div class="pk" style="position:relative;width:${w}px;height:${h}px;flex:none">
      <div style="position:absolute;left:${w * 0.38}px;top:0;width:${w * 0.24}px;height:${h * 0.2}px;background:linear-gradient(90deg,rgba(220,230,240,.7),rgba(255,255,255,.9),rgba(200,210,220,.7));clip-path:polygon(20% 0,80% 0,100% 100%,0 100%)"></div>
      <div style="position:absolute;left:0;right:0;top:${h * 0.18}px;bottom:0;border-radius:30px 30px 18px 18px;background:linear-gradient(180deg,rgba(235,240,245,.6),rgba(250,246,232,1) 25%,#f3ecd6 80%),#f7f0dc;box-shadow:inset 8px 0 18px rgba(255,255,255,.9),inset -10px 0 18px rgba(150,150,150,.35),0 8px 20px rgba(0,0,0,.2)"></div>
      <div style="position:absolute;left:12%;right:12%;top:${h * 0.42}px;background:${c2};border:2px dashed #999;padding:8px;${col};transform:rotate(-3deg)">${inner}</div>
    </div>`;
  }
  if (p.kind === 'jar') {
    return `<div class="pk" style="position:relative;width:${w}px;height:${h}px;flex:none">
      <div style="position:absolute;left:8%;right:8%;top:0;height:${h * 0.16}px;background:linear-gradient(90deg,#777,#ddd 40%,#888);border-radius:10px"></div>
      <div style="position:absolute;left:0;right:0;top:${h * 0.14}px;bottom:0;border-radius:26px;background:linear-gradient(90deg,rgba(0,0,0,.25),rgba(255,255,255,.35) 30%,rgba(0,0,0,.15)),${c1}"></div>
      <div style="position:absolute;left:6%;right:6%;top:${h * 0.26}px;bottom:${h * 0.1}px;background:${c2};border-radius:10px;${col};padding:6px">${inner}</div>
    </div>`;
  }
  if (p.kind === 'bottle') { // feeding bottle
    return `<div class="pk" style="position:relative;width:${w}px;height:${h}px;flex:none">
      <div style="position:absolute;left:${w * 0.36}px;top:0;width:${w * 0.28}px;height:${h * 0.16}px;background:radial-gradient(ellipse at 50% 30%,#f6d9b5,#e0b283);border-radius:50% 50% 12% 12%"></div>
      <div style="position:absolute;left:${w * 0.16}px;top:${h * 0.14}px;width:${w * 0.68}px;height:${h * 0.1}px;background:${c1};border-radius:8px"></div>
      <div style="position:absolute;left:${w * 0.1}px;top:${h * 0.23}px;width:${w * 0.8}px;bottom:0;border-radius:18px 18px 28px 28px;background:linear-gradient(90deg,rgba(200,220,240,.7),rgba(255,255,255,.95) 35%,rgba(190,210,230,.7)),#eef6ff;box-shadow:0 6px 16px rgba(0,0,0,.2)"></div>
      <div style="position:absolute;left:${w * 0.1}px;width:${w * 0.8}px;bottom:0;height:${h * 0.45}px;border-radius:0 0 28px 28px;background:rgba(255,250,235,.95)"></div>
      <div style="position:absolute;left:${w * 0.14}px;width:${w * 0.72}px;top:${h * 0.32}px;${col};padding:4px">${inner}</div>
    </div>`;
  }
  throw new Error('pack kind ' + p.kind);
}

module.exports = { rng, esc, t, ts, LAO, LAT, fs, svgNoise, busyBg, babyFace, pack, lbl };

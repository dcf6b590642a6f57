'use strict';
// Helpers shared by the layouts: text recorder, fonts, backgrounds, CSS-drawn objects.

const F = {
  sans: "'Noto Sans','Noto Sans Lao',sans-serif",
  lao: "'Noto Sans Lao','Noto Sans',sans-serif",
  serif: "'Noto Serif','Noto Serif Lao',serif",
  laoserif: "'Noto Serif Lao','Noto Serif',serif",
  phet: "'Phetsarath OT','Noto Sans Lao',sans-serif",
  looped: "'Noto Looped Lao','Noto Sans Lao','Noto Sans',sans-serif",
  lib: "'Liberation Sans','Noto Sans Lao',sans-serif",
  libserif: "'Liberation Serif','Noto Serif Lao',serif",
  dejavu: "'DejaVu Sans','Noto Sans Lao',sans-serif",
  cond: "'DejaVu Sans Condensed','Liberation Sans Narrow','Noto Sans Lao',sans-serif",
  narrow: "'Liberation Sans Narrow','Noto Sans Lao',sans-serif",
  mono: "'DejaVu Sans Mono','Noto Sans Lao',monospace",
};

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// A context records every visible text line in the order the layout emits it.
function makeCtx(seed) {
  const lines = [];
  const rng = mulberry32(seed * 7919 + 13);
  const ctx = {
    lines, rng, F,
    // one visible line of text
    T(text, style = '', cls = '') {
      const s = String(text).normalize('NFC');
      lines.push(s);
      return `<div class="t ${cls}" style="${style}">${esc(s)}</div>`;
    },
    // inline (span) version, for a line inside a flex row
    S(text, style = '', cls = '') {
      const s = String(text).normalize('NFC');
      lines.push(s);
      return `<span class="t ${cls}" style="${style}">${esc(s)}</span>`;
    },
    // a table row read as one line: cells joined by one space
    R(cells, style = '', cellStyles = []) {
      const s = cells.map((c) => String(c).normalize('NFC')).join(' ');
      lines.push(s);
      return `<div class="t row" style="display:flex;${style}">${cells
        .map((c, i) => `<span style="${cellStyles[i] || 'flex:1'}">${esc(String(c).normalize('NFC'))}</span>`)
        .join('')}</div>`;
    },
    // several spans laid out on one visual row: one line, parts joined by one space
    J(parts) {
      const ps = parts.map(([t, st, wrap]) => [String(t).normalize('NFC'), st || '', wrap]);
      lines.push(ps.map((p) => p[0]).join(' '));
      return ps.map(([t, st, wrap]) => { const span = `<span class="t" style="${st}">${esc(t)}</span>`; return wrap ? wrap.replace('%%', span) : span; }).join('');
    },
    many(arr, style = '', cls = '') { return (arr || []).map((l) => ctx.T(l, style, cls)).join(''); },
    pick(arr) { return arr[Math.floor(rng() * arr.length)]; },
  };
  return ctx;
}

// ---------- backgrounds ----------
function bg(name, c, rng) {
  const r = rng || Math.random;
  switch (name) {
    case 'pink': return 'linear-gradient(135deg,#ffe3ec 0%,#ffb3c8 55%,#ff8fab 100%)';
    case 'blue': return 'linear-gradient(160deg,#e3f2ff 0%,#9fd0ff 60%,#5aa9f0 100%)';
    case 'gold': return 'linear-gradient(135deg,#fff6d6 0%,#ffd66b 50%,#f0a500 100%)';
    case 'green': return 'linear-gradient(135deg,#e8f8e0 0%,#a8e08a 60%,#5cb85c 100%)';
    case 'purple': return 'linear-gradient(135deg,#f1e6ff 0%,#c9a7ff 60%,#8e5cd9 100%)';
    case 'red': return 'linear-gradient(135deg,#ff5f5f 0%,#d90429 100%)';
    case 'navy': return 'linear-gradient(160deg,#14213d 0%,#23395d 100%)';
    case 'teal': return 'linear-gradient(160deg,#e0fbf7 0%,#7fdcd0 100%)';
    case 'dots': return `radial-gradient(circle, rgba(255,255,255,.45) 2px, transparent 3px) 0 0/18px 18px, ${c || '#ff9eb5'}`;
    case 'dots-dark': return `radial-gradient(circle, rgba(0,0,0,.08) 2px, transparent 3px) 0 0/16px 16px, ${c || '#fff7e6'}`;
    case 'stripes': return `repeating-linear-gradient(45deg, ${c || '#ffe08a'} 0 14px, #fff3c4 14px 28px)`;
    case 'checks': return `repeating-conic-gradient(${c || '#e8f1ff'} 0 25%, #ffffff 0 50%) 0 0/40px 40px`;
    case 'paper': return 'repeating-linear-gradient(0deg,#fbf8ef 0 27px,#e6e0cf 27px 28px),#fbf8ef';
    case 'plain': return c || '#ffffff';
    case 'wood': return 'repeating-linear-gradient(92deg,#8b5a2b 0 7px,#9c6a36 7px 15px,#7a4d22 15px 19px,#a47240 19px 31px)';
    case 'table': return 'repeating-linear-gradient(88deg,#d9c3a0 0 9px,#cfb48c 9px 14px,#e0cbab 14px 26px)';
    case 'chalk': return 'radial-gradient(ellipse at 30% 20%,rgba(255,255,255,.08),transparent 60%),radial-gradient(ellipse at 80% 80%,rgba(255,255,255,.06),transparent 50%),#1f3b2c';
    case 'cork': return 'radial-gradient(circle,#b07a45 1px,transparent 2px) 0 0/7px 7px,radial-gradient(circle,#8d5a2b 1px,transparent 2px) 3px 4px/9px 9px,#c4915c';
    case 'wall': return 'linear-gradient(180deg,#efe9dc,#d8d0be)';
    case 'busy': {
      // photo-like bokeh / cluttered room
      const parts = [];
      const cols = c || ['#f7c59f', '#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#a8dadc', '#ffb4a2', '#6d597a'];
      for (let i = 0; i < 16; i++) {
        const x = Math.round(r() * 100), y = Math.round(r() * 100), s = Math.round(20 + r() * 160);
        const col = cols[Math.floor(r() * cols.length)];
        parts.push(`radial-gradient(circle ${s}px at ${x}% ${y}%, ${col}cc, ${col}00)`);
      }
      parts.push('linear-gradient(180deg,#8d99ae,#4a4e69)');
      return parts.join(',');
    }
    default: return name;
  }
}

// ---------- CSS-drawn objects ----------
// can: {w,h,col,col2,brand,stage,age,top:[],claims:[],weight,face,lao,txt}
function can(ctx, o) {
  const w = o.w || 180, h = o.h || 240, col = o.col || '#f4c542', col2 = o.col2 || '#ffffff', txt = o.txt || '#222';
  const f = o.font || F.lao;
  const shade = `linear-gradient(90deg, rgba(0,0,0,.35) 0%, rgba(255,255,255,.25) 22%, rgba(255,255,255,.05) 45%, rgba(0,0,0,.08) 75%, rgba(0,0,0,.4) 100%)`;
  let inner = '';
  if (o.brand) inner += ctx.T(o.brand, `font:700 ${o.brandSize || Math.round(w / 7)}px ${o.brandFont || f};color:${o.brandCol || txt};letter-spacing:.5px`);
  (o.top || []).forEach((l) => { inner += ctx.T(l, `font:600 ${Math.round(w / 14)}px ${f};color:${txt}`); });
  if (o.stage && String(o.stage).length > 2) inner += `<div style="padding:0 14px;border-radius:30px;background:${o.stageBg || '#fff'};margin:4px auto;box-shadow:0 1px 3px rgba(0,0,0,.3)">${ctx.T(o.stage, `font:800 ${Math.round(w / 8)}px/1.5 ${f};color:${o.stageCol || col}`)}</div>`;
  else if (o.stage) inner += `<div style="width:${Math.round(w / 3.2)}px;height:${Math.round(w / 3.2)}px;border-radius:50%;background:${o.stageBg || '#fff'};display:flex;align-items:center;justify-content:center;margin:4px auto;box-shadow:0 1px 3px rgba(0,0,0,.3)">${ctx.T(o.stage, `font:800 ${Math.round(w / 5)}px ${F.sans};color:${o.stageCol || col}`)}</div>`;
  if (o.face) inner += babyFace(Math.round(w / 3));
  if (o.age) inner += ctx.T(o.age, `font:700 ${Math.round(w / 12)}px ${f};color:${txt};background:rgba(255,255,255,.75);padding:0 6px;border-radius:6px;margin:2px auto`);
  (o.claims || []).forEach((l) => { inner += ctx.T(l, `font:600 ${o.claimSize || Math.round(w / 15)}px ${f};color:${o.claimCol || txt}`); });
  if (o.weight) inner += ctx.T(o.weight, `font:400 ${Math.round(w / 17)}px ${f};color:${txt};margin-top:3px`);
  return `<div class="can" style="position:relative;width:${w}px;height:${h + 24}px;flex:none">
    <div style="position:absolute;left:0;top:0;width:${w}px;height:26px;border-radius:50%;background:linear-gradient(90deg,#777,#eee 30%,#bbb 60%,#666);z-index:2"></div>
    <div class="clip" style="position:absolute;left:0;top:13px;width:${w}px;height:${h}px;border-radius:0 0 ${w / 2}px ${w / 2}px / 0 0 14px 14px;background:${shade},linear-gradient(180deg,${col} 0 24%,${col2} 24% 90%,${col} 90%);overflow:hidden;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:18px 6px 8px">${inner}</div></div>`;
}

function box(ctx, o) {
  const w = o.w || 200, h = o.h || 260, col = o.col || '#7cc6fe', txt = o.txt || '#1b1b1b', f = o.font || F.lao;
  let inner = '';
  if (o.brand) inner += ctx.T(o.brand, `font:800 ${o.brandSize || Math.round(w / 8)}px ${o.brandFont || f};color:${o.brandCol || txt}`);
  (o.top || []).forEach((l) => { inner += ctx.T(l, `font:700 ${o.topSize || Math.round(w / 13)}px ${f};color:${txt}`); });
  if (o.stage) inner += `<div style="display:inline-block;margin:6px auto;padding:2px 14px;border-radius:10px;background:${o.stageBg || '#fff'}">${ctx.T(o.stage, `font:800 ${Math.round(w / 7)}px ${F.sans};color:${o.stageCol || col}`)}</div>`;
  if (o.bowl) inner += bowl(Math.round(w / 2.6));
  if (o.face) inner += babyFace(Math.round(w / 3.2));
  if (o.age) inner += ctx.T(o.age, `font:700 ${Math.round(w / 13)}px ${f};color:${o.ageCol || '#fff'};background:${o.ageBg || '#e63946'};padding:1px 8px;border-radius:8px;margin:4px auto`);
  (o.claims || []).forEach((l) => { inner += ctx.T(l, `font:600 ${o.claimSize || Math.round(w / 16)}px ${f};color:${txt}`); });
  if (o.weight) inner += ctx.T(o.weight, `font:400 ${Math.round(w / 18)}px ${f};color:${txt};margin-top:4px`);
  return `<div style="position:relative;width:${w + 26}px;height:${h + 16}px;flex:none">
   <div style="position:absolute;left:${w}px;top:8px;width:26px;height:${h}px;background:${o.side || col};filter:brightness(.7);transform:skewY(-30deg);transform-origin:left top"></div>
   <div style="position:absolute;left:0;top:8px;width:${w}px;height:${h}px;background:linear-gradient(180deg,${col} 0 22%,${o.col2 || '#fff'} 22% 88%,${col} 88%);box-shadow:2px 4px 10px rgba(0,0,0,.3);display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:8px;overflow:hidden" class="clip">${inner}</div></div>`;
}

function pouch(ctx, o) {
  const w = o.w || 200, h = o.h || 280, col = o.col || '#ffb703', txt = o.txt || '#222', f = o.font || F.sans;
  let inner = '';
  if (o.brand) inner += ctx.T(o.brand, `font:800 ${o.brandSize || Math.round(w / 7)}px ${o.brandFont || f};color:${o.brandCol || txt}`);
  (o.top || []).forEach((l) => { inner += ctx.T(l, `font:700 ${o.topSize || Math.round(w / 13)}px ${f};color:${txt}`); });
  if (o.fruit) inner += fruit(Math.round(w / 3));
  if (o.age) inner += ctx.T(o.age, `font:800 ${Math.round(w / 10)}px ${f};color:#fff;background:${o.ageBg || '#2a9d8f'};padding:0 10px;border-radius:20px;margin:4px auto`);
  (o.claims || []).forEach((l) => { inner += ctx.T(l, `font:600 ${o.claimSize || Math.round(w / 16)}px ${f};color:${txt}`); });
  if (o.weight) inner += ctx.T(o.weight, `font:400 ${Math.round(w / 18)}px ${f};color:${txt};margin-top:4px`);
  return `<div style="position:relative;width:${w}px;height:${h + 40}px;flex:none">
   <div style="position:absolute;left:${w / 2 - 18}px;top:0;width:36px;height:30px;border-radius:6px 6px 2px 2px;background:linear-gradient(90deg,#c1121f,#ff6b6b,#c1121f)"></div>
   <div class="clip" style="position:absolute;left:0;top:26px;width:${w}px;height:${h}px;border-radius:${w / 3}px ${w / 3}px 14px 14px / 60px 60px 14px 14px;background:linear-gradient(90deg,rgba(0,0,0,.15),rgba(255,255,255,.3) 30%,rgba(0,0,0,.1)),${col};display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:30px 8px 10px;overflow:hidden">${inner}</div></div>`;
}

function bottle(h = 220, col = '#9ad1ff') {
  const w = Math.round(h * 0.36);
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
   <div style="position:absolute;left:${w * 0.32}px;top:0;width:${w * 0.36}px;height:${h * 0.16}px;border-radius:50% 50% 10% 10%;background:#f5d6a8"></div>
   <div style="position:absolute;left:${w * 0.12}px;top:${h * 0.14}px;width:${w * 0.76}px;height:${h * 0.1}px;border-radius:4px;background:${col}"></div>
   <div style="position:absolute;left:0;top:${h * 0.23}px;width:${w}px;height:${h * 0.77}px;border-radius:${w * 0.3}px;background:linear-gradient(90deg,rgba(255,255,255,.9),rgba(220,235,255,.6) 40%,rgba(255,255,255,.95) 80%);border:2px solid #cfd8e3;overflow:hidden">
     <div style="position:absolute;left:0;bottom:0;width:100%;height:60%;background:#fffdf4"></div>
     ${[1, 2, 3, 4].map((i) => `<div style="position:absolute;left:6px;top:${i * 18}%;width:12px;height:2px;background:#8aa"></div>`).join('')}
   </div></div>`;
}

function babyFace(d = 70) {
  return `<div style="position:relative;width:${d}px;height:${d}px;border-radius:50%;background:radial-gradient(circle at 40% 35%,#ffe0c2,#f4b98a);margin:4px auto;flex:none;box-shadow:0 1px 3px rgba(0,0,0,.25)">
   <div style="position:absolute;left:${d * 0.28}px;top:${d * 0.4}px;width:${d * 0.08}px;height:${d * 0.1}px;border-radius:50%;background:#3b2a20"></div>
   <div style="position:absolute;left:${d * 0.62}px;top:${d * 0.4}px;width:${d * 0.08}px;height:${d * 0.1}px;border-radius:50%;background:#3b2a20"></div>
   <div style="position:absolute;left:${d * 0.15}px;top:${d * 0.55}px;width:${d * 0.16}px;height:${d * 0.1}px;border-radius:50%;background:#ff9aa2;opacity:.7"></div>
   <div style="position:absolute;left:${d * 0.69}px;top:${d * 0.55}px;width:${d * 0.16}px;height:${d * 0.1}px;border-radius:50%;background:#ff9aa2;opacity:.7"></div>
   <div style="position:absolute;left:${d * 0.36}px;top:${d * 0.56}px;width:${d * 0.28}px;height:${d * 0.16}px;border-bottom:${Math.max(2, d * 0.04)}px solid #a0522d;border-radius:0 0 50% 50%"></div>
   <div style="position:absolute;left:${d * 0.42}px;top:${-d * 0.04}px;width:${d * 0.18}px;height:${d * 0.18}px;border-top:3px solid #5a3d2b;border-radius:50%"></div>
  </div>`;
}

function person(h = 260, coat = '#e76f51', skin = '#e8b48a', hair = '#1b1b1b') {
  const w = h * 0.8;
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
   <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.02}px;width:${w * 0.4}px;height:${h * 0.36}px;border-radius:50% 50% 45% 45%;background:${hair}"></div>
   <div style="position:absolute;left:${w * 0.34}px;top:${h * 0.08}px;width:${w * 0.32}px;height:${h * 0.34}px;border-radius:50%;background:${skin}"></div>
   <div style="position:absolute;left:${w * 0.05}px;top:${h * 0.46}px;width:${w * 0.9}px;height:${h * 0.54}px;border-radius:${w * 0.4}px ${w * 0.4}px 0 0;background:${coat}"></div>
  </div>`;
}

function doctor(h = 260) {
  const w = h * 0.8;
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
   <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.02}px;width:${w * 0.4}px;height:${h * 0.2}px;border-radius:50% 50% 20% 20%;background:#2b2b2b"></div>
   <div style="position:absolute;left:${w * 0.34}px;top:${h * 0.07}px;width:${w * 0.32}px;height:${h * 0.34}px;border-radius:50%;background:#e6b088"></div>
   <div style="position:absolute;left:${w * 0.05}px;top:${h * 0.46}px;width:${w * 0.9}px;height:${h * 0.54}px;border-radius:${w * 0.4}px ${w * 0.4}px 0 0;background:linear-gradient(90deg,#f4f4f4 0 46%,#5fa8d3 46% 54%,#f4f4f4 54%);box-shadow:inset 0 0 0 2px #ddd"></div>
   <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.5}px;width:${w * 0.4}px;height:${h * 0.28}px;border:4px solid #333;border-top:none;border-radius:0 0 50% 50%"></div>
   <div style="position:absolute;left:${w * 0.62}px;top:${h * 0.76}px;width:${h * 0.06}px;height:${h * 0.06}px;border-radius:50%;background:#888"></div>
  </div>`;
}

function motherBaby(h = 240, col = '#2a9d8f') {
  const w = h;
  return `<div style="position:relative;width:${w}px;height:${h}px;flex:none">
   <div style="position:absolute;left:${w * 0.25}px;top:${h * 0.05}px;width:${w * 0.3}px;height:${w * 0.3}px;border-radius:50%;background:#e8b48a;box-shadow:-6px -4px 0 4px #222"></div>
   <div style="position:absolute;left:${w * 0.05}px;top:${h * 0.42}px;width:${w * 0.7}px;height:${h * 0.58}px;border-radius:${w * 0.35}px ${w * 0.35}px 0 0;background:${col}"></div>
   <div style="position:absolute;left:${w * 0.45}px;top:${h * 0.48}px;width:${w * 0.5}px;height:${h * 0.26}px;border-radius:50%;background:#fff3e0;border:3px solid #f4a261"></div>
   <div style="position:absolute;left:${w * 0.7}px;top:${h * 0.5}px;width:${w * 0.2}px;height:${w * 0.2}px;border-radius:50%;background:#f2c299"></div>
  </div>`;
}

function bowl(d = 80) {
  return `<div style="position:relative;width:${d}px;height:${d * 0.7}px;margin:4px auto;flex:none">
   <div style="position:absolute;left:0;top:${d * 0.15}px;width:${d}px;height:${d * 0.22}px;border-radius:50%;background:#f6e7b4"></div>
   <div style="position:absolute;left:0;top:${d * 0.26}px;width:${d}px;height:${d * 0.44}px;border-radius:0 0 ${d / 2}px ${d / 2}px;background:#e76f51"></div>
   <div style="position:absolute;left:${d * 0.65}px;top:0;width:${d * 0.08}px;height:${d * 0.35}px;background:#aaa;transform:rotate(25deg)"></div></div>`;
}

function fruit(d = 70) {
  return `<div style="display:flex;gap:6px;justify-content:center;margin:4px auto;flex:none">
    <div style="width:${d * 0.6}px;height:${d * 0.6}px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#ff8a8a,#d62828)"></div>
    <div style="width:${d * 0.7}px;height:${d * 0.55}px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#ffc46b,#f77f00)"></div></div>`;
}

function qr(ctx, n = 21, cell = 5) {
  let cells = '';
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
    let on;
    if (finder) {
      const fx = x >= n - 7 ? x - (n - 7) : x, fy = y >= n - 7 ? y - (n - 7) : y;
      on = fx === 0 || fy === 0 || fx === 6 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4);
    } else on = ctx.rng() < 0.5;
    if (on) cells += `<div style="position:absolute;left:${x * cell}px;top:${y * cell}px;width:${cell}px;height:${cell}px;background:#000"></div>`;
  }
  return `<div style="position:relative;width:${n * cell}px;height:${n * cell}px;background:#fff;outline:6px solid #fff;flex:none">${cells}</div>`;
}

function pawPrints(rng, n = 10, col = 'rgba(0,0,0,.08)') {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = Math.round(rng() * 90), y = Math.round(rng() * 90), r = Math.round(rng() * 60 - 30);
    s += `<div style="position:absolute;left:${x}%;top:${y}%;transform:rotate(${r}deg);width:40px;height:40px">
      <div style="position:absolute;left:8px;top:16px;width:24px;height:20px;border-radius:50%;background:${col}"></div>
      ${[0, 1, 2, 3].map((k) => `<div style="position:absolute;left:${[2, 11, 21, 30][k]}px;top:${[8, 0, 0, 8][k]}px;width:9px;height:11px;border-radius:50%;background:${col}"></div>`).join('')}
    </div>`;
  }
  return s;
}

module.exports = { F, esc, makeCtx, bg, can, box, pouch, bottle, babyFace, person, doctor, motherBaby, bowl, fruit, qr, pawPrints, mulberry32 };

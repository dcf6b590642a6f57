'use strict';
// Layout kinds. Each takes (design, ctx) and returns HTML; every visible text goes through ctx.T/S/R,
// in reading order, so ctx.lines is the ground truth.
const L = require('./lib');
const { F, bg } = L;

const arr = (v) => (v == null ? [] : Array.isArray(v) ? v : [v]);

function visual(x, v) {
  if (!v) return '';
  switch (v.type) {
    case 'can': return L.can(x, v);
    case 'box': return L.box(x, v);
    case 'pouch': return L.pouch(x, v);
    case 'bottle': return L.bottle(v.h, v.col);
    case 'doctor': return L.doctor(v.h);
    case 'person': return L.person(v.h, v.coat, v.skin, v.hair);
    case 'mother': return L.motherBaby(v.h, v.col);
    case 'face': return L.babyFace(v.d);
    case 'bowl': return L.bowl(v.d);
    case 'fruit': return L.fruit(v.d);
    case 'qr': return L.qr(x, v.n, v.cell);
    case 'coupon': return coupon(x, v);
    case 'book': return book(x, v);
    case 'bags': return bags(v);
    case 'html': return v.html;
    default: return '';
  }
}

function visRow(x, vs, gap = 14) {
  vs = arr(vs);
  if (!vs.length) return '';
  return `<div style="display:flex;gap:${gap}px;align-items:flex-end;justify-content:center;flex:none">${vs.map((v) => visual(x, v)).join('')}</div>`;
}

function coupon(x, v) {
  const f = v.font || F.lao;
  return `<div style="border:3px dashed ${v.edge || '#c1121f'};background:${v.bg || '#fff8e7'};border-radius:12px;padding:${v.pad || 12}px 18px;text-align:center;flex:none;${v.style || ''}">${arr(v.lines).map((l, i) => x.T(l, `font:${i === 0 ? 800 : 600} ${i === 0 ? v.size || 26 : Math.round((v.size || 26) * 0.6)}px ${f};color:${i === 0 ? v.edge || '#c1121f' : '#333'}`)).join('')}</div>`;
}

function book(x, v) {
  const f = v.font || F.lao;
  return `<div class="clip" style="width:${v.w || 200}px;height:${v.h || 270}px;background:${v.bg || 'linear-gradient(160deg,#ffd6e0,#ff8fab)'};border-radius:4px 12px 12px 4px;box-shadow:-6px 0 0 #c2185b,4px 6px 14px rgba(0,0,0,.35);display:flex;flex-direction:column;justify-content:space-between;align-items:center;padding:18px 10px;text-align:center;overflow:hidden;flex:none">
   <div>${arr(v.lines).map((l, i) => x.T(l, `font:${i === 0 ? 800 : 500} ${i === 0 ? v.size || 22 : Math.round((v.size || 22) * 0.62)}px ${f};color:${v.col || '#5a0b2b'}`)).join('')}</div>
   ${L.motherBaby(Math.round((v.w || 200) * 0.45), '#f06292')}
   ${x.many(v.foot, `font:700 ${Math.round((v.size || 22) * 0.7)}px ${F.sans};color:${v.col || '#5a0b2b'}`)}</div>`;
}

function bags(v) {
  const n = v.n || 3;
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<div style="position:relative;width:90px;height:120px;flex:none">
      <div style="position:absolute;left:0;top:0;width:90px;height:16px;background:#d62828;border-radius:3px"></div>
      <div style="position:absolute;left:4px;top:14px;width:82px;height:104px;border-radius:6px 6px 22px 22px;background:linear-gradient(90deg,rgba(255,255,255,.9),rgba(245,240,225,.95) 40%,rgba(255,255,255,.7));border:1px solid #ccc;box-shadow:2px 3px 6px rgba(0,0,0,.25)"></div>
      <div style="position:absolute;left:14px;top:40px;width:60px;height:60px;border-radius:40%;background:#fffaf0;filter:blur(1px)"></div></div>`;
  }
  return `<div style="display:flex;gap:12px">${s}</div>`;
}

// ---------------- poster ----------------
function poster(d, x) {
  const c = d.c, f = c.font || F.lao, W = d.w;
  const hs = c.headSize || 54, ss = c.subSize || 28, bs = c.bodySize || 20;
  let h = `<div style="width:${W}px;background:${bg(c.bg, c.bgc, x.rng)};color:${c.color || '#222'};font-family:${f};position:relative;overflow:hidden;${c.frame || ''}">`;
  if (c.deco) h += c.deco;
  if (c.top) h += `<div style="position:relative;background:${c.topBg || '#e63946'};color:${c.topCol || '#fff'};padding:8px 20px;text-align:${c.topAlign || 'center'}">${x.many(arr(c.top), `font:700 ${c.topSize || 22}px ${c.topFont || f}`)}</div>`;
  const dir = c.visPos === 'bottom' ? 'column' : 'row';
  h += `<div style="position:relative;display:flex;flex-direction:${dir};gap:${c.gap || 22}px;padding:${c.pad || 28}px;align-items:center;justify-content:space-between">`;
  const visHtml = c.vis ? visRow(x, c.vis) : '';
  if (c.vis && c.visPos === 'left') h += visHtml;
  h += `<div style="flex:1;text-align:${c.align || 'left'};min-width:0">`;
  h += x.many(c.pre, `font:600 ${c.preSize || 20}px ${c.preFont || f};color:${c.preCol || 'inherit'}`);
  h += x.many(c.head, `font:800 ${hs}px/1.35 ${c.headFont || f};color:${c.headCol || 'inherit'};${c.headStyle || ''}`);
  if (c.badge) h += badge(x, c.badge, f);
  h += x.many(c.sub, `font:700 ${ss}px/1.45 ${c.subFont || f};color:${c.subCol || 'inherit'};${c.subStyle || ''}`);
  if (c.body) h += `<div style="margin-top:10px">${x.many(c.body, `font:400 ${bs}px/1.6 ${c.bodyFont || f};color:${c.bodyCol || 'inherit'}`)}</div>`;
  if (c.list) h += `<div style="margin-top:10px">${arr(c.list).map((l) => `<div style="display:flex;align-items:center;gap:10px;${c.align === 'center' ? 'justify-content:center;' : ''}"><div style="width:14px;height:14px;border-radius:50%;background:${c.bullet || '#e63946'};flex:none"></div>${x.T(l, `font:600 ${c.listSize || bs}px/1.6 ${c.listFont || f}`)}</div>`).join('')}</div>`;
  if (c.boxed) h += `<div style="margin-top:14px;display:inline-block;background:${c.boxedBg || '#fff'};color:${c.boxedCol || '#222'};padding:10px 18px;border-radius:12px">${x.many(c.boxed, `font:700 ${c.boxedSize || 22}px/1.5 ${f}`)}</div>`;
  if (c.after) h += visRow(x, c.after);
  h += '</div>';
  if (c.vis && c.visPos !== 'left') h += visHtml;
  h += '</div>';
  if (c.foot) h += `<div style="position:relative;background:${c.footBg || 'rgba(0,0,0,.75)'};color:${c.footCol || '#fff'};padding:10px 24px;text-align:${c.footAlign || 'center'}">${x.many(c.foot, `font:500 ${c.footSize || 18}px/1.5 ${c.footFont || f}`)}</div>`;
  h += '</div>';
  return h;
}

function badge(x, b, f) {
  const size = b.size || 120;
  let shape;
  if (b.shape === 'burst') shape = `clip-path:polygon(${Array.from({ length: 24 }, (_, i) => { const a = (i / 24) * Math.PI * 2, r = i % 2 ? 40 : 50; return `${50 + r * Math.cos(a)}% ${50 + r * Math.sin(a)}%`; }).join(',')})`;
  else if (b.shape === 'tag') shape = 'border-radius:10px 40px 40px 10px';
  else if (b.shape === 'rect') shape = 'border-radius:8px';
  else shape = 'border-radius:50%';
  const dims = b.shape === 'tag' || b.shape === 'rect' ? `padding:10px 26px;` : `width:${size}px;height:${size}px;`;
  return `<div style="display:flex;${b.center ? 'justify-content:center;' : ''}margin:10px 0"><div style="${dims}background:${b.bg || '#ffd60a'};color:${b.color || '#c1121f'};${shape};display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;transform:rotate(${b.rot || -8}deg);box-shadow:0 3px 8px rgba(0,0,0,.3)">${arr(b.lines).map((l, i) => x.T(l, `font:800 ${i === 0 ? b.fs || Math.round(size / 4.2) : Math.round((b.fs || size / 4.2) * 0.55)}px/1.3 ${b.font || f}`)).join('')}</div></div>`;
}

// ---------------- facebook post ----------------
function fbpost(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:#fff;font-family:${f};color:#050505;border:1px solid #dadde1">`;
  h += `<div style="display:flex;gap:10px;align-items:center;padding:12px 16px"><div style="width:44px;height:44px;border-radius:50%;background:${c.avatar || 'linear-gradient(135deg,#ff8fab,#fb6f92)'};flex:none"></div><div>${x.T(c.page, `font:700 16px ${f}`)}${x.T(c.meta, `font:400 13px ${f};color:#65676b`)}</div></div>`;
  h += `<div style="padding:0 16px 10px">${x.many(c.caption, `font:400 ${c.capSize || 17}px/1.55 ${f}`)}</div>`;
  if (c.status) {
    h += `<div style="background:${bg(c.status.bg, c.status.bgc, x.rng)};padding:60px 30px;text-align:center;color:${c.status.color || '#fff'}">${x.many(c.status.lines, `font:700 ${c.status.size || 30}px/1.5 ${f}`)}</div>`;
  }
  if (c.img) {
    const im = c.img;
    h += `<div style="position:relative;background:${bg(im.bg, im.bgc, x.rng)};padding:${im.pad || 26}px;display:flex;${im.col ? 'flex-direction:column;' : ''}gap:18px;align-items:center;justify-content:space-between;color:${im.color || '#222'};overflow:hidden">`;
    if (im.deco) h += im.deco;
    if (im.visLeft) h += visRow(x, im.visLeft);
    h += `<div style="position:relative;flex:1;text-align:${im.align || 'left'}">`;
    h += x.many(im.pre, `font:600 ${im.preSize || 20}px/1.4 ${im.font || f}`);
    h += x.many(im.head, `font:800 ${im.headSize || 48}px/1.35 ${im.headFont || im.font || f};color:${im.headCol || 'inherit'};${im.headStyle || ''}`);
    if (im.badge) h += badge(x, im.badge, f);
    h += x.many(im.sub, `font:700 ${im.subSize || 24}px/1.5 ${im.font || f};color:${im.subCol || 'inherit'}`);
    h += x.many(im.body, `font:500 ${im.bodySize || 18}px/1.55 ${im.font || f}`);
    if (im.after) h += visRow(x, im.after);
    h += `</div>`;
    if (im.vis) h += visRow(x, im.vis);
    h += `</div>`;
    if (im.strip) h += `<div style="background:${im.stripBg || '#222'};color:#fff;padding:8px 16px;text-align:center">${x.many(im.strip, `font:600 17px ${f}`)}</div>`;
  }
  if (c.link) h += `<div style="background:#f0f2f5;padding:10px 16px;border-top:1px solid #dadde1">${x.T(c.link[0], `font:400 12px ${F.sans};color:#65676b`)}${x.T(c.link[1], `font:700 16px ${f}`)}</div>`;
  h += `<div style="padding:8px 16px;color:#65676b;border-bottom:1px solid #dadde1">${x.T(c.stats, `font:400 14px ${f}`)}</div>`;
  h += `<div style="display:flex;justify-content:space-around;padding:8px 16px;color:#65676b">${x.J(arr(c.actions).map((a) => [a, `font:600 15px ${f}`]))}</div>`;
  if (c.comments) h += `<div style="padding:4px 16px 14px">${c.comments.map((cm) => `<div style="display:flex;gap:8px;margin-top:8px"><div style="width:32px;height:32px;border-radius:50%;background:#b0c4de;flex:none"></div><div style="background:#f0f2f5;border-radius:16px;padding:6px 12px">${x.T(cm[0], `font:700 13px ${f}`)}${x.T(cm[1], `font:400 15px ${f}`)}</div></div>`).join('')}</div>`;
  h += '</div>';
  return h;
}

// ---------------- price board ----------------
function priceboard(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  const st = {
    chalk: { bg: bg('chalk'), col: '#f1f1e6', frame: 'border:16px solid #7a4d22;', line: 'rgba(255,255,255,.25)' },
    white: { bg: '#fbfbfb', col: '#1d3557', frame: 'border:12px solid #b8c0c8;border-radius:6px;', line: '#c9d3dd' },
    print: { bg: '#ffffff', col: '#222', frame: 'border:1px solid #ccc;', line: '#ddd' },
    yellow: { bg: '#fff3b0', col: '#3d2c00', frame: 'border:3px solid #e0b400;', line: '#e6cf6a' },
  }[c.style || 'print'];
  let h = `<div style="width:${W}px;background:${c.outer ? bg(c.outer, null, x.rng) : 'transparent'};padding:${c.outer ? 30 : 0}px">`;
  h += `<div style="background:${st.bg};color:${st.col};${st.frame}font-family:${f};padding:24px 28px;box-shadow:0 6px 18px rgba(0,0,0,.3)">`;
  if (c.header) h += `<div style="background:${c.headerBg || '#2a9d8f'};color:#fff;margin:-24px -28px 16px;padding:10px 28px;text-align:center">${x.many(c.header, `font:700 ${c.headerSize || 20}px ${f}`)}</div>`;
  h += `<div style="text-align:center;margin-bottom:12px">${x.many(c.title, `font:800 ${c.titleSize || 34}px/1.4 ${c.titleFont || f}`)}${x.many(c.sub, `font:500 ${c.subSize || 18}px/1.5 ${f};opacity:.9`)}</div>`;
  if (c.thead) h += x.R(c.thead, `font:700 ${c.rowSize || 20}px/1.6 ${f};border-bottom:2px solid ${st.line};padding:4px 0`, c.cols);
  h += arr(c.rows).map((r) => x.R(r, `font:${c.rowWeight || 500} ${c.rowSize || 20}px/1.7 ${c.rowFont || f};border-bottom:1px dashed ${st.line};padding:3px 0`, c.cols)).join('');
  if (c.vis) h += `<div style="margin:14px 0">${visRow(x, c.vis)}</div>`;
  if (c.note) h += `<div style="margin-top:12px;padding:8px 12px;background:${c.noteBg || 'rgba(0,0,0,.05)'};border-left:4px solid ${c.noteCol || '#e76f51'}">${x.many(c.note, `font:600 ${c.noteSize || 17}px/1.55 ${f}`)}</div>`;
  if (c.foot) h += `<div style="margin-top:14px;text-align:center">${x.many(c.foot, `font:400 ${c.footSize || 16}px/1.5 ${f}`)}</div>`;
  h += '</div></div>';
  return h;
}

// ---------------- pack shot ----------------
function pack(d, x) {
  const c = d.c, W = d.w;
  let h = `<div style="width:${W}px;background:${bg(c.bg || 'table', c.bgc, x.rng)};padding:${c.pad || 40}px;display:flex;flex-direction:column;align-items:center;gap:18px;position:relative;overflow:hidden">`;
  if (c.deco) h += c.deco;
  if (c.sticker) h += `<div style="position:relative;display:flex;gap:30px;align-items:center">`;
  h += `<div style="position:relative">${visRow(x, c.vis, c.gap || 30)}</div>`;
  if (c.sticker) h += `<div style="background:${c.sticker.bg || '#ffd60a'};padding:10px 16px;border-radius:8px;transform:rotate(-4deg);box-shadow:0 2px 6px rgba(0,0,0,.3)">${x.many(c.sticker.lines, `font:700 ${c.sticker.size || 20}px/1.4 ${c.sticker.font || F.lao};color:#222`)}</div></div>`;
  if (c.caption) h += `<div style="position:relative;background:rgba(255,255,255,.85);padding:6px 14px;border-radius:6px">${x.many(c.caption, `font:500 ${c.capSize || 16}px/1.5 ${c.capFont || F.lao};color:#333`)}</div>`;
  h += '</div>';
  return h;
}

// ---------------- back/side panel of a pack ----------------
function packpanel(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:${bg(c.bg || 'table', null, x.rng)};padding:36px">`;
  h += `<div style="background:linear-gradient(90deg,rgba(0,0,0,.18),rgba(255,255,255,0) 12%,rgba(255,255,255,0) 88%,rgba(0,0,0,.22)),${c.col || '#fffdf5'};border-radius:10px;padding:22px 30px;font-family:${f};color:#222;box-shadow:0 6px 14px rgba(0,0,0,.35)">`;
  h += `<div style="background:${c.band || '#f4c542'};margin:-22px -30px 14px;padding:10px 30px;border-radius:10px 10px 0 0">${x.many(c.title, `font:800 ${c.titleSize || 26}px/1.4 ${f}`)}</div>`;
  h += x.many(c.warn, `font:700 ${c.warnSize || 17}px/1.5 ${f};color:#b00020;border:1px solid #b00020;padding:2px 8px;margin-bottom:8px`);
  for (const s of arr(c.sections)) {
    h += x.T(s.h, `font:700 ${c.hSize || 18}px/1.6 ${f};margin-top:8px`);
    h += x.many(s.lines, `font:400 ${c.size || 16}px/1.55 ${f}`);
  }
  if (c.table) h += `<div style="border:1px solid #555;margin-top:12px">${c.table.map((r) => x.R(r, `font:500 ${c.size || 16}px/1.7 ${f};border-bottom:1px solid #999;padding:0 8px`, c.cols)).join('')}</div>`;
  if (c.dates) {
    h += `<div style="margin-top:14px;display:flex;flex-direction:column;gap:6px">`;
    for (const dt of c.dates) {
      h += `<div style="display:flex;align-items:center;gap:10px">${x.J([[dt[0], `font:700 ${c.dateSize || 19}px/1.5 ${f}`]].concat(dt[1] ? [[dt[1], `font:600 ${c.dateSize || 19}px/1.5 ${F.mono};background:#eee;padding:0 8px`]] : []))}${dt[1] ? '' : `<span style="display:inline-block;width:170px;height:28px;border:2px dashed #888;background:#fafafa"></span>`}</div>`;
    }
    h += '</div>';
  }
  h += x.many(c.foot, `font:400 ${c.footSize || 14}px/1.5 ${f};margin-top:10px;color:#444`);
  h += '</div></div>';
  return h;
}

// ---------------- live-sale overlay ----------------
function live(d, x) {
  const c = d.c, W = d.w, H = c.h || Math.round(W * 1.5), f = c.font || F.lao;
  let h = `<div style="width:${W}px;height:${H}px;position:relative;overflow:hidden;background:${bg('busy', c.cols, x.rng)};font-family:${f}">`;
  h += `<div style="position:absolute;left:${W * 0.2}px;top:${H * 0.2}px">${L.person(H * 0.55, c.coat || '#f28482')}</div>`;
  // top bar
  h += `<div style="position:absolute;left:14px;top:14px;right:14px;display:flex;align-items:center;gap:10px">
    <div style="width:40px;height:40px;border-radius:50%;background:#ffd6a5;border:2px solid #fff;flex:none"></div>
    ${x.J([[c.host, `font:700 16px ${f};color:#fff`, '<div style="background:rgba(0,0,0,.45);border-radius:20px;padding:2px 12px">%%</div>'],
      [c.liveTag || 'LIVE', `font:800 15px ${F.sans};color:#fff`, '<div style="background:#e41e3f;border-radius:4px;padding:0 8px">%%</div>'],
      [c.viewers, `font:600 15px ${F.sans};color:#fff`, '<div style="background:rgba(0,0,0,.45);border-radius:4px;padding:0 8px">%%</div>']])}</div>`;
  // banner
  h += `<div style="position:absolute;left:0;right:0;top:${H * 0.07}px;text-align:center"><div style="display:inline-block;background:${c.bannerBg || 'linear-gradient(90deg,#ff006e,#fb5607)'};padding:8px 22px;border-radius:12px;box-shadow:0 3px 10px rgba(0,0,0,.35)">${arr(c.banner).map((l, i) => x.T(l, `font:800 ${i === 0 ? c.bannerSize || 40 : Math.round((c.bannerSize || 40) * 0.55)}px/1.35 ${f};color:#fff`)).join('')}</div></div>`;
  if (c.vis) h += `<div style="position:absolute;right:${W * 0.06}px;top:${H * 0.34}px">${visRow(x, c.vis)}</div>`;
  // comments
  h += `<div style="position:absolute;left:14px;bottom:${H * 0.17}px;width:${W * 0.62}px;display:flex;flex-direction:column;gap:6px">`;
  for (const cm of arr(c.comments)) h += `<div style="background:rgba(0,0,0,.4);border-radius:14px;padding:3px 10px;display:flex;gap:8px;align-self:flex-start">${x.J([[cm[0], `font:700 15px ${f};color:#ffd166`], [cm[1], `font:500 15px ${f};color:#fff`]])}</div>`;
  h += '</div>';
  // pinned offer
  h += `<div style="position:absolute;left:14px;right:14px;bottom:${H * 0.07}px;background:rgba(255,255,255,.92);border-radius:10px;padding:6px 12px;border-left:6px solid #ff006e">${x.many(c.pinned, `font:700 17px/1.45 ${f};color:#222`)}</div>`;
  h += `<div style="position:absolute;left:14px;right:14px;bottom:12px;display:flex;gap:10px;align-items:center"><div style="flex:1;border:1px solid rgba(255,255,255,.7);border-radius:20px;padding:4px 14px">${x.T(c.input || 'ຂຽນຄຳເຫັນ...', `font:400 15px ${f};color:#eee`)}</div></div>`;
  h += '</div>';
  return h;
}

// ---------------- chat screenshot ----------------
function chat(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  const wa = c.app === 'whatsapp';
  let h = `<div style="width:${W}px;font-family:${f};background:${wa ? bg('dots-dark', '#ece5dd') : '#fff'}">`;
  h += `<div style="background:${wa ? '#075e54' : '#fff'};color:${wa ? '#fff' : '#050505'};display:flex;align-items:center;gap:10px;padding:10px 14px;border-bottom:1px solid #ddd">
    <div style="width:40px;height:40px;border-radius:50%;background:${c.avatar || '#90be6d'};flex:none"></div><div>${x.T(c.contact, `font:700 17px ${f}`)}${x.T(c.status, `font:400 13px ${f};opacity:.75`)}</div></div>`;
  h += `<div style="padding:14px;display:flex;flex-direction:column;gap:8px">`;
  for (const m of c.msgs) {
    if (m.day) { h += `<div style="align-self:center;background:${wa ? '#e1f3fb' : '#f0f2f5'};border-radius:8px;padding:2px 10px">${x.T(m.day, `font:500 13px ${f};color:#555`)}</div>`; continue; }
    const me = m.from === 'me';
    const bubble = me ? (wa ? '#dcf8c6' : '#0084ff') : (wa ? '#fff' : '#f0f0f0');
    const tc = me && !wa ? '#fff' : '#111';
    h += `<div style="align-self:${me ? 'flex-end' : 'flex-start'};max-width:82%;background:${bubble};color:${tc};border-radius:16px;padding:${m.img ? 6 : 8}px 12px;box-shadow:0 1px 1px rgba(0,0,0,.1)">`;
    if (m.img) h += `<div style="border-radius:10px;overflow:hidden;margin-bottom:4px">${imgCard(x, m.img)}</div>`;
    h += x.many(m.text, `font:400 ${c.size || 17}px/1.5 ${f}`);
    if (m.time) h += x.T(m.time, `font:400 12px ${F.sans};opacity:.6;text-align:right`);
    h += '</div>';
  }
  h += '</div>';
  h += `<div style="display:flex;gap:8px;padding:10px 14px;border-top:1px solid #ddd;background:#fff"><div style="flex:1;background:#f0f2f5;border-radius:20px;padding:6px 14px">${x.T(c.input || 'Aa', `font:400 15px ${f};color:#888`)}</div></div>`;
  h += '</div>';
  return h;
}

function imgCard(x, im) {
  const f = im.font || F.lao;
  return `<div style="background:${bg(im.bg || 'gold', im.bgc, x.rng)};padding:14px;display:flex;gap:12px;align-items:center;width:${im.w || 360}px">
    <div style="flex:1">${x.many(im.head, `font:800 ${im.headSize || 26}px/1.35 ${f};color:${im.col || '#7a0010'}`)}${x.many(im.sub, `font:600 ${im.subSize || 15}px/1.4 ${f};color:#333`)}</div>${im.vis ? visRow(x, im.vis) : ''}</div>`;
}

// ---------------- institutional notice ----------------
function notice(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:${c.outer ? bg(c.outer, null, x.rng) : '#fff'};padding:${c.outer ? 34 : 0}px">`;
  h += `<div style="background:${c.paper || '#ffffff'};font-family:${f};color:#1a1a1a;padding:28px 36px;box-shadow:0 4px 14px rgba(0,0,0,.25);border-top:10px solid ${c.accent || '#1d3557'};position:relative">`;
  if (c.pin) h += `<div style="position:absolute;left:50%;top:-20px;width:22px;height:22px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#ff7b7b,#b00000)"></div>`;
  h += `<div style="display:flex;gap:16px;align-items:center;justify-content:center;margin-bottom:10px">`;
  if (c.emblem !== false) h += `<div style="width:58px;height:58px;border-radius:50%;border:4px double ${c.accent || '#1d3557'};background:radial-gradient(circle,#ffd166 30%,#fff 32%);flex:none"></div>`;
  h += `<div style="text-align:center">${x.many(c.org, `font:700 ${c.orgSize || 18}px/1.5 ${c.orgFont || f};color:${c.accent || '#1d3557'}`)}</div></div>`;
  h += `<div style="border-top:1px solid #bbb;margin:8px 0 14px"></div>`;
  h += `<div style="text-align:center;margin-bottom:14px">${x.many(c.title, `font:800 ${c.titleSize || 30}px/1.45 ${c.titleFont || f};color:${c.titleCol || '#111'}`)}</div>`;
  if (c.vis) h += `<div style="display:flex;justify-content:center;margin:8px 0 14px">${visRow(x, c.vis)}</div>`;
  h += `<div style="text-align:${c.align || 'left'}">${x.many(c.body, `font:400 ${c.size || 19}px/1.7 ${c.bodyFont || f}`)}</div>`;
  if (c.boxed) h += `<div style="margin:14px 0;padding:10px 16px;border:2px solid ${c.accent || '#1d3557'};border-radius:8px;background:${c.boxBg || '#f5f9ff'};text-align:center">${x.many(c.boxed, `font:700 ${c.boxSize || 20}px/1.55 ${f}`)}</div>`;
  h += `<div style="margin-top:18px;text-align:${c.sigAlign || 'right'}">${x.many(c.sig, `font:500 ${c.sigSize || 16}px/1.6 ${f};color:#333`)}</div>`;
  h += '</div></div>';
  return h;
}

// ---------------- leaflet (two panels) ----------------
function leaflet(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:${bg(c.outer || 'table', null, x.rng)};padding:30px">`;
  h += `<div style="background:${c.paper || '#fff'};font-family:${f};box-shadow:0 6px 16px rgba(0,0,0,.35)">`;
  h += `<div style="background:${c.headBg || '#ff8fab'};color:${c.headCol || '#fff'};padding:16px 26px">${x.many(c.title, `font:800 ${c.titleSize || 30}px/1.4 ${c.titleFont || f}`)}${x.many(c.subtitle, `font:500 ${c.subtitleSize || 18}px/1.5 ${f}`)}</div>`;
  h += `<div style="display:flex">`;
  arr(c.panels).forEach((p, i) => {
    h += `<div style="flex:1;padding:18px 22px;${i ? 'border-left:2px dashed #ccc;' : ''}">`;
    h += x.T(p.h, `font:700 ${c.hSize || 20}px/1.5 ${f};color:${c.accent || '#c2185b'};margin-bottom:6px`);
    if (p.vis) h += visRow(x, p.vis);
    for (const l of arr(p.lines)) h += `<div style="display:flex;gap:8px;align-items:flex-start"><div style="width:9px;height:9px;border-radius:50%;background:${c.accent || '#c2185b'};margin-top:11px;flex:none"></div>${x.T(l, `font:400 ${c.size || 16}px/1.65 ${f}`)}</div>`;
    h += '</div>';
  });
  h += '</div>';
  if (c.foot) h += `<div style="background:${c.footBg || '#fde2e4'};padding:10px 26px;text-align:center">${x.many(c.foot, `font:600 ${c.footSize || 16}px/1.5 ${c.footFont || f};color:#333`)}</div>`;
  h += '</div></div>';
  return h;
}

// ---------------- sticker / badge on product shot ----------------
function sticker(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:${bg(c.bg, c.bgc, x.rng)};padding:30px;position:relative;overflow:hidden;font-family:${f}">`;
  if (c.deco) h += c.deco;
  h += `<div style="position:relative;display:flex;align-items:center;justify-content:space-around;gap:20px">`;
  h += `<div style="display:flex;flex-direction:column;align-items:center;gap:8px">${arr(c.badges).map((b) => badge(x, b, f)).join('')}</div>`;
  h += visRow(x, c.vis, 18);
  h += '</div>';
  if (c.lines) h += `<div style="position:relative;margin-top:18px;background:${c.panelBg || 'rgba(255,255,255,.9)'};border-radius:14px;padding:12px 20px;text-align:center">${arr(c.lines).map((l, i) => x.T(l, `font:${i === 0 ? 800 : 600} ${i === 0 ? c.size1 || 30 : c.size || 20}px/1.5 ${f};color:${i === 0 ? c.col1 || '#c1121f' : '#222'}`)).join('')}</div>`;
  h += '</div>';
  return h;
}

// ---------------- pharmacy shelf ----------------
function shelf(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:${bg('wall')};font-family:${f};padding:18px 20px 30px">`;
  h += `<div style="background:${c.signBg || '#0077b6'};color:#fff;text-align:center;padding:8px;border-radius:6px;margin-bottom:14px">${x.many(c.sign, `font:700 ${c.signSize || 24}px/1.4 ${f}`)}</div>`;
  arr(c.rows).forEach((row) => {
    h += `<div style="display:flex;gap:12px;align-items:flex-end;justify-content:center;padding:10px 10px 0;min-height:80px">${arr(row.items).map((it) => visual(x, it)).join('')}</div>`;
    h += `<div style="height:16px;background:linear-gradient(#eee,#aaa);box-shadow:0 4px 6px rgba(0,0,0,.3)"></div>`;
    if (row.tags) h += `<div style="display:flex;gap:14px;justify-content:${row.tagAlign || 'center'};margin-top:4px">${row.tags.map((t) => `<div style="background:${t.bg || '#ffe600'};border:2px solid ${t.edge || '#d00000'};padding:4px 12px;border-radius:4px;transform:rotate(${t.rot || 0}deg)">${x.many(t.lines, `font:700 ${t.size || 16}px/1.45 ${t.font || f};color:#111`)}</div>`).join('')}</div>`;
    h += `<div style="height:14px"></div>`;
  });
  h += '</div>';
  return h;
}

// ---------------- news / blog article ----------------
function article(d, x) {
  const c = d.c, W = d.w, f = c.font || F.lao;
  let h = `<div style="width:${W}px;background:#fff;font-family:${f};color:#111">`;
  h += `<div style="background:${c.siteBg || '#b00020'};color:#fff;padding:10px 24px;display:flex;justify-content:space-between;align-items:center">${x.J([[c.site, `font:800 22px ${c.siteFont || f}`], [c.section, `font:500 14px ${f}`]])}</div>`;
  h += `<div style="padding:20px 28px">`;
  h += x.many(c.headline, `font:800 ${c.hSize || 30}px/1.4 ${c.headFont || f}`);
  h += x.T(c.byline, `font:400 14px ${f};color:#666;margin:8px 0 14px`);
  if (c.vis || c.imgBg) h += `<div style="background:${bg(c.imgBg || 'busy', null, x.rng)};height:${c.imgH || 220}px;display:flex;align-items:flex-end;justify-content:center;gap:20px;padding-top:10px">${c.vis ? visRow(x, c.vis) : ''}</div>`;
  if (c.imgCap) h += x.T(c.imgCap, `font:italic 400 13px ${f};color:#666;margin:4px 0 12px`);
  h += x.many(c.body, `font:400 ${c.size || 18}px/1.75 ${c.bodyFont || f}`);
  if (c.sub) h += `<div style="margin-top:14px;padding:12px 16px;background:${c.subBg || '#f3f7ff'};border-radius:8px">${x.many(c.sub, `font:700 ${c.subSize || 19}px/1.55 ${f}`)}</div>`;
  h += '</div></div>';
  return h;
}

// ---------------- invitation / event card ----------------
function invite(d, x) {
  const c = d.c, W = d.w, f = c.font || F.serif;
  let h = `<div style="width:${W}px;background:${bg(c.outer || 'navy', null, x.rng)};padding:36px">`;
  h += `<div style="background:${c.paper || 'linear-gradient(180deg,#fffaf0,#f6ecd4)'};border:3px solid ${c.gold || '#c9a227'};outline:1px solid ${c.gold || '#c9a227'};outline-offset:-12px;padding:36px 44px;text-align:center;font-family:${f};color:${c.color || '#2b2118'}">`;
  h += x.many(c.org, `font:600 ${c.orgSize || 18}px/1.5 ${c.orgFont || f};letter-spacing:1px;color:${c.gold2 || '#8a6d1d'}`);
  h += `<div style="width:120px;height:2px;background:${c.gold || '#c9a227'};margin:12px auto"></div>`;
  h += x.many(c.title, `font:700 ${c.titleSize || 38}px/1.35 ${c.titleFont || f}`);
  h += `<div style="margin:16px 0">${x.many(c.details, `font:400 ${c.size || 19}px/1.7 ${c.detailFont || f}`)}</div>`;
  if (c.sponsor) h += `<div style="margin-top:10px;padding:10px;border-top:1px solid ${c.gold || '#c9a227'};border-bottom:1px solid ${c.gold || '#c9a227'}">${arr(c.sponsor).map((l, i) => x.T(l, `font:${i ? 800 : 400} ${i ? c.spSize || 24 : 15}px/1.5 ${c.spFont || f};color:${i ? c.spCol || '#1d3557' : '#555'}`)).join('')}</div>`;
  h += x.many(c.rsvp, `font:500 ${c.rsvpSize || 16}px/1.6 ${c.rsvpFont || f};margin-top:14px`);
  h += '</div></div>';
  return h;
}

module.exports = { poster, fbpost, priceboard, pack, packpanel, live, chat, notice, leaflet, sticker, shelf, article, invite };

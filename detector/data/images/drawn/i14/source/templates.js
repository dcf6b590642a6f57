'use strict';
// HTML/CSS templates i14-t001 .. i14-t015.
// Every visible word is inside an element with class "t" (one element = one OCR line).
// Elements with class "box" are containers that text must not overflow (checked by render.js).
// A design line is "role|text"; role "+" continues the previous block, "time" attaches to it too.
// Role "row" takes "left~right" and produces two lines (left, then right).

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = `'Noto Sans','Noto Sans Lao','Noto Sans Thai','DejaVu Sans',sans-serif`;
const FONT_LOOPED = `'Noto Sans','Noto Looped Lao','Noto Sans Thai',sans-serif`;
const FONT_SERIF = `'Noto Serif','Noto Serif Lao','Noto Serif Thai',serif`;
const FONT_PHET = `'Noto Sans','Phetsarath OT','Noto Sans Thai',sans-serif`;
const FONT_MONO = `'DejaVu Sans Mono','Noto Sans Lao','Noto Sans Thai',monospace`;

function parse(lines) {
  return lines.map((l) => {
    const i = l.indexOf('|');
    if (i < 0) throw new Error('line without role: ' + l);
    return { r: l.slice(0, i), s: l.slice(i + 1) };
  });
}
// the text lines a design must produce, in DOM order
function expectedLines(lines) {
  const out = [];
  for (const it of parse(lines)) {
    if (it.r === 'row' || it.r === 'total') out.push(...it.s.split('~'));
    else if (it.s !== '') out.push(it.s);
  }
  return out;
}
function T(role, s, cls = '', style = '') {
  return `<div class="t ${cls}" data-role="${role}"${style ? ` style="${style}"` : ''}>${esc(s)}</div>`;
}
function group(items, attach = ['+', 'time']) {
  const g = [];
  for (const it of items) {
    if (attach.includes(it.r) && g.length) g[g.length - 1].items.push(it);
    else g.push({ r: it.r, items: [it] });
  }
  return g;
}
const by = (items, role) => items.filter((i) => i.r === role);

// ---------- small drawings (no text) ----------
function babyFace(size, extra = '') {
  const s = size;
  return `<div class="baby" style="width:${s}px;height:${s}px;${extra}">
    <div style="position:absolute;left:${s * 0.1}px;top:${s * 0.12}px;width:${s * 0.8}px;height:${s * 0.8}px;border-radius:50%;background-color:#f7cfae;background-image:radial-gradient(circle at 40% 35%,#fde3cc,#f2bb94)"></div>
    <div style="position:absolute;left:${s * 0.32}px;top:${s * 0.06}px;width:${s * 0.3}px;height:${s * 0.16}px;border-radius:50% 50% 0 0;border-top:${Math.max(2, s * 0.04)}px solid #8a5a3c"></div>
    <div style="position:absolute;left:${s * 0.33}px;top:${s * 0.45}px;width:${s * 0.08}px;height:${s * 0.1}px;border-radius:50%;background:#3b2a20"></div>
    <div style="position:absolute;left:${s * 0.59}px;top:${s * 0.45}px;width:${s * 0.08}px;height:${s * 0.1}px;border-radius:50%;background:#3b2a20"></div>
    <div style="position:absolute;left:${s * 0.2}px;top:${s * 0.58}px;width:${s * 0.14}px;height:${s * 0.09}px;border-radius:50%;background:#f59c9c;opacity:.7"></div>
    <div style="position:absolute;left:${s * 0.66}px;top:${s * 0.58}px;width:${s * 0.14}px;height:${s * 0.09}px;border-radius:50%;background:#f59c9c;opacity:.7"></div>
    <div style="position:absolute;left:${s * 0.38}px;top:${s * 0.58}px;width:${s * 0.24}px;height:${s * 0.13}px;border-radius:0 0 50% 50%;border-bottom:${Math.max(2, s * 0.03)}px solid #a0442f"></div>
  </div>`;
}
function motherBaby(w, h, color = '#ffffff', extra = '') {
  return `<div class="mb" style="position:relative;width:${w}px;height:${h}px;${extra}">
    <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.05}px;width:${h * 0.28}px;height:${h * 0.28}px;border-radius:50%;background:${color}"></div>
    <div style="position:absolute;left:${w * 0.18}px;top:${h * 0.36}px;width:${w * 0.5}px;height:${h * 0.64}px;border-radius:45% 45% 8% 8%;background:${color}"></div>
    <div style="position:absolute;left:${w * 0.5}px;top:${h * 0.4}px;width:${h * 0.2}px;height:${h * 0.2}px;border-radius:50%;background:${color};box-shadow:0 0 0 4px rgba(0,0,0,.08)"></div>
    <div style="position:absolute;left:${w * 0.42}px;top:${h * 0.55}px;width:${w * 0.36}px;height:${h * 0.16}px;border-radius:40px;background:${color};box-shadow:0 0 0 4px rgba(0,0,0,.08)"></div>
  </div>`;
}
function can(w, h, c1, c2, extra = '') {
  return `<div style="position:relative;width:${w}px;height:${h}px;${extra}">
    <div style="position:absolute;left:0;top:${w * 0.1}px;width:${w}px;height:${h - w * 0.1}px;border-radius:6px;background-color:${c1};background-image:linear-gradient(90deg,rgba(0,0,0,.25),rgba(255,255,255,.35) 35%,rgba(0,0,0,.05) 60%,rgba(0,0,0,.3))"></div>
    <div style="position:absolute;left:0;top:${h * 0.35}px;width:${w}px;height:${h * 0.3}px;background:${c2};opacity:.9"></div>
    <div style="position:absolute;left:0;top:0;width:${w}px;height:${w * 0.2}px;border-radius:50%;background:linear-gradient(#eee,#aaa)"></div>
  </div>`;
}
function barcode(w, h) {
  return `<div style="width:${w}px;height:${h}px;background:repeating-linear-gradient(90deg,#111 0 2px,#fff 2px 3px,#111 3px 4px,#fff 4px 7px,#111 7px 8px,#fff 8px 10px)"></div>`;
}
function photoIcon() {
  return `<div style="position:absolute;left:18px;bottom:18px;width:46px;height:36px;border:3px solid #9aa3ad;border-radius:5px;overflow:hidden">
    <div style="position:absolute;left:6px;bottom:-8px;width:22px;height:22px;background:#9aa3ad;transform:rotate(45deg)"></div>
    <div style="position:absolute;right:6px;top:5px;width:8px;height:8px;border-radius:50%;background:#9aa3ad"></div></div>`;
}
function productPhoto(kind) {
  switch (kind) {
    case 'bag':
      return `<div style="position:relative;width:190px;height:240px">
        <div style="position:absolute;inset:0;border-radius:10px;background:rgba(255,255,255,.55);border:3px solid rgba(255,255,255,.9);box-shadow:0 6px 14px rgba(0,0,0,.15)"></div>
        <div style="position:absolute;left:8px;right:8px;bottom:8px;height:150px;border-radius:8px 8px 6px 6px;background:#f6f1e4"></div>
        <div style="position:absolute;left:0;right:0;top:18px;height:8px;background:#d9534f"></div></div>
        <div style="position:relative;width:150px;height:200px;margin-left:-40px;margin-top:60px">
        <div style="position:absolute;inset:0;border-radius:10px;background:rgba(255,255,255,.55);border:3px solid rgba(255,255,255,.9)"></div>
        <div style="position:absolute;left:8px;right:8px;bottom:8px;height:120px;border-radius:8px;background:#f3eddc"></div>
        <div style="position:absolute;left:0;right:0;top:16px;height:7px;background:#337ab7"></div></div>`;
    case 'can': return can(170, 230, '#e9c46a', '#2a9d8f') + can(140, 190, '#e9c46a', '#2a9d8f', 'margin-left:-30px;margin-top:40px');
    case 'diaper':
      return `<div style="width:250px;height:190px;border-radius:22px;background-color:#8ecae6;background-image:linear-gradient(#8ecae6,#5fa8d3);box-shadow:0 8px 16px rgba(0,0,0,.15);position:relative">
        <div style="position:absolute;left:40px;top:40px;width:90px;height:90px;border-radius:50%;background:#fff;opacity:.8"></div></div>`;
    case 'cookies':
      return `<div style="width:230px;height:170px;border-radius:12px;background:#f4a261;position:relative;box-shadow:0 8px 16px rgba(0,0,0,.15)">
        ${[0, 1, 2, 3, 4].map((i) => `<div style="position:absolute;left:${20 + i * 40}px;top:${60 + (i % 2) * 30}px;width:50px;height:50px;border-radius:50%;background:#c98b4a;border:4px solid #a86f33"></div>`).join('')}</div>`;
    default: return '';
  }
}

// ---------- templates ----------
const templates = {};

// t001: Messenger-style chat screenshot
templates['i14-t001'] = (d) => {
  const it = parse(d.lines);
  const name = by(it, 'name')[0], st = by(it, 'status')[0];
  const body = group(it.filter((x) => !['name', 'status'].includes(x.r)));
  const rows = body.map((g) => {
    if (g.r === 'sys') return T('sys', g.items[0].s, 'sys');
    const inner = g.items.map((x) => T(x.r, x.s)).join('');
    if (g.r === 'in') return `<div class="row in"><div class="mav"></div><div class="b box">${inner}</div></div>`;
    return `<div class="row out"><div class="b box">${inner}</div></div>`;
  }).join('');
  const css = `
  .t001{width:440px;background:#fff;font-family:${FONT}}
  .t001 .hdr{display:flex;align-items:center;gap:10px;padding:0 14px;border-bottom:1px solid #e4e6eb;height:64px}
  .t001 .back{width:12px;height:12px;border-left:3px solid #0084ff;border-bottom:3px solid #0084ff;transform:rotate(45deg);margin:0 4px 0 4px}
  .t001 .av{width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,#ff7eb3,#ffcf66);flex:none;position:relative}
  .t001 .av:after{content:'';position:absolute;right:-1px;bottom:-1px;width:12px;height:12px;border-radius:50%;background:#31a24c;border:2px solid #fff}
  .t001 .hn{font-weight:700;font-size:16px;color:#050505}
  .t001 .hs{font-size:12px;color:#65676b}
  .t001 .icons{margin-left:auto;display:flex;gap:16px}
  .t001 .ic{width:20px;height:20px;border-radius:50%;border:3px solid #0084ff}
  .t001 .body{padding:10px 12px 16px;display:flex;flex-direction:column;gap:6px}
  .t001 .sys{align-self:center;font-size:12px;color:#8a8d91;margin:6px 0}
  .t001 .row{display:flex;align-items:flex-end;gap:6px}
  .t001 .row.out{justify-content:flex-end}
  .t001 .mav{width:28px;height:28px;border-radius:50%;background:linear-gradient(135deg,#ff7eb3,#ffcf66);flex:none}
  .t001 .b{max-width:340px;padding:7px 12px;border-radius:18px;font-size:15px}
  .t001 .in .b{background:#f0f0f0;color:#050505}
  .t001 .out .b{background:#0084ff;color:#fff}
  .t001 .comp{display:flex;align-items:center;gap:12px;padding:10px 12px;border-top:1px solid #eee}
  .t001 .comp .dot{width:22px;height:22px;border-radius:50%;background:#0084ff}
  .t001 .comp .f{flex:1;height:34px;border-radius:17px;background:#f0f2f5}`;
  const html = `<div class="hdr"><div class="back"></div><div class="av"></div><div class="box">${T('name', name.s, 'hn')}${st ? T('status', st.s, 'hs') : ''}</div>
    <div class="icons"><div class="ic"></div><div class="ic"></div></div></div>
    <div class="body">${rows}</div>
    <div class="comp"><div class="dot"></div><div class="dot"></div><div class="f"></div><div class="dot"></div></div>`;
  return { w: 440, css, html, medium: 'screen' };
};

// t002: WhatsApp-style chat
templates['i14-t002'] = (d) => {
  const it = parse(d.lines);
  const name = by(it, 'name')[0], st = by(it, 'status')[0];
  const body = group(it.filter((x) => !['name', 'status'].includes(x.r)));
  const rows = body.map((g) => {
    if (g.r === 'sys') return T('sys', g.items[0].s, 'sys box');
    const inner = g.items.map((x) => T(x.r, x.s, x.r === 'time' ? 'tm' : x.r === 'who' ? 'who' : '')).join('');
    const side = g.r === 'out' ? 'out' : 'in';
    return `<div class="b ${side} box">${inner}</div>`;
  }).join('');
  const css = `
  .t002{width:440px;background:#efe7de;font-family:${FONT}}
  .t002 .hdr{background:#075e54;color:#fff;height:62px;display:flex;align-items:center;gap:10px;padding:0 12px}
  .t002 .back{width:11px;height:11px;border-left:3px solid #fff;border-bottom:3px solid #fff;transform:rotate(45deg)}
  .t002 .av{width:40px;height:40px;border-radius:50%;background-color:#cfd8dc;background-image:radial-gradient(circle at 50% 38%,#90a4ae 26%,transparent 27%),radial-gradient(circle at 50% 100%,#90a4ae 45%,transparent 46%);flex:none}
  .t002 .hn{font-size:16.5px;font-weight:600}
  .t002 .hs{font-size:12.5px;color:#d0ebe6}
  .t002 .icons{margin-left:auto;display:flex;gap:18px}.t002 .ic{width:18px;height:18px;border:3px solid #fff;border-radius:4px}
  .t002 .body{padding:10px 12px 14px;background-color:#efe7de;background-image:radial-gradient(circle at 10px 10px,rgba(0,0,0,.04) 2px,transparent 3px);background-size:26px 26px;display:flex;flex-direction:column;gap:5px}
  .t002 .sys{align-self:center;background:#e1f2fb;color:#54656f;font-size:12px;padding:3px 10px;border-radius:7px;margin:4px 0}
  .t002 .b{max-width:340px;padding:6px 9px 4px;border-radius:8px;font-size:14.5px;color:#111b21;box-shadow:0 1px .5px rgba(0,0,0,.13)}
  .t002 .in{align-self:flex-start;background:#fff}
  .t002 .out{align-self:flex-end;background:#d9fdd3}
  .t002 .who{font-size:13px;font-weight:700;color:#c2561b}
  .t002 .tm{font-size:11px;color:#667781;text-align:right;line-height:1.2}
  .t002 .comp{background:#f0f0f0;height:58px;display:flex;align-items:center;gap:8px;padding:0 8px}
  .t002 .comp .f{flex:1;height:42px;border-radius:21px;background:#fff}
  .t002 .comp .mic{width:44px;height:44px;border-radius:50%;background:#00a884}`;
  const html = `<div class="hdr"><div class="back"></div><div class="av"></div><div class="box">${T('name', name.s, 'hn')}${st ? T('status', st.s, 'hs') : ''}</div>
    <div class="icons"><div class="ic"></div><div class="ic"></div></div></div>
    <div class="body">${rows}</div><div class="comp"><div class="f"></div><div class="mic"></div></div>`;
  return { w: 440, css, html, medium: 'screen' };
};

// t003: LINE-style chat
templates['i14-t003'] = (d) => {
  const it = parse(d.lines);
  const name = by(it, 'name')[0];
  const body = group(it.filter((x) => x.r !== 'name'));
  const rows = [];
  let who = null;
  for (const g of body) {
    if (g.r === 'sys') { rows.push(T('sys', g.items[0].s, 'sys box')); continue; }
    if (g.r === 'who') { who = g.items[0]; continue; }
    const side = g.r === 'out' ? 'out' : 'in';
    const tm = g.items.filter((x) => x.r === 'time');
    const txt = g.items.filter((x) => x.r !== 'time');
    const bub = `<div class="b box">${txt.map((x) => T(x.r, x.s)).join('')}</div>`;
    const tms = tm.map((x) => T('time', x.s, 'tm')).join('');
    if (side === 'in') rows.push(`<div class="row in"><div class="av"></div><div class="col">${who ? T('who', who.s, 'who') : ''}${bub}${tms}</div></div>`);
    else rows.push(`<div class="row out"><div class="col">${bub}${tms}</div></div>`);
    who = null;
  }
  const css = `
  .t003{width:440px;background:#8cabd9;font-family:${FONT}}
  .t003 .hdr{background:#2c3e50;color:#fff;height:56px;display:flex;align-items:center;gap:12px;padding:0 14px}
  .t003 .back{width:11px;height:11px;border-left:3px solid #fff;border-bottom:3px solid #fff;transform:rotate(45deg)}
  .t003 .hn{font-size:17px;font-weight:700}
  .t003 .icons{margin-left:auto;display:flex;gap:16px}.t003 .ic{width:18px;height:18px;border:3px solid #fff;border-radius:50%}
  .t003 .body{padding:12px 12px 16px;display:flex;flex-direction:column;gap:8px}
  .t003 .sys{align-self:center;background:rgba(0,0,0,.2);color:#fff;font-size:12px;border-radius:10px;padding:2px 12px}
  .t003 .row{display:flex;gap:8px;align-items:flex-start}
  .t003 .row.out{justify-content:flex-end}
  .t003 .av{width:36px;height:36px;border-radius:50%;background:linear-gradient(135deg,#06c755,#a8e6a1);flex:none}
  .t003 .col{display:flex;flex-direction:column;max-width:360px}
  .t003 .row.out .col{align-items:flex-end}
  .t003 .who{font-size:12px;color:#1f2d44;margin-bottom:2px}
  .t003 .b{max-width:330px;background:#fff;border-radius:16px;padding:7px 12px;font-size:15px;color:#111}
  .t003 .out .b{background:#85e249}
  .t003 .tm{font-size:11px;color:#26354d;line-height:1.3;margin-top:2px}
  .t003 .comp{background:#fff;height:52px;display:flex;align-items:center;gap:12px;padding:0 12px}
  .t003 .comp .p{width:22px;height:22px;border:3px solid #5b6b82;border-radius:5px}
  .t003 .comp .f{flex:1;height:34px;border-radius:17px;background:#eef1f5}`;
  const html = `<div class="hdr"><div class="back"></div><div class="box">${T('name', name.s, 'hn')}</div><div class="icons"><div class="ic"></div><div class="ic"></div></div></div>
    <div class="body">${rows.join('')}</div><div class="comp"><div class="p"></div><div class="p"></div><div class="f"></div></div>`;
  return { w: 440, css, html, medium: 'screen' };
};

// t004: marketplace listing screenshot with photo placeholder
templates['i14-t004'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const g1 = (r, cls) => by(it, r).map((x) => T(r, x.s, cls)).join('');
  const css = `
  .t004{width:480px;background:#fff;font-family:${FONT}}
  .t004 .top{height:54px;display:flex;align-items:center;gap:12px;padding:0 12px;border-bottom:1px solid #e4e6eb}
  .t004 .back{width:11px;height:11px;border-left:3px solid #050505;border-bottom:3px solid #050505;transform:rotate(45deg);margin-left:4px}
  .t004 .search{flex:1;height:36px;border-radius:18px;background:#f0f2f5;display:flex;align-items:center;padding:0 14px;font-size:14px;color:#65676b}
  .t004 .photo{height:330px;background-color:#dde1e6;background-image:linear-gradient(135deg,#e6e9ed,#cfd5db);position:relative;display:flex;align-items:center;justify-content:center}
  .t004 .phc{position:absolute;right:12px;top:12px;background:rgba(0,0,0,.55);color:#fff;font-size:12px;padding:1px 9px;border-radius:10px}
  .t004 .thumbs{display:flex;gap:6px;padding:6px 12px}.t004 .th{width:56px;height:42px;border-radius:4px;background:#dde1e6}
  .t004 .th.on{outline:2px solid #0866ff}
  .t004 .info{padding:8px 16px 4px}
  .t004 .ttl{font-size:19px;font-weight:700;color:#050505}
  .t004 .pr{display:flex;align-items:baseline;gap:10px}
  .t004 .price{font-size:18px;font-weight:700;color:#050505}
  .t004 .old{font-size:14px;color:#65676b;text-decoration:line-through}
  .t004 .loc{font-size:13px;color:#65676b}
  .t004 .btns{display:flex;gap:8px;margin:12px 0 8px}
  .t004 .btn{flex:1;height:38px;border-radius:8px;background:#0866ff;color:#fff;font-weight:600;font-size:15px;display:flex;align-items:center;justify-content:center}
  .t004 .sq{width:44px;height:38px;border-radius:8px;background:#e4e6eb}
  .t004 .dh{font-size:16px;font-weight:700;margin-top:6px;color:#050505}
  .t004 .desc{font-size:15px;color:#1c1e21}
  .t004 .seller{display:flex;align-items:center;gap:10px;border-top:1px solid #e4e6eb;padding:12px 16px;margin-top:10px}
  .t004 .sav{width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,#7fb3ff,#c4a7ff);flex:none}
  .t004 .sn{font-size:14.5px;font-weight:600}`;
  const pr = `<div class="pr box">${g1('price', 'price')}${g1('old', 'old')}</div>`;
  const html = `<div class="top"><div class="back"></div><div class="search box">${g1('search', '')}</div></div>
    <div class="photo box">${productPhoto(o.photo || 'can')}${photoIcon()}${g1('phc', 'phc')}</div>
    <div class="thumbs"><div class="th on"></div><div class="th"></div><div class="th"></div></div>
    <div class="info box">${g1('ttl', 'ttl')}${pr}${g1('loc', 'loc')}
      <div class="btns"><div class="btn box">${g1('btn', '')}</div><div class="sq"></div><div class="sq"></div></div>
      ${g1('dh', 'dh')}${g1('desc', 'desc')}</div>
    <div class="seller"><div class="sav"></div><div class="box">${g1('seller', 'sn')}</div></div>`;
  return { w: 480, css, html, medium: 'screen' };
};

// t005: shelf edge with price tags and a shelf talker (photographed in a shop)
templates['i14-t005'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const hdr = by(it, 'hdr').map((x) => T('hdr', x.s, 'sign box')).join('');
  const groups = group(it.filter((x) => x.r !== 'hdr'), ['+', 'price', 'old', 'fine']);
  const blocks = groups.map((g) => {
    if (g.r === 'talker') {
      return `<div class="talker box">${g.items.map((x, i) => T(x.r, x.s, i === 0 ? 'tk1' : 'tk')).join('')}</div>`;
    }
    const inner = g.items.map((x) => {
      if (x.r === 'tag') return T('tag', x.s, 'tn');
      if (x.r === 'price') return T('price', x.s, 'tp');
      if (x.r === 'old') return T('old', x.s, 'to');
      if (x.r === 'fine') return `${barcode(120, 18)}${T('fine', x.s, 'tf')}`;
      return T(x.r, x.s, 'ts');
    }).join('');
    return `<div class="tag box">${inner}</div>`;
  }).join('');
  const colors = o.cans || [['#f2c14e', '#1d3557'], ['#e76f51', '#ffffff'], ['#90be6d', '#277da1'], ['#f9c74f', '#577590'], ['#ffffff', '#e63946']];
  const prods = [];
  for (let i = 0; i < 9; i++) { const c = colors[i % colors.length]; prods.push(can(74 + (i % 3) * 8, 130 + (i % 2) * 34, c[0], c[1])); }
  const css = `
  .t005{width:960px;background-color:#efe9df;background-image:linear-gradient(#f6f2ea,#e3dccf);font-family:${o.font === 'looped' ? FONT_LOOPED : FONT};padding:18px 24px 28px}
  .t005 .sign{display:inline-block;background:${o.sign || '#1b5e20'};color:#fff;font-size:22px;font-weight:700;padding:4px 18px;border-radius:6px}
  .t005 .prods{display:flex;gap:16px;align-items:flex-end;height:190px;padding:0 12px;margin-top:8px}
  .t005 .strip{background-color:#d9dee2;background-image:linear-gradient(#e7ebee,#c9cfd4);border-top:7px solid #9aa3aa;padding:10px;display:flex;gap:12px;align-items:flex-start;min-height:150px}
  .t005 .tag{background:#fff;border:2px solid #333;border-radius:4px;padding:6px 10px;width:200px;color:#111}
  .t005 .tn{font-size:15.5px;font-weight:700}
  .t005 .ts{font-size:13px;color:#333}
  .t005 .to{font-size:14px;color:#666;text-decoration:line-through}
  .t005 .tp{font-size:25px;font-weight:800;color:#c62828}
  .t005 .tf{font-size:10px;color:#444;letter-spacing:1px}
  .t005 .talker{background:#ffeb3b;border:3px solid #d32f2f;border-radius:8px;padding:8px 14px;width:330px;color:#111}
  .t005 .tk1{font-size:28px;font-weight:800;color:#d32f2f}
  .t005 .tk{font-size:16px;font-weight:600}`;
  const html = `${hdr}<div class="prods">${prods.join('')}</div><div class="strip">${blocks}</div>`;
  return { w: 960, css, html, medium: 'physical' };
};

// t006: pack with a promotion sticker and a price card (pharmacy counter)
templates['i14-t006'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const pk = by(it, 'pk').map((x, i) => T('pk', x.s, i === 0 ? 'pk1' : 'pkn')).join('');
  const st = by(it, 'st').map((x) => T('st', x.s, 'stl')).join('');
  const card = it.filter((x) => ['ch', 'c', 'cp', 'cf'].includes(x.r)).map((x) => T(x.r, x.s, 'k' + x.r)).join('');
  const pts = [];
  for (let i = 0; i < 28; i++) { const a = (i / 28) * Math.PI * 2; const r = i % 2 ? 42 : 50; pts.push(`${(50 + r * Math.cos(a)).toFixed(1)}% ${(50 + r * Math.sin(a)).toFixed(1)}%`); }
  const object = o.obj === 'device'
    ? `<div class="dev"><div class="scr"></div><div class="lamp"></div><div class="plate box">${pk}</div></div>`
    : `<div class="pack ${o.obj === 'box' ? 'bx' : 'cn'}"><div class="lid"></div><div class="lab box">${pk}</div></div>`;
  const css = `
  .t006{width:880px;height:580px;background-color:#d8d2c8;background-image:linear-gradient(180deg,#e9e4dc 0,#e9e4dc 62%,#b9a58a 62%,#a48d70 100%);font-family:${FONT};position:relative}
  .t006 .pack{position:absolute;left:70px;top:70px;width:330px;height:440px}
  .t006 .pack.cn .lid{position:absolute;left:0;top:0;width:330px;height:56px;border-radius:50%;background:linear-gradient(#f4f4f4,#b8b8b8)}
  .t006 .pack.cn .lab{position:absolute;left:0;top:28px;width:330px;height:412px;border-radius:0 0 10px 10px;background-color:${o.c1 || '#2a6f97'};background-image:linear-gradient(90deg,rgba(0,0,0,.25),rgba(255,255,255,.25) 35%,rgba(0,0,0,.0) 60%,rgba(0,0,0,.3));padding:120px 20px 0;color:#fff;text-align:center}
  .t006 .pack.bx .lid{position:absolute;left:18px;top:0;width:312px;height:26px;background:${o.c2 || '#f1c40f'};transform:skewX(-35deg);transform-origin:bottom left}
  .t006 .pack.bx .lab{position:absolute;left:0;top:26px;width:312px;height:414px;background-color:${o.c1 || '#f39c12'};background-image:linear-gradient(160deg,rgba(255,255,255,.3),rgba(0,0,0,.1));padding:120px 16px 0;color:#fff;text-align:center;box-shadow:14px 0 0 ${o.c2 || '#d68910'}}
  .t006 .pk1{font-size:34px;font-weight:800}
  .t006 .pkn{font-size:17px;font-weight:600}
  .t006 .dev{position:absolute;left:60px;top:70px;width:360px;height:430px;background:linear-gradient(90deg,#cfd8dc,#eceff1 40%,#b0bec5);border-radius:14px;box-shadow:0 10px 20px rgba(0,0,0,.25)}
  .t006 .dev .scr{position:absolute;left:40px;top:40px;width:280px;height:130px;border-radius:8px;background:#263238;box-shadow:inset 0 0 0 6px #90a4ae}
  .t006 .dev .lamp{position:absolute;left:60px;top:200px;width:240px;height:36px;border-radius:18px;background:linear-gradient(#bbdefb,#64b5f6)}
  .t006 .dev .plate{position:absolute;left:110px;top:380px;width:140px;height:32px;background:#eceff1;border:1px solid #90a4ae;border-radius:4px;text-align:center;color:#37474f;font-size:14px}
  .t006 .dev .pk1{font-size:14px;font-weight:700}
  .t006 .star{position:absolute;left:${o.obj === 'device' ? 250 : 270}px;top:${o.obj === 'device' ? 250 : 40}px;width:200px;height:200px;background:${o.stc || '#e53935'};clip-path:polygon(${pts.join(',')});transform:rotate(-9deg);display:flex;align-items:center;justify-content:center}
  .t006 .stin{width:138px;text-align:center;color:${o.stt || '#fff'}}
  .t006 .stl{font-size:${o.sts || 22}px;font-weight:800;line-height:1.25}
  .t006 .card{position:absolute;right:50px;top:130px;width:360px;background:#fff;border-radius:10px;box-shadow:0 8px 18px rgba(0,0,0,.25);overflow:hidden;color:#222}
  .t006 .kch{background:${o.cc || '#c62828'};color:#fff;font-size:22px;font-weight:800;padding:6px 16px}
  .t006 .kc{font-size:16px;padding:0 16px;margin-top:6px}
  .t006 .kcp{font-size:34px;font-weight:800;color:${o.cc || '#c62828'};padding:2px 16px}
  .t006 .kcf{font-size:12px;color:#666;padding:0 16px 10px}`;
  const html = `${object}<div class="star"><div class="stin box">${st}</div></div><div class="card box">${card}</div>`;
  return { w: 880, h: 580, css, html, medium: 'physical' };
};

// t007: thermal receipt
templates['i14-t007'] = (d) => {
  const it = parse(d.lines);
  let html = '';
  let rowsStarted = false;
  for (const x of it) {
    if (x.r === 'shop') html += T('shop', x.s, 'shop');
    else if (x.r === 'c') html += T('c', x.s, 'c');
    else if (x.r === 'row') {
      if (!rowsStarted) { html += '<div class="sep"></div>'; rowsStarted = true; }
      const [a, b] = x.s.split('~');
      html += `<div class="row box">${T('row', a, 'l')}${T('row', b, 'r')}</div>`;
    } else if (x.r === 'total') {
      const [a, b] = x.s.split('~');
      html += `<div class="sep"></div><div class="row tot box">${T('total', a, 'l')}${T('total', b, 'r')}</div>`;
    } else if (x.r === 'note') html += T('note', x.s, 'note');
    else if (x.r === 'sep') html += '<div class="sep"></div>';
    else throw new Error('t007 role ' + x.r);
  }
  const css = `
  .t007{width:470px;background-color:#6d6a66;background-image:linear-gradient(135deg,#7a7670,#5b5854);padding:30px 40px 40px;font-family:${FONT_MONO}}
  .t007 .paper{background:#fbfaf6;padding:22px 22px 34px;color:#222;box-shadow:0 6px 18px rgba(0,0,0,.35);clip-path:polygon(0 0,100% 0,100% 100%,96% 99%,92% 100%,88% 99%,84% 100%,80% 99%,76% 100%,72% 99%,68% 100%,64% 99%,60% 100%,56% 99%,52% 100%,48% 99%,44% 100%,40% 99%,36% 100%,32% 99%,28% 100%,24% 99%,20% 100%,16% 99%,12% 100%,8% 99%,4% 100%,0 99%)}
  .t007 .shop{font-size:18px;font-weight:700;text-align:center}
  .t007 .c{font-size:12px;text-align:center}
  .t007 .sep{border-top:2px dashed #777;margin:8px 0}
  .t007 .row{display:flex;justify-content:space-between;gap:10px;font-size:12.5px}
  .t007 .row .r{text-align:right}
  .t007 .tot{font-size:15px;font-weight:700}
  .t007 .note{font-size:12px;text-align:center;margin-top:4px}`;
  return { w: 470, css, html: `<div class="paper box">${html}</div>`, medium: 'physical' };
};

// t008: coupon / loyalty card / invitation card
templates['i14-t008'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const stub = by(it, 'brand').map((x) => T('brand', x.s, 'brand')).join('') + `<div class="vals">${by(it, 'val').map((x) => T('val', x.s, 'val')).join('')}</div><div></div>`;
  let main = '';
  for (const x of it) {
    if (['brand', 'val'].includes(x.r)) continue;
    if (x.r === 'code') main += `<div class="code box">${T('code', x.s, '')}</div>`;
    else main += T(x.r, x.s, x.r);
    if (x.r === 'sub' && o.stamps) {
      let s = '';
      for (let i = 0; i < o.stamps; i++) s += `<div class="stp ${i < (o.filled || 0) ? 'on' : ''}"></div>`;
      main += `<div class="stamps">${s}</div>`;
    }
  }
  const css = `
  .t008{width:820px;background-color:#cfc8bd;background-image:linear-gradient(120deg,#d9d3ca,#bdb5a9);padding:36px;font-family:${o.font === 'serif' ? FONT_SERIF : FONT}}
  .t008 .cardx{display:flex;border-radius:16px;overflow:hidden;box-shadow:0 8px 20px rgba(0,0,0,.3);min-height:330px}
  .t008 .stub{width:250px;background-color:${o.c1 || '#d81b60'};background-image:linear-gradient(160deg,rgba(255,255,255,.18),rgba(0,0,0,.12));color:#fff;padding:22px 18px;display:flex;flex-direction:column;justify-content:space-between;border-right:4px dashed rgba(255,255,255,.85)}
  .t008 .brand{font-size:21px;font-weight:800}
  .t008 .val{font-size:${o.vs || 38}px;font-weight:800;line-height:1.25}
  .t008 .main{flex:1;background:${o.bg || '#fffaf3'};padding:20px 24px;color:#222}
  .t008 .ttl{font-size:27px;font-weight:800;color:${o.c1 || '#d81b60'}}
  .t008 .sub{font-size:16px;color:#444;margin-bottom:8px}
  .t008 .c{font-size:16.5px}
  .t008 .code{display:inline-block;border:2px dashed #555;padding:2px 12px;margin:10px 0 6px;font-family:${FONT_MONO};font-size:16px;font-weight:700}
  .t008 .fine{font-size:11.5px;color:#666}
  .t008 .stamps{display:grid;grid-template-columns:repeat(5,52px);gap:10px;margin:8px 0 10px}
  .t008 .stp{width:52px;height:52px;border-radius:50%;border:3px dashed ${o.c1 || '#d81b60'}}
  .t008 .stp.on{background:radial-gradient(circle,${o.c1 || '#d81b60'} 40%,transparent 42%);border-style:solid}`;
  const html = `<div class="cardx"><div class="stub box">${stub}</div><div class="main box">${main}</div></div>`;
  return { w: 820, css, html, medium: 'physical' };
};

// t009: tin front
templates['i14-t009'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  let body = '';
  for (const x of it) {
    if (x.r === 'brand') body += T('brand', x.s, 'brand');
    else if (x.r === 'stage') body += `<div class="stage box">${T('stage', x.s, '')}</div>`;
    else if (x.r === 'sub') body += T('sub', x.s, 'sub');
    else if (x.r === 'claim') body += `<div class="claim box">${T('claim', x.s, '')}</div>`;
    else if (x.r === 'net') body += T('net', x.s, 'net');
    else if (x.r === 'fine') body += T('fine', x.s, 'fine');
    else throw new Error('t009 role ' + x.r);
  }
  const pic = o.baby ? babyFace(150, 'position:absolute;right:34px;top:420px') : o.mom ? motherBaby(130, 170, 'rgba(255,255,255,.85)', 'position:absolute;right:40px;top:400px') : '';
  const css = `
  .t009{width:660px;height:780px;background-color:#e8eef2;background-image:radial-gradient(ellipse at 50% 30%,#ffffff,#cfd8de 75%);font-family:${o.font === 'looped' ? FONT_LOOPED : FONT};position:relative}
  .t009 .lid{position:absolute;left:110px;top:50px;width:440px;height:80px;border-radius:50%;background:linear-gradient(#fafafa,#b9b9b9);box-shadow:inset 0 -6px 0 #9e9e9e}
  .t009 .body{position:absolute;left:110px;top:90px;width:440px;height:620px;border-radius:0 0 22px 22px;background-color:${o.c1 || '#f7f3e8'};background-image:linear-gradient(90deg,rgba(0,0,0,.18),rgba(255,255,255,.35) 30%,rgba(255,255,255,0) 55%,rgba(0,0,0,.22));padding:60px 30px 0;color:${o.tc || '#1d3557'};text-align:center}
  .t009 .band{position:absolute;left:0;right:0;top:300px;height:220px;background:${o.c2 || '#ffd166'};opacity:.55}
  .t009 .brand{font-size:${o.bs || 50}px;font-weight:800;position:relative}
  .t009 .stage{width:86px;height:86px;border-radius:50%;background:${o.c3 || '#e63946'};color:#fff;font-size:50px;font-weight:800;margin:4px auto;display:flex;align-items:center;justify-content:center;line-height:1;position:relative}
  .t009 .sub{font-size:21px;font-weight:600;position:relative}
  .t009 .claim{display:table;margin:10px auto 0;background:${o.c3 || '#e63946'};color:#fff;border-radius:20px;padding:4px 16px;font-size:17px;font-weight:700;position:relative}
  .t009 .net{position:absolute;left:0;right:0;bottom:24px;font-size:15px;font-weight:600}
  .t009 .fine{position:absolute;left:0;right:0;bottom:8px;font-size:10px}`;
  const html = `<div class="lid"></div><div class="body box"><div class="band"></div>${body}${pic}</div>`;
  return { w: 660, h: 780, css, html, medium: 'physical' };
};

// t010: box front + back label, drawn side by side
templates['i14-t010'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  let front = '', back = '', exp = '';
  for (const x of it) {
    if (x.r === 'F') front += T('F', x.s, 'F');
    else if (x.r === 'fs') front += `<div class="fs box">${T('fs', x.s, '')}</div>`;
    else if (x.r === 'f') front += T('f', x.s, 'f');
    else if (x.r === 'B') back += T('B', x.s, 'B');
    else if (x.r === 'b') back += T('b', x.s, 'b');
    else if (x.r === 'bx') back += T('bx', x.s, 'bx');
    else if (x.r === 'ex') exp += T('ex', x.s, 'ex');
    else throw new Error('t010 role ' + x.r);
  }
  const css = `
  .t010{width:1020px;height:700px;background-color:#dcd6cc;background-image:linear-gradient(#ebe6de,#cdc5b8);font-family:${FONT};position:relative}
  .t010 .front{position:absolute;left:40px;top:50px;width:400px;height:590px;background-color:${o.c1 || '#fdfcf7'};background-image:linear-gradient(170deg,rgba(255,255,255,.5),rgba(0,0,0,.06));box-shadow:18px -14px 0 ${o.c2 || '#c9d6df'},0 10px 22px rgba(0,0,0,.25);padding:60px 26px 0;text-align:center;color:${o.tc || '#0b3d91'}}
  .t010 .F{font-size:48px;font-weight:800}
  .t010 .fs{width:90px;height:90px;border-radius:50%;background:${o.c3 || '#0b3d91'};color:#fff;font-size:52px;font-weight:800;margin:10px auto 14px;display:flex;align-items:center;justify-content:center;line-height:1}
  .t010 .f{font-size:22px;font-weight:600}
  .t010 .deco{position:absolute;left:0;right:0;bottom:0;height:160px;background:linear-gradient(0deg,${o.c3 || '#0b3d91'}33,transparent)}
  .t010 .back{position:absolute;left:500px;top:50px;width:480px;height:590px;background:#fffefb;box-shadow:0 10px 22px rgba(0,0,0,.25);padding:26px 26px 0;color:#222}
  .t010 .B{font-size:21px;font-weight:800;margin-top:14px;color:#111}
  .t010 .b{font-size:17px}
  .t010 .bx{font-size:13.5px;color:#555;margin-top:16px}
  .t010 .exp{position:absolute;left:26px;bottom:26px;width:340px;border:2px solid #333;padding:6px 12px}
  .t010 .ex{font-size:17px;font-family:${FONT_MONO}}`;
  const html = `<div class="front box">${front}<div class="deco"></div></div><div class="back box">${back}<div class="exp box">${exp}</div></div>`;
  return { w: 1020, h: 700, css, html, medium: 'physical' };
};

// t011: poster (ministry / hospital / clinic)
templates['i14-t011'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const th = { moh: ['#0d47a1', '#2e7d32', '#e3f2fd'], hosp: ['#00695c', '#00897b', '#e0f2f1'], clinic: ['#ad1457', '#f9a825', '#fff8e1'], gift: ['#6a1b9a', '#ef6c00', '#fff3e0'] }[o.theme || 'moh'];
  let top = '', mid = '', li = '', foot = '', cta = '';
  for (const x of it) {
    if (x.r === 'org') top += T('org', x.s, 'org');
    else if (x.r === 'ttl') mid += T('ttl', x.s, 'ttl');
    else if (x.r === 'sub') mid += T('sub', x.s, 'sub');
    else if (x.r === 'li') li += `<div class="li box"><div class="dot"></div>${T('li', x.s, '')}</div>`;
    else if (x.r === 'cta') cta += T('cta', x.s, '');
    else if (x.r === 'foot') foot += T('foot', x.s, 'foot');
    else throw new Error('t011 role ' + x.r);
  }
  const css = `
  .t011{width:740px;background:${th[2]};font-family:${o.font === 'phet' ? FONT_PHET : o.font === 'serif' ? FONT_SERIF : FONT};border:10px solid #fff;box-shadow:inset 0 0 0 1px #ccc}
  .t011 .top{background:${th[0]};color:#fff;padding:14px 20px 14px 110px;position:relative;min-height:86px}
  .t011 .logo{position:absolute;left:22px;top:12px;width:64px;height:64px;border-radius:50%;background:#fff;box-shadow:inset 0 0 0 8px ${th[1]}}
  .t011 .org{font-size:17px;font-weight:700}
  .t011 .mid{padding:20px 28px 6px;text-align:center}
  .t011 .ttl{font-size:38px;font-weight:800;color:${th[0]};line-height:1.5}
  .t011 .sub{font-size:21px;font-weight:600;color:${th[1]}}
  .t011 .pic{height:210px;margin:6px 28px;border-radius:14px;background-color:${th[1]};background-image:linear-gradient(135deg,${th[1]},${th[0]});display:flex;align-items:flex-end;justify-content:center;overflow:hidden}
  .t011 .lis{padding:10px 34px}
  .t011 .li{display:flex;align-items:center;gap:12px;font-size:18px;color:#222;margin:4px 0}
  .t011 .dot{width:14px;height:14px;border-radius:50%;background:${th[1]};flex:none}
  .t011 .cta{margin:8px 34px 14px;background:${th[1]};color:#fff;font-size:20px;font-weight:700;text-align:center;padding:8px;border-radius:10px}
  .t011 .foot{font-size:13px;color:#444;text-align:center}
  .t011 .fw{padding:6px 20px 14px;border-top:1px solid rgba(0,0,0,.12)}`;
  const pic = o.pic === 'doctor'
    ? `<div class="pic">${motherBaby(200, 200, 'rgba(255,255,255,.92)')}<div style="width:60px"></div>${babyFace(120, 'position:relative;margin-bottom:40px')}</div>`
    : o.pic === 'kit'
      ? `<div class="pic" style="align-items:center;gap:22px">${can(90, 130, '#ffffff', '#ef6c00')}<div style="width:150px;height:110px;border-radius:12px;background:#fff;opacity:.9"></div>${can(60, 110, '#e1f5fe', '#6a1b9a')}</div>`
      : `<div class="pic">${motherBaby(240, 200, 'rgba(255,255,255,.92)')}</div>`;
  const html = `<div class="top box"><div class="logo"></div>${top}</div><div class="mid box">${mid}</div>${pic}
    <div class="lis">${li}</div>${cta ? `<div class="cta box">${cta}</div>` : ''}<div class="fw box">${foot}</div>`;
  return { w: 740, css, html, medium: 'physical' };
};

// t012: cereal box and / or baby-food jar with a price sticker
templates['i14-t012'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  let bx = '', jr = '', ps = '';
  for (const x of it) {
    if (x.r === 'X') bx += T('X', x.s, 'X');
    else if (x.r === 'x') bx += T('x', x.s, 'x');
    else if (x.r === 'xa') bx += `<div class="age box">${T('xa', x.s, '')}</div>`;
    else if (x.r === 'J') jr += T('J', x.s, 'J');
    else if (x.r === 'j') jr += T('j', x.s, 'j');
    else if (x.r === 'ja') jr += `<div class="age box">${T('ja', x.s, '')}</div>`;
    else if (x.r === 'ps') ps += T('ps', x.s, '');
    else throw new Error('t012 role ' + x.r);
  }
  const both = bx && jr;
  const css = `
  .t012{width:940px;height:660px;background-color:#cbb89d;background-image:linear-gradient(180deg,#efe8dc 0,#efe8dc 70%,#b49a78 70%,#9c8262 100%);font-family:${FONT};position:relative}
  .t012 .cbox{position:absolute;left:${both ? 50 : 250}px;top:40px;width:${both ? 430 : 440}px;height:560px;background-color:${o.c1 || '#fff3c4'};background-image:linear-gradient(170deg,rgba(255,255,255,.55),rgba(0,0,0,.07));box-shadow:16px -12px 0 ${o.c2 || '#e0c36a'},0 10px 20px rgba(0,0,0,.25);padding:40px 22px 0;text-align:center;color:${o.tc || '#7a3e00'}}
  .t012 .X{font-size:${o.bs || 44}px;font-weight:800}
  .t012 .x{font-size:18px;font-weight:600}
  .t012 .age{display:inline-block;background:${o.c3 || '#e76f51'};color:#fff;font-size:24px;font-weight:800;padding:4px 16px;border-radius:24px;margin:8px 0}
  .t012 .bowl{width:220px;height:100px;margin:14px auto 8px;border-radius:0 0 110px 110px;background:linear-gradient(#fff,#e0e0e0);box-shadow:inset 0 18px 0 #f6e7b6}
  .t012 .jar{position:absolute;left:${both ? 560 : 310}px;top:${both ? 180 : 80}px;width:${both ? 320 : 340}px;height:${both ? 420 : 520}px}
  .t012 .jlid{position:absolute;left:20px;top:0;right:20px;height:54px;border-radius:10px;background:linear-gradient(90deg,#c0392b,#e74c3c 40%,#a93226)}
  .t012 .jglass{position:absolute;left:0;top:48px;right:0;bottom:0;border-radius:30px;background-color:#e9a15a;background-image:linear-gradient(90deg,rgba(255,255,255,.0),rgba(255,255,255,.45) 20%,rgba(255,255,255,0) 35%)}
  .t012 .jlab{position:absolute;left:12px;right:12px;top:${both ? 110 : 100}px;background:#fffdf5;border-radius:8px;padding:10px 10px;text-align:center;color:#234}
  .t012 .J{font-size:${both ? 26 : 32}px;font-weight:800;color:#2d6a4f}
  .t012 .j{font-size:${both ? 15 : 18}px}
  .t012 .ps{position:absolute;left:${both ? 760 : 690}px;top:${both ? 560 : 560}px;background:#fff200;border:2px solid #333;border-radius:6px;padding:4px 12px;font-size:22px;font-weight:800;color:#b00020;transform:rotate(-6deg)}`;
  const html = `${bx ? `<div class="cbox box">${bx}<div class="bowl"></div></div>` : ''}${jr ? `<div class="jar"><div class="jlid"></div><div class="jglass"></div><div class="jlab box">${jr}</div></div>` : ''}${ps ? `<div class="ps box">${ps}</div>` : ''}`;
  return { w: 940, h: 660, css, html, medium: 'physical' };
};

// t013: blister card packaging (bottle, teats, thermometer)
templates['i14-t013'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  let head = '', claim = '', lis = '', age = '', warn = '', fine = '';
  for (const x of it) {
    if (x.r === 'brand') head += T('brand', x.s, 'brand');
    else if (x.r === 'name') head += T('name', x.s, 'name');
    else if (x.r === 'claim') claim += T('claim', x.s, '');
    else if (x.r === 'li') lis += `<div class="li box"><div class="chk"></div>${T('li', x.s, '')}</div>`;
    else if (x.r === 'age') age += T('age', x.s, '');
    else if (x.r === 'warn') warn += T('warn', x.s, '');
    else if (x.r === 'fine') fine += T('fine', x.s, 'fine');
    else throw new Error('t013 role ' + x.r);
  }
  let item;
  if (o.item === 'teats') item = [0, 1].map((i) => `<div style="position:relative;width:110px;height:150px;margin:0 12px"><div style="position:absolute;left:35px;top:0;width:40px;height:60px;border-radius:20px 20px 6px 6px;background:rgba(255,236,179,.95)"></div><div style="position:absolute;left:5px;top:55px;width:100px;height:36px;border-radius:50%;background:rgba(255,236,179,.95)"></div><div style="position:absolute;left:0;top:85px;width:110px;height:40px;border-radius:8px;background:${o.c2 || '#80cbc4'}"></div></div>`).join('');
  else if (o.item === 'thermo') item = `<div style="width:60px;height:220px;border-radius:30px;background:linear-gradient(90deg,#e0e0e0,#fff,#bdbdbd);position:relative"><div style="position:absolute;left:14px;top:40px;width:32px;height:50px;background:#b2dfdb;border-radius:4px"></div><div style="position:absolute;left:24px;top:200px;width:12px;height:40px;border-radius:6px;background:#90a4ae"></div></div>${babyFace(120, 'position:relative;margin-left:40px')}`;
  else item = `<div style="position:relative;width:130px;height:250px"><div style="position:absolute;left:45px;top:0;width:40px;height:40px;border-radius:20px 20px 4px 4px;background:rgba(255,224,178,.95)"></div><div style="position:absolute;left:25px;top:34px;width:80px;height:26px;border-radius:6px;background:${o.c2 || '#4fc3f7'}"></div><div style="position:absolute;left:15px;top:58px;width:100px;height:190px;border-radius:16px 16px 24px 24px;background:rgba(255,255,255,.75);box-shadow:inset 0 -90px 0 rgba(255,255,255,.95),inset 6px 0 0 rgba(0,0,0,.05)"></div></div>${o.baby ? babyFace(110, 'position:relative;margin-left:30px') : ''}`;
  const css = `
  .t013{width:640px;height:800px;background-color:#dfe7ea;background-image:radial-gradient(ellipse at 50% 20%,#f5f8f9,#c6d2d7 80%);font-family:${FONT};position:relative}
  .t013 .cardb{position:absolute;left:40px;top:30px;width:560px;height:740px;border-radius:16px;background:#fff;box-shadow:0 10px 24px rgba(0,0,0,.25);overflow:hidden}
  .t013 .head{background:${o.c1 || '#0277bd'};color:#fff;padding:46px 24px 14px;text-align:center;position:relative}
  .t013 .hole{position:absolute;left:245px;top:12px;width:70px;height:22px;border-radius:11px;background:#dfe7ea}
  .t013 .brand{font-size:40px;font-weight:800}
  .t013 .name{font-size:20px;font-weight:600}
  .t013 .win{margin:18px 40px 10px;height:280px;border-radius:22px;background:rgba(200,230,240,.55);box-shadow:inset 0 0 0 3px rgba(255,255,255,.9),inset 12px 12px 30px rgba(255,255,255,.8);display:flex;align-items:center;justify-content:center;position:relative}
  .t013 .claim{position:absolute;right:-24px;top:-10px;background:${o.c3 || '#ff7043'};color:#fff;border-radius:14px;padding:6px 14px;font-size:17px;font-weight:800;transform:rotate(4deg);box-shadow:0 3px 8px rgba(0,0,0,.2)}
  .t013 .age{position:absolute;left:12px;bottom:12px;background:#fff;color:${o.c1 || '#0277bd'};border:3px solid ${o.c1 || '#0277bd'};border-radius:50%;width:72px;height:72px;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:800}
  .t013 .lis{padding:6px 40px}
  .t013 .li{display:flex;align-items:center;gap:12px;font-size:20px;color:#222;margin:6px 0}
  .t013 .chk{width:16px;height:9px;border-left:4px solid ${o.c1 || '#0277bd'};border-bottom:4px solid ${o.c1 || '#0277bd'};transform:rotate(-45deg);flex:none;margin-top:-4px}
  .t013 .warn{margin:10px 30px;border:2px solid #333;padding:8px 12px;font-size:16px;color:#111}
  .t013 .fine{position:absolute;left:24px;right:24px;bottom:14px;font-size:12px;color:#666;text-align:center}`;
  const html = `<div class="cardb box"><div class="head box"><div class="hole"></div>${head}</div>
    <div class="win">${item}${claim ? `<div class="claim box">${claim}</div>` : ''}${age ? `<div class="age box">${age}</div>` : ''}</div>
    <div class="lis">${lis}</div>${warn ? `<div class="warn box">${warn}</div>` : ''}${fine}</div>`;
  return { w: 640, h: 800, css, html, medium: 'physical' };
};

// t014: event banner / invitation / training announcement
templates['i14-t014'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const style = o.style || 'banner';
  let org = '', mid = '', info = '', spon = '', fine = '';
  for (const x of it) {
    if (x.r === 'org') org += T('org', x.s, 'org');
    else if (x.r === 'ttl') mid += T('ttl', x.s, 'ttl');
    else if (x.r === 'sub') mid += T('sub', x.s, 'sub');
    else if (x.r === 'when' || x.r === 'where') info += T(x.r, x.s, 'inf');
    else if (x.r === 'spon') spon += T('spon', x.s, 'spon');
    else if (x.r === 'logo') spon += `<div class="logo box">${T('logo', x.s, '')}</div>`;
    else if (x.r === 'fine') fine += T('fine', x.s, 'fine');
    else throw new Error('t014 role ' + x.r);
  }
  const S = {
    banner: { bg: '#0d47a1', bgi: 'linear-gradient(120deg,#0d47a1,#1976d2 60%,#42a5f5)', fg: '#fff', ac: '#ffd54f', font: FONT },
    invite: { bg: '#14213d', bgi: 'linear-gradient(160deg,#14213d,#1f2f56)', fg: '#f5e6c8', ac: '#d4af37', font: FONT_SERIF },
    moh: { bg: '#ffffff', bgi: 'linear-gradient(180deg,#ffffff,#eef5fb)', fg: '#0d3b66', ac: '#2e7d32', font: FONT },
    teal: { bg: '#00695c', bgi: 'linear-gradient(120deg,#004d40,#00897b)', fg: '#fff', ac: '#ffcc80', font: FONT_LOOPED },
  }[style];
  const css = `
  .t014{width:1000px;height:${o.h || 560}px;background-color:${S.bg};background-image:${S.bgi};font-family:${S.font};color:${S.fg};position:relative;padding:34px 50px;${style === 'invite' ? 'box-shadow:inset 0 0 0 14px #14213d,inset 0 0 0 17px ' + S.ac + ';' : ''}${style === 'moh' ? 'border-top:26px solid #0d3b66;' : ''}}
  .t014 .gr{position:absolute;width:18px;height:18px;border-radius:50%;background:#ddd;box-shadow:inset 0 0 0 5px #999}
  .t014 .org{font-size:22px;font-weight:700;color:${S.ac}}
  .t014 .ttl{font-size:${o.ts || 46}px;font-weight:800;margin-top:12px;line-height:1.45}
  .t014 .sub{font-size:26px;font-weight:600;opacity:.95}
  .t014 .rule{width:140px;height:6px;background:${S.ac};margin:18px 0}
  .t014 .inf{font-size:24px;line-height:1.6}
  .t014 .deco{position:absolute;right:-60px;top:-80px;width:360px;height:360px;border-radius:50%;background:${S.ac};opacity:.13}
  .t014 .deco2{position:absolute;right:140px;top:150px;width:160px;height:160px;border-radius:50%;border:10px solid ${S.ac};opacity:.18}
  .t014 .sp{position:absolute;right:50px;bottom:${o.fineh ? 70 : 40}px;text-align:right}
  .t014 .spon{font-size:18px;opacity:.9}
  .t014 .logo{display:inline-block;margin-top:4px;background:#fff;color:#c62828;font-size:30px;font-weight:800;padding:6px 20px;border-radius:8px;${style === 'moh' ? 'color:#0d3b66;box-shadow:0 0 0 2px #0d3b66;font-size:22px;' : ''}}
  .t014 .fine{position:absolute;left:50px;bottom:18px;font-size:16px;opacity:.85}`;
  const grom = style === 'banner' ? ['left:10px;top:10px', 'right:10px;top:10px', 'left:10px;bottom:10px', 'right:10px;bottom:10px'].map((p) => `<div class="gr" style="${p}"></div>`).join('') : '';
  const html = `<div class="deco"></div><div class="deco2"></div>${grom}<div class="box">${org}</div><div class="box">${mid}</div><div class="rule"></div><div class="box">${info}</div><div class="sp box">${spon}</div>${fine}`;
  return { w: 1000, h: o.h || 560, css, html, medium: 'physical' };
};

// t015: article / e-book landing / tips page seen on a screen
templates['i14-t015'] = (d) => {
  const it = parse(d.lines);
  const o = d.opt || {};
  const style = o.style || 'article';
  let site = '', head = '', body = '', cta = '', foot = '';
  for (const x of it) {
    if (x.r === 'site') site += T('site', x.s, 'site');
    else if (['kicker', 'ttl', 'sub', 'meta'].includes(x.r)) head += T(x.r, x.s, x.r);
    else if (x.r === 'p') body += T('p', x.s, 'p');
    else if (x.r === 'cta') cta += T('cta', x.s, '');
    else if (x.r === 'foot') foot += T('foot', x.s, 'foot');
    else throw new Error('t015 role ' + x.r);
  }
  const ac = o.ac || '#e65100';
  const css = `
  .t015{width:560px;background:#fff;font-family:${FONT}}
  .t015 .bar{height:56px;display:flex;align-items:center;gap:12px;padding:0 16px;background:${style === 'article' ? '#fff' : ac};color:${style === 'article' ? '#111' : '#fff'};border-bottom:1px solid #e0e0e0}
  .t015 .burger{width:22px;height:16px;border-top:3px solid currentColor;border-bottom:3px solid currentColor;position:relative}
  .t015 .burger:after{content:'';position:absolute;left:0;right:0;top:4.5px;border-top:3px solid currentColor}
  .t015 .site{font-size:18px;font-weight:800}
  .t015 .hero{${style === 'ebook' ? `margin:20px 60px 8px;height:auto;padding:26px 24px;border-radius:10px;background-color:${ac};background-image:linear-gradient(160deg,${ac},#000000 180%);color:#fff;text-align:center;box-shadow:8px 10px 0 rgba(0,0,0,.15)` : 'padding:18px 22px 4px'}}
  .t015 .kicker{font-size:13px;font-weight:800;letter-spacing:1px;color:${style === 'ebook' ? '#ffe0b2' : ac}}
  .t015 .ttl{font-size:${style === 'ebook' ? 40 : 28}px;font-weight:800;line-height:1.4;color:${style === 'ebook' ? '#fff' : '#111'}}
  .t015 .sub{font-size:20px;font-weight:600}
  .t015 .meta{font-size:13px;color:#777}
  .t015 .img{margin:10px 22px;height:200px;border-radius:8px;background-color:#d7dde2;background-image:linear-gradient(135deg,#e3e8ec,#c5ced6);position:relative}
  .t015 .ebimg{height:150px;display:flex;justify-content:center;align-items:flex-end;margin-top:10px}
  .t015 .bd{padding:6px 22px 4px}
  .t015 .p{font-size:16.5px;color:#222;line-height:1.6}
  .t015 .cta{margin:12px 22px;background:${ac};color:#fff;font-size:18px;font-weight:800;text-align:center;padding:10px;border-radius:24px}
  .t015 .foot{font-size:12px;color:#777;padding:8px 22px 16px;border-top:1px solid #eee}`;
  const img = style === 'article' && !o.noimg ? `<div class="img">${photoIcon()}</div>` : '';
  const ebimg = style === 'ebook' ? `<div class="ebimg">${motherBaby(150, 150, 'rgba(255,255,255,.9)')}</div>` : '';
  const html = `<div class="bar"><div class="burger"></div><div class="box">${site}</div></div>
    <div class="hero box">${head}${ebimg}</div>${img}<div class="bd box">${body}</div>${cta ? `<div class="cta box">${cta}</div>` : ''}<div class="box">${foot}</div>`;
  return { w: 560, css, html, medium: 'screen' };
};

module.exports = { templates, expectedLines, parse, esc, FONT };

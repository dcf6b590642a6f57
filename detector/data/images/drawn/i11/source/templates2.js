'use strict';
const { esc, L, S, R, babyFace, motherBaby, can, bottle, bowl, leaf, star, heart, cross, drop, doctor, barcode, qr } = require('./lib.js');
const J = (a) => a.map(x => L(x[0], x[1], x[2])).join('\n');

// t06: English back panel with a Lao importer sticker stuck over part of it
function t06(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:18px 24px 22px 24px;color:#222}
.cols{display:flex;gap:20px}
.col{flex:1;min-width:0}
.h{font-weight:700;border-bottom:2px solid ${o.hc};margin:8px 0 4px 0}
.stk{margin-top:14px;background:#fffef6;border:1.5px solid #999;border-radius:6px;padding:10px 16px;box-shadow:2px 2px 0 rgba(0,0,0,.15);transform:rotate(-1deg)}
`, body: `<div class="cols"><div class="col"><div class="h">${L(o.h1, 'es', 'font-size:17px')}</div>${J(o.c1)}</div>
<div class="col"><div class="h">${L(o.h2, 'es', 'font-size:17px')}</div>${o.nut.map((r, i) => R(r, ['60%', '36%'], 'es' + (i === 0 ? ' b' : ''), 'font-size:15px')).join('\n')}</div></div>
<div class="stk">${J(o.sticker)}</div>` };
}

// t17: cut-out coupon with dashed edge and scissors line
function t17(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#fff;padding:14px}
.cp{border:3px dashed #555;border-radius:10px;background:${o.bg};display:flex}
.l{flex:1;min-width:0;padding:16px 22px}
.rr{width:${o.rw || 230}px;flex:none;border-left:3px dashed #555;padding:16px 16px;background:${o.acc};color:#fff;display:flex;flex-direction:column;justify-content:center;align-items:center}
`, body: `<div class="cp"><div class="l">${J(o.left)}</div><div class="rr">${J(o.right)}</div></div>` };
}

// t18: thermal till receipt
function t18(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#fbfbf7;padding:22px 26px 30px 26px;color:#222;border-left:1px solid #ddd;border-right:1px solid #ddd}
.sep{border-top:2px dashed #777;margin:6px 0}
.row .cell{}
`, body: `${J(o.head)}<div class="sep"></div>${o.items.map(r => R(r, o.cw, o.f, 'font-size:' + o.fs + 'px')).join('\n')}<div class="sep"></div>
${o.tot.map(r => R(r, o.cw2, o.f + ' b', 'font-size:' + o.fs + 'px')).join('\n')}<div class="sep"></div>${J(o.promo)}<div class="sep"></div>${J(o.foot)}
<div style="display:flex;justify-content:center;margin-top:8px">${barcode(260, 40, 21)}</div>` };
}

// t19: wall calendar page with brand strip
function t19(o) {
  const w = o.w;
  const cw = Math.floor((w - 60) / 7);
  return { width: w, css: `
#card{width:${w}px;background:#fff;padding:0 0 18px 0;border:1px solid #ccc}
.rings{height:26px;background:repeating-linear-gradient(90deg,transparent 0 34px,#777 34px 40px,transparent 40px 74px);margin:0 40px}
.top{background:${o.c1};color:#fff;padding:14px 30px;display:flex;align-items:center;gap:16px}
.grid{padding:8px 30px 0 30px}
.grid .row{border-bottom:1px solid #e4e4e4;padding:4px 0}
.grid .cell{text-align:center!important}
.foot{margin:10px 30px 0 30px;background:${o.c2};padding:8px 16px;border-radius:8px}
`, body: `<div class="rings"></div><div class="top">${o.logo}<div>${J(o.top)}</div></div>
<div style="padding:10px 30px 0 30px">${J(o.month)}</div>
<div class="grid">${o.weeks.map((r, i) => R(r, Array(7).fill(cw - 7), o.f + (i === 0 ? ' b' : ''), 'font-size:' + (i === 0 ? 17 : 22) + 'px;' + (i === 0 ? 'color:' + o.c1 : ''))).join('\n')}</div>
<div class="foot">${J(o.foot)}</div>` };
}

// t20: notepad page with brand header and ruled log table
function t20(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#fffdf7;padding:0 0 16px 0;border:1px solid #d6d0c0}
.glue{height:16px;background:#8a8a8a}
.hd{padding:12px 24px;background:${o.c1};color:#fff;display:flex;gap:14px;align-items:center}
.tip{margin:10px 24px;padding:6px 12px;background:${o.c2};border-radius:6px}
.log{margin:6px 24px}
.log .row{border-bottom:1px solid #9cc3d8;padding:2px 0}
.blank{height:34px;border-bottom:1px solid #9cc3d8}
.ft{margin:10px 24px 0 24px;color:#555}
`, body: `<div class="glue"></div><div class="hd">${o.logo}<div>${J(o.head)}</div></div>
<div class="tip">${J(o.tip)}</div>
<div class="log">${R(o.cols, o.cw, o.f + ' b', 'font-size:16px')}<div class="blank"></div><div class="blank"></div><div class="blank"></div><div class="blank"></div><div class="blank"></div></div>
<div class="ft">${J(o.foot)}</div>` };
}

// t21: printed tote / sample bag from a maternity ward (bag shape, handles)
function t21(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#efe9e1;padding:20px 40px 30px 40px}
.handles{height:70px;position:relative}
.hdl{position:absolute;top:0;width:120px;height:110px;border:12px solid ${o.c1};border-radius:60px 60px 0 0}
.bag{background:${o.bg};border-radius:6px 6px 14px 14px;padding:22px 30px;position:relative;box-shadow:0 4px 0 rgba(0,0,0,.15)}
.in{margin-top:10px;background:#ffffffdd;border-radius:10px;padding:8px 16px}
.q{display:flex;gap:14px;align-items:center;margin-top:10px}
`, body: `<div class="handles"><div class="hdl" style="left:${w / 2 - 180}px"></div><div class="hdl" style="left:${w / 2 + 20}px"></div></div>
<div class="bag"><div style="display:flex;align-items:center;gap:16px">${o.pic}<div>${J(o.head)}</div></div>
<div class="in">${J(o.inside)}</div><div class="q">${qr(92, 11)}<div>${J(o.qr)}</div></div></div>` };
}

// t22: vinyl event banner (wide), eyelets, logo row at bottom
function t22(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:26px 50px 20px 50px;color:${o.fg};position:relative}
.ey{position:absolute;width:16px;height:16px;border-radius:50%;background:#ddd;border:3px solid #888}
.bar{height:8px;background:${o.acc};margin:10px 0}
.sp{margin-top:12px;display:flex;align-items:center;gap:16px;background:rgba(255,255,255,.92);color:#222;padding:8px 16px;border-radius:8px}
`, body: `<div class="ey" style="left:10px;top:10px"></div><div class="ey" style="right:10px;top:10px"></div><div class="ey" style="left:10px;bottom:10px"></div><div class="ey" style="right:10px;bottom:10px"></div>
${J(o.head)}<div class="bar"></div>${J(o.lines)}<div class="sp">${o.logos}<div>${J(o.sp)}</div></div>` };
}

// t23: folded invitation card (two panels side by side)
function t23(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#d8d2c4;padding:20px}
.card2{display:flex;background:${o.bg};box-shadow:3px 4px 0 rgba(0,0,0,.25)}
.p{flex:1;min-width:0;padding:22px 24px}
.p1{border-right:1px solid #c7bfae;background:${o.c1};color:#fff;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:10px}
`, body: `<div class="card2"><div class="p p1">${star(60, '#f1d27a')}${J(o.cover)}</div><div class="p">${J(o.inner)}</div></div>` };
}

// t24: A5 leaflet, photo block on top, then text
function t24(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#fff;padding:0 0 18px 0}
.ph{height:150px;background:linear-gradient(135deg,${o.c1},${o.c2});display:flex;align-items:center;gap:24px;padding:0 30px;color:#fff}
.tx{padding:14px 30px 0 30px}
.dl{margin:10px 30px 0 30px;background:${o.c1};color:#fff;padding:6px 14px;border-radius:6px;display:inline-block}
`, body: `<div class="ph">${o.pic}<div>${J(o.head)}</div></div><div class="tx">${J(o.lines)}</div><div class="dl">${J(o.dl)}</div>` };
}

// t25: engraved metal donation plate
function t25(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:linear-gradient(160deg,#f4f4f2 0%,#c9cbcc 45%,#eeeeec 60%,#b7b9ba 100%);border-radius:12px;padding:24px 40px;border:4px solid #8c8f91;color:#1d2a3a;text-align:center;position:relative}
.scr{position:absolute;width:14px;height:14px;border-radius:50%;background:radial-gradient(#fff,#777)}
.ln{height:2px;background:#6b6f72;margin:8px 60px}
`, body: `<div class="scr" style="left:12px;top:12px"></div><div class="scr" style="right:12px;top:12px"></div><div class="scr" style="left:12px;bottom:12px"></div><div class="scr" style="right:12px;bottom:12px"></div>
${J(o.a)}<div class="ln"></div>${J(o.b)}` };
}

// t26: webinar flyer (dark, speaker circle)
function t26(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};color:#fff;padding:26px 32px}
.tag{display:inline-block;background:${o.acc};color:#111;padding:2px 14px;border-radius:4px}
.mid{display:flex;gap:24px;align-items:center;margin-top:12px}
.tx{flex:1;min-width:0}
.ft{margin-top:14px;border-top:1px solid rgba(255,255,255,.4);padding-top:8px}
`, body: `<div class="tag">${L(o.tag, 'es b', 'font-size:20px')}</div>${J(o.head)}
<div class="mid"><div style="flex:none">${doctor(140)}</div><div class="tx">${J(o.lines)}</div></div><div class="ft">${J(o.foot)}</div>` };
}

// t27: tri-fold brochure, outside spread: three panels
function t27(o) {
  const w = o.w;
  const pw = Math.floor((w - 24) / 3);
  return { width: w, css: `
#card{width:${w}px;background:#cfc8bb;padding:12px;display:flex}
.pn{width:${pw}px;min-height:${o.h}px;background:${o.bg};padding:18px 16px;border-right:1px solid rgba(0,0,0,.18);display:flex;flex-direction:column;gap:6px}
.pn:nth-child(2){background:${o.bg2}}
`, body: o.panels.map(p => `<div class="pn">${p.pic ? `<div style="display:flex;justify-content:center">${p.pic}</div>` : ''}${J(p.t)}</div>`).join('') };
}

// t29: quiz leaflet with tick boxes
function t29(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:22px 28px}
.q{display:flex;justify-content:space-between;align-items:center;border-bottom:1px dotted #999;padding:4px 0;gap:12px}
.bx{display:flex;gap:8px;align-items:center;flex:none}
.sq{width:20px;height:20px;border:2px solid #444;background:#fff;flex:none}
.res{margin-top:12px;background:${o.c1};color:#fff;padding:8px 14px;border-radius:8px}
`, body: `${J(o.head)}${o.qs.map(q => `<div class="tl q ${o.f}" style="font-size:19px"><span>${esc(q)}</span> <span class="bx"><span class="sq"></span> <span>${esc(o.yes)}</span> <span class="sq"></span> <span>${esc(o.no)}</span></span></div>`).join('\n')}
<div class="res">${J(o.res)}</div>` };
}

// t31: roll-up / mall event banner (tall or wide), with balloons
function t31(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};color:${o.fg};padding:26px 36px 22px 36px;text-align:center}
.hl{background:${o.acc};color:#fff;border-radius:12px;padding:8px 10px;margin:10px 0}
.ic{display:flex;justify-content:center;gap:18px;margin:6px 0}
.box{background:rgba(255,255,255,.88);color:#222;border-radius:12px;padding:8px 12px;margin-top:8px}
`, body: `<div class="ic">${o.icons}</div>${J(o.head)}<div class="hl">${J(o.hl)}</div><div class="box">${J(o.box)}</div>${J(o.foot)}` };
}

// t32: feeding-bottle blister pack card
function t32(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:22px 26px;border-radius:16px;display:flex;gap:22px}
.win{flex:none;width:190px;border-radius:90px 90px 20px 20px;background:linear-gradient(90deg,rgba(255,255,255,.9),rgba(255,255,255,.5));border:2px solid rgba(255,255,255,.9);display:flex;justify-content:center;align-items:center;padding:16px 0}
.tx{flex:1;min-width:0}
.cl{background:#fff;border-radius:8px;padding:6px 12px;margin-top:8px}
`, body: `<div class="win">${bottle(110, 256, '#fff', o.cap)}</div><div class="tx">${J(o.head)}<div class="cl">${J(o.claims)}</div>${J(o.foot)}</div>` };
}

// t33: health-office recipe leaflet (photocopied look, single colour)
function t33(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#fbfaf4;padding:24px 30px;color:#1e3b2e}
.hd{display:flex;gap:14px;align-items:center;border-bottom:3px solid #1e3b2e;padding-bottom:8px}
.box{border:2px solid #1e3b2e;border-radius:8px;padding:8px 14px;margin-top:10px}
.mid{display:flex;gap:18px;align-items:center}
`, body: `<div class="hd">${cross(46, '#1e7a4c')}<div>${J(o.head)}</div></div>
<div class="mid"><div style="flex:none">${bowl(150, '#e9c46a')}</div><div>${J(o.title)}</div></div>
<div class="box">${J(o.a)}</div><div class="box">${J(o.b)}</div>` };
}

// t35: newspaper clipping, masthead + headline + two columns
function t35(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:#f1ecdf;padding:18px 24px 20px 24px;color:#191919}
.mh{border-bottom:3px double #333;margin-bottom:8px;text-align:center}
.cols{display:flex;gap:20px;margin-top:6px}
.col{flex:1;min-width:0}
.ph{height:110px;background:repeating-linear-gradient(45deg,#b8b2a4 0 3px,#cbc5b6 3px 6px);margin-bottom:6px}
`, body: `<div class="mh">${J(o.mast)}</div>${J(o.head)}<div class="cols"><div class="col">${J(o.c1)}</div><div class="col"><div class="ph"></div>${J(o.c2)}</div></div>` };
}

// t36: formula box front (carton face)
function t36(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:22px 28px;border:3px solid ${o.c1};border-radius:6px}
.top{display:flex;justify-content:space-between;align-items:center}
.mid{display:flex;align-items:center;gap:24px;margin:10px 0}
.tx{flex:1;min-width:0}
.nt{border:2px solid ${o.c1};padding:6px 12px;border-radius:6px;background:#fff}
`, body: `<div class="top">${J(o.top)}${star(56, o.c1)}</div><div class="mid"><div style="flex:none">${o.pic}</div><div class="tx">${J(o.lines)}</div></div><div class="nt">${J(o.notice)}</div>${J(o.foot)}` };
}

module.exports = { t06, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t29, t31, t32, t33, t35, t36, J };

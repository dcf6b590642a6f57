// Layout templates (one per layout idea). Each returns {width, css, body}.
'use strict';
const { L, S, R, babyFace, motherBaby, can, bottle, bowl, leaf, star, heart, cross, drop, doctor, barcode, qr } = require('./lib.js');

// t01: shop / clinic wall poster: coloured header band, offer block, picture on the right, footer
function t01(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:0 0 22px 0}
.hd{background:${o.band};color:#fff;padding:14px 28px;display:flex;align-items:center;gap:14px}
.main{display:flex;padding:22px 30px 6px 30px;gap:18px;align-items:flex-start}
.txt{flex:1;min-width:0}
.pic{width:${o.picW || 210}px;flex:none;display:flex;justify-content:center;padding-top:10px}
.burst{display:inline-block;background:${o.accent};color:#fff;padding:6px 22px;border-radius:40px;transform:rotate(-2deg);margin:4px 0 10px}
.box{margin:10px 30px 0 30px;border:3px dashed ${o.band};border-radius:14px;padding:10px 18px;background:#fff}
.ft{padding:12px 30px 0 30px;color:#333}
`, body: `
<div class="hd">${o.icon || ''}${L(o.header, o.hf + ' b', 'font-size:26px')}</div>
<div class="main"><div class="txt">
${o.burst ? `<div class="burst">${L(o.burst, o.hf + ' b', 'font-size:30px')}</div>` : ''}
${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}
</div><div class="pic">${o.pic}</div></div>
<div class="box">${o.box.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="ft">${o.foot.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t02: shelf talker / wobbler: a card with a die-cut top tab, big price
function t02(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};border-radius:0 0 26px 26px;padding-bottom:18px;border:4px solid ${o.edge}}
.tab{background:${o.edge};color:#fff;text-align:center;padding:8px 10px 10px;border-radius:0 0 50% 50% / 0 0 30px 30px}
.bodyx{display:flex;gap:16px;padding:16px 22px 0 22px;align-items:center}
.tx{flex:1;min-width:0}
.price{margin:12px 22px 0 22px;background:${o.priceBg || '#fff200'};border-radius:12px;padding:6px 16px;text-align:center}
`, body: `
<div class="tab">${L(o.tab, o.f + ' b', 'font-size:' + (o.tabSize || 26) + 'px')}</div>
<div class="bodyx">${o.pic ? `<div style="flex:none">${o.pic}</div>` : ''}<div class="tx">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
<div class="price">${o.price.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t03: shelf-edge price tag, landscape, barcode strip
function t03(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};border:2px solid #888;padding:14px 20px 12px 20px;display:flex;gap:20px}
.lft{flex:1;min-width:0}
.rgt{width:${o.rw || 250}px;flex:none;text-align:right;display:flex;flex-direction:column;justify-content:space-between;align-items:flex-end}
`, body: `<div class="lft">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}
<div style="margin-top:8px">${barcode(220, 42, o.seed || 5)}</div>${L(o.code, 'mono', 'font-size:16px;letter-spacing:2px;color:#222')}</div>
<div class="rgt">${o.right.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t04: can front label (flat label before it is wrapped on the can)
function t04(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:20px 0 22px 0;text-align:center}
.band{background:${o.band};color:#fff;margin:14px 0;padding:8px 0}
.mid{display:flex;justify-content:center;align-items:center;gap:26px;margin:10px 0}
.claims{display:inline-block;text-align:left}
.pill{display:inline-block;background:${o.pill || '#fff'};border-radius:30px;padding:2px 20px;margin:4px 0}
`, body: `
${o.top.map(x => L(x[0], x[1], x[2])).join('\n')}
<div class="band">${o.band1.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="mid">${o.pic || ''}<div class="claims">${o.claims.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
${o.bottom.map(x => L(x[0], x[1], x[2])).join('\n')}` };
}

// t05: can back panel: notice, preparation steps, nutrition table, batch/expiry
function t05(o) {
  const w = o.w;
  const f = o.f;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:18px 26px 18px 26px;color:#1b1b1b}
.sec{margin-top:10px}
.h{background:${o.hc};color:#fff;padding:2px 10px;display:inline-block;border-radius:4px;margin-bottom:4px}
.cols{display:flex;gap:22px}
.col{flex:1;min-width:0}
.tbl{border:1.5px solid #333;padding:4px 10px}
.tbl .row{border-bottom:1px solid #999}
.steps{display:flex;gap:8px;margin:6px 0}
.stp{width:46px;height:46px;border-radius:50%;background:${o.hc};opacity:.18}
`, body: `
<div class="sec" style="margin-top:0;border:2px solid ${o.hc};padding:6px 12px;border-radius:6px">${o.notice.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="cols">
<div class="col"><div class="sec"><div class="h">${L(o.prepH, f + ' b', 'font-size:17px')}</div>
<div class="steps"><div class="stp"></div><div class="stp"></div><div class="stp"></div><div class="stp"></div></div>
${o.prep.map(x => L(x, f, 'font-size:' + (o.ps || 15) + 'px')).join('\n')}</div></div>
<div class="col"><div class="sec"><div class="h">${L(o.nutH, f + ' b', 'font-size:17px')}</div>
<div class="tbl">${o.nut.map((r, i) => R(r, ['62%', '34%'], f + (i === 0 ? ' b' : ''), 'font-size:' + (o.ns || 15) + 'px')).join('\n')}</div></div></div>
</div>
<div class="sec" style="display:flex;justify-content:space-between;align-items:flex-end"><div>${o.batch.map(x => L(x[0], x[1], x[2])).join('\n')}</div>${barcode(190, 50, o.seed || 9)}</div>` };
}

// t07: repacked formula in plain bags with a hand-written card tag
function t07(o) {
  const w = o.w;
  const bag = (x) => `<svg width="150" height="190" viewBox="0 0 150 190" style="display:block"><path d="M20 20 h110 l8 160 h-126z" fill="#f4f1ea" stroke="#c9c3b5" stroke-width="2"/><path d="M20 20 q55 20 110 0" stroke="#d3ccbd" fill="none" stroke-width="3"/><rect x="40" y="6" width="70" height="18" rx="4" fill="${x}"/><path d="M30 60 q40 30 90 10" stroke="#fff" stroke-width="6" opacity=".6" fill="none"/></svg>`;
  return { width: w, css: `
#card{width:${w}px;background:linear-gradient(#d9c9a8,#cbb991);padding:22px}
.bags{display:flex;gap:10px;justify-content:center}
.tag{margin:16px auto 0 auto;background:#fffdf2;border:2px solid #9a8a60;padding:10px 22px;width:${w - 120}px;transform:rotate(-1.5deg);box-shadow:2px 3px 0 rgba(0,0,0,.2)}
`, body: `<div class="bags">${bag('#e63946')}${bag('#2a9d8f')}${bag('#e63946')}</div>
<div class="tag">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t08: baby-cereal box front (box face with a bowl, age badge)
function t08(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:22px 28px 20px 28px;border-radius:8px;border:3px solid ${o.edge}}
.mid{display:flex;align-items:center;gap:22px;margin:10px 0}
.age{flex:none;width:150px;height:150px;border-radius:50%;background:${o.edge};color:#fff;display:flex;flex-direction:column;justify-content:center;align-items:center}
.tx{flex:1;min-width:0}
.ft{display:flex;justify-content:space-between;margin-top:8px;border-top:2px solid ${o.edge};padding-top:6px}
`, body: `
${o.top.map(x => L(x[0], x[1], x[2])).join('\n')}
<div class="mid"><div style="flex:none">${bowl(170, o.food)}</div><div class="tx">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="age">${o.age.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
${o.more.map(x => L(x[0], x[1], x[2])).join('\n')}
<div class="ft">${o.foot.map(x => S(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t09: complementary-food pouch (stand-up pouch face)
function t09(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:26px 30px 22px 30px;border-radius:30px 30px 10px 10px}
.notch{height:10px;border-top:3px dotted rgba(0,0,0,.25);margin:-12px 0 14px 0}
.mid{display:flex;gap:18px;align-items:center}
.tx{flex:1;min-width:0}
.msg{background:#ffffffcc;border-left:6px solid ${o.acc};padding:6px 12px;margin-top:10px}
.ing{margin-top:8px}
.sticker{display:inline-block;background:#fff36b;border:2px solid #333;border-radius:50%;padding:14px 18px;margin-top:8px;transform:rotate(-4deg)}
`, body: `<div class="notch"></div>
${o.top.map(x => L(x[0], x[1], x[2])).join('\n')}
<div class="mid"><div style="flex:none">${bowl(150, o.food)}</div><div class="tx">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
<div class="msg">${o.msg.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="ing">${o.ing.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
${o.sticker ? `<div class="sticker">${o.sticker.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` : ''}` };
}

// t10: public-health poster (ministry / UNICEF / WHO): picture left, messages right
function t10(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:0 0 20px 0}
.top{background:${o.band};color:#fff;padding:12px 26px;display:flex;justify-content:space-between;align-items:center}
.h1{padding:16px 26px 4px 26px;color:${o.hc}}
.mid{display:flex;gap:24px;padding:10px 26px;align-items:center}
.msgs{flex:1;min-width:0}
.m{display:flex;align-items:center;gap:10px;margin:5px 0}
.dot{width:14px;height:14px;border-radius:50%;background:${o.band};flex:none}
.ft{margin:8px 26px 0 26px;border-top:2px solid ${o.band};padding-top:8px}
`, body: `<div class="top">${o.topL.map(x => S(x[0], x[1], x[2])).join('')}${o.topR.map(x => S(x[0], x[1], x[2])).join('')}</div>
<div class="h1">${o.head.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="mid"><div style="flex:none">${o.pic}</div><div class="msgs">${o.msgs.map(x => `<div class="m"><div class="dot"></div><div style="min-width:0">${x.map(y => L(y[0], y[1], y[2])).join('')}</div></div>`).join('\n')}</div></div>
<div class="ft">${o.foot.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

// t11: enamel sign on a hospital wall
function t11(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};border:10px solid ${o.frame};border-radius:18px;padding:18px 30px 20px 30px}
.hd{display:flex;align-items:center;gap:16px;border-bottom:3px solid ${o.frame};padding-bottom:10px;margin-bottom:10px}
.it{display:flex;gap:12px;align-items:center;margin:6px 0}
.no{width:30px;height:30px;border-radius:6px;background:${o.frame};flex:none;position:relative}
.no:after{content:"";position:absolute;left:9px;top:5px;width:8px;height:14px;border:solid #fff;border-width:0 4px 4px 0;transform:rotate(45deg)}
`, body: `<div class="hd">${o.icon}<div>${o.head.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
${o.items.map(x => x.length === 4 ? `<div class="it"><div class="no"></div>${L(x[0], x[1], x[2])}</div>` : L(x[0], x[1], x[2])).join('\n')}` };
}

// t12: paper notice taped on a door / counter (ruled border, stamp)
function t12(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:26px 34px 26px 34px;border:1px solid #bbb}
.frame{border:3px double #444;padding:16px 22px}
.tape{position:absolute;width:110px;height:30px;background:rgba(250,240,180,.75);top:-6px}
.stamp{display:inline-block;border:3px solid ${o.stamp};color:${o.stamp};border-radius:50%;padding:18px 14px;transform:rotate(-8deg);margin-top:8px}
`, body: `<div class="tape" style="left:30px;transform:rotate(-6deg)"></div><div class="tape" style="right:30px;transform:rotate(5deg)"></div>
<div class="frame">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}
<div style="display:flex;justify-content:space-between;align-items:center"><div>${o.sign.map(x => L(x[0], x[1], x[2])).join('\n')}</div><div class="stamp">${cross(44, o.stamp)}</div></div></div>` };
}

// t13: pharmacy price board (whiteboard / menu board with rows)
function t13(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};border:12px solid ${o.frame};padding:16px 26px 18px 26px;color:${o.fg}}
.hd{text-align:center;border-bottom:2px solid ${o.fg};padding-bottom:6px;margin-bottom:8px}
.rows .row{padding:3px 0;border-bottom:1px dashed ${o.fg}66}
.note{margin-top:12px;padding:6px 12px;border:2px solid ${o.noteC || o.fg};border-radius:6px}
.ft{margin-top:10px;display:flex;justify-content:space-between}
`, body: `<div class="hd">${o.head.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="rows">${o.rows.map((r, i) => R(r, o.cw, o.f + (i === 0 ? ' b' : ''), 'font-size:' + (o.rs || 20) + 'px')).join('\n')}</div>
${o.note ? `<div class="note">${o.note.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` : ''}
<div class="ft">${o.foot.map(x => S(x[0], x[1], x[2])).join('')}</div>` };
}

// t14: product offer poster (big headline, product picture, starburst price)
function t14(o) {
  const w = o.w;
  return { width: w, css: `
#card{width:${w}px;background:${o.bg};padding:24px 30px 24px 30px;color:${o.fg || '#222'}}
.mid{display:flex;align-items:center;gap:24px;margin-top:10px}
.tx{flex:1;min-width:0}
.burst{flex:none;width:${o.bw || 220}px;height:${o.bw || 220}px;background:${o.acc};clip-path:polygon(50% 0%,61% 12%,75% 6%,79% 21%,94% 25%,88% 39%,100% 50%,88% 61%,94% 75%,79% 79%,75% 94%,61% 88%,50% 100%,39% 88%,25% 94%,21% 79%,6% 75%,12% 61%,0% 50%,12% 39%,6% 25%,21% 21%,25% 6%,39% 12%);display:flex;flex-direction:column;justify-content:center;align-items:center;color:#fff}
.strip{margin-top:14px;background:${o.strip || 'rgba(0,0,0,.08)'};padding:8px 14px;border-radius:8px}
`, body: `${o.top.map(x => L(x[0], x[1], x[2])).join('\n')}
<div class="mid"><div style="flex:none">${o.pic}</div><div class="tx">${o.lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div>
<div class="burst">${o.burst.map(x => L(x[0], x[1], x[2])).join('\n')}</div></div>
<div class="strip">${o.strip_lines.map(x => L(x[0], x[1], x[2])).join('\n')}</div>` };
}

module.exports = { t01, t02, t03, t04, t05, t07, t08, t09, t10, t11, t12, t13, t14 };

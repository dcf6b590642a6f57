'use strict';
const { F, L, LH, S, R, T, box, baby, motherBaby, bottleIcon, bowlIcon, mark, heart, star, barcode, qr, page, esc, giftIcon } = require('./lib');
const { stamp, desk, wood } = require('./templates');

// t012: official ministry notice
function officialNotice(p) {
  const inner = `<div style="background:#fff;padding:40px 60px;position:relative;font-family:${p.font || F.serif}">
   ${p.state.map(t => L(t, 'text-align:center;font-size:17px;font-weight:bold')).join('')}
   <div style="display:flex;justify-content:space-between;margin-top:18px">
     <div>${p.org.map(t => L(t, 'font-size:16px;font-weight:bold')).join('')}</div>
     <div>${p.ref.map(t => L(t, 'font-size:15px')).join('')}</div></div>
   ${L(p.title, 'text-align:center;font-size:30px;font-weight:bold;margin-top:22px')}
   ${L(p.subtitle, 'text-align:center;font-size:19px;margin-bottom:14px')}
   ${p.lines.map(t => L(t, 'font-size:17px;margin:8px 0;' + (t.startsWith('-') ? 'padding-left:24px' : ''))).join('')}
   <div style="text-align:right;margin-top:26px;padding-right:30px">${p.sign.map(t => L(t, 'font-size:16px;margin:4px 0')).join('')}</div>
   <div style="height:150px"></div>
   ${stamp(p.stamp, '#b22222', -8, 140)}
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.serif });
}

// t013: infographic with numbered tiles
function infographic(p) {
  const tiles = p.tiles.map((t, i) => `<div style="background:${p.tileBg};border-radius:16px;padding:14px 18px;display:flex;gap:14px;align-items:center;${p.cols === 1 ? '' : 'flex-direction:column;text-align:center'}">
     <div style="flex:0 0 auto;width:46px;height:46px;border-radius:50%;background:${p.c};display:flex;align-items:center;justify-content:center">${L(String(t.k), 'color:#fff;font-weight:bold;font-size:20px')}</div>
     <div>${t.lines.map((x, j) => L(x, `font-size:${j ? p.fs2 || 15 : p.fs1 || 18}px;${j ? '' : 'font-weight:bold;'}margin:2px 0`)).join('')}</div></div>`).join('');
  const inner = `<div style="background:${p.bg};padding:32px 36px;color:${p.fg || '#222'}">
   ${p.titles.map((t, i) => L(t, `font-size:${i ? 22 : p.ts || 34}px;font-weight:bold;${i ? '' : 'color:' + p.c};font-family:${p.tf || F.sans};margin-bottom:6px`)).join('')}
   <div style="display:flex;gap:24px;margin-top:18px;align-items:flex-start">
    <div style="flex:1;display:grid;grid-template-columns:repeat(${p.cols || 1},1fr);gap:14px">${tiles}</div>
    ${p.side || ''}
   </div>
   ${p.after || ''}
   <div style="margin-top:20px;display:flex;align-items:center;gap:10px">${mark(36, p.c)}<div>${p.foot.map(t => L(t, 'font-size:15px')).join('')}</div></div>
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.bg });
}
const canSide = (lines, c, c2 = '#fff', withBaby = false, w = 230) => `<div style="flex:0 0 auto;width:${w}px;background:linear-gradient(90deg,${c}aa,${c} 35%,${c}dd);border-radius:18px 18px 12px 12px;padding:28px 16px 22px;color:${c2};text-align:center;box-shadow:0 6px 14px rgba(0,0,0,.3);border-top:16px solid #d9dde2">
   ${withBaby ? `<div style="margin:0 auto 8px">${baby(100)}</div>` : ''}
   ${lines.map((t, i) => L(t, `font-size:${i ? 15 : 28}px;font-weight:${i ? 'normal' : 'bold'};margin:3px 0`)).join('')}</div>`;

// t014: box / pack front on a shop shelf or table
function boxFront(p) {
  const inner = `<div style="background:${p.scene || desk};padding:40px ${p.padx || 120}px">
   <div style="background:${p.box};border-radius:8px;padding:30px 34px;position:relative;box-shadow:14px 14px 0 rgba(0,0,0,.18);color:${p.fg || '#222'};min-height:${p.h || 0}px">
     <div style="display:flex;justify-content:space-between;align-items:flex-start">
       <div>${p.brand.map((t, i) => L(t, `font-size:${i ? 20 : p.bs || 46}px;font-weight:bold;font-family:${p.bf || F.libserif};color:${i ? p.fg || '#222' : p.c}`)).join('')}</div>
       ${p.badge ? `<div style="background:${p.badgeBg || '#e63'};color:#fff;border-radius:50%;width:${p.bsz || 130}px;height:${p.bsz || 130}px;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(10deg);text-align:center;flex:0 0 auto">${p.badge.map((t, i) => L(t, `font-size:${i ? p.bfs2 || 15 : p.bfs1 || 24}px;font-weight:bold`)).join('')}</div>` : ''}
     </div>
     <div style="display:flex;gap:24px;align-items:center;margin-top:16px">
       <div style="flex:0 0 auto">${p.pic || bowlIcon(170)}</div>
       <div>${p.lines.map(([t, st]) => L(t, `font-size:18px;margin:7px 0;${st || ''}`)).join('')}</div></div>
     ${p.bottom ? `<div style="margin-top:16px;border-top:1px solid rgba(0,0,0,.2);padding-top:10px">${p.bottom.map(t => L(t, 'font-size:14px;margin:3px 0')).join('')}</div>` : ''}
     ${p.tag ? `<div style="position:absolute;right:-20px;bottom:-20px;background:#fff200;border:2px solid #333;padding:8px 16px;transform:rotate(-6deg);box-shadow:0 3px 6px rgba(0,0,0,.3)">${p.tag.map(t => L(t, 'font-size:22px;font-weight:bold;color:#c00')).join('')}</div>` : ''}
   </div></div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: '#ccc' });
}

// t015: cereal box back with feeding guide
function cerealBack(p) {
  const inner = `<div style="background:#e9dcc4;padding:30px"><div style="background:${p.panel};padding:26px 30px;border-radius:6px">
   ${L(p.brand, `font-size:32px;font-weight:bold;color:${p.c}`)}
   ${L(p.age, `display:inline-block;background:${p.c};color:#fff;padding:4px 14px;border-radius:14px;font-size:18px;margin:8px 0`)}
   ${L(p.tt, 'font-size:20px;font-weight:bold;margin-top:12px')}
   ${T(p.table, { st: 'width:100%;font-size:15px;margin:8px 0;background:#fff', thst: `background:${p.c};color:#fff;padding:6px;border:1px solid #888`, tdst: 'padding:6px;border:1px solid #888;text-align:center' })}
   <div style="display:flex;gap:20px;align-items:center;margin:14px 0;background:#fff6d6;padding:12px;border-radius:10px">${bottleIcon(110)}<div>${p.tip.map((t, i) => L(t, `font-size:${i ? 16 : 19}px;${i ? '' : 'font-weight:bold'}`)).join('')}</div></div>
   ${p.body.map(t => L(t, 'font-size:14px;margin:5px 0')).join('')}
   <div style="margin-top:10px">${barcode(160, 44)}</div>
  </div></div>`;
  return page(inner, { w: p.w || 820, font: p.font || F.lib });
}

// t016: shelf promo tag in a shop
function shelfTag(p) {
  const cans = Array.from({ length: p.n || 5 }, (_, i) => `<div style="width:${p.cw || 110}px;height:${p.ch || 150}px;border-radius:14px 14px 8px 8px;background:linear-gradient(90deg,${p.canC}99,${p.canC} 35%,${p.canC}cc);border-top:12px solid #ccd;display:flex;align-items:center;justify-content:center">${p.icon ? p.icon : mark(50, '#fff', p.canC)}</div>`).join('');
  const inner = `<div style="background:linear-gradient(#f4f4f4,#dcdcdc);padding:30px 30px 0">
   <div style="display:flex;gap:16px;justify-content:center;align-items:flex-end">${cans}</div>
   <div style="height:26px;background:linear-gradient(#bbb,#888);margin:0 -30px"></div>
   <div style="display:flex;justify-content:center;padding:0 0 40px">
    <div style="background:${p.tagBg};border:3px solid ${p.c};padding:18px 30px;margin-top:-4px;transform:rotate(${p.rot || -2}deg);box-shadow:0 6px 12px rgba(0,0,0,.3);text-align:center;color:${p.fg || '#111'};min-width:520px">
     ${p.lines.map(([t, st]) => L(t, `font-size:20px;margin:4px 0;${st || ''}`)).join('')}
    </div></div></div>`;
  return page(inner, { w: p.w || 860, font: p.font || F.sans, bg: '#ddd' });
}

// t017: end-cap display in a supermarket
function endCap(p) {
  const shelf = s => `<div style="display:flex;gap:12px;justify-content:center;align-items:flex-end;padding:14px 10px 0">${Array.from({ length: s.n }, () => `<div style="width:${s.w}px;height:${s.h}px;border-radius:${s.r};background:linear-gradient(90deg,${s.c}99,${s.c} 40%,${s.c}cc);box-shadow:0 2px 4px rgba(0,0,0,.3)"></div>`).join('')}</div>
    <div style="background:#fff;border-top:6px solid ${p.c};padding:6px 14px">${R(s.strip, 'font-size:20px;font-weight:bold')}</div>`;
  const inner = `<div style="background:linear-gradient(#5a6570,#3c444b);padding:24px 60px 0">
   <div style="background:${p.header};padding:16px;text-align:center;border-radius:10px 10px 0 0">${p.top.map((t, i) => L(t, `color:${p.hfg || '#fff'};font-size:${i ? 34 : 60}px;font-weight:bold;font-family:${p.tf || F.lib}`)).join('')}</div>
   <div style="display:flex;gap:0;background:#eef0f2">
    <div style="flex:1">${p.shelves.map(shelf).join('')}</div>
    <div style="width:250px;background:${p.side};color:#fff;padding:22px 18px;display:flex;flex-direction:column;justify-content:center;gap:10px;text-align:center">${p.sideLines.map(([t, st]) => L(t, `font-size:22px;font-weight:bold;${st || ''}`)).join('')}</div>
   </div>
   <div style="background:#2b3137;height:40px"></div></div>`;
  return page(inner, { w: p.w || 1100, font: p.font || F.sans, bg: '#333' });
}

// t018: metal plaque on medical equipment
function plaque(p) {
  const inner = `<div style="background:linear-gradient(180deg,#d9e3ea,#b8c6d1);padding:40px 50px;position:relative">
   <div style="background:#eef3f6;border-radius:16px;padding:30px;box-shadow:inset 0 0 0 6px #c9d3da">
    <div style="display:flex;gap:30px;align-items:center">
     <div style="width:230px;height:150px;border-radius:60px 60px 14px 14px;background:linear-gradient(#cfeaf7,#8fc5df);border:6px solid #9fb0bc;flex:0 0 auto"></div>
     <div style="flex:1;background:linear-gradient(135deg,#e9d48c,#b8923a 50%,#f0dc96);border-radius:8px;padding:20px 26px;border:2px solid #8a6d2a;color:#3a2a08;text-align:center;font-family:${F.serif}">
      ${p.lines.map(([t, st]) => L(t, `font-size:18px;margin:5px 0;${st || ''}`)).join('')}</div></div>
    <div style="display:flex;justify-content:flex-end;align-items:center;gap:10px;margin-top:16px">${mark(40, p.c)}${L(p.brand, `font-size:22px;font-weight:bold;color:${p.c}`)}</div>
   </div></div>`;
  return page(inner, { w: p.w || 920, font: F.sans });
}

// t019: growth chart
function growthChart(p) {
  const W = 600, H = 300;
  const curve = (a, b, col, dash = '') => { let d = ''; for (let x = 0; x <= 24; x++) { const y = a + b * Math.log(1 + x); d += (x ? 'L' : 'M') + (x * W / 24).toFixed(1) + ' ' + (H - y * H / 16).toFixed(1); } return `<path d="${d}" stroke="${col}" stroke-width="2.5" fill="none" ${dash}/>`; };
  let grid = ''; for (let x = 0; x <= 24; x += 3) grid += `<line x1="${x * W / 24}" y1="0" x2="${x * W / 24}" y2="${H}" stroke="#ccc"/>`; for (let y = 0; y <= 16; y += 2) grid += `<line x1="0" y1="${H - y * H / 16}" x2="${W}" y2="${H - y * H / 16}" stroke="#ccc"/>`;
  const svg = `<svg width="${W}" height="${H}" style="background:#fff;border:1px solid #999">${grid}
    <path d="${(() => { let d = ''; for (let x = 0; x <= 24; x++) d += (x ? 'L' : 'M') + (x * W / 24) + ' ' + (H - (3.7 + 3.3 * Math.log(1 + x)) * H / 16); for (let x = 24; x >= 0; x--) d += 'L' + (x * W / 24) + ' ' + (H - (2.2 + 2.6 * Math.log(1 + x)) * H / 16); return d + 'Z'; })()}" fill="${p.band}" opacity=".5"/>
    ${curve(3.7, 3.3, p.c)}${curve(2.9, 2.95, '#2a9d3a')}${curve(2.2, 2.6, p.c)}</svg>`;
  const inner = `<div style="background:${p.bg};padding:28px 34px">
   <div style="display:flex;justify-content:space-between;align-items:center">${p.logo || ''}<div style="flex:1;margin-left:14px">${p.titles.map((t, i) => L(t, `font-size:${i ? 18 : 27}px;font-weight:bold;${i ? '' : 'color:' + p.c}`)).join('')}</div></div>
   <div style="display:flex;gap:24px;margin-top:16px">
    <div>${L(p.yLabel, 'font-size:14px;margin-bottom:4px')}${svg}${R(['0', '3', '6', '9', '12', '15', '18', '21', '24'], `font-size:13px;width:${W}px`)}${L(p.xLabel, 'font-size:14px;text-align:center')}</div>
    <div style="flex:1;background:rgba(255,255,255,.85);border-radius:12px;padding:14px 16px">${p.tips.map((t, i) => L(t, `font-size:${i ? 15 : 18}px;margin:8px 0;${i ? '' : 'font-weight:bold;color:' + p.c}`)).join('')}</div></div>
   ${p.foot.map(t => L(t, `font-size:15px;margin-top:10px;${p.footSt || ''}`)).join('')}
  </div>`;
  return page(inner, { w: p.w || 1080, font: p.font || F.sans, bg: p.bg });
}

// t020: ward feeding-guide poster
function feedGuide(p) {
  const inner = `<div style="background:${p.bg};padding:30px 40px">
   <div style="display:flex;gap:20px;align-items:center">${motherBaby(120, p.c)}<div>${p.titles.map((t, i) => L(t, `font-size:${i ? 17 : 32}px;font-weight:bold;${i ? 'color:#555' : 'color:' + p.c}`)).join('')}</div></div>
   <div style="margin-top:16px">${p.steps.map(t => L(t, `font-size:20px;margin:10px 0;background:#fff;padding:10px 16px;border-radius:30px;border-left:10px solid ${p.c}`)).join('')}</div>
   <div style="margin-top:16px;display:flex;gap:24px;align-items:center;background:${p.c};color:#fff;border-radius:16px;padding:16px 22px">
     <div style="flex:0 0 auto;width:110px;height:140px;border-radius:12px;background:linear-gradient(90deg,#eee,#fff,#ddd);display:flex;align-items:center;justify-content:center">${mark(60, p.c)}</div>
     <div>${p.push.map((t, i) => L(t, `font-size:${i ? 18 : 24}px;font-weight:bold;margin:4px 0`)).join('')}</div></div>
   ${L(p.foot, 'font-size:13px;margin-top:14px;color:#555')}
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.bg });
}

// t021: chat app screenshot
function chat(p) {
  const bubble = m => `<div style="display:flex;flex-direction:column;align-items:${m.me ? 'flex-end' : 'flex-start'};margin:10px 0">
     <div style="max-width:85%;background:${m.me ? p.me : '#fff'};border-radius:16px;padding:10px 14px;box-shadow:0 1px 2px rgba(0,0,0,.15)">
     ${m.who ? L(m.who, `font-size:13px;font-weight:bold;color:${p.c}`) : ''}${m.t.map(t => L(t, 'font-size:17px;margin:2px 0')).join('')}
     ${L(m.time, 'font-size:11px;color:#888;text-align:right')}</div></div>`;
  const inner = `<div style="background:${p.c};color:#fff;padding:14px 18px;display:flex;gap:12px;align-items:center">
     <div style="width:44px;height:44px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center">${p.avatar || heart(26)}</div>
     <div>${L(p.name, 'font-size:19px;font-weight:bold')}${L(p.status, 'font-size:13px')}</div></div>
   <div style="background:${p.wall};padding:10px 16px 16px">${p.msgs.map(bubble).join('')}</div>
   <div style="background:#f0f0f0;padding:10px 16px;display:flex;gap:10px;align-items:center"><div style="flex:1;background:#fff;border-radius:20px;padding:8px 14px">${L(p.input, 'font-size:15px;color:#999')}</div><div style="width:36px;height:36px;border-radius:50%;background:${p.c}"></div></div>`;
  return page(inner, { w: p.w || 620, font: p.font || F.sans, bg: p.wall });
}

// t022: gift card inside a discharge bag
function giftCard(p) {
  const inner = `<div style="background:${wood};padding:40px">
   <div style="display:flex;gap:0;align-items:stretch">
    <div style="width:220px;background:linear-gradient(160deg,${p.c},${p.c2});border-radius:14px 0 0 14px;display:flex;align-items:center;justify-content:center">${giftIcon(150, '#fff')}</div>
    <div style="flex:1;background:#fffaf5;border-radius:0 14px 14px 0;padding:26px 32px;font-family:${p.font || F.lib}">
     ${p.titles.map((t, i) => L(t, `font-size:${i ? 18 : 34}px;${i ? '' : 'font-family:' + F.libserif + ';font-style:italic;'}color:${i ? '#444' : p.c};margin:3px 0`)).join('')}
     ${L(p.listTitle, 'font-size:18px;font-weight:bold;margin-top:16px')}
     ${p.items.map(t => LH(`<span style="color:${p.c}">&#9632;</span> ${esc(t)}`, 'font-size:16px;margin:7px 0')).join('')}
     ${L(p.sign, `font-size:16px;margin-top:16px;font-style:italic;color:${p.c}`)}
    </div></div></div>`;
  return page(inner, { w: p.w || 1000, font: F.lib });
}

// t023: social-media promo ad (square-ish)
function promoAd(p) {
  const inner = `<div style="background:${p.bg};padding:34px 40px;color:${p.fg || '#222'};position:relative;min-height:${p.h || 0}px">
   ${L(p.brand, `font-size:${p.bs || 48}px;font-weight:bold;font-family:${p.bf || F.lib};color:${p.c}`)}
   ${p.subs.map(t => L(t, 'font-size:22px;margin-top:6px')).join('')}
   <div style="display:flex;gap:30px;align-items:center;margin-top:20px">
    <div style="flex:0 0 auto">${p.pic}</div>
    <div>${p.lines.map(([t, st]) => L(t, `font-size:22px;margin:8px 0;${st || ''}`)).join('')}</div></div>
   ${p.burst ? `<div style="position:absolute;right:30px;top:30px;width:150px;height:150px;background:${p.burstBg || '#e60023'};color:#fff;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(12deg);box-shadow:0 0 0 6px rgba(255,255,255,.6)">${p.burst.map((t, i) => L(t, `font-size:${i ? 16 : 30}px;font-weight:bold`)).join('')}</div>` : ''}
   <div style="margin-top:18px;background:rgba(0,0,0,.08);border-radius:10px;padding:10px 14px">${p.foot.map(t => L(t, 'font-size:17px')).join('')}</div>
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.bg });
}
const productBox = (lines, c, w = 200, h = 240) => `<div style="width:${w}px;height:${h}px;background:linear-gradient(135deg,${c},${c}bb);border-radius:10px;padding:18px 12px;color:#fff;text-align:center;box-shadow:8px 8px 0 rgba(0,0,0,.2);display:flex;flex-direction:column;justify-content:center">${lines.map((t, i) => L(t, `font-size:${i ? 14 : 21}px;font-weight:bold;margin:3px 0`)).join('')}</div>`;

module.exports = { officialNotice, infographic, canSide, boxFront, cerealBack, shelfTag, endCap, plaque, growthChart, feedGuide, chat, giftCard, promoAd, productBox };

'use strict';
const { F, L, LH, S, R, T, box, baby, motherBaby, bottleIcon, bowlIcon, mark, heart, star, barcode, qr, page, esc } = require('./lib');
const { desk, wood } = require('./templates');

// t024: school worksheet (lined paper)
function worksheet(p) {
  const inner = `<div style="background:repeating-linear-gradient(#fdfdf7 0 37px,#b9d3ee 37px 38px);padding:30px 50px 40px 90px;border-left:3px solid #e88;position:relative">
   ${p.lines.map(([t, st]) => L(t, `font-size:20px;line-height:38px;${st || ''}`)).join('')}
   <svg width="160" height="120" style="position:absolute;right:50px;top:150px"><rect x="5" y="5" width="110" height="70" fill="none" stroke="#335" stroke-width="2"/><circle cx="120" cy="80" r="34" fill="none" stroke="#a33" stroke-width="2"/></svg>
  </div>`;
  return page(inner, { w: p.w || 880, font: p.font || F.sans });
}
// t025: garage / motor oil poster
function motorPoster(p) {
  const inner = `<div style="background:linear-gradient(135deg,#111,#2b2b2b 60%,#b00 60%,#e00);padding:40px 50px;color:#fff">
   ${p.lines.map(([t, st]) => L(t, `font-size:28px;margin:10px 0;${st || ''}`)).join('')}
   <svg width="300" height="90" style="margin-top:10px"><rect x="10" y="10" width="90" height="70" rx="8" fill="#f5c518"/><rect x="40" y="0" width="30" height="14" fill="#888"/><path d="M140 70 q60 -70 150 -30" stroke="#fff" stroke-width="6" fill="none"/></svg>
   <div style="background:#fff;color:#111;display:inline-block;padding:10px 18px;margin-top:16px;border-radius:6px">${p.foot.map(t => L(t, 'font-size:24px;font-weight:bold')).join('')}</div>
  </div>`;
  return page(inner, { w: p.w || 1100, font: p.font || F.sans, bg: '#111' });
}
// t026: health-office recipe card
function recipe(p) {
  const inner = `<div style="background:${p.bg};padding:30px 36px">
   <div style="display:flex;gap:16px;align-items:center">${mark(54, p.c)}<div>${p.head.map((t, i) => L(t, `font-size:${i ? 26 : 16}px;font-weight:bold;${i ? 'color:' + p.c : ''}`)).join('')}</div></div>
   ${L(p.dish, 'font-size:22px;margin:14px 0 6px;font-weight:bold')}
   <div style="display:flex;gap:26px;align-items:flex-start">
    <div style="flex:1">${L(p.ingT, 'font-size:18px;font-weight:bold;margin-top:6px')}${p.ing.map(t => L(t, 'font-size:17px;margin:6px 0 6px 16px')).join('')}
      ${L(p.howT, 'font-size:18px;font-weight:bold;margin-top:12px')}${p.how.map(t => L(t, 'font-size:17px;margin:6px 0 6px 16px')).join('')}</div>
    <div style="flex:0 0 auto;background:#fff;border-radius:50%;padding:18px">${bowlIcon(160, '#e8c26a')}</div></div>
   ${L(p.foot, `font-size:18px;margin-top:16px;background:${p.c};color:#fff;padding:10px 14px;border-radius:8px`)}
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.bg });
}
// t027: news web page
function news(p) {
  const inner = `<div style="background:${p.c};color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center">${L(p.site, 'font-size:22px;font-weight:bold')}${R(p.nav, 'font-size:14px;gap:18px')}</div>
   <div style="padding:24px 34px;background:#fff">
    ${L(p.kicker, `font-size:14px;color:${p.c};font-weight:bold`)}
    ${p.headline.map(t => L(t, 'font-size:30px;font-weight:bold;margin:6px 0;font-family:' + F.serif)).join('')}
    ${L(p.date, 'font-size:13px;color:#777;margin-bottom:14px')}
    <div style="display:flex;gap:22px;align-items:flex-start">
      <div style="flex:0 0 auto;width:260px;height:170px;background:linear-gradient(135deg,#c7d4dd,#8ea5b4);border-radius:6px;display:flex;align-items:flex-end;justify-content:center;padding-bottom:10px">
        <div style="display:flex;gap:8px">${[1, 2, 3, 4].map(() => `<div style="width:40px;height:60px;border-radius:6px;background:#f3f3f3;border-top:8px solid #bbb"></div>`).join('')}</div></div>
      <div>${p.body.map(t => L(t, 'font-size:16px;margin:0 0 10px;line-height:1.6')).join('')}</div></div>
   </div>`;
  return page(inner, { w: p.w || 1100, font: p.font || F.sans });
}
// t028: report page with a table
function report(p) {
  const inner = `<div style="background:#fff;padding:46px 56px;font-family:${F.libserif}">
   ${R(p.header, 'font-size:12px;color:#666;border-bottom:1px solid #999;padding-bottom:6px')}
   ${L(p.title, 'font-size:24px;font-weight:bold;margin-top:20px')}
   ${p.intro.map(t => L(t, 'font-size:15px;margin:8px 0')).join('')}
   ${L(p.caption, 'font-size:15px;font-weight:bold;margin-top:16px')}
   ${T(p.rows, { st: 'width:100%;font-size:15px;margin-top:6px;border-top:2px solid #000;border-bottom:2px solid #000', thst: 'text-align:left;padding:6px;border-bottom:1px solid #000', tdst: 'padding:6px', zebra: '' })}
   ${L(p.source, 'font-size:12px;margin-top:8px;font-style:italic')}
   ${L(p.page, 'font-size:12px;margin-top:30px;text-align:center')}
  </div>`;
  return page(inner, { w: p.w || 860, font: F.libserif });
}
// t029: webinar banner
function webinar(p) {
  const inner = `<div style="background:linear-gradient(120deg,${p.c},${p.c2});color:#fff;padding:34px 40px;display:flex;gap:30px">
   <div style="flex:1">
    ${L(p.tag, 'display:inline-block;background:#ff3b3b;padding:4px 12px;border-radius:4px;font-size:16px;font-weight:bold')}
    ${p.titles.map((t, i) => L(t, `font-size:${i === 0 ? 20 : i === 1 ? 32 : 18}px;font-weight:bold;margin-top:10px`)).join('')}
    ${p.lines.map(t => L(t, 'font-size:18px;margin-top:10px')).join('')}
    <div style="margin-top:18px;display:flex;gap:12px;align-items:center;background:rgba(255,255,255,.15);padding:10px 14px;border-radius:10px">${mark(40, '#fff', p.c)}${L(p.sponsor, 'font-size:18px;font-weight:bold')}</div>
   </div>
   <div style="flex:0 0 auto;text-align:center">${qr(150)}${L(p.reg, 'font-size:16px;margin-top:8px')}</div>
  </div>`;
  return page(inner, { w: p.w || 1100, font: p.font || F.sans });
}
// t030: class invitation flyer
function classInvite(p) {
  const inner = `<div style="background:${p.bg};padding:30px 40px;border:10px solid ${p.c}">
   <div style="display:flex;justify-content:space-between;align-items:center">${L(p.brand, `font-size:28px;font-weight:bold;color:${p.c};font-family:${F.lib}`)}${heart(46, p.c)}</div>
   ${L(p.title, `font-size:42px;font-weight:bold;margin:12px 0;font-family:${F.serif}`)}
   <div style="display:flex;gap:24px;align-items:center"><div>${motherBaby(170, p.c)}</div>
   <div>${p.lines.map(([t, st]) => L(t, `font-size:19px;margin:8px 0;${st || ''}`)).join('')}</div></div>
   ${L(p.foot, `font-size:19px;margin-top:14px;font-weight:bold;background:${p.c};color:#fff;padding:10px 16px;border-radius:30px;display:inline-block`)}
  </div>`;
  return page(inner, { w: p.w || 960, font: p.font || F.sans, bg: p.bg });
}
// t031: quiz post
function quiz(p) {
  const inner = `<div style="background:${p.bg};padding:30px 36px">
   ${p.titles.map((t, i) => L(t, `font-size:${i ? 22 : 34}px;font-weight:bold;color:${i ? '#333' : p.c};margin:4px 0`)).join('')}
   ${p.qs.map(q => `<div style="background:#fff;border-radius:14px;padding:12px 18px;margin-top:14px">${L(q.q, 'font-size:19px;font-weight:bold')}${R(q.a, 'font-size:17px;margin-top:8px;justify-content:flex-start;gap:40px')}</div>`).join('')}
   <div style="margin-top:16px;display:flex;gap:16px;align-items:center">${star(50)}${L(p.prize, `font-size:20px;font-weight:bold;color:${p.c}`)}</div>
   <div style="margin-top:10px;display:flex;gap:10px;align-items:center">${mark(32, p.c)}${L(p.foot, 'font-size:15px')}</div>
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.bg });
}
// t032: front of a formula can
function canFront(p) {
  const inner = `<div style="background:${p.scene};padding:40px 0;display:flex;justify-content:center">
   <div style="width:${p.cw || 520}px;border-radius:30px 30px 20px 20px;background:linear-gradient(90deg,${p.c}88,${p.c} 25%,${p.c2} 60%,${p.c}aa);border-top:30px solid #d7dbe0;padding:26px 30px;color:#fff;text-align:center;box-shadow:0 10px 24px rgba(0,0,0,.35)">
    ${L(p.brand, `font-size:44px;font-weight:bold;font-family:${p.bf || F.libserif}`)}
    ${L(p.sub, 'font-size:20px;margin:4px 0 12px')}
    <div style="display:flex;justify-content:center;margin:8px 0">${baby(170, '#f6d2b4', 'rgba(255,255,255,.6)')}</div>
    ${p.claims.map(t => L(t, 'font-size:20px;font-weight:bold;margin:8px 0;background:rgba(255,255,255,.2);border-radius:20px;padding:4px 10px')).join('')}
    ${L(p.net, 'font-size:17px;margin-top:12px')}
   </div></div>`;
  return page(inner, { w: p.w || 800, font: p.font || F.sans, bg: p.scene });
}
module.exports = { worksheet, motorPoster, recipe, news, report, webinar, classInvite, quiz, canFront };

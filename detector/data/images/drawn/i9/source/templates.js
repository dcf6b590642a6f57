'use strict';
const { F, L, LH, S, R, T, box, baby, motherBaby, bottleIcon, bowlIcon, mark, heart, star, barcode, qr, page, esc, giftIcon } = require('./lib');

const wood = 'linear-gradient(135deg,#8a6a4a,#a3805c 40%,#7d5e40)';
const desk = 'linear-gradient(160deg,#cfd6dc,#b7c0c8)';
const checkbox = on => `<span style="display:inline-block;width:18px;height:18px;border:2px solid #333;margin-right:8px;vertical-align:-3px;position:relative">${on ? '<svg width="22" height="22" style="position:absolute;left:-2px;top:-6px"><path d="M3 12 l6 6 l11 -16" stroke="#1a3fb0" stroke-width="3" fill="none"/></svg>' : ''}</span>`;
const blank = (w = 140) => `<span style="display:inline-block;width:${w}px;height:24px;border:1.5px solid #555;vertical-align:-6px;margin-left:8px;background:#fff"></span>`;
const stamp = (lines, c = '#c0392b', rot = -14, size = 130) => `<div style="position:absolute;width:${size}px;height:${size}px;border:3px solid ${c};border-radius:50%;color:${c};display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(${rot}deg);opacity:.8;font-size:13px;font-weight:bold;text-align:center;padding:8px;right:40px;bottom:30px">${lines.map(t => L(t)).join('')}</div>`;

// t001: recommendation card handed out by a doctor
function recCard(p) {
  const ink = `font-family:${F.phet};color:#1a3fb0;font-size:20px`;
  const inner = `<div style="background:#fffef8;border-radius:10px;box-shadow:0 6px 18px rgba(0,0,0,.35);padding:26px 34px;position:relative;border-top:10px solid ${p.c}">
   <div style="display:flex;align-items:center;gap:14px">${mark(46, p.c)}<div>${L(p.clinic, 'font-weight:bold;font-size:20px')}${L(p.addr, 'font-size:12px;color:#555')}</div></div>
   ${L(p.title, `font-size:28px;font-weight:bold;color:${p.c};margin:18px 0 10px;font-family:${F.serif}`)}
   ${p.fields.map(([k, v]) => LH(`${esc(k)} <span style="${ink}">${esc(v)}</span>`, 'font-size:17px;margin:6px 0')).join('')}
   ${L(p.rec, 'font-size:17px;margin:14px 0 6px;font-weight:bold')}
   ${p.options.map(([on, t]) => LH(checkbox(on) + esc(t), 'font-size:18px;margin:8px 0 8px 12px')).join('')}
   ${L(p.note, 'font-size:14px;color:#444;margin-top:12px')}
   ${LH(`${esc(p.sigLabel)} <span style="${ink};font-style:italic">${esc(p.sig)}</span>`, 'font-size:16px;margin-top:18px')}
   ${stamp(p.stamp, '#b03060', -12, 120).replace('right:40px;bottom:30px', 'right:150px;bottom:20px')}
   <div style="display:flex;justify-content:flex-end;align-items:center;gap:6px;margin-top:18px">${mark(22, p.c2)}${L(p.brand, `font-size:15px;font-weight:bold;color:${p.c2}`)}</div>
  </div>`;
  return page(inner, { w: p.w || 760, bg: wood, pad: 36, font: F.sans });
}

// t002: public-health poster
function poster(p) {
  const inner = `<div style="background:${p.bg};padding:36px 44px;color:${p.fg};min-height:${p.h || 0}px">
   <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div>${p.top.map(t => L(t, 'font-size:17px;font-weight:bold;margin-bottom:4px')).join('')}</div>${heart(54, p.accent)}</div>
   ${p.titles.map((t, i) => L(t, `font-family:${p.tf || F.serif};font-size:${i === 0 ? p.ts || 46 : 26}px;font-weight:bold;color:${p.accent};margin-top:${i === 0 ? 22 : 4}px`)).join('')}
   <div style="display:flex;gap:30px;align-items:center;margin-top:24px">
    <div style="flex:0 0 auto;background:rgba(255,255,255,.7);border-radius:50%;padding:10px">${motherBaby(190, p.accent)}</div>
    <div>${p.points.map((t, i) => L(t, `font-size:${p.ps || 19}px;margin:10px 0;padding-left:14px;border-left:5px solid ${p.accent};${p.pst ? p.pst(i) : ''}`)).join('')}</div>
   </div>
   <div style="margin-top:30px;border-top:2px solid ${p.accent};padding-top:12px;display:flex;gap:22px;flex-wrap:wrap">${p.foot.map(t => L(t, 'font-size:15px;font-weight:bold')).join('')}</div>
  </div>`;
  return page(inner, { w: p.w || 900, bg: p.bg, font: p.font || F.sans, color: p.fg });
}

// t003: A4 leaflet with a voucher
function leaflet(p) {
  const inner = `<div style="background:#fff;padding:0 0 24px 0">
   <div style="background:${p.c};color:#fff;padding:24px 36px;display:flex;align-items:center;gap:20px">
     <div style="background:#fff;border-radius:50%;padding:6px">${mark(64, p.c, '#ffd35c')}</div>
     <div>${L(p.brand, `font-size:40px;font-weight:bold;font-family:${p.bf || F.lib}`)}${L(p.sub, 'font-size:18px')}</div></div>
   <div style="padding:26px 36px">
    ${L(p.head, `font-size:${p.hs || 30}px;font-weight:bold;color:${p.c}`)}
    ${p.intro.map(t => L(t, 'font-size:17px;margin-top:10px;color:#333')).join('')}
    <div style="display:flex;gap:24px;margin-top:18px;align-items:center">
      <div style="flex:0 0 auto">${giftIcon(120, p.c)}</div>
      <div>${L(p.howTitle, 'font-size:19px;font-weight:bold;margin-bottom:6px')}${p.steps.map(t => L(t, 'font-size:17px;margin:6px 0')).join('')}</div>
    </div>
    <div style="margin-top:22px;border:3px dashed ${p.c};border-radius:12px;padding:18px 24px;background:#fffbe8">
      ${L(p.vTitle, `font-size:24px;font-weight:bold;color:${p.c}`)}
      ${p.vLines.map(t => LH(esc(t) + `<span style="display:inline-block;width:220px;border-bottom:1.5px solid #333;margin-left:10px"></span>`, 'font-size:16px;margin-top:14px')).join('')}
      ${L(p.valid, 'font-size:14px;margin-top:14px;color:#555')}
    </div>
    ${L(p.small, 'font-size:11px;color:#666;margin-top:22px')}
   </div></div>`;
  return page(inner, { w: p.w || 820, font: p.font || F.lib });
}

// t004: invitation / announcement card
function invitation(p) {
  const inner = `<div style="background:${p.bg};padding:20px">
   <div style="border:3px double ${p.c};padding:30px 40px;background:${p.card};text-align:${p.align || 'center'}">
   ${p.top ? p.top.map(t => L(t, `font-size:15px;color:${p.c};font-weight:bold`)).join('') : ''}
   ${L(p.title, `font-family:${p.tf || F.serif};font-size:${p.ts || 40}px;color:${p.c};font-weight:bold;margin:12px 0`)}
   ${p.lines.map(([t, st]) => L(t, `font-size:17px;margin:7px 0;${st || ''}`)).join('')}
   ${p.qr ? `<div style="margin:14px auto;width:110px">${qr(110)}</div>` : ''}
   <div style="margin-top:22px;display:flex;justify-content:${p.align === 'left' ? 'flex-start' : 'center'};align-items:center;gap:12px">
     ${mark(44, p.c, p.card)}<div style="text-align:left">${p.sponsor.map((t, i) => L(t, `font-size:${i ? 14 : 17}px;font-weight:${i ? 'normal' : 'bold'};color:${p.c}`)).join('')}</div></div>
   </div></div>`;
  return page(inner, { w: p.w || 860, bg: p.bg, font: p.font || F.sans, color: p.fg || '#222' });
}

// t005: printed notice taped on a wall
function notice(p) {
  const inner = `<div style="background:${p.wall};padding:40px 50px">
   <div style="background:#fff;padding:30px 40px;box-shadow:0 4px 14px rgba(0,0,0,.3);position:relative;border-left:12px solid ${p.c}">
    <div style="position:absolute;top:-14px;left:45%;width:110px;height:28px;background:rgba(240,230,170,.8);transform:rotate(-3deg)"></div>
    <div style="display:flex;gap:16px;align-items:center">${p.icon || mark(50, p.c)}<div>${p.head.map((t, i) => L(t, `font-size:${i ? 15 : 21}px;font-weight:bold;color:${i ? '#555' : p.c}`)).join('')}</div></div>
    ${L(p.title, `font-size:38px;font-weight:bold;text-align:center;margin:18px 0;color:${p.c};font-family:${p.tf || F.sans}`)}
    ${p.lines.map(([t, st]) => L(t, `font-size:19px;margin:10px 0;${st || ''}`)).join('')}
    ${p.after || ''}
   </div></div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans });
}
const noBottle = `<svg width="70" height="70" viewBox="0 0 70 70"><g transform="translate(22 8) scale(.55)">${bottleIcon(100).replace(/<\/?svg[^>]*>/g, '')}</g><circle cx="35" cy="35" r="31" stroke="#d0021b" stroke-width="6" fill="none"/><line x1="13" y1="13" x2="57" y2="57" stroke="#d0021b" stroke-width="6"/></svg>`;

// t006: wall calendar
function calendar(p) {
  const days = p.days;
  const rows = [days];
  let cur = [];
  for (let i = 0; i < p.start; i++) cur.push('');
  for (let d = 1; d <= p.len; d++) { cur.push(String(d)); if (cur.length === 7) { rows.push(cur); cur = []; } }
  if (cur.length) { while (cur.length < 7) cur.push(''); rows.push(cur); }
  const inner = `<div style="background:#fff;border:1px solid #ccc">
   <div style="background:${p.c};color:#fff;padding:24px 36px;display:flex;align-items:center;gap:26px">
     <div style="background:#fff;border-radius:50%">${baby(150)}</div>
     <div>${L(p.brand, 'font-size:54px;font-weight:bold;font-family:' + F.libserif)}${L(p.stages, 'font-size:30px')}${L(p.claim, 'font-size:26px;margin-top:8px;color:#ffe89a')}</div></div>
   <div style="padding:20px 36px">
    ${R([[p.year, `font-size:30px;font-weight:bold;color:${p.c}`], [p.month, 'font-size:34px;font-weight:bold']])}
    ${T(rows, { st: 'width:100%;margin-top:12px;font-size:26px;text-align:center', thst: `padding:8px;color:#fff;background:${p.c};font-size:20px`, tdst: 'padding:12px;border:1px solid #ddd;height:62px' })}
    ${L(p.product, 'font-size:20px;margin-top:16px;color:#333')}
    ${L(p.gift, `font-size:20px;margin-top:8px;color:${p.c};font-weight:bold`)}
   </div></div>`;
  return page(inner, { w: p.w || 1100, font: F.sans, bg: '#fff' });
}

// t007: back panel of a pack (label close-up)
function packBack(p) {
  const inner = `<div style="background:${p.bg};padding:30px">
   <div style="background:${p.panel};border-radius:${p.radius || 14}px;padding:26px 30px;box-shadow:inset 0 0 40px rgba(0,0,0,.15)">
    <div style="display:flex;justify-content:space-between;align-items:center">${L(p.brand, `font-size:34px;font-weight:bold;color:${p.c};font-family:${p.bf || F.lib}`)}${mark(50, p.c)}</div>
    ${L(p.sub, 'font-size:16px;margin-bottom:10px')}
    <div style="border:2px solid #222;padding:10px 14px;background:#fff;margin:10px 0">${p.notice.map((t, i) => L(t, `font-size:${i ? 13 : 15}px;font-weight:${i ? 'normal' : 'bold'}`)).join('')}</div>
    ${p.tableTitle ? L(p.tableTitle, 'font-size:16px;font-weight:bold;margin-top:10px') : ''}
    ${p.table ? T(p.table, { st: 'width:100%;font-size:13px;margin:6px 0;background:#fff', thst: `background:${p.c};color:#fff;padding:5px;border:1px solid #999`, tdst: 'padding:5px;border:1px solid #999;text-align:center' }) : ''}
    ${p.body.map(t => L(t, `font-size:${p.fs || 13}px;margin:5px 0`)).join('')}
    <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:12px">
      <div style="background:#fff;padding:8px 12px;border:1px solid #999">${p.dates.map(t => L(t, 'font-family:' + F.mono + ';font-size:14px')).join('')}</div>
      <div style="background:#fff;padding:6px">${barcode(170, 50)}${L(p.ean, 'font-family:' + F.mono + ';font-size:12px;text-align:center')}</div></div>
   </div></div>`;
  return page(inner, { w: p.w || 820, font: p.font || F.lib, bg: p.bg });
}

// t008: can side with an importer's Lao sticker
function stickerCan(p) {
  const inner = `<div style="background:${desk};padding:36px 60px">
   <div style="background:linear-gradient(90deg,#9aa4ad,#f1f3f5 22%,#e3e6ea 60%,#8d969e);border-radius:26px;padding:30px 36px;position:relative;height:${p.h || 640}px">
     <div style="background:linear-gradient(90deg,${p.c}cc,${p.c} 30%,${p.c}dd);height:100%;border-radius:10px;padding:24px 30px;color:#fff">
       ${L(p.canBrand, 'font-size:58px;font-weight:bold;font-family:' + F.libserif)}
       ${L(p.canSub, 'font-size:26px;margin-top:4px')}
     </div>
     <div style="position:absolute;left:90px;top:${p.top || 215}px;width:${p.sw || 560}px;background:#fffdf3;border:1px solid #bbb;border-radius:6px;padding:16px 22px;transform:rotate(${p.rot || -2}deg);box-shadow:0 3px 8px rgba(0,0,0,.3);font-family:${p.font || F.sans}">
       ${L(p.title, 'font-size:20px;font-weight:bold;text-align:center;border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:6px')}
       ${p.lines.map(t => L(t, 'font-size:15px;margin:4px 0')).join('')}
       ${p.blanks.map(t => LH(esc(t) + blank(150), 'font-size:15px;margin:8px 0')).join('')}
     </div>
   </div></div>`;
  return page(inner, { w: p.w || 800, font: F.sans });
}

// t009: repacked powder in plain plastic bags with a handwritten cardboard tag
function bagTag(p) {
  const bag = (x, y, w, h) => `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;border-radius:18px 18px 26px 26px;background:linear-gradient(180deg,rgba(255,255,255,.25),rgba(250,246,232,.95) 25%,#f3ecd6);border:1px solid rgba(0,0,0,.2);box-shadow:0 4px 10px rgba(0,0,0,.25)"><div style="position:absolute;top:16px;left:30%;width:40%;height:8px;background:#d33;border-radius:4px"></div></div>`;
  const inner = `<div style="position:relative;height:${p.h || 620}px;background:linear-gradient(180deg,#6d7b66,#57624f 55%,#8b6f4e 55%,#7a5f42)">
   ${bag(40, 250, 200, 300)}${bag(210, 280, 200, 290)}${bag(560, 240, 210, 310)}${bag(700, 300, 190, 270)}
   <div style="position:absolute;left:300px;top:60px;width:${p.tw || 440}px;background:#c9a36b;border-radius:6px;padding:20px 24px;transform:rotate(${p.rot || 3}deg);box-shadow:0 5px 12px rgba(0,0,0,.4);font-family:${F.phet};color:#1d2b8f">
     <div style="width:14px;height:14px;border-radius:50%;background:#555;margin:0 auto 8px"></div>
     ${p.lines.map((t, i) => L(t, `font-size:${i === 0 ? 30 : 23}px;margin:4px 0;${i === 0 ? 'text-decoration:underline' : ''}`)).join('')}
   </div></div>`;
  return page(inner, { w: p.w || 920, font: F.phet });
}

// t010: pharmacy / shop price list
function priceList(p) {
  const inner = `<div style="background:${p.board};padding:${p.pad || 30}px;color:${p.fg || '#222'}">
   <div style="display:flex;align-items:center;gap:16px">${p.icon || mark(52, p.c)}<div>${p.head.map((t, i) => L(t, `font-size:${i ? 20 : 30}px;font-weight:bold;${i ? '' : 'color:' + p.c}`)).join('')}</div></div>
   ${T(p.rows, { st: `width:100%;margin-top:20px;font-size:${p.fs || 18}px;background:${p.tbg || '#fff'}`, thst: `background:${p.c};color:#fff;padding:8px 10px;text-align:left`, tdst: 'padding:8px 10px;border-bottom:1px solid #ccc', zebra: p.zebra || '#f3f3f3' })}
   ${p.note ? L(p.note, `font-size:${p.ns || 17}px;margin-top:14px;padding:8px 12px;${p.noteSt || 'border:2px solid #c00;color:#c00'}`) : ''}
   ${p.foot.map(t => L(t, 'font-size:16px;margin-top:8px')).join('')}
  </div>`;
  return page(inner, { w: p.w || 900, font: p.font || F.sans, bg: p.board });
}

// t011: membership card(s), front and back
function clubCard(p) {
  const card = (inner, bg) => `<div style="width:520px;height:328px;border-radius:22px;background:${bg};padding:24px 28px;position:relative;box-shadow:0 6px 16px rgba(0,0,0,.35);overflow:hidden">${inner}</div>`;
  const front = card(`<div style="position:absolute;right:-40px;top:-40px;width:200px;height:200px;border-radius:50%;background:rgba(255,255,255,.18)"></div>
    <div style="display:flex;gap:12px;align-items:center">${heart(40, '#fff')}<div>${p.fTitle.map((t, i) => L(t, `color:#fff;font-size:${i ? 17 : 30}px;font-weight:bold`)).join('')}</div></div>
    <div style="position:absolute;left:28px;bottom:26px;color:#fff">${p.fLines.map(t => L(t, 'font-size:17px;margin-top:5px;font-family:' + F.mono)).join('')}</div>
    <div style="position:absolute;right:24px;bottom:20px">${heart(70, 'rgba(255,255,255,.75)')}</div>`, p.grad);
  const back = card(`<div style="height:44px;background:#222;margin:0 -28px 14px"></div>${p.bLines.map((t, i) => L(t, `font-size:${p.bfs || 17}px;margin:6px 0;${i === 0 ? 'font-weight:bold;color:' + p.c : ''}`)).join('')}`, '#fdfdfd');
  const inner = `<div style="background:${p.table || desk};padding:40px;display:flex;gap:40px;flex-direction:${p.dir || 'row'};align-items:center">${front}${back}</div>`;
  return page(inner, { w: p.w || 1180, font: p.font || F.sans, bg: p.table || '#ccc' });
}

module.exports = { recCard, poster, leaflet, invitation, notice, noBottle, calendar, packBack, stickerCan, bagTag, priceList, clubCard, stamp, checkbox, blank, wood, desk };

// Fifteen picture templates. Each takes a design object d and a seeded RNG R and
// returns {w, h, css, body}. All text goes through t()/ts() (one element per line).
'use strict';
const { t, ts, busyBg, pack, babyFace, svgNoise, lbl } = require('./lib');

const OUT = (c, px = 3) => `color:${c.fill || '#fff'};-webkit-text-stroke:${px}px ${c.stroke || '#000'};paint-order:stroke fill;`;
const LS = (x, px) => `letter-spacing:${/[\u0E80-\u0EFF]/.test(x) ? 0 : px}px;`;
const row = (g = 8, extra = '') => `display:flex;align-items:center;gap:${g}px;${extra}`;
const col = (g = 6, extra = '') => `display:flex;flex-direction:column;gap:${g}px;${extra}`;

// ---------------------------------------------------------------- e-commerce app product page
function ecom(d, R) {
  const w = d.w || 720, h = d.h || 1280, th = d.theme || {};
  const main = th.main || '#ee4d2d', bg = th.bg || '#f3f3f3', F = d.font;
  const P = d.pack;
  const body = `<div class="page" style="width:${w}px;height:${h}px;background:${bg};font-family:${F}">
  <div style="${row(0, `justify-content:space-between;height:46px;padding:0 22px;background:${main};color:#fff`)}">
    ${t(d.time || '9:41', 'font-size:17px;font-weight:700')}
    <div style="${row(6)}"><div style="width:18px;height:12px;border-radius:2px;background:#fff;opacity:.85"></div><div style="width:28px;height:14px;border:2px solid #fff;border-radius:3px;padding:1px"><div style="width:70%;height:100%;background:#fff"></div></div></div>
  </div>
  <div style="padding:8px 18px 14px;background:${main};${row(12)}">
    <div style="width:14px;height:14px;border-left:3px solid #fff;border-bottom:3px solid #fff;transform:rotate(45deg);margin:0 6px"></div>
    <div style="flex:1;background:#fff;border-radius:6px;padding:9px 14px;${row(8)}"><div style="width:14px;height:14px;border:2px solid #999;border-radius:50%"></div>${t(d.search, 'font-size:16px;color:#888')}</div>
    <div style="width:26px;height:22px;border:3px solid #fff;border-radius:3px 3px 6px 6px"></div>
  </div>
  <div style="position:relative;height:${d.imgH || 470}px;background:${th.img || 'radial-gradient(circle at 30% 30%,#fff,#e9eef5 60%,#d5dde8)'};display:flex;align-items:center;justify-content:center;gap:26px">
    ${d.badge ? `<div style="position:absolute;left:22px;top:22px;width:112px;height:112px;border-radius:50%;background:${th.badge || '#ffd400'};${col(0, 'align-items:center;justify-content:center')};transform:rotate(-12deg)">${d.badge.map((b, i) => t(b, `font-size:${i ? 16 : 30}px;font-weight:800;color:${th.badgeText || main}`)).join('')}</div>` : ''}
    ${P ? pack(Object.assign({ font: F }, P)) : ''}
    ${d.pack2 ? pack(Object.assign({ font: F }, d.pack2)) : ''}
    ${d.mall ? `<div style="position:absolute;right:18px;top:18px;background:${main};padding:4px 12px;border-radius:4px">${t(d.mall, 'font-size:15px;color:#fff;font-weight:700')}</div>` : ''}
    <div style="position:absolute;right:18px;bottom:16px;background:rgba(0,0,0,.45);border-radius:12px;padding:2px 12px">${t(d.counter || '1/6', 'font-size:14px;color:#fff')}</div>
  </div>
  <div style="background:#fff;padding:14px 20px;${col(8)}">
    <div style="${row(12, 'align-items:baseline')}">${t(d.price, `font-size:${d.priceSize || 36}px;font-weight:800;color:${main}`)}${d.old ? t(d.old, 'font-size:18px;color:#999;text-decoration:line-through') : ''}${d.off ? `<div style="background:${main}22;padding:2px 8px;border-radius:3px">${t(d.off, `font-size:15px;color:${main};font-weight:700`)}</div>` : ''}</div>
    ${d.title.map((x) => t(x, 'font-size:21px;color:#222;line-height:1.35')).join('')}
    <div style="${row(18, 'color:#666')}">${t(d.rating, 'font-size:16px;color:#f5a623;font-weight:700')}${t(d.sold, 'font-size:16px;color:#666')}</div>
  </div>
  ${d.ship ? `<div style="background:#fff;margin-top:8px;padding:12px 20px;${row(12)}"><div style="background:${th.ship || '#00bfa5'};border-radius:4px;padding:3px 10px">${t(d.ship[0], 'font-size:15px;color:#fff;font-weight:700')}</div>${t(d.ship[1], 'font-size:16px;color:#444')}</div>` : ''}
  ${d.chips ? `<div style="background:#fff;margin-top:8px;padding:12px 20px;${col(8)}">${t(d.chipLabel, 'font-size:15px;color:#888')}<div style="${row(10, 'flex-wrap:wrap')}">${d.chips.map((c, i) => `<div style="border:1.5px solid ${i === 0 ? main : '#ccc'};border-radius:4px;padding:5px 12px">${t(c, `font-size:16px;color:${i === 0 ? main : '#333'}`)}</div>`).join('')}</div></div>` : ''}
  ${d.desc ? `<div style="background:#fff;margin-top:8px;padding:12px 20px;${col(4)}">${d.desc.map((x) => t(x, 'font-size:16px;color:#333;line-height:1.4')).join('')}</div>` : ''}
  <div style="background:#fff;margin-top:8px;padding:12px 20px;${row(12)}"><div style="width:46px;height:46px;border-radius:50%;background:${th.avatar || '#ffcf9f'}"></div><div style="${col(2)}">${t(d.shop, 'font-size:17px;font-weight:700;color:#222')}${t(d.shopSub, 'font-size:14px;color:#888')}</div></div>
  <div class="anchor-b" style="position:absolute;left:0;right:0;bottom:0;height:64px;background:#fff;border-top:1px solid #ddd;${row(0)}">
    <div style="flex:1;${row(0, 'justify-content:center')}">${t(d.buttons[0], 'font-size:15px;color:#555')}</div>
    <div style="flex:1.4;height:100%;background:${main}bb;${row(0, 'justify-content:center')}">${t(d.buttons[1], 'font-size:17px;color:#fff;font-weight:700')}</div>
    <div style="flex:1.4;height:100%;background:${main};${row(0, 'justify-content:center')}">${t(d.buttons[2], 'font-size:17px;color:#fff;font-weight:700')}</div>
  </div></div>`;
  return { w, h, body, css: '' };
}

// ---------------------------------------------------------------- TikTok / Reels frame
function tiktok(d, R) {
  const w = d.w || 720, h = d.h || 1280, F = d.font;
  const pal = d.pal || ['#ff3d7f', '#ffb300', '#00c2ff', '#7c4dff', '#00e676', '#ff6d00'];
  const css = `.bgbusy{background:${busyBg(R, pal)}}`;
  const cap = d.caps.map((c, i) => {
    const o = typeof c === 'string' ? { x: c } : c;
    return t(o.x, `font-family:${o.f || F};font-size:${o.s || 54}px;font-weight:900;line-height:1.2;${OUT({ fill: o.fill || '#fff', stroke: o.stroke || '#000' }, o.sw || 8)}${o.bg ? `background:${o.bg};padding:0 14px;border-radius:8px;` : ''}${o.rot ? `transform:rotate(${o.rot}deg);` : ''}`);
  }).join('');
  const icon = (label, shape) => `<div style="${col(4, 'align-items:center')}"><div style="width:56px;height:56px;border-radius:${shape}; background:rgba(255,255,255,.92);box-shadow:0 2px 8px rgba(0,0,0,.4)"></div>${t(label, `font-size:16px;font-weight:700;${OUT({ fill: '#fff', stroke: '#000' }, 3)}`)}</div>`;
  const body = `<div class="page bgbusy" style="width:${w}px;height:${h}px;font-family:${F}">
  <div style="position:absolute;left:0;right:0;top:0;height:200px;background:linear-gradient(rgba(0,0,0,.55),transparent)"></div>
  <div style="position:absolute;left:0;right:0;bottom:0;height:380px;background:linear-gradient(transparent,rgba(0,0,0,.7))"></div>
  <div style="position:absolute;top:40px;left:0;right:0;${row(34, 'justify-content:center')}">${t(d.tabs[0], 'font-size:19px;color:#ddd;font-weight:600')}${t(d.tabs[1], 'font-size:19px;color:#fff;font-weight:800;border-bottom:3px solid #fff;padding-bottom:4px')}</div>
  <div style="position:absolute;top:${d.capTop || 130}px;left:24px;right:${d.capRight || 24}px;${col(d.capGap ?? 10, `align-items:${d.capAlign || 'center'}`)}">${cap}</div>
  ${d.pack ? `<div style="position:absolute;left:${d.packX ?? 200}px;top:${d.packY ?? 560}px">${pack(Object.assign({ font: F }, d.pack))}</div>` : ''}
  <div style="position:absolute;right:14px;bottom:190px;${col(20, 'align-items:center')}">
    <div style="width:62px;height:62px;border-radius:50%;background:${pal[0]};border:3px solid #fff"></div>
    ${icon(d.likes, '50% 50% 50% 0')}${icon(d.comments, '14px')}${icon(d.shares, '50%')}
  </div>
  <div style="position:absolute;left:22px;right:110px;bottom:36px;${col(8)}">
    ${t(d.user, `font-size:22px;font-weight:800;${OUT({}, 3)}`)}
    ${d.desc.map((x) => t(x, `font-size:18px;line-height:1.35;${OUT({}, 3)}`)).join('')}
    ${d.music ? t(d.music, `font-size:16px;${OUT({}, 3)}`) : ''}
  </div></div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- promo banner
function banner(d, R) {
  const w = d.w || 1200, h = d.h || 700, F = d.font, th = d.theme;
  const pal = th.pal || [th.a, th.b];
  const css = `.bn{background:${th.bgCss || `radial-gradient(circle at 80% 20%, ${th.b} 0 18%, transparent 19%), radial-gradient(circle at 10% 90%, ${th.c || th.b}88 0 22%, transparent 23%), repeating-linear-gradient(-35deg, ${th.a} 0 28px, ${th.a2 || th.a}ee 28px 56px)`}}
  .big{font-family:${d.bigFont || F};font-weight:900;line-height:1.3;${OUT({ fill: th.bigFill || '#fff', stroke: th.bigStroke || '#000' }, 6)}text-shadow:6px 6px 0 ${th.shadow || '#000'}}`;
  const star = d.star ? `<div style="position:absolute;${d.star.pos};width:${d.star.size || 190}px;height:${d.star.size || 190}px;background:${d.star.bg || '#ffe000'};clip-path:polygon(50% 0,61% 30%,95% 25%,70% 50%,95% 75%,61% 70%,50% 100%,39% 70%,5% 75%,30% 50%,5% 25%,39% 30%);${col(0, 'align-items:center;justify-content:center')};transform:rotate(${d.star.rot || 8}deg)">${d.star.lines.map((x, i) => t(x, `font-size:${i ? 15 : 24}px;font-weight:800;color:${d.star.color || '#c00'}`)).join('')}</div>` : '';
  const circ = d.circle ? `<div style="position:absolute;${d.circle.pos};width:${d.circle.size || 170}px;height:${d.circle.size || 170}px;border-radius:50%;background:${d.circle.bg};border:5px dashed #fff;${col(0, 'align-items:center;justify-content:center')}">${d.circle.lines.map((x, i) => t(x, `font-size:${d.circle.sizes ? d.circle.sizes[i] : (i ? 16 : 30)}px;font-weight:800;color:${d.circle.color || '#fff'}`)).join('')}</div>` : '';
  const ribbon = d.ribbon ? `<div style="position:absolute;${d.ribbon.pos || 'left:-60px;top:44px'};width:${d.ribbon.w || 420}px;padding:8px 0;background:${d.ribbon.bg || '#111'};transform:rotate(${d.ribbon.rot || -10}deg);text-align:center;box-shadow:0 4px 0 rgba(0,0,0,.3)">${t(d.ribbon.x, `font-size:${d.ribbon.s || 24}px;font-weight:800;color:${d.ribbon.c || '#fff'};display:inline-block`)}</div>` : '';
  const vert = d.vert ? `<div style="position:absolute;${d.vert.pos};${col(0, 'align-items:center')};background:${d.vert.bg};padding:12px 10px;border-radius:8px">${d.vert.words.map((x) => t(x, `font-size:${d.vert.s || 26}px;font-weight:800;color:${d.vert.c || '#fff'};line-height:1.25`)).join('')}</div>` : '';
  const pk = (d.packs || []).map((p) => `<div style="position:absolute;${p.pos}">${pack(Object.assign({ font: F }, p))}</div>`).join('');
  const body = `<div class="page bn" style="width:${w}px;height:${h}px;font-family:${F}">
  ${ribbon}
  <div style="position:absolute;${d.mainPos || 'left:70px;top:120px'};${col(d.gap ?? 8, `align-items:${d.align || 'flex-start'}`)}">
    ${(d.pre || []).map((x) => t(x.x || x, `font-size:${x.s || 30}px;font-weight:800;color:${x.c || th.text || '#fff'};${x.bg ? `background:${x.bg};padding:2px 14px;` : ''}`)).join('')}
    ${d.big ? `<div style="${row(10, 'align-items:flex-end')}">${d.big.map((x, i) => t(x, `font-size:${i === 0 ? 80 : 46}px`, 'big')).join('')}</div>` : ''}
    ${(d.lines || []).map((x) => t(x.x || x, `font-size:${x.s || 24}px;font-weight:${x.w || 700};color:${x.c || th.text || '#fff'};${x.bg ? `background:${x.bg};padding:3px 14px;border-radius:4px;` : ''}${x.st || ''}`)).join('')}
  </div>
  ${pk}${star}${circ}${vert}
  ${d.foot ? `<div style="position:absolute;left:0;right:0;bottom:0;padding:10px 30px;background:${th.foot || 'rgba(0,0,0,.75)'};${row(30, 'justify-content:space-between')}">${d.foot.map((x) => t(x, 'font-size:18px;color:#fff;font-weight:600')).join('')}</div>` : ''}
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- multi-column flyer
function flyer(d, R) {
  const w = d.w || 1000, h = d.h || 1300, F = d.font, th = d.theme;
  const css = `.fl{background:${th.bg}} .fl .colbox{background:${th.box || '#fff'};border-radius:${th.radius ?? 12}px;padding:16px 18px;${col(6)};border-top:6px solid ${th.a}}`;
  const body = `<div class="page fl" style="width:${w}px;height:${h}px;font-family:${F}">
  <div style="background:${th.head || th.a};padding:${d.headPad || '34px 40px'};${col(6, `align-items:${d.headAlign || 'flex-start'}`)};clip-path:polygon(0 0,100% 0,100% 86%,0 100%)">
    ${d.kicker ? t(d.kicker, `font-size:18px;color:${th.kick || '#ffe9a8'};${LS(d.kicker, 2)}font-weight:700`) : ''}
    ${d.title.map((x) => t(x, `font-size:${d.titleSize || 56}px;font-weight:900;color:#fff;line-height:1.15`)).join('')}
    ${(d.sub || []).map((x) => t(x, `font-size:22px;color:#fff;opacity:.92`)).join('')}
  </div>
  ${d.intro ? `<div style="padding:18px 44px 0;${col(4)}">${d.intro.map((x) => t(x, `font-size:20px;color:${th.text || '#222'};line-height:1.4`)).join('')}</div>` : ''}
  <div style="display:grid;grid-template-columns:repeat(${d.cols.length},1fr);gap:18px;padding:22px 36px">
    ${d.cols.map((c) => `<div class="colbox">${t(c.head, `font-size:${c.hs || 26}px;font-weight:800;color:${th.a}`)}${c.lines.map((x) => t(x, `font-size:${c.s || 18}px;color:${th.text || '#222'};line-height:1.45`)).join('')}</div>`).join('')}
  </div>
  ${d.band ? `<div style="margin:6px 36px;padding:16px 22px;background:${th.band || th.a};border-radius:10px;${col(4, 'align-items:center')}">${d.band.map((x, i) => t(x, `font-size:${i ? 18 : 28}px;color:#fff;font-weight:${i ? 500 : 800}`)).join('')}</div>` : ''}
  ${d.stamp ? `<div style="position:absolute;${d.stamp.pos};width:170px;height:170px;border-radius:50%;border:5px double ${d.stamp.c};${col(0, 'align-items:center;justify-content:center')};transform:rotate(-14deg)">${d.stamp.lines.map((x, i) => t(x, `font-size:${i ? 15 : 24}px;font-weight:800;color:${d.stamp.c}`)).join('')}</div>` : ''}
  <div class="anchor-b" style="position:absolute;left:0;right:0;bottom:0;padding:14px 40px;background:${th.foot || '#222'};${row(24, 'justify-content:space-between;flex-wrap:wrap')}">${d.foot.map((x) => t(x, 'font-size:17px;color:#fff')).join('')}</div>
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- official notice (ministry / hospital / recall)
function notice(d, R) {
  const w = d.w || 900, h = d.h || 1200, F = d.font, th = d.theme;
  const body = `<div class="page" style="width:${w}px;height:${h}px;font-family:${F};background:${th.bg || '#fffdf7'};padding:${d.pad || 44}px">
  <div style="border:${th.border || '3px solid #b22'};height:100%;padding:28px 34px;${col(10)};position:relative;background:${th.inner || 'transparent'}">
    <div style="${row(20)}">
      <div style="width:92px;height:92px;flex:none;border-radius:50%;border:6px solid ${th.a};box-shadow:inset 0 0 0 8px #fff,inset 0 0 0 30px ${th.a2 || th.a}"></div>
      <div style="${col(3)}">${d.org.map((x, i) => t(x, `font-size:${i ? 17 : 22}px;font-weight:${i ? 500 : 800};color:${th.orgc || '#222'}`)).join('')}</div>
    </div>
    <div style="height:4px;background:${th.a};margin:6px 0"></div>
    ${d.ref ? `<div style="${row(0, 'justify-content:space-between')}">${d.ref.map((x) => t(x, 'font-size:16px;color:#444')).join('')}</div>` : ''}
    <div style="${col(4, 'align-items:center;margin:8px 0')}">${d.title.map((x, i) => t(x, `font-size:${(d.titleSizes || [])[i] || d.titleSize || 40}px;font-weight:900;color:${i === 0 ? th.a : '#222'};${i === 0 && th.titleBg ? `background:${th.titleBg};color:#fff;padding:4px 24px;border-radius:6px;` : ''}`)).join('')}</div>
    ${d.body.map((x) => {
    const o = typeof x === 'string' ? { x } : x;
    if (o.bullet) return `<div style="${row(12)}"><div style="width:14px;height:14px;flex:none;background:${th.a};${o.round ? 'border-radius:50%' : 'transform:rotate(45deg)'}"></div>${t(o.x, `font-size:${o.s || d.bodySize || 20}px;color:#222;line-height:1.45`)}</div>`;
    if (o.box) return `<div style="background:${o.box};border-radius:8px;padding:10px 16px;${col(2)}">${t(o.x, `font-size:${o.s || 22}px;font-weight:700;color:${o.c || '#111'}`)}</div>`;
    return t(o.x, `font-size:${o.s || d.bodySize || 20}px;color:${o.c || '#222'};font-weight:${o.w || 400};line-height:1.45;${o.al ? `align-self:${o.al};` : ''}`);
  }).join('')}
    ${d.sign ? `<div class="anchor-b" style="position:absolute;right:34px;bottom:28px;${col(4, 'align-items:center')}">${d.sign.map((x) => t(x, 'font-size:18px;color:#222')).join('')}<div style="width:96px;height:96px;border-radius:50%;border:4px solid ${th.stamp || "#c0392b"}88;margin-top:2px;pointer-events:none"></div></div>` : ''}
  </div></div>`;
  return { w, h, body, css: '' };
}

// ---------------------------------------------------------------- health poster (WBW / UNICEF / hospital counter)
function poster(d, R) {
  const w = d.w || 1000, h = d.h || 1300, F = d.font, th = d.theme;
  const css = `.ps{background:${th.bg}}`;
  const figure = `<div style="position:relative;width:340px;height:340px;flex:none">
    <div style="position:absolute;left:30px;top:20px;width:280px;height:280px;border-radius:50%;background:${th.c1}"></div>
    <div style="position:absolute;left:110px;top:60px;width:110px;height:110px;border-radius:50%;background:${th.skin || '#8a5a3c'}"></div>
    <div style="position:absolute;left:70px;top:150px;width:200px;height:170px;border-radius:100px 100px 30px 30px;background:${th.c2}"></div>
    <div style="position:absolute;left:120px;top:190px;width:100px;height:70px;border-radius:50%;background:${th.skin2 || '#d9a07a'}"></div>
    <div style="position:absolute;left:90px;top:230px;width:170px;height:40px;border-radius:20px;background:${th.c3 || '#fff'}"></div>
  </div>`;
  const body = `<div class="page ps" style="width:${w}px;height:${h}px;font-family:${F}">
  <div style="padding:30px 44px 0;${row(16, 'justify-content:space-between')}">${d.logos.map((x) => `<div style="border:2px solid ${th.logo || '#fff'};border-radius:30px;padding:6px 16px">${t(x, `font-size:17px;font-weight:700;color:${th.logo || '#fff'}`)}</div>`).join('')}</div>
  <div style="padding:26px 44px 0;${col(6, `align-items:${d.align || 'flex-start'}`)}">${d.title.map((x, i) => t(x, `font-size:${(d.titleSizes || [])[i] || 58}px;font-weight:900;color:${i % 2 ? th.t2 : th.t1};line-height:1.15`)).join('')}</div>
  <div style="padding:20px 44px;${row(28, 'align-items:flex-start')}">
    ${d.figure !== false ? figure : ''}
    <div style="${col(12)};flex:1">${d.points.map((x) => `<div style="background:${th.card};border-radius:14px;padding:12px 16px;${col(2)}">${(Array.isArray(x) ? x : [x]).map((y, j) => t(y, `font-size:${j ? 17 : 21}px;font-weight:${j ? 400 : 800};color:${th.cardText || '#222'};line-height:1.35`)).join('')}</div>`).join('')}</div>
  </div>
  ${d.banner ? `<div style="margin:0 44px;padding:16px 24px;border-radius:16px;background:${th.ban};${col(4, 'align-items:center')}">${d.banner.map((x, i) => t(x, `font-size:${i ? 20 : 30}px;font-weight:${i ? 500 : 900};color:${th.banText || '#fff'}`)).join('')}</div>` : ''}
  <div class="anchor-b" style="position:absolute;left:44px;right:44px;bottom:26px;${row(20, 'justify-content:space-between')}">${d.foot.map((x) => t(x, `font-size:16px;color:${th.footc || '#fff'}`)).join('')}</div>
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- chat screenshot (WhatsApp / Messenger)
function chat(d, R) {
  const w = d.w || 720, h = d.h || 1280, F = d.font, wa = d.app === 'wa';
  const head = wa ? '#075e54' : '#fff', inC = wa ? '#fff' : '#e9e9eb', outC = wa ? '#dcf8c6' : '#0a7cff';
  const css = `.cw{background:${wa ? `radial-gradient(circle at 20% 30%, #d8cfc4 0 3px, transparent 4px) 0 0/46px 46px, radial-gradient(circle at 70% 70%, #d1c7bb 0 5px, transparent 6px) 0 0/61px 61px, #ece5dd` : '#fff'}}`;
  const msgs = d.msgs.map((m) => {
    if (m.day) return `<div style="align-self:center;background:${wa ? '#e1f2fb' : 'transparent'};border-radius:8px;padding:4px 14px">${t(m.day, 'font-size:14px;color:#555')}</div>`;
    const out = m.side === 'out';
    const fg = !wa && out ? '#fff' : '#111';
    return `<div style="align-self:${out ? 'flex-end' : 'flex-start'};max-width:82%;background:${out ? outC : inC};border-radius:${wa ? (out ? '12px 0 12px 12px' : '0 12px 12px 12px') : '20px'};padding:9px 14px 6px;box-shadow:0 1px 1px rgba(0,0,0,.12);${col(2)}">
      ${m.name ? t(m.name, `font-size:15px;font-weight:700;color:${m.nc || '#c2185b'}`) : ''}
      ${m.card ? `<div style="background:${m.card.bg};border-radius:8px;padding:10px;${col(4, 'align-items:center')}">${m.card.lines.map((x, i) => t(x, `font-size:${i ? 16 : 22}px;font-weight:${i ? 500 : 800};color:${m.card.c || '#fff'}`)).join('')}</div>` : ''}
      ${m.lines.map((x) => t(x, `font-size:${d.fsz || 19}px;color:${fg};line-height:1.35`)).join('')}
      ${m.time ? t(m.time, `font-size:14px;color:${!wa && out ? '#dbe9ff' : '#777'};align-self:flex-end`) : ''}
    </div>`;
  }).join('');
  const body = `<div class="page cw" style="width:${w}px;height:${h}px;font-family:${F}">
  <div style="height:40px;background:${wa ? '#054c44' : '#fff'};${row(0, 'justify-content:space-between;padding:0 20px')}">${t(d.clock, `font-size:16px;font-weight:700;color:${wa ? '#fff' : '#000'}`)}<div style="width:26px;height:13px;border:2px solid ${wa ? '#fff' : '#000'};border-radius:3px"></div></div>
  <div style="height:78px;background:${head};${row(14, `padding:0 16px;border-bottom:1px solid ${wa ? head : '#ddd'}`)}">
    <div style="width:14px;height:14px;border-left:3px solid ${wa ? '#fff' : '#0a7cff'};border-bottom:3px solid ${wa ? '#fff' : '#0a7cff'};transform:rotate(45deg)"></div>
    <div style="width:50px;height:50px;border-radius:50%;background:${d.avatar || '#8bc34a'}"></div>
    <div style="${col(2)}">${t(d.name, `font-size:20px;font-weight:700;color:${wa ? '#fff' : '#000'}`)}${t(d.status, `font-size:14px;color:${wa ? '#cfe' : '#888'}`)}</div>
  </div>
  <div style="padding:16px 18px;${col(d.mgap || 12)}">${msgs}</div>
  <div class="anchor-b" style="position:absolute;left:0;right:0;bottom:0;padding:12px 14px;background:${wa ? 'transparent' : '#fff'};${row(10)}">
    <div style="flex:1;background:${wa ? '#fff' : '#f0f0f0'};border-radius:26px;padding:13px 20px">${t(d.input, 'font-size:17px;color:#999')}</div>
    <div style="width:50px;height:50px;border-radius:50%;background:${wa ? '#128c7e' : '#0a7cff'}"></div>
  </div></div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- big pack shot with seller caption
function packshot(d, R) {
  const w = d.w || 900, h = d.h || 1100, F = d.font, th = d.theme;
  const css = `.pkbg{background:${th.bgCss}}`;
  const body = `<div class="page pkbg" style="width:${w}px;height:${h}px;font-family:${F}">
  ${d.cap ? `<div style="position:absolute;left:0;right:0;top:0;padding:18px 30px;background:${th.capBg || 'rgba(255,255,255,.92)'};${col(4)}">${d.cap.map((x, i) => t(x, `font-size:${i ? 19 : 24}px;font-weight:${i ? 500 : 800};color:${th.capC || '#222'}`)).join('')}</div>` : ''}
  <div style="position:absolute;left:0;right:0;bottom:${th.tableH || 180}px;height:0;border-bottom:2px solid rgba(0,0,0,.15)"></div>
  <div style="position:absolute;left:0;right:0;bottom:0;height:${th.tableH || 180}px;background:${th.table || '#c8a27a'}"></div>
  <div style="position:absolute;left:${d.packX}px;bottom:${(th.tableH || 180) - (d.sink ?? 34)}px;${row(30, 'align-items:flex-end')}">${d.packs.map((p) => pack(Object.assign({ font: F }, p))).join('')}</div>
  ${d.sticker ? `<div style="position:absolute;${d.sticker.pos};width:${d.sticker.size || 170}px;height:${d.sticker.size || 170}px;border-radius:50%;background:${d.sticker.bg};${col(0, 'align-items:center;justify-content:center')};transform:rotate(${d.sticker.rot || -12}deg);box-shadow:0 4px 10px rgba(0,0,0,.3)">${d.sticker.lines.map((x, i) => t(x, `font-size:${(d.sticker.sizes || [])[i] || (i ? 15 : 24)}px;font-weight:800;color:${d.sticker.c || '#fff'}`)).join('')}</div>` : ''}
  ${d.note ? `<div style="position:absolute;${d.note.pos};background:${d.note.bg || '#fff8a6'};padding:12px 16px;transform:rotate(${d.note.rot || 3}deg);box-shadow:0 4px 10px rgba(0,0,0,.25);${col(4)}">${d.note.lines.map((x) => t(x, `font-size:${d.note.s || 19}px;color:#222;font-family:${d.note.f || F}`)).join('')}</div>` : ''}
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- shop shelf with price tags
function shelf(d, R) {
  const w = d.w || 1200, h = d.h || 820, F = d.font, th = d.theme || {};
  const css = `.sh{background:${th.wall || 'linear-gradient(#e8e4dc,#d9d3c7)'}}`;
  const n = d.slots.length;
  const body = `<div class="page sh" style="width:${w}px;height:${h}px;font-family:${F}">
  <div style="margin:22px auto 0;width:${d.signW || 760}px;background:${th.sign || '#c62828'};border-radius:10px;padding:12px 20px;${col(2, 'align-items:center')};box-shadow:0 4px 0 rgba(0,0,0,.25)">${d.sign.map((x, i) => t(x, `font-size:${i ? 20 : 34}px;font-weight:${i ? 500 : 900};color:#fff`)).join('')}</div>
  <div style="position:absolute;left:30px;right:30px;top:${d.shelfY || 480}px;height:26px;background:linear-gradient(#a47148,#7a4f2c);box-shadow:0 8px 10px rgba(0,0,0,.25)"></div>
  <div style="position:absolute;left:30px;right:30px;top:${(d.shelfY || 480) - (d.packH || 300)}px;display:grid;grid-template-columns:repeat(${n},1fr);align-items:end;justify-items:center">
    ${d.slots.map((s) => pack(Object.assign({ font: F }, s.pack))).join('')}
  </div>
  <div style="position:absolute;left:30px;right:30px;top:${(d.shelfY || 480) + 30}px;display:grid;grid-template-columns:repeat(${n},1fr);gap:14px;padding:0 8px">
    ${d.slots.map((s) => `<div style="background:${s.tagBg || th.tag || '#fff36b'};border:2px solid ${s.tagBorder || '#222'};border-radius:4px;padding:8px 10px;${col(3)};${s.tagRot ? `transform:rotate(${s.tagRot}deg);` : ''}">${s.tag.map((x, i) => t(x, `font-size:${i === s.tag.length - 1 && s.bigLast !== false ? 30 : 16}px;font-weight:${i === s.tag.length - 1 ? 900 : 600};color:${s.tagC || '#111'}`)).join('')}</div>`).join('')}
  </div>
  ${d.note ? `<div style="position:absolute;${d.note.pos};background:${d.note.bg || '#fff'};padding:10px 16px;border-radius:6px;border:2px solid #333;${col(3)};transform:rotate(${d.note.rot || -2}deg)">${d.note.lines.map((x) => t(x, `font-size:${d.note.s || 19}px;font-weight:600;color:#222`)).join('')}</div>` : ''}
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- meme (top / bottom text)
function meme(d, R) {
  const w = d.w || 900, h = d.h || 900, F = d.font;
  const pal = d.pal || ['#6d8b74', '#d0b49f', '#a4c3b2', '#e4d8dc', '#5e6472'];
  const css = `.mm{background:${busyBg(R, pal)}}`;
  const txt = (x, s) => t(x, `font-family:${d.memeFont || F};font-size:${s}px;font-weight:900;line-height:1.15;${OUT({}, 7)}`);
  const body = `<div class="page mm" style="width:${w}px;height:${h}px;font-family:${F}">
  ${d.scene || ''}
  <div style="position:absolute;top:20px;left:20px;right:20px;${col(2, 'align-items:center')}">${d.top.map((x) => txt(x, d.ts || 56)).join('')}</div>
  ${d.mid ? `<div style="position:absolute;${d.mid.pos};${col(4, 'align-items:center')};background:${d.mid.bg || 'rgba(255,255,255,.85)'};padding:8px 14px;border-radius:8px">${d.mid.lines.map((x) => t(x, `font-size:${d.mid.s || 22}px;font-weight:700;color:#111`)).join('')}</div>` : ''}
  <div style="position:absolute;bottom:40px;left:20px;right:20px;${col(2, 'align-items:center')}">${d.bottom.map((x) => txt(x, d.bs || 56)).join('')}</div>
  ${d.wm ? `<div style="position:absolute;right:14px;bottom:8px">${t(d.wm, 'font-size:14px;color:rgba(255,255,255,.85)')}</div>` : ''}
  </div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- carousel post (3 visible cards)
function carousel(d, R) {
  const w = d.w || 1080, h = d.h || 1000, F = d.font, th = d.theme || {};
  const cards = d.cards.map((c, i) => `<div style="flex:1;height:${d.cardH || 560}px;border-radius:18px;background:${c.bg};padding:20px 16px;${col(c.gap ?? 8, `align-items:${c.align || 'center'};justify-content:${c.justify || 'center'}`)};position:relative;overflow:hidden">
     ${c.num ? `<div style="width:64px;height:64px;border-radius:50%;background:${c.numBg || '#fff'};${row(0, 'justify-content:center')}">${t(c.num, `font-size:30px;font-weight:900;color:${c.numC || '#222'}`)}</div>` : ''}
     ${c.pack ? pack(Object.assign({ font: F }, c.pack)) : ''}
     ${c.lines.map((x) => { const o = typeof x === 'string' ? { x } : x; return t(o.x, `font-size:${o.s || 20}px;font-weight:${o.w || 600};color:${o.c || c.c || '#fff'};line-height:1.3;${o.bg ? `background:${o.bg};padding:2px 10px;border-radius:6px;` : ''}`); }).join('')}
  </div>`).join('');
  const body = `<div class="page" style="width:${w}px;height:${h}px;font-family:${F};background:${th.bg || '#fff'}">
  <div style="padding:18px 24px;${row(14)}"><div style="width:52px;height:52px;border-radius:50%;background:conic-gradient(#f58529,#dd2a7b,#8134af,#f58529);padding:3px"><div style="width:100%;height:100%;border-radius:50%;background:${th.av || '#ffd180'};border:2px solid #fff"></div></div>
    <div style="${col(2)}">${t(d.page, 'font-size:19px;font-weight:700;color:#111')}${t(d.sub, 'font-size:14px;color:#777')}</div></div>
  <div style="padding:0 24px;${row(16, 'align-items:stretch')}">${cards}</div>
  <div style="${row(8, 'justify-content:center;padding:16px')}">${d.cards.map((c, i) => `<div style="width:10px;height:10px;border-radius:50%;background:${i ? '#ccc' : '#3897f0'}"></div>`).join('')}<div style="width:10px;height:10px;border-radius:50%;background:#ccc"></div></div>
  <div style="padding:0 26px;${col(5)}">${t(d.likes, 'font-size:17px;font-weight:700;color:#111')}${d.caption.map((x) => t(x, 'font-size:18px;color:#222;line-height:1.4')).join('')}</div>
  </div>`;
  return { w, h, body, css: '' };
}

// ---------------------------------------------------------------- news article screenshot
function news(d, R) {
  const w = d.w || 1000, h = d.h || 1300, F = d.font, th = d.theme;
  const body = `<div class="page" style="width:${w}px;height:${h}px;font-family:${F};background:#fff">
  <div style="background:${th.a};padding:16px 36px;${row(20, 'justify-content:space-between')}">${t(d.site, `font-size:30px;font-weight:900;color:#fff;font-family:${d.siteFont || F}`)}${t(d.date, 'font-size:16px;color:#fff;opacity:.9')}</div>
  <div style="background:#222;padding:10px 36px;${row(26)}">${d.nav.map((x) => t(x, 'font-size:16px;color:#eee')).join('')}</div>
  <div style="padding:24px 44px;${col(10)}">
    <div style="align-self:flex-start;background:${th.tag || th.a};padding:3px 12px">${t(d.tag, 'font-size:15px;color:#fff;font-weight:700')}</div>
    ${d.headline.map((x) => t(x, `font-size:${d.hs || 40}px;font-weight:800;color:#111;line-height:1.22;font-family:${d.headFont || F}`)).join('')}
    ${t(d.byline, 'font-size:16px;color:#777')}
    <div style="height:${d.imgH || 300}px;border-radius:4px;background:${th.img};position:relative;margin:6px 0">
      ${d.imgText ? `<div style="position:absolute;${d.imgText.pos};${col(4, 'align-items:center')};background:${d.imgText.bg || 'rgba(255,255,255,.9)'};padding:10px 20px;border-radius:6px">${d.imgText.lines.map((x, i) => t(x, `font-size:${i ? 18 : 26}px;font-weight:${i ? 500 : 800};color:${d.imgText.c || '#b71c1c'}`)).join('')}</div>` : ''}
    </div>
    ${t(d.imgCap, 'font-size:15px;color:#666;font-style:italic')}
    ${d.paras.map((x) => t(x, `font-size:${d.ps || 20}px;color:#222;line-height:1.55`)).join('')}
  </div></div>`;
  return { w, h, body, css: '' };
}

// ---------------------------------------------------------------- event invitation / certificate style
function invite(d, R) {
  const w = d.w || 1000, h = d.h || 1100, F = d.font, th = d.theme;
  const css = `.iv{background:${th.bgCss}}`;
  const body = `<div class="page iv" style="width:${w}px;height:${h}px;font-family:${F};padding:34px">
  <div style="height:100%;border:3px solid ${th.gold};outline:1px solid ${th.gold};outline-offset:-12px;padding:36px 44px;${col(10, 'align-items:center')};position:relative">
    ${t(d.org, `font-size:18px;${LS(d.org, 3)}color:${th.gold};font-weight:700`)}
    ${t(d.kind, `font-size:${d.kindSize || 48}px;color:${th.t1};font-family:${d.kindFont || F};font-style:${d.italic ? 'italic' : 'normal'};font-weight:700`)}
    <div style="width:180px;height:3px;background:${th.gold}"></div>
    ${d.title.map((x) => t(x, `font-size:${d.ts || 34}px;font-weight:800;color:${th.t2};line-height:1.25`)).join('')}
    ${(d.sub || []).map((x) => t(x, `font-size:20px;color:${th.t1};opacity:.9`)).join('')}
    <div style="margin-top:12px;${col(10)};align-self:stretch">
      ${d.details.map((x) => `<div style="${row(14)}"><div style="width:34px;height:34px;flex:none;border-radius:8px;background:${th.gold}"></div>${t(x, `font-size:20px;color:${th.t1}`)}</div>`).join('')}
    </div>
    ${d.sponsor ? `<div class="anchor-b" style="position:absolute;left:44px;right:44px;bottom:34px;${col(8, 'align-items:center')}">${t(d.sponsor.label, `font-size:16px;color:${th.t1};opacity:.85`)}<div style="${row(18, 'justify-content:center')}">${d.sponsor.logos.map((x) => `<div style="background:${th.logoBg || '#fff'};border-radius:10px;padding:10px 20px">${t(x, `font-size:22px;font-weight:900;color:${th.logoC || '#1a237e'}`)}</div>`).join('')}</div>${(d.sponsor.after || []).map((x) => t(x, `font-size:16px;color:${th.t1}`)).join('')}</div>` : ''}
  </div></div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- social post (Facebook-like)
function social(d, R) {
  const w = d.w || 800, h = d.h || 1150, F = d.font, th = d.theme || {};
  const img = d.img || {};
  const css = `.sp .im{background:${img.bgCss || '#eee'}}`;
  const body = `<div class="page sp" style="width:${w}px;height:${h}px;font-family:${F};background:${th.bg || '#f0f2f5'};padding:14px 0">
  <div style="background:#fff;height:100%">
  <div style="padding:16px 18px;${row(12)}"><div style="width:52px;height:52px;border-radius:50%;background:${th.av || '#4caf50'}"></div><div style="${col(2)}">${t(d.page, 'font-size:19px;font-weight:700;color:#050505')}${t(d.time, 'font-size:14px;color:#65676b')}</div></div>
  <div style="padding:0 18px 12px;${col(3)}">${d.text.map((x) => t(x, `font-size:${d.tsz || 19}px;color:#050505;line-height:1.4`)).join('')}</div>
  <div class="im" style="position:relative;height:${img.h || 480}px;${col(img.gap ?? 10, 'align-items:center;justify-content:center')}">
    ${(img.lines || []).map((x) => { const o = typeof x === 'string' ? { x } : x; return t(o.x, `font-size:${o.s || 30}px;font-weight:${o.w || 800};color:${o.c || '#fff'};${o.bg ? `background:${o.bg};padding:4px 16px;border-radius:8px;` : ''}${o.out ? OUT({ fill: o.c || '#fff', stroke: o.out }, 5) : ''}`); }).join('')}
    ${img.packs ? `<div style="${row(24, 'align-items:flex-end')}">${img.packs.map((p) => pack(Object.assign({ font: F }, p))).join('')}</div>` : ''}
    ${(img.after || []).map((x) => { const o = typeof x === 'string' ? { x } : x; return t(o.x, `font-size:${o.s || 24}px;font-weight:${o.w || 700};color:${o.c || '#fff'};${o.bg ? `background:${o.bg};padding:4px 16px;border-radius:8px;` : ''}`); }).join('')}
  </div>
  <div style="padding:10px 18px;${row(0, 'justify-content:space-between;border-bottom:1px solid #ddd')}">${t(d.react[0], 'font-size:15px;color:#65676b')}${t(d.react[1], 'font-size:15px;color:#65676b')}</div>
  <div style="padding:8px 18px;${row(0, 'justify-content:space-around')}">${d.actions.map((x) => t(x, 'font-size:16px;color:#65676b;font-weight:600')).join('')}</div>
  </div></div>`;
  return { w, h, body, css };
}

// ---------------------------------------------------------------- pharmacy price list (table)
function pricelist(d, R) {
  const w = d.w || 900, h = d.h || 1100, F = d.font, th = d.theme;
  const css = `.pl{background:${th.bgCss}} .pl td{padding:10px 14px;border-bottom:1px solid ${th.line}} .pl table{border-collapse:collapse;width:100%}`;
  const body = `<div class="page pl" style="width:${w}px;height:${h}px;font-family:${F};padding:36px 42px;color:${th.text}">
  <div style="${col(4, 'align-items:center')}">${d.head.map((x, i) => t(x, `font-size:${i ? 19 : 40}px;font-weight:${i ? 500 : 900};color:${i ? th.text : th.a}`)).join('')}</div>
  <div style="height:3px;background:${th.a};margin:16px 0"></div>
  <table><tr>${d.cols.map((x, i) => `<td style="background:${th.a};${i === d.cols.length - 1 ? 'text-align:right' : ''}">${ts(x, `font-size:18px;font-weight:800;color:${th.headC || '#fff'}`)}</td>`).join('')}</tr>
  ${d.rows.map((r, j) => `<tr style="background:${j % 2 ? th.alt : 'transparent'}">${r.map((x, i) => `<td style="${i === r.length - 1 ? 'text-align:right' : ''}">${ts(x, `font-size:${d.rs || 19}px;${i === r.length - 1 ? 'font-weight:700;' : ''}`)}</td>`).join('')}</tr>`).join('')}
  </table>
  <div style="margin-top:22px;${col(6)}">${d.foot.map((x) => t(x, `font-size:18px;color:${th.text}`)).join('')}</div>
  </div>`;
  return { w, h, body, css };
}

module.exports = { ecom, tiktok, banner, flyer, notice, poster, chat, packshot, shelf, meme, carousel, news, invite, social, pricelist };

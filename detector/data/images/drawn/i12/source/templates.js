'use strict';
// Layout templates. Each returns {w, h, html}. Text lines are .t elements written in reading order.
const { F, L, Ls, stickers, scene, pack, STK, sticker } = require('./lib');

const abs = (x, y, w, extra = '') => `position:absolute;left:${x}px;top:${y}px;${w ? `width:${w}px;` : ''}${extra}`;
const col = (gap = 4) => `display:flex;flex-direction:column;gap:${gap}px`;
const bgOf = (d) => (d.scene ? scene(d.scene, d.n * 13 + 5) : `<div class="scene" style="background:${d.bg || '#fff'}"></div>`);
const packs = (d) => (d.packs || []).map(pack).join('\n');
const OUT = (c = '#000', w = 8) => ({ o: [c, w] });

// t001 square ad tile
function t001(d) {
  const W = 1080, H = 1080;
  const hd = Object.assign({ s: 76, w: 900, c: '#fff', lh: 1.2 }, d.headStyle || {});
  const sb = Object.assign({ s: 40, w: 700, c: '#fff' }, d.subStyle || {});
  const bp = d.burstPos || [770, 70, 250];
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div data-ord="30" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(48, 44, 0, `max-width:620px;background:${d.chipBg || '#fff'};border-radius:40px;padding:8px 28px;box-shadow:0 4px 12px #0003`)}">${L(d.chip, { s: 34, w: 800, c: d.chipC || '#222' })}</div>
  <div class="box" data-ord="20" style="${abs(56, d.headTop || 150, d.headW || 600, col(6))}">
    ${Ls(d.head, hd)}
    <div style="height:${d.gap || 14}px"></div>
    ${Ls(d.sub, sb)}
  </div>
  ${d.burst ? `<div class="box" data-ord="25" style="${abs(bp[0], bp[1], bp[2], `height:${bp[2]}px;border-radius:50%;background:${d.burstBg || '#ffd400'};display:flex;flex-direction:column;justify-content:center;align-items:center;transform:rotate(-10deg);box-shadow:0 6px 18px #0004;border:6px dashed #fff;padding:14px`)}">${Ls(d.burst, { s: 44, w: 900, c: d.burstC || '#c1121f', al: 'center' })}</div>` : ''}
  ${d.foot ? `<div class="box" data-ord="90" style="${abs(0, H - (d.footH || 150), W, `height:${d.footH || 150}px;background:${d.footBg || '#000a'};${col(2)};justify-content:center;align-items:center;padding:0 40px`)}">${Ls(d.foot, { s: 38, w: 700, c: d.footC || '#fff', al: 'center' })}</div>` : ''}
  `,
  };
}

// t002 9:16 story with title, speech bubble, pack, sticker pill, detail list, CTA
function t002(d) {
  const W = 1080, H = 1920;
  const P = Object.assign({ title: [60, 170, 960], bubble: [70, 600, 640], pill: [80, 1330], list: [80, 1460, 920], cta: 1710 }, d.pos || {});
  const ts = Object.assign({ s: 96, w: 900, c: '#fff', al: 'center', o: ['#1b1b1b', 10], sh: '0 8px 0 #0006', lh: 1.2 }, d.titleStyle || {});
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div data-ord="30" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(P.title[0], P.title[1], P.title[2], col(0))}">${Ls(d.title, ts)}</div>
  ${d.bubble ? `<div class="box" data-ord="20" style="${abs(P.bubble[0], P.bubble[1], P.bubble[2], `${col(4)};background:${d.bubbleBg || '#fff'};border-radius:48px;padding:34px 40px;box-shadow:0 8px 24px #0003`)}">
     <div style="position:absolute;left:70px;bottom:-34px;width:60px;height:60px;background:${d.bubbleBg || '#fff'};transform:rotate(45deg) skew(12deg,12deg)"></div>
     ${Ls(d.bubble, { s: 46, w: 700, c: d.bubbleC || '#222' })}</div>` : ''}
  ${d.pill ? `<div class="box" data-ord="40" style="${abs(P.pill[0], P.pill[1], 0, `max-width:920px;background:${d.pillBg || '#ff006e'};border-radius:22px;padding:14px 30px;transform:rotate(-3deg);box-shadow:0 6px 0 #0004`)}">${Ls(d.pill, { s: 52, w: 900, c: d.pillC || '#fff' })}</div>` : ''}
  ${d.list ? `<div class="box" data-ord="50" style="${abs(P.list[0], P.list[1], P.list[2], `${col(6)};background:${d.listBg || '#ffffffe0'};border-radius:28px;padding:24px 34px`)}">${Ls(d.list, { s: 40, w: 600, c: d.listC || '#222' })}</div>` : ''}
  ${d.cta ? `<div class="box" data-ord="60" style="${abs(140, P.cta, 800, `background:${d.ctaBg || '#fff'};border-radius:60px;padding:16px 30px;text-align:center;box-shadow:0 6px 20px #0004`)}">${Ls(d.cta, { s: 46, w: 800, c: d.ctaC || '#111', al: 'center' })}</div>` : ''}
  `,
  };
}

// t003 TikTok-style frame: busy scene, caption overlays, right icon column with counts, bottom user/caption/sound
function t003(d) {
  const W = 1080, H = 1920;
  const capDef = d.capMode === 'box' ? { s: 54, w: 800, c: '#111', bg: '#fff', pad: '4px 18px', r: 10, st: 'display:inline-block' } : { s: 58, w: 900, c: '#fff', o: ['#000', 9], st: 'display:inline-block' };
  const icon = (svg, y, label) => `<div data-ord="40" style="${abs(930, y, 130, 'text-align:center')}"><div style="width:96px;height:96px;margin:0 auto">${svg}</div>${L(label, { s: 30, w: 700, c: '#fff', al: 'center', sh: '0 2px 4px #000' })}</div>`;
  const heartSvg = `<svg viewBox="0 0 100 100"><path d="M50 88 C10 60 4 38 16 22 C28 8 46 14 50 30 C54 14 72 8 84 22 C96 38 90 60 50 88Z" fill="${d.liked ? '#fe2c55' : '#fff'}"/></svg>`;
  const comSvg = `<svg viewBox="0 0 100 100"><path d="M50 12 C24 12 8 28 8 48 c0 12 6 22 16 28 l-4 16 l18 -10 c4 1 8 2 12 2 c26 0 42 -16 42 -36 C92 28 76 12 50 12z" fill="#fff"/><circle cx="32" cy="48" r="6" fill="#333"/><circle cx="50" cy="48" r="6" fill="#333"/><circle cx="68" cy="48" r="6" fill="#333"/></svg>`;
  const bmSvg = `<svg viewBox="0 0 100 100"><path d="M24 10 h52 v82 l-26 -20 l-26 20z" fill="#fff"/></svg>`;
  const shSvg = `<svg viewBox="0 0 100 100"><path d="M56 14 l36 32 l-36 32 v-18 c-22 0 -36 6 -48 24 c4 -30 20 -46 48 -50z" fill="#fff"/></svg>`;
  const cnt = d.counts || ['12.4K', '856', '1,203', '642'];
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div class="scene" style="background:linear-gradient(180deg,#0007 0%,#0000 14%,#0000 70%,#000a 100%)"></div>
  <div class="scene" style="background:linear-gradient(270deg,#0008 0px,#0000 200px)"></div>
  <div data-ord="20" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="5" style="${abs(0, 80, W, 'display:flex;justify-content:center;gap:40px')}">${L(d.tabs ? d.tabs[0] : 'Following', { s: 36, w: 600, c: '#ddd' })}${L(d.tabs ? d.tabs[1] : 'For You', { s: 36, w: 800, c: '#fff', st: 'border-bottom:5px solid #fff' })}</div>
  <div class="box" data-ord="10" style="${abs(60, d.capTop || 300, 880, `${col(10)};align-items:center;text-align:center`)}">${Ls(d.cap, capDef)}</div>
  ${d.big ? `<div class="box" data-ord="30" style="${abs(40, d.bigTop || 1000, 860, `${col(0)};align-items:center`)}">${Ls(d.big, { s: d.bigS || 92, w: 900, c: d.bigC || '#ffe600', o: ['#000', 12], sh: '0 10px 0 #000a', al: 'center' })}</div>` : ''}
  <div style="${abs(940, 880, 110, 'height:110px;border-radius:50%;background:' + (d.avatarBg || '#ff7aa2') + ';border:5px solid #fff')}"></div>
  ${icon(heartSvg, 1030, cnt[0])}
  ${icon(comSvg, 1190, cnt[1])}
  ${icon(bmSvg, 1350, cnt[2])}
  ${icon(shSvg, 1510, cnt[3])}
  <div class="box" data-ord="50" style="${abs(40, d.userTop || 1540, 860, col(6))}">
    ${L(d.user, { s: 42, w: 800, c: '#fff', sh: '0 2px 6px #000' })}
    ${Ls(d.caption, { s: 36, w: 500, c: '#fff', sh: '0 2px 6px #000' })}
    ${L(d.sound, { s: 32, w: 500, c: '#fff', sh: '0 2px 6px #000' })}
  </div>
  `,
  };
}

// t004 carousel card (4:5)
function t004(d) {
  const W = 1080, H = 1350;
  const imgH = d.imgH || 540;
  return {
    w: W, h: H, html: `
  <div class="scene" style="background:${d.page || '#f0f2f5'}"></div>
  <div class="box" style="${abs(60, 50, 960, `height:1150px;background:${d.cardBg || '#fff'};border-radius:36px;box-shadow:0 10px 30px #0002;overflow:hidden`)}">
    <div style="${abs(0, 0, 960, `height:${imgH}px;overflow:hidden`)}">${d.scene ? scene(d.scene, d.n * 7) : `<div class="scene" style="background:${d.bg}"></div>`}<div data-ord="15" style="display:contents">${packs(d)}</div>${stickers(d.stickers)}</div>
    ${d.badge ? `<div class="box" data-ord="10" style="${abs(30, 30, 0, `background:${d.badgeBg || '#e63946'};border-radius:14px;padding:6px 20px`)}">${Ls(d.badge, { s: 34, w: 800, c: '#fff' })}</div>` : ''}
    <div class="box" data-ord="12" style="${abs(840, 30, 0, 'background:#0008;border-radius:30px;padding:4px 18px')}">${L(d.idx || '1/4', { s: 28, w: 700, c: '#fff' })}</div>
    <div class="box" data-ord="20" style="${abs(50, imgH + 36, 860, col(8))}">
      ${Ls(d.head, Object.assign({ s: 56, w: 800, c: d.headC || '#111', lh: 1.25 }, d.headStyle || {}))}
      <div style="height:10px"></div>
      ${Ls(d.body, Object.assign({ s: 36, w: 400, c: d.bodyC || '#333' }, d.bodyStyle || {}))}
    </div>
    <div style="${abs(0, 1020, 960, 'height:2px;background:#eee')}"></div>
    <div class="box" data-ord="30" style="${abs(50, 1050, 520, col(0))}">${Ls(d.brand, { s: 32, w: 700, c: '#555' })}</div>
    ${d.btn ? `<div class="box" data-ord="40" style="${abs(600, 1045, 310, `background:${d.btnBg || '#1877f2'};border-radius:18px;padding:14px 10px;text-align:center`)}">${L(d.btn, { s: 34, w: 700, c: '#fff', al: 'center' })}</div>` : ''}
  </div>
  <div style="${abs(990, 560, 70, 'height:70px;border-radius:50%;background:#fff;box-shadow:0 4px 12px #0004')}"><svg viewBox="0 0 70 70" width="70" height="70"><path d="M28 20 l16 15 l-16 15" stroke="#333" stroke-width="6" fill="none" stroke-linecap="round"/></svg></div>
  <div style="${abs(450, 1250, 180, 'display:flex;gap:16px;justify-content:center')}">${[0, 1, 2, 3].map((i) => `<div style="width:18px;height:18px;border-radius:50%;background:${i === 0 ? '#1877f2' : '#c8ccd2'}"></div>`).join('')}</div>
  `,
  };
}

// t005 meme: white caption band on top, "photo" below with impact captions
function t005(d) {
  const W = 1080, H = 1080;
  const imp = { s: 84, w: 700, f: 'narrow', up: true, c: '#fff', o: ['#000', 12], al: 'center', lh: 1.1 };
  return {
    w: W, h: H, html: `
  <div class="scene" style="background:#fff"></div>
  <div class="box" data-ord="10" style="${abs(40, 30, 1000, `height:${d.bandH || 210}px;${col(4)};justify-content:center`)}">${Ls(d.band, { s: 44, w: 500, c: '#111', f: d.bandF || 'lib' })}</div>
  <div style="${abs(0, (d.bandH || 210) + 50, W, `height:${H - (d.bandH || 210) - 50}px;overflow:hidden`)}">
    ${scene(d.scene || 'bokeh', d.n * 3)}
    <div data-ord="25" style="display:contents">${packs(d)}</div>
    ${stickers(d.stickers)}
    <div class="box" data-ord="20" style="${abs(30, 20, 1020, col(0))}">${Ls(d.top, imp)}</div>
    <div class="box" data-ord="30" style="${abs(30, H - (d.bandH || 210) - 50 - (d.botH || 230), 1020, `height:${d.botH || 230}px;${col(0)};justify-content:flex-end`)}">${Ls(d.bottom, imp)}</div>
  </div>
  ${d.wm ? `<div class="box" data-ord="15" style="${abs(700, (d.bandH || 210) + 6, 340, 'text-align:right')}">${L(d.wm, { s: 26, w: 700, c: '#888', al: 'right' })}</div>` : ''}
  `,
  };
}

// t006 live-sale price board / price list
function t006(d) {
  const W = 1080, H = 1350;
  const rows = d.rows.map((r, i) => `<div class="box" style="display:flex;justify-content:space-between;align-items:center;gap:20px;padding:10px 26px;border-radius:16px;background:${i % 2 ? (d.rowBg2 || '#ffffff14') : (d.rowBg || '#ffffff26')}">
      <div class="box" style="${col(0)};min-width:0;flex:1 1 auto">${Ls([].concat(r[0]), { s: d.rowS || 38, w: 600, c: d.rowC || '#fff' })}</div>
      <div class="box" style="${col(0)};align-items:flex-end;flex:0 0 auto">${Ls([].concat(r[1]), { s: d.priceS || 42, w: 900, c: d.priceC || '#ffe600', al: 'right' })}</div></div>`).join('\n');
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div data-ord="30" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  ${d.live ? `<div class="box" data-ord="5" style="${abs(50, 40, 0, 'display:flex;gap:14px;align-items:center')}">
      <div class="box" style="display:flex;align-items:center;gap:8px;background:#e0001b;border-radius:12px;padding:6px 18px"><div style="width:40px;height:40px">${STK.live()}</div>${L(d.live[0], { s: 36, w: 900, c: '#fff' })}</div>
      <div class="box" style="background:#0008;border-radius:12px;padding:6px 18px">${L(d.live[1], { s: 32, w: 700, c: '#fff' })}</div></div>` : ''}
  <div class="box" data-ord="10" style="${abs(50, d.live ? 130 : 60, 980, `${col(2)};align-items:center;text-align:center`)}">${Ls(d.title, Object.assign({ s: 68, w: 900, c: '#fff', al: 'center', o: ['#000', 6], lh: 1.2 }, d.titleStyle || {}))}</div>
  <div class="box" data-ord="20" style="${abs(50, d.rowsTop || 400, 980, col(d.rowGap || 12))}">${rows}</div>
  <div class="box" data-ord="40" style="${abs(50, H - (d.footH || 230), 980, `height:${(d.footH || 230) - 30}px;${col(4)};justify-content:center;align-items:center;background:${d.footBg || '#0009'};border-radius:24px;padding:10px 20px`)}">${Ls(d.foot, { s: 36, w: 700, c: d.footC || '#fff', al: 'center' })}</div>
  `,
  };
}

// t007 giveaway announcement
function t007(d) {
  const W = 1080, H = 1080;
  const steps = (d.steps || []).map((s, i) => `<div class="box" style="display:flex;gap:16px;align-items:center">
     <div class="box" style="flex:0 0 64px;height:64px;border-radius:50%;background:${d.numBg || '#ff006e'};display:flex;align-items:center;justify-content:center">${L(String(i + 1), { s: 38, w: 900, c: '#fff' })}</div>
     <div class="box" style="${col(0)};flex:1 1 auto;min-width:0">${Ls([].concat(s), { s: 36, w: 700, c: d.stepC || '#222' })}</div></div>`).join('\n');
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  <div class="stk" style="left:0;top:0;width:${W}px;height:${H}px">${STK.confetti(d.n)}</div>
  <div data-ord="30" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(40, 40, 1000, `${col(0)};align-items:center`)}">${Ls(d.title, Object.assign({ s: 120, w: 900, c: '#fff', o: ['#6a00f4', 14], sh: '0 10px 0 #0005', al: 'center', lh: 1.1 }, d.titleStyle || {}))}</div>
  <div class="box" data-ord="20" style="${abs(40, d.subTop || 250, 1000, `${col(0)};align-items:center`)}">${Ls(d.sub, { s: 46, w: 800, c: d.subC || '#fff', al: 'center', sh: '0 3px 6px #0006' })}</div>
  <div class="box" data-ord="40" style="${abs(470, d.stepsTop || 400, 570, `${col(14)};background:#ffffffee;border-radius:30px;padding:26px 26px`)}">${steps}</div>
  <div class="box" data-ord="50" style="${abs(0, H - 120, W, `height:120px;background:${d.footBg || '#111'};${col(0)};justify-content:center;align-items:center`)}">${Ls(d.foot, { s: 38, w: 800, c: d.footC || '#ffe600', al: 'center' })}</div>
  `,
  };
}

// t008 infographic tips card
function t008(d) {
  const W = 1080, H = 1350;
  const tips = d.tips.map((t, i) => `<div class="box" style="display:flex;gap:22px;align-items:center;background:${d.tipBg || '#ffffffcc'};border-radius:24px;padding:14px 22px">
    <div class="box" style="flex:0 0 78px;height:78px;border-radius:50%;background:${d.accent || '#2a9d8f'};display:flex;align-items:center;justify-content:center">${L(d.bullets ? d.bullets[i] : String(i + 1), { s: 40, w: 900, c: '#fff' })}</div>
    <div class="box" style="${col(0)};flex:1 1 auto;min-width:0">${Ls([].concat(t), { s: d.tipS || 38, w: 600, c: d.tipC || '#1d3557' })}</div></div>`).join('\n');
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(0, 0, W, `height:${d.titleH || 270}px;background:${d.titleBg || '#1d3557'};${col(2)};justify-content:center;align-items:center;padding:0 50px`)}">${Ls(d.title, Object.assign({ s: 62, w: 800, c: '#fff', al: 'center', lh: 1.2 }, d.titleStyle || {}))}</div>
  <div class="box" data-ord="20" style="${abs(50, (d.titleH || 270) + 36, 980, col(d.tipGap || 24))}">${tips}</div>
  <div class="box" data-ord="30" style="${abs(0, H - (d.footH || 150), W, `height:${d.footH || 150}px;background:${d.footBg || '#fff'};${col(2)};justify-content:center;align-items:center;padding:0 40px`)}">${Ls(d.foot, { s: 32, w: 700, c: d.footC || '#1d3557', al: 'center' })}</div>
  `,
  };
}

// t009 product pack shot on a pedestal
function t009(d) {
  const W = 1080, H = 1080;
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div style="${abs(190, 860, 700, 'height:120px;border-radius:50%;background:radial-gradient(ellipse,#fff 0%,#ffffff88 50%,#fff0 70%)')}"></div>
  <div data-ord="20" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(40, 36, 1000, `${col(0)};align-items:center`)}">${Ls(d.head, Object.assign({ s: 64, w: 900, c: '#fff', al: 'center', o: ['#0006', 6], lh: 1.2 }, d.headStyle || {}))}</div>
  ${d.tag ? `<div class="box" data-ord="30" style="${abs(d.tagPos ? d.tagPos[0] : 760, d.tagPos ? d.tagPos[1] : 330, 0, `max-width:300px;background:${d.tagBg || '#fff'};border-radius:16px;padding:14px 22px;transform:rotate(6deg);box-shadow:0 6px 16px #0004;${col(0)};align-items:center`)}">${Ls(d.tag, { s: 40, w: 900, c: d.tagC || '#d00000', al: 'center' })}</div>` : ''}
  <div class="box" data-ord="40" style="${abs(0, H - (d.footH || 130), W, `height:${d.footH || 130}px;background:${d.footBg || '#0008'};${col(2)};justify-content:center;align-items:center;padding:0 40px`)}">${Ls(d.foot, { s: 36, w: 700, c: d.footC || '#fff', al: 'center' })}</div>
  `,
  };
}

// t010 event / training / conference poster
function t010(d) {
  const W = 1080, H = 1350;
  const icons = ['clock', 'pin', 'phone', 'check'];
  const info = d.info.map((t, i) => `<div class="box" style="display:flex;gap:20px;align-items:center">
     <div style="flex:0 0 60px;height:60px;position:relative">${STK[(d.icons || icons)[i % 4]]()}</div>
     <div class="box" style="${col(0)};flex:1 1 auto;min-width:0">${Ls([].concat(t), { s: 38, w: 600, c: d.infoC || '#1b263b' })}</div></div>`).join('\n');
  const logos = (d.logos || []).map((l) => `<div class="box" style="background:${l.bg || '#fff'};border:3px solid ${l.bd || '#ddd'};border-radius:14px;padding:10px 20px;${col(0)};align-items:center">${Ls([].concat(l.t), { s: l.s || 34, w: 900, c: l.c || '#333', f: l.f, al: 'center' })}</div>`).join('\n');
  return {
    w: W, h: H, html: `
  <div class="scene" style="background:${d.bg || '#f8f9fa'}"></div>
  <div style="${abs(0, 0, W, `height:${d.bandH || 520}px;overflow:hidden`)}">${d.scene ? scene(d.scene, d.n) : `<div class="scene" style="background:${d.bandBg || '#1b263b'}"></div>`}<div class="scene" style="background:${d.bandOverlay || '#0006'}"></div></div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(60, 50, 0, `max-width:960px;background:${d.kindBg || '#ffb703'};border-radius:12px;padding:6px 20px`)}">${Ls(d.kind, { s: 34, w: 800, c: d.kindC || '#111' })}</div>
  <div class="box" data-ord="20" style="${abs(60, 140, 960, `height:${(d.bandH || 520) - 170}px;${col(2)};justify-content:center`)}">${Ls(d.title, Object.assign({ s: 66, w: 900, c: '#fff', lh: 1.2 }, d.titleStyle || {}))}</div>
  <div class="box" data-ord="30" style="${abs(60, (d.bandH || 520) + 40, 960, col(22))}">${info}</div>
  <div class="box" data-ord="40" style="${abs(60, H - (d.logoH || 300), 960, `${col(12)}`)}">
    ${Ls(d.logoLabel, { s: 30, w: 600, c: '#6c757d' })}
    <div class="box" style="display:flex;gap:20px;flex-wrap:wrap">${logos}</div>
  </div>
  ${d.cta ? `<div class="box" data-ord="50" style="${abs(620, H - 120, 400, `background:${d.ctaBg || '#e63946'};border-radius:50px;padding:14px 20px;text-align:center`)}">${L(d.cta, { s: 38, w: 800, c: '#fff', al: 'center' })}</div>` : ''}
  `,
  };
}

// t011 notice / news card
function t011(d) {
  const W = 1080, H = 1080;
  return {
    w: W, h: H, html: `
  <div class="scene" style="background:${d.bg || '#fff'}"></div>
  <div class="box" data-ord="10" style="${abs(0, 0, W, `height:120px;background:${d.mastBg || '#003049'};display:flex;align-items:center;justify-content:space-between;padding:0 44px`)}">
    <div class="box" style="display:flex;align-items:center;gap:18px;min-width:0">${d.mastIcon ? `<div style="width:74px;height:74px;flex:0 0 74px;position:relative">${STK[d.mastIcon]()}</div>` : ''}${L(d.mast, { s: 40, w: 800, c: '#fff' })}</div>
    ${L(d.date, { s: 28, w: 500, c: '#ffffffcc' })}
  </div>
  ${d.tagline ? `<div class="box" data-ord="20" style="${abs(44, 150, 0, `max-width:990px;background:${d.tagBg || '#d62828'};border-radius:8px;padding:8px 18px`)}">${L(d.tagline, { s: 32, w: 800, c: '#fff' })}</div>` : ''}
  <div class="box" data-ord="30" style="${abs(44, d.tagline ? 220 : 160, 992, col(2))}">${Ls(d.head, Object.assign({ s: 54, w: 800, c: d.headC || '#111', lh: 1.25 }, d.headStyle || {}))}</div>
  ${d.photo ? `<div style="${abs(44, d.photoTop || 440, 992, `height:${d.photoH || 220}px;border-radius:18px;overflow:hidden`)}">${scene(d.photo, d.n)}<div data-ord="40" style="display:contents">${(d.packs || []).map(pack).join('')}</div></div>` : ''}
  ${stickers(d.stickers)}
  <div class="box" data-ord="50" style="${abs(44, d.bodyTop || 690, 992, col(6))}">${Ls(d.body, Object.assign({ s: 34, w: 400, c: '#333' }, d.bodyStyle || {}))}</div>
  <div class="box" data-ord="60" style="${abs(0, H - 90, W, `height:90px;background:${d.footBg || '#f1f3f5'};${col(0)};justify-content:center;padding:0 44px`)}">${Ls(d.foot, { s: 28, w: 600, c: '#495057' })}</div>
  `,
  };
}

// t012 endorsement card: doctor figure, quote bubble, name, pack
function t012(d) {
  const W = 1080, H = 1080;
  return {
    w: W, h: H, html: `
  ${bgOf(d)}
  ${d.overlay ? `<div class="scene" style="background:${d.overlay}"></div>` : ''}
  <div class="stk" style="left:20px;top:420px;width:440px;height:572px">${STK.doctor()}</div>
  <div data-ord="40" style="display:contents">${packs(d)}</div>
  ${stickers(d.stickers)}
  <div class="box" data-ord="10" style="${abs(40, 40, 1000, col(0))}">${Ls(d.head, Object.assign({ s: 60, w: 900, c: '#fff', o: ['#0005', 6], lh: 1.2 }, d.headStyle || {}))}</div>
  <div class="box" data-ord="20" style="${abs(440, d.quoteTop || 240, 600, `${col(4)};background:#fff;border-radius:36px;padding:30px 34px;box-shadow:0 8px 24px #0003`)}">
    <div style="position:absolute;left:-26px;top:90px;width:54px;height:54px;background:#fff;transform:rotate(45deg)"></div>
    ${Ls(d.quote, { s: 40, w: 700, c: '#1d3557' })}</div>
  <div class="box" data-ord="30" style="${abs(40, d.nameTop || 300, 380, `${col(0)};background:#ffffffe6;border-radius:18px;padding:12px 20px`)}">${Ls(d.name, { s: 30, w: 700, c: '#1d3557' })}</div>
  <div class="box" data-ord="50" style="${abs(0, H - 100, W, `height:100px;background:${d.footBg || '#1d3557'};${col(0)};justify-content:center;align-items:center;padding:0 40px`)}">${Ls(d.foot, { s: 34, w: 700, c: '#fff', al: 'center' })}</div>
  `,
  };
}

const TEMPLATES = { t001, t002, t003, t004, t005, t006, t007, t008, t009, t010, t011, t012 };

function buildPage(d) {
  const t = TEMPLATES[d.tpl](d);
  const { BASE_CSS } = require('./lib');
  return {
    w: t.w, h: t.h,
    html: `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}</style></head><body><div id="c" style="width:${t.w}px;height:${t.h}px;font-family:${F[d.font || 'sans']}">${t.html}</div></body></html>`,
  };
}

module.exports = { buildPage, TEMPLATES };

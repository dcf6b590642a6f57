// i6 ad-image generator: tiny DSL -> HTML, plus the CSS used by all designs.
'use strict';

// Text line: one visible line of text (never wraps). c = classes, st = inline style.
const T = (s, c = '', st = '') => ({ t: s, c, st });
// Box: container with classes and children.
const B = (c, items, st = '') => ({ b: c, items: items || [], st });

const FONTS = {
  lao: "'Noto Sans Lao', 'Noto Sans', 'DejaVu Sans', sans-serif",
  phet: "'Phetsarath OT', 'Noto Sans Lao', 'DejaVu Sans', sans-serif",
  serif: "'Noto Serif Lao', 'DejaVu Serif', serif",
  en: "'DejaVu Sans', 'Noto Sans Lao', sans-serif",
  noto: "'Noto Sans', 'Noto Sans Lao', 'DejaVu Sans', sans-serif",
  looped: "'Noto Looped Lao', 'Noto Sans Lao', 'DejaVu Sans', sans-serif",
};

function esc(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function toHtml(node, lines) {
  if (node.t !== undefined) {
    lines.push(node.t);
    return `<div class="ln ${node.c}" style="${node.st}">${esc(node.t)}</div>`;
  }
  const inner = node.items.map((n) => toHtml(n, lines)).join('');
  return `<div class="${node.b}" style="${node.st}">${inner}</div>`;
}

const CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#fff}
#root{position:relative;overflow:hidden;display:flex;flex-direction:column;gap:14px;padding:36px}
.ln{white-space:nowrap;line-height:1.5;font-size:24px}
${Array.from({length:47},(_,i)=>`.s${i+18}{font-size:${i+18}px}`).join('')}
.b{font-weight:700}.i{font-style:italic}.u{text-decoration:underline}
.fl{font-family:${FONTS.lao}}.fp{font-family:${FONTS.phet}}.fs{font-family:${FONTS.serif}}
.fe{font-family:${FONTS.en}}.fn{font-family:${FONTS.noto}}.flp{font-family:${FONTS.looped}}
.ctr{text-align:center}.rgt{text-align:right}
.col{display:flex;flex-direction:column;gap:6px}
.row{display:flex;flex-direction:row;gap:18px;align-items:center}
.rowt{display:flex;flex-direction:row;gap:18px;align-items:flex-start}
.cc{align-items:center}.jc{justify-content:center}.sb{justify-content:space-between}
.grow{flex:1 1 auto;min-width:0}
.card{background:#fff;border-radius:18px;box-shadow:0 4px 18px rgba(0,0,0,.15);padding:24px;display:flex;flex-direction:column;gap:10px}
.panel{border-radius:16px;padding:20px 24px;display:flex;flex-direction:column;gap:6px}
.pill{border-radius:999px;padding:6px 24px;display:inline-flex;align-self:flex-start}
.pillc{border-radius:999px;padding:6px 26px;display:inline-flex;align-self:center}
.avatar{width:64px;height:64px;border-radius:50%;flex:0 0 64px}
.hr{height:2px;background:rgba(0,0,0,.12);align-self:stretch}
.badge{border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;flex:0 0 auto}
.star{clip-path:polygon(50% 0%,61% 12%,77% 6%,80% 22%,96% 25%,90% 40%,100% 50%,90% 60%,96% 75%,80% 78%,77% 94%,61% 88%,50% 100%,39% 88%,23% 94%,20% 78%,4% 75%,10% 60%,0% 50%,10% 40%,4% 25%,20% 22%,23% 6%,39% 12%);display:flex;flex-direction:column;align-items:center;justify-content:center;flex:0 0 auto}
/* cylinder can */
.can{position:relative;border-radius:22px/14px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:34px 18px 26px;box-shadow:0 10px 22px rgba(0,0,0,.25);flex:0 0 auto}
.can::before{content:'';position:absolute;top:-10px;left:4px;right:4px;height:22px;border-radius:50%;background:linear-gradient(#f4f4f4,#b9b9b9);border:1px solid #999}
.lbl{background:rgba(255,255,255,.92);border-radius:10px;padding:6px 14px;display:flex;flex-direction:column;align-items:center}
/* carton box */
.carton{border-radius:8px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:26px 20px;box-shadow:8px 10px 0 rgba(0,0,0,.18);flex:0 0 auto}
/* clear plastic bag with powder */
.bag{position:relative;border-radius:40px 40px 14px 14px;background:linear-gradient(180deg,rgba(255,255,255,.55) 0 22%,#fbf6e6 22% 100%);border:3px solid rgba(150,150,150,.7);display:flex;flex-direction:column;align-items:center;justify-content:flex-end;padding:60px 18px 24px;flex:0 0 auto}
.bag::before{content:'';position:absolute;top:18px;left:30%;right:30%;height:10px;background:#e33;border-radius:5px}
/* feeding bottle */
.bottle{display:flex;flex-direction:column;align-items:center;flex:0 0 auto}
.teat{width:62px;height:56px;border-radius:50% 50% 12px 12px;background:#f3d9a8;border:2px solid #d8b77a}
.collar{width:118px;height:30px;border-radius:8px;background:var(--collar,#7ec8e3)}
.bbody{width:150px;height:250px;border-radius:18px 18px 28px 28px;background:linear-gradient(180deg,rgba(220,240,255,.7) 0 35%,#fffdf5 35% 100%);border:3px solid #9cc7e0}
.bbody.cereal{background:linear-gradient(180deg,rgba(220,240,255,.7) 0 30%,#f1dca7 30% 100%)}
/* pouch */
.pouch{border-radius:12px 12px 40px 40px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:60px 18px 34px;position:relative;flex:0 0 auto}
.pouch::before{content:'';position:absolute;top:-26px;left:50%;margin-left:-22px;width:44px;height:34px;border-radius:8px 8px 2px 2px;background:#ff7a00}
/* pill jar */
.jar{border-radius:16px;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:44px 18px 24px;position:relative;flex:0 0 auto}
.jar::before{content:'';position:absolute;top:-22px;left:15%;right:15%;height:34px;border-radius:8px;background:#eee;border:2px solid #bbb}
/* baby face drawing */
.baby{width:110px;height:110px;border-radius:50%;background:radial-gradient(circle at 50% 40%,#ffe2c6,#f5c39b);position:relative;flex:0 0 auto;border:3px solid #fff}
.baby::before{content:'';position:absolute;left:30px;top:42px;width:12px;height:12px;border-radius:50%;background:#333;box-shadow:36px 0 0 #333}
.baby::after{content:'';position:absolute;left:38px;top:62px;width:32px;height:16px;border-bottom:4px solid #c0392b;border-radius:0 0 20px 20px}
/* doctor drawing */
.doc{display:flex;flex-direction:column;align-items:center;flex:0 0 auto}
.doc .head{width:80px;height:80px;border-radius:50%;background:#f1c27d;border:3px solid #8d5524}
.doc .coat{width:150px;height:110px;background:#fff;border:3px solid #9bb;border-radius:60px 60px 10px 10px;margin-top:-6px;position:relative}
.doc .coat::before{content:'';position:absolute;left:52px;top:14px;width:44px;height:44px;border:5px solid #2c3e50;border-top:none;border-radius:0 0 30px 30px}
/* chat */
.chat{background:#e5ddd5;display:flex;flex-direction:column;gap:12px;padding:20px}
.bub{max-width:82%;border-radius:16px;padding:10px 16px;display:flex;flex-direction:column;gap:0}
.bub.l{align-self:flex-start;background:#fff}
.bub.r{align-self:flex-end;background:#dcf8c6}
.topbar{display:flex;flex-direction:row;gap:16px;align-items:center;padding:18px 24px;color:#fff}
.coupon{border:4px dashed;border-radius:14px;padding:14px 24px;display:flex;flex-direction:column;align-items:center}
.tbl{display:flex;flex-direction:column;gap:0}
.tr{display:flex;flex-direction:row;padding:10px 14px;border-bottom:1px solid rgba(0,0,0,.15)}
.btn{border-radius:10px;padding:8px 24px;display:inline-flex;align-self:flex-start}
.stripe{height:14px;align-self:stretch;border-radius:7px}
.dot{width:16px;height:16px;border-radius:50%;flex:0 0 auto}
.heart{width:60px;height:54px;flex:0 0 auto;background:#e74c3c;clip-path:path('M30 54 L4 26 A14 14 0 0 1 30 8 A14 14 0 0 1 56 26 Z')}
.mom{width:150px;height:170px;position:relative;flex:0 0 auto}
.mom::before{content:'';position:absolute;left:45px;top:0;width:60px;height:60px;border-radius:50%;background:#d9a066}
.mom::after{content:'';position:absolute;left:15px;top:56px;width:120px;height:114px;border-radius:60px 60px 14px 14px;background:var(--momc,#f78fb3)}
/* hard: photographed look */
body.photo{background:radial-gradient(circle at 40% 30%,#8a7f72,#3b342c)}
body.photo #root{transform:perspective(1500px) rotateX(7deg) rotateY(-10deg) rotate(1.6deg) scale(.84);filter:blur(.9px) saturate(.8) brightness(1.04);box-shadow:0 24px 50px rgba(0,0,0,.6);transform-origin:50% 50%}
body.photo #glare{position:fixed;inset:0;background:linear-gradient(115deg,rgba(255,255,255,0) 30%,rgba(255,255,255,.28) 45%,rgba(255,255,255,0) 60%),radial-gradient(circle at 50% 50%,rgba(0,0,0,0) 55%,rgba(0,0,0,.35) 100%);pointer-events:none}
/* hard: heavy gradient background */
body.hgrad #root{background:linear-gradient(155deg,#ffb347 0%,#ff6f91 28%,#9b7bff 55%,#3fc1a8 80%,#f9e45b 100%) !important}
body.hgrad .card,body.hgrad .panel,body.hgrad .chat,body.hgrad .tr,body.hgrad .lbl{background:rgba(255,255,255,.16) !important}
body.hgrad .hgsoft{background:transparent !important}
`;

function pageHtml(design, mode) {
  const lines = [];
  const body = design.body.map((n) => toHtml(n, lines)).join('');
  const font = FONTS[design.font || 'lao'];
  const cls = mode === 'photo' ? 'photo' : mode === 'gradient' ? 'hgrad' : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}
#root{width:${design.W}px;font-family:${font};color:${design.color || '#222'};background:${design.bg || '#fff'};${design.rootStyle || ''}}
</style></head><body class="${cls}"><div id="root">${body}</div>${mode === 'photo' ? '<div id="glare"></div>' : ''}</body></html>`;
  return { html, lines };
}

// ---- small layout helpers -------------------------------------------------
// Social-media post card header
function postHeader(page, time, avatarBg, opts = {}) {
  return B('row', [
    B('avatar', [], `background:${avatarBg}`),
    B('col', [T(page, 'b ' + (opts.pc || 's26')), T(time, opts.tc || 's20', 'color:#777')], 'gap:0'),
  ]);
}
function reactions(s) {
  return B('row sb', [T(s, 's20', 'color:#666')], 'border-top:1px solid #ddd;padding-top:10px');
}

module.exports = { T, B, FONTS, CSS, pageHtml, postHeader, reactions };

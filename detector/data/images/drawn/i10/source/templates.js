// Layout templates i10-t001 … i10-t020. Each returns {w, h, html}.
'use strict';
const K = require('./lib');
const { L, LH, span, FONTS, statusBar, stars, icon, page } = K;

// product picture helpers used by several templates
function productPic(p) {
  if (!p) return '';
  if (p.kind === 'can') {
    const inner = (p.lines || []).map((x) => L(x.t, `font-weight:${x.w || 700};font-size:${x.s || 18}px;${x.f ? `font-family:${x.f};` : ''}color:${x.c || '#123'};line-height:1.3`)).join('')
      + (p.baby ? K.babyFace(p.babySize || 60) : '');
    return K.can({ w: p.w || 150, h: p.h || 200, body: p.body, band: p.band, inner });
  }
  if (p.kind === 'blankcan') return K.blankCan(p.w || 110, p.h || 150, p.body, p.band);
  if (p.kind === 'box') {
    const inner = (p.lines || []).map((x) => L(x.t, `font-weight:${x.w || 700};font-size:${x.s || 18}px;${x.f ? `font-family:${x.f};` : ''}color:${x.c || '#123'};line-height:1.3`)).join('');
    return `<div class="box" style="width:${p.w || 170}px;height:${p.h || 200}px;border-radius:10px;background:linear-gradient(160deg,${p.body || '#fff'},${p.body2 || '#eee'});box-shadow:4px 6px 0 rgba(0,0,0,.15);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:8px;overflow:hidden;flex:none">${inner}${p.pic || ''}</div>`;
  }
  if (p.kind === 'bag') return K.repackBag(p.w || 160, p.h || 190);
  if (p.kind === 'svg') return p.svg;
  return '';
}

// ---------------- t001: e-commerce search results, 2x2 tiles ----------------
function t001(d) {
  const w = 720, h = 1400;
  const tile = (t) => `<div class="box" style="width:340px;background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.15)">
   <div class="box" style="position:relative;height:270px;background:${t.imgBg || '#f3f6fa'};display:flex;align-items:center;justify-content:center;gap:10px">
     ${productPic(t.pic)}
     ${t.badge ? `<div class="box" style="position:absolute;top:0;right:0;background:${d.badgeBg || '#ffd400'};padding:4px 10px;border-radius:0 0 0 10px">${L(t.badge, `font:700 20px ${FONTS.sans};color:#e02020`)}</div>` : ''}
     ${t.corner ? `<div class="box" style="position:absolute;left:8px;bottom:8px;background:${d.accent};padding:2px 10px;border-radius:6px">${L(t.corner, `font:600 16px ${d.font};color:#fff`)}</div>` : ''}
   </div>
   <div style="padding:8px 12px 12px">
     ${t.title.map((x) => L(x, `font:400 20px ${d.font};color:#222`)).join('')}
     <div class="row" style="gap:10px;margin-top:4px">${L(t.price, `font:700 24px ${d.font};color:${d.accent}`)}${t.old ? L(t.old, `font:400 17px ${d.font};color:#999`, 'strike') : ''}</div>
     ${t.tags && t.tags.length ? `<div class="row" style="gap:6px;margin-top:4px">${t.tags.map((g) => `<div class="box" style="border:1.5px solid ${d.accent};border-radius:4px;padding:0 6px">${L(g, `font:500 15px ${d.font};color:${d.accent}`)}</div>`).join('')}</div>` : ''}
     <div class="row" style="gap:8px;margin-top:6px">${stars(t.stars || 5, 15)}${L(t.rating, `font:400 16px ${d.font};color:#666`)}${L(t.sold, `font:400 16px ${d.font};color:#666`)}</div>
     ${t.loc ? L(t.loc, `font:400 15px ${d.font};color:#888`) : ''}
   </div></div>`;
  const body = `${statusBar('10:27', '#fff', d.accent)}
  <div style="background:${d.accent};padding:8px 16px 14px;display:flex;align-items:center;gap:12px">
    ${icon('back', 30, '#fff')}
    <div class="box row" style="flex:1;background:#fff;border-radius:6px;height:50px;padding:0 12px;gap:8px">${icon('search', 24, '#888')}${L(d.query, `font:400 21px ${d.font};color:#333`)}</div>
    ${icon('cart', 32, '#fff')}
  </div>
  <div class="row" style="justify-content:space-around;height:56px;background:#fff;border-bottom:1px solid #eee">
    ${d.tabs.map((x, i) => L(x, `font:${i === 0 ? 700 : 400} 19px ${d.font};color:${i === 0 ? d.accent : '#555'}`)).join('')}
  </div>
  <div style="display:grid;grid-template-columns:340px 340px;gap:14px;padding:14px 13px;background:#f1f1f1">
    ${d.tiles.map(tile).join('')}
  </div>
  <div class="row" style="position:absolute;left:0;right:0;bottom:0;height:84px;background:#fff;border-top:1px solid #ddd;justify-content:space-around">
    ${d.nav.map((x, i) => `<div class="col" style="align-items:center">${icon(['home', 'grid', 'cart', 'user'][i], 26, i === 0 ? d.accent : '#777')}${L(x, `font:400 15px ${d.font};color:${i === 0 ? d.accent : '#777'}`)}</div>`).join('')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#f1f1f1', body }) };
}

// ---------------- t002: e-commerce product page ----------------
function t002(d) {
  const w = 720, h = d.h || 1480;
  const body = `${statusBar('14:05', '#111', '#fff')}
  <div class="row" style="justify-content:space-between;padding:6px 18px;background:#fff">${icon('back', 30)}<div class="row" style="gap:18px">${icon('share', 28)}${icon('cart', 30)}${icon('dots', 28)}</div></div>
  <div class="box" style="position:relative;height:${d.imgH || 470}px;background:${d.imgBg || 'linear-gradient(160deg,#eaf4ff,#fff)'};display:flex;align-items:center;justify-content:center;gap:24px">
    ${d.pics.map(productPic).join('')}
    ${d.imgSticker ? `<div class="box" style="position:absolute;left:18px;top:18px;background:${d.stickerBg || '#e02020'};border-radius:12px;padding:6px 14px;transform:rotate(-6deg)">${d.imgSticker.map((x) => L(x, `font:800 24px ${d.font};color:#fff`)).join('')}</div>` : ''}
    <div class="box" style="position:absolute;right:16px;bottom:14px;background:rgba(0,0,0,.45);border-radius:14px;padding:0 12px">${L(d.pager || '1/6', `font:400 16px ${FONTS.dejavu};color:#fff`)}</div>
  </div>
  ${d.flash ? `<div class="row" style="justify-content:space-between;padding:8px 18px;background:linear-gradient(90deg,#ff5722,#ff9800)">${L(d.flash[0], `font:800 24px ${d.font};color:#fff`)}${L(d.flash[1], `font:600 19px ${d.font};color:#fff`)}</div>` : ''}
  <div style="background:#fff;padding:10px 18px 8px">
    <div class="row" style="gap:12px">${L(d.price, `font:700 34px ${d.font};color:${d.accent || '#ee4d2d'}`)}${d.old ? L(d.old, `font:400 19px ${d.font};color:#999`, 'strike') : ''}${d.off ? `<div class="box" style="background:#fdecea;border-radius:4px;padding:0 6px">${L(d.off, `font:700 17px ${d.font};color:#ee4d2d`)}</div>` : ''}</div>
    ${d.title.map((x) => L(x, `font:500 23px ${d.font};color:#222`)).join('')}
    <div class="row" style="gap:10px;margin-top:4px">${stars(d.stars || 5, 18)}${L(d.rating, `font:400 18px ${d.font};color:#555`)}${L(d.sold, `font:400 18px ${d.font};color:#555`)}</div>
  </div>
  ${d.vouchers && d.vouchers.length ? `<div class="row" style="gap:10px;padding:10px 18px;background:#fff;margin-top:8px">${L(d.voucherLabel, `font:500 18px ${d.font};color:#555`)}${d.vouchers.map((v) => `<div class="box" style="border:1.5px dashed #ee4d2d;background:#fff5f2;border-radius:4px;padding:0 8px">${L(v, `font:600 17px ${d.font};color:#ee4d2d`)}</div>`).join('')}</div>` : ''}
  ${d.ship ? `<div class="row" style="gap:10px;padding:8px 18px;background:#fff;border-top:1px solid #f0f0f0">${icon('bag', 22, '#26a69a')}${L(d.ship, `font:400 18px ${d.font};color:#26a69a`)}</div>` : ''}
  <div style="background:#fff;margin-top:8px;padding:10px 18px">
    ${L(d.detailHead, `font:700 21px ${d.font};color:#222`)}
    ${d.details.map((x) => L(x, `font:400 19px ${d.font};color:#333`)).join('')}
  </div>
  <div class="row" style="position:absolute;left:0;right:0;bottom:0;height:86px;background:#fff;border-top:1px solid #ddd">
    <div class="row" style="width:200px;justify-content:center;gap:8px">${icon('comment', 26, '#ee4d2d')}${L(d.buttons[0], `font:500 18px ${d.font};color:#ee4d2d`)}</div>
    <div class="row" style="flex:1;height:100%;justify-content:center;background:#26a69a">${L(d.buttons[1], `font:600 19px ${d.font};color:#fff`)}</div>
    <div class="row" style="flex:1;height:100%;justify-content:center;background:#ee4d2d">${L(d.buttons[2], `font:700 19px ${d.font};color:#fff`)}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#f2f2f2', body }) };
}

// ---------------- t003: marketplace listing ----------------
function t003(d) {
  const w = 720, h = d.h || 1180;
  const body = `${statusBar('20:16', '#111', '#fff')}
  <div class="row" style="justify-content:space-between;padding:4px 18px 10px;background:#fff">${icon('back', 30)}${L(d.top, `font:700 22px ${d.font}`)}${icon('search', 28)}</div>
  <div class="box" style="position:relative;height:520px;background:${d.photoBg || 'linear-gradient(180deg,#c9b79c,#a88f6e)'};display:flex;align-items:flex-end;justify-content:center;gap:18px;padding-bottom:60px">
    <div style="position:absolute;left:0;right:0;bottom:0;height:150px;background:rgba(60,40,20,.25)"></div>
    ${d.pics.map(productPic).join('')}
    <div class="box" style="position:absolute;right:16px;top:14px;background:rgba(0,0,0,.5);border-radius:12px;padding:0 10px">${L(d.pager || '1/4', `font:400 16px ${FONTS.dejavu};color:#fff`)}</div>
  </div>
  <div style="background:#fff;padding:14px 20px">
    ${d.title.map((x) => L(x, `font:700 25px ${d.font};color:#111`)).join('')}
    ${L(d.price, `font:600 24px ${d.font};color:#111;margin-top:2px`)}
    ${L(d.posted, `font:400 17px ${d.font};color:#65676b`)}
    <div class="row" style="gap:12px;margin-top:12px">
      <div class="box row" style="flex:1;justify-content:center;gap:8px;background:#1877f2;border-radius:8px;height:50px">${icon('comment', 22, '#fff')}${L(d.btn[0], `font:600 19px ${d.font};color:#fff`)}</div>
      <div class="box row" style="width:150px;justify-content:center;background:#e4e6eb;border-radius:8px;height:50px">${L(d.btn[1], `font:600 18px ${d.font};color:#111`)}</div>
      <div class="box row" style="width:150px;justify-content:center;background:#e4e6eb;border-radius:8px;height:50px">${L(d.btn[2], `font:600 18px ${d.font};color:#111`)}</div>
    </div>
  </div>
  <div style="background:#fff;margin-top:8px;padding:12px 20px">
    ${L(d.descHead, `font:700 21px ${d.font};color:#111`)}
    ${d.desc.map((x) => L(x, `font:400 19px ${d.font};color:#222`)).join('')}
  </div>
  <div class="row" style="background:#fff;margin-top:8px;padding:12px 20px;gap:14px">
    <div style="width:54px;height:54px;border-radius:50%;background:${d.avatar || '#f4a261'}"></div>
    <div class="col">${L(d.seller[0], `font:600 19px ${d.font}`)}${L(d.seller[1], `font:400 16px ${d.font};color:#65676b`)}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#f0f2f5', body }) };
}

// ---------------- t004: story / reel frame ----------------
function t004(d) {
  const w = 720, h = 1280;
  const stick = (s) => `<div class="box" style="position:absolute;left:${s.x}px;top:${s.y}px;transform:rotate(${s.r || 0}deg);background:${s.bg};border-radius:${s.rad || 14}px;padding:${s.pad || '8px 18px'};box-shadow:0 4px 10px rgba(0,0,0,.25);${s.css || ''}">
     ${s.lines.map((x) => L(x, `font:${s.fw || 800} ${s.fs || 28}px ${s.font || d.font};color:${s.color || '#fff'};text-align:center`)).join('')}</div>`;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  ${d.scene || ''}
  <div class="row" style="position:absolute;left:14px;right:14px;top:14px;gap:6px">${[0, 1, 2].map((i) => `<div style="flex:1;height:4px;border-radius:2px;background:rgba(255,255,255,${i === 0 ? 1 : 0.45})"></div>`).join('')}</div>
  <div class="row" style="position:absolute;left:18px;top:32px;gap:12px">
    <div style="width:52px;height:52px;border-radius:50%;background:${d.avatar || '#ffb4a2'};border:3px solid #fff"></div>
    <div class="col">${L(d.user, `font:700 20px ${FONTS.sans};color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.5)`)}${d.sub ? L(d.sub, `font:400 16px ${d.font};color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.5)`) : ''}</div>
  </div>
  ${d.caption ? `<div class="box" style="position:absolute;left:40px;right:40px;top:${d.capY || 150}px;display:flex;flex-direction:column;align-items:center">${d.caption.map((x) => L(x.t, `font:${x.w || 900} ${x.s || 48}px ${x.f || d.font};color:${x.c || '#fff'};${x.css || 'text-shadow:0 3px 8px rgba(0,0,0,.45)'}`)).join('')}</div>` : ''}
  ${(d.stickers || []).map(stick).join('')}
  <div class="row" style="position:absolute;left:18px;right:18px;bottom:24px;gap:14px">
    <div class="box row" style="flex:1;height:56px;border:2px solid rgba(255,255,255,.85);border-radius:28px;padding:0 22px">${L(d.reply, `font:400 19px ${d.font};color:#fff`)}</div>
    ${icon('heart', 34, '#fff')}${icon('send', 32, '#fff')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#000', body }) };
}

// ---------------- t005: chat screenshot ----------------
function t005(d) {
  const w = 720, h = d.h || 1180;
  const bubble = (m) => {
    const me = m.side === 'r';
    return `<div style="display:flex;justify-content:${me ? 'flex-end' : 'flex-start'};gap:10px;padding:0 16px;margin:7px 0;align-items:flex-end">
     ${!me ? `<div style="width:40px;height:40px;border-radius:50%;flex:none;background:${m.av || d.avatar || '#90caf9'}"></div>` : ''}
     <div class="box" style="max-width:540px;background:${me ? d.meBg || '#0084ff' : '#e9e9eb'};color:${me ? '#fff' : '#111'};border-radius:20px;padding:10px 16px">
       ${m.name ? L(m.name, `font:600 16px ${d.font};color:${m.nameColor || '#7b1fa2'}`) : ''}
       ${m.card ? `<div class="box" style="background:#fff;border-radius:12px;padding:10px;display:flex;gap:12px;align-items:center;margin:4px 0">${productPic(m.card.pic)}<div class="col">${m.card.lines.map((x, i) => L(x, `font:${i === 0 ? 700 : 400} 18px ${d.font};color:${i === m.card.hi ? '#e53935' : '#222'}`)).join('')}</div></div>` : ''}
       ${(m.lines || []).map((x) => L(x, `font:400 20px ${d.font}`)).join('')}
       ${m.time ? L(m.time, `font:400 14px ${FONTS.dejavu};color:${me ? 'rgba(255,255,255,.8)' : '#888'};text-align:right`) : ''}
     </div></div>`;
  };
  const body = `${statusBar('11:48', '#111', '#fff')}
  <div class="row" style="gap:14px;padding:8px 16px 12px;background:#fff;border-bottom:1px solid #ddd">
    ${icon('back', 30, d.meBg || '#0084ff')}
    <div style="width:50px;height:50px;border-radius:50%;background:${d.avatar || '#90caf9'}"></div>
    <div class="col" style="flex:1">${L(d.name, `font:700 21px ${d.font}`)}${L(d.status, `font:400 15px ${d.font};color:#65676b`)}</div>
    ${icon('phone', 28, d.meBg || '#0084ff')}${icon('video', 30, d.meBg || '#0084ff')}
  </div>
  <div style="padding:10px 0 16px;background:${d.chatBg || '#fff'};height:${h - 44 - 75 - 80}px;overflow:hidden;display:flex;flex-direction:column;justify-content:flex-end">
    <div style="display:flex;justify-content:center;margin:6px 0 10px">${L(d.day, `font:500 15px ${d.font};color:#888`)}</div>
    ${d.msgs.map(bubble).join('')}
  </div>
  <div class="row" style="position:absolute;left:0;right:0;bottom:0;height:80px;background:#fff;border-top:1px solid #ddd;padding:0 14px;gap:12px">
    ${icon('camera', 28, d.meBg || '#0084ff')}${icon('mic', 28, d.meBg || '#0084ff')}
    <div class="box row" style="flex:1;height:48px;border-radius:24px;background:#f0f2f5;padding:0 18px">${L(d.input, `font:400 19px ${d.font};color:#888`)}</div>
    ${icon('like', 30, d.meBg || '#0084ff')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t006: live-sale overlay ----------------
function t006(d) {
  const w = 720, h = 1280;
  const body = `<div style="position:absolute;inset:0;background:${d.bg || 'radial-gradient(circle at 50% 35%,#f8e1c8,#b98b68 70%,#6d4c33)'}"></div>
  <div style="position:absolute;left:0;right:0;top:640px;height:120px;background:#8d6e63"></div>
  <div style="position:absolute;left:180px;top:250px">${K.person(380, d.shirt || '#e91e63', '#f0c8a0', '#2b1b12', false)}</div>
  <div class="row" style="position:absolute;left:70px;top:520px;gap:20px;align-items:flex-end">${d.props || ''}</div>
  <div class="row" style="position:absolute;left:16px;top:24px;gap:10px;background:rgba(0,0,0,.35);border-radius:30px;padding:6px 16px 6px 6px">
    <div style="width:48px;height:48px;border-radius:50%;background:${d.avatar || '#ffd166'}"></div>
    <div class="col">${L(d.shop, `font:700 19px ${d.font};color:#fff`)}${L(d.likes, `font:400 15px ${d.font};color:#eee`)}</div>
  </div>
  <div class="row" style="position:absolute;right:16px;top:32px;gap:8px">
    <div class="box" style="background:#ff1744;border-radius:6px;padding:0 10px">${L(d.live, `font:800 19px ${d.font};color:#fff`)}</div>
    <div class="box row" style="background:rgba(0,0,0,.4);border-radius:6px;padding:0 10px;gap:6px">${icon('eye', 20, '#fff')}${L(d.viewers, `font:600 18px ${FONTS.dejavu};color:#fff`)}</div>
  </div>
  ${d.banner ? `<div class="box" style="position:absolute;left:40px;right:40px;top:110px;background:linear-gradient(90deg,#ff1744,#ff9100);border-radius:14px;padding:6px 16px;text-align:center">${d.banner.map((x) => L(x, `font:800 30px ${d.font};color:#fff`)).join('')}</div>` : ''}
  <div style="position:absolute;left:16px;top:${d.commentsY || 760}px;width:470px" class="col">
    ${d.comments.map((c) => `<div class="box" style="align-self:flex-start;background:rgba(0,0,0,.38);border-radius:16px;padding:3px 14px;margin-top:8px">${LH(`<b style="color:#ffd54f">${K.esc(c[0])}</b> ${K.esc(c[1])}`, `font:400 19px ${d.font};color:#fff`)}</div>`).join('')}
  </div>
  <div class="box row" style="position:absolute;left:16px;right:16px;bottom:100px;background:#fff;border-radius:14px;padding:12px;gap:14px">
    ${productPic(d.card.pic)}
    <div class="col" style="flex:1">${d.card.lines.map((x, i) => L(x, `font:${i === 0 ? 700 : 500} ${i === 1 ? 24 : 19}px ${d.font};color:${i === 1 ? '#ff1744' : '#222'}`)).join('')}</div>
    <div class="box" style="background:#ff1744;border-radius:10px;padding:10px 16px">${L(d.card.btn, `font:700 20px ${d.font};color:#fff`)}</div>
  </div>
  <div class="row" style="position:absolute;left:16px;right:16px;bottom:24px;gap:14px">
    <div class="box row" style="flex:1;height:54px;background:rgba(0,0,0,.35);border-radius:27px;padding:0 20px">${L(d.input, `font:400 19px ${d.font};color:#eee`)}</div>
    ${icon('bag', 34, '#fff')}${icon('heartF', 34, '#ff4081')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#000', body }) };
}

// ---------------- t007: pharmacy price board ----------------
function t007(d) {
  const w = 1000, h = d.h || 1000;
  const rows = d.rows.map((r, i) => `<div class="row" style="gap:14px;padding:6px 0;border-bottom:1.5px ${d.board ? 'dashed rgba(255,255,255,.35)' : 'solid #cfd8dc'};${i % 2 && !d.board ? 'background:#f5f9fb' : ''}">
     <div class="col" style="width:500px">${L(r[0], `font:600 27px ${d.font};color:${d.board ? '#fff' : '#1a2b3c'}`)}</div>
     <div class="col" style="width:170px">${L(r[1], `font:400 25px ${d.font};color:${d.board ? '#e0f2f1' : '#455a64'}`)}</div>
     <div class="col" style="flex:1;align-items:flex-end">${L(r[2], `font:700 27px ${d.font};color:${d.board ? '#ffeb3b' : '#0d47a1'}`)}</div></div>`).join('');
  const body = `<div style="position:absolute;inset:0;background:${d.board ? '#5d4037' : '#cfd8dc'}"></div>
  <div class="box" style="position:absolute;left:40px;right:40px;top:40px;bottom:40px;background:${d.board ? '#24423a' : '#fff'};border:${d.board ? '14px solid #8d6e63' : '2px solid #90a4ae'};border-radius:8px;padding:26px 40px;box-shadow:0 10px 30px rgba(0,0,0,.35)">
    <div class="row" style="gap:18px">${d.board ? '' : K.logoMark(64, '#2e7d32', '#a5d6a7')}<div class="col">${d.head.map((x, i) => L(x, `font:${i === 0 ? 800 : 500} ${i === 0 ? 38 : 24}px ${d.font};color:${d.board ? '#fff' : (i === 0 ? '#2e7d32' : '#37474f')}`)).join('')}</div></div>
    <div style="height:3px;background:${d.board ? '#fff' : '#2e7d32'};margin:14px 0 8px"></div>
    <div class="row" style="gap:14px">${d.colHead.map((x, i) => `<div class="col" style="${['width:500px', 'width:170px', 'flex:1;align-items:flex-end'][i]}">${L(x, `font:700 24px ${d.font};color:${d.board ? '#b2dfdb' : '#607d8b'}`)}</div>`).join('')}</div>
    ${rows}
    <div style="margin-top:14px">${d.foot.map((x) => L(x.t || x, `font:${x.w || 500} ${x.s || 22}px ${d.font};color:${x.c || (d.board ? '#fff' : '#37474f')}`)).join('')}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#cfd8dc', body }) };
}

// ---------------- t008: photographed shelf with talker ----------------
function t008(d) {
  const w = 1080, h = 1080;
  const shelfRow = (y, cans) => `<div style="position:absolute;left:0;right:0;top:${y}px;height:250px;display:flex;align-items:flex-end;gap:16px;padding:0 30px">${cans.map((c) => productPic(c)).join('')}</div>
    <div style="position:absolute;left:0;right:0;top:${y + 250}px;height:34px;background:linear-gradient(#eceff1,#b0bec5)"></div>`;
  const tags = d.tags.map((t) => `<div class="box" style="position:absolute;left:${t.x}px;top:${t.y}px;background:#fff59d;border:1px solid #c0ca33;padding:0 8px">${L(t.t, `font:700 22px ${FONTS.dejavu};color:#222`)}</div>`).join('');
  const body = `<div style="position:absolute;inset:0;background:linear-gradient(180deg,#fafafa,#e0e0e0)"></div>
  ${shelfRow(60, d.row1)}${shelfRow(420, d.row2)}${shelfRow(780, d.row3 || d.row1)}
  ${tags}
  <div class="box" style="position:absolute;left:${d.tx || 560}px;top:${d.ty || 300}px;width:${d.tw || 440}px;transform:rotate(${d.tr || 4}deg);background:${d.tBg};border-radius:16px;padding:20px 24px;box-shadow:0 12px 24px rgba(0,0,0,.35);text-align:center">
    ${d.talker.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 34}px ${d.font};color:${x.c || '#fff'}`)).join('')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#eee', body }) };
}

// ---------------- t009: can label photo (front + side panel) ----------------
function t009(d) {
  const w = 1000, h = 900;
  const front = (d.front || []).map((x) => L(x.t, `font:${x.w || 700} ${x.s || 26}px ${x.f || d.font};color:${x.c || '#123'};${x.css || ''}`)).join('');
  const body = `<div style="position:absolute;inset:0;background:${d.table || 'linear-gradient(180deg,#d7ccc8 0,#d7ccc8 62%,#a1887f 62%,#8d6e63)'}"></div>
  <div style="position:absolute;left:50px;top:110px">
   <div style="position:relative;width:420px;height:620px">
    <div style="position:absolute;left:0;top:0;width:420px;height:60px;border-radius:210px/30px;background:linear-gradient(90deg,#9e9e9e,#e0e0e0,#fff,#bdbdbd,#8a8a8a)"></div>
    <div class="box" style="position:absolute;left:0;top:30px;width:420px;height:590px;border-radius:0 0 26px 26px;background:linear-gradient(90deg,rgba(0,0,0,.22),rgba(255,255,255,0) 22%,rgba(255,255,255,.4) 44%,rgba(0,0,0,0) 70%,rgba(0,0,0,.25)),${d.body};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:20px 18px;overflow:hidden">
      <div style="position:absolute;left:0;right:0;bottom:0;height:110px;background:${d.band};opacity:.9"></div>
      <div style="position:relative;display:flex;flex-direction:column;align-items:center;gap:4px;width:100%">${front}${d.baby ? `<div style="margin-top:6px">${K.babyFace(150)}</div>` : ''}</div>
    </div>
   </div>
  </div>
  <div class="box" style="position:absolute;left:520px;top:${d.panelY || 150}px;width:440px;background:#fbfbf7;border-radius:6px;padding:22px 24px;transform:rotate(${d.panelR || -2}deg);box-shadow:0 10px 22px rgba(0,0,0,.3)">
    ${d.panel.map((x) => typeof x === 'string' ? L(x, `font:400 19px ${d.font};color:#222`) : (x.box ? `<div class="box row" style="gap:10px;border:1.5px solid #333;padding:2px 8px;margin-top:4px">${L(x.t, `font:700 19px ${d.font};color:#222`)}<div style="width:${x.blank || 120}px;height:26px;background:#fff"></div></div>` : L(x.t, `font:${x.w || 700} ${x.s || 19}px ${d.font};color:${x.c || '#222'};${x.css || ''}`))).join('')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#d7ccc8', body }) };
}

// ---------------- t010: event poster ----------------
function t010(d) {
  const w = 900, h = 1200;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  <div style="position:absolute;left:0;right:0;top:0;height:420px;background:${d.headBg};clip-path:polygon(0 0,100% 0,100% 80%,0 100%)"></div>
  <div class="col" style="position:absolute;left:60px;right:60px;top:50px;align-items:${d.align || 'flex-start'}">
    ${d.kicker ? `<div class="box" style="background:${d.kickBg || '#ffca28'};border-radius:20px;padding:0 18px;margin-bottom:12px">${L(d.kicker, `font:700 22px ${d.font};color:#222`)}</div>` : ''}
    ${d.title.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 52}px ${x.f || d.font};color:${x.c || '#fff'}`)).join('')}
  </div>
  <div style="position:absolute;right:50px;top:${d.artY || 330}px">${d.art || ''}</div>
  <div class="col" style="position:absolute;left:60px;right:${d.infoR || 60}px;top:${d.infoY || 480}px;gap:10px">
    ${d.info.map((r) => `<div class="row" style="gap:14px">${r.i ? icon(r.i, 30, d.iconC || '#1565c0') : ''}<div class="col">${r.t.map((x, j) => L(x, `font:${j === 0 ? (r.w || 600) : 400} ${r.s || 26}px ${d.font};color:${r.c || '#263238'}`)).join('')}</div></div>`).join('')}
  </div>
  <div class="box row" style="position:absolute;left:0;right:0;bottom:0;min-height:150px;background:${d.footBg || '#fff'};padding:20px 60px;gap:24px;border-top:4px solid ${d.footLine || '#1565c0'}">
    ${d.logos || ''}
    <div class="col">${d.foot.map((x, j) => L(x, `font:${j === 0 ? 500 : 700} ${j === 0 ? 21 : 28}px ${d.font};color:#263238`)).join('')}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t011: square social poster ----------------
function t011(d) {
  const w = 1080, h = 1080;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  ${d.deco || ''}
  <div class="col" style="position:absolute;left:60px;right:60px;top:56px;align-items:${d.align || 'flex-start'}">
    ${d.title.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 64}px ${x.f || d.font};color:${x.c || '#fff'};${x.css || ''}`)).join('')}
  </div>
  <div style="position:absolute;left:${d.artX || 600}px;top:${d.artY || 300}px">${d.art || ''}</div>
  <div class="col" style="position:absolute;left:60px;width:${d.listW || 560}px;top:${d.listY || 330}px;gap:14px">
    ${d.points.map((p) => `<div class="box row" style="gap:14px;background:${d.pointBg || 'rgba(255,255,255,.92)'};border-radius:14px;padding:8px 18px">${icon(p.i || 'check', 30, d.iconC || '#e91e63')}<div class="col">${p.t.map((x) => L(x, `font:600 ${p.s || 28}px ${d.font};color:${p.c || '#222'}`)).join('')}</div></div>`).join('')}
  </div>
  <div class="box row" style="position:absolute;left:60px;right:60px;bottom:50px;background:${d.footBg || '#fff'};border-radius:20px;padding:16px 26px;gap:22px">
    ${d.footArt || ''}<div class="col">${d.foot.map((x, j) => L(x, `font:${j === 0 ? 700 : 500} ${j === 0 ? 30 : 24}px ${d.font};color:${d.footC || '#222'}`)).join('')}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t012: infographic with numbered points ----------------
function t012(d) {
  const w = 1080, h = d.h || 1350;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  <div class="col" style="position:absolute;left:60px;right:60px;top:50px;align-items:center">
    ${d.title.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 56}px ${x.f || d.font};color:${x.c || '#1d3557'}`)).join('')}
  </div>
  <div class="col" style="position:absolute;left:60px;right:60px;top:${d.listY || 260}px;gap:18px">
    ${d.points.map((p, i) => `<div class="box row" style="gap:22px;background:${d.cardBg || '#fff'};border-radius:22px;padding:14px 24px;box-shadow:0 4px 12px rgba(0,0,0,.08)">
       <div class="box" style="width:74px;height:74px;border-radius:50%;background:${d.numBg || '#e63946'};display:flex;align-items:center;justify-content:center;flex:none">${L(String(i + 1), `font:800 38px ${FONTS.dejavu};color:#fff`)}</div>
       <div class="col">${p.map((x, j) => L(x, `font:${j === 0 ? 700 : 400} ${j === 0 ? 30 : 25}px ${d.font};color:${j === 0 ? '#1d3557' : '#444'}`)).join('')}</div></div>`).join('')}
  </div>
  ${d.note ? `<div class="box" style="position:absolute;left:60px;right:60px;top:${d.noteY}px;background:${d.noteBg || '#fff3cd'};border-radius:16px;padding:12px 24px">${d.note.map((x) => L(x.t || x, `font:${x.w || 700} ${x.s || 27}px ${d.font};color:${x.c || '#8a4b00'}`)).join('')}</div>` : ''}
  <div class="box row" style="position:absolute;left:0;right:0;bottom:0;height:${d.footH || 140}px;background:${d.footBg || '#1d3557'};padding:0 60px;gap:24px">
    ${d.footArt || ''}<div class="col">${d.foot.map((x, j) => L(x, `font:${j === 0 ? 500 : 700} ${j === 0 ? 22 : 30}px ${d.font};color:#fff`)).join('')}</div>
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t013: public-health poster ----------------
function t013(d) {
  const w = 900, h = 1200;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  <div class="box row" style="position:absolute;left:0;right:0;top:0;height:120px;background:${d.topBg || '#fff'};padding:0 40px;gap:20px">${d.topArt}<div class="col">${d.top.map((x, j) => L(x, `font:${j === 0 ? 700 : 500} ${j === 0 ? 24 : 19}px ${d.font};color:#1b3a5c`)).join('')}</div></div>
  <div class="col" style="position:absolute;left:50px;right:50px;top:160px;align-items:center">${d.title.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 54}px ${x.f || d.font};color:${x.c || '#fff'}`)).join('')}</div>
  <div style="position:absolute;left:${d.artX || 300}px;top:${d.artY || 420}px">${d.art}</div>
  <div class="col" style="position:absolute;left:60px;right:60px;top:${d.listY || 760}px;gap:10px">
    ${d.points.map((p) => `<div class="box row" style="gap:14px;background:rgba(255,255,255,.9);border-radius:12px;padding:6px 18px">${icon('heartF', 26, '#e76f51')}${L(p, `font:600 25px ${d.font};color:#1b3a5c`)}</div>`).join('')}
  </div>
  <div class="box" style="position:absolute;left:0;right:0;bottom:0;height:90px;background:${d.footBg || '#1b3a5c'};display:flex;align-items:center;justify-content:center">${L(d.foot, `font:600 24px ${d.font};color:#fff`)}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t014: formal notice (A4-like) ----------------
function t014(d) {
  const w = 850, h = 1100;
  const body = `<div style="position:absolute;inset:0;background:#fdfdfb"></div>
  <div class="row" style="position:absolute;left:60px;right:60px;top:50px;gap:22px;border-bottom:3px solid ${d.c || '#1565c0'};padding-bottom:16px">
    ${d.logo}<div class="col">${d.head.map((x, j) => L(x, `font:${j === 0 ? 700 : 500} ${j === 0 ? 30 : 21}px ${d.font};color:${j === 0 ? d.c || '#1565c0' : '#455a64'}`)).join('')}</div>
  </div>
  <div class="col" style="position:absolute;left:60px;right:60px;top:${d.titleY || 230}px;align-items:center">
    ${d.title.map((x) => L(x, `font:800 ${d.titleS || 44}px ${d.font};color:${d.tc || '#b71c1c'}`)).join('')}
  </div>
  ${d.art ? `<div style="position:absolute;left:${d.artX || 330}px;top:${d.artY || 360}px">${d.art}</div>` : ''}
  <div class="col" style="position:absolute;left:70px;right:70px;top:${d.bodyY || 560}px;gap:6px">
    ${d.body.map((x) => typeof x === 'string' ? L(x, `font:400 25px ${d.font};color:#263238`) : L(x.t, `font:${x.w || 700} ${x.s || 25}px ${d.font};color:${x.c || '#263238'};${x.css || ''}`)).join('')}
  </div>
  <div class="col" style="position:absolute;right:70px;bottom:60px;align-items:flex-end">${d.sign.map((x) => L(x, `font:500 21px ${d.font};color:#455a64`)).join('')}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t015: recall alert ----------------
function t015(d) {
  const w = 1080, h = 1080;
  const body = `<div style="position:absolute;inset:0;background:#fff"></div>
  <div class="row" style="position:absolute;left:0;right:0;top:0;height:190px;background:#c62828;padding:0 50px;gap:26px">${icon('warn', 110, '#ffeb3b')}<div class="col">${d.head.map((x, j) => L(x, `font:${j === 0 ? 900 : 600} ${j === 0 ? 64 : 28}px ${d.font};color:#fff`)).join('')}</div></div>
  <div class="col" style="position:absolute;left:50px;right:50px;top:220px">${d.sub.map((x) => L(x, `font:700 32px ${d.font};color:#b71c1c`)).join('')}</div>
  <div style="position:absolute;left:60px;top:${d.picY || 360}px">${productPic(d.pic)}</div>
  <div class="box col" style="position:absolute;left:${d.tabX || 330}px;right:50px;top:${d.picY || 360}px;border:2px solid #ef9a9a;border-radius:12px;padding:14px 20px;background:#fff8f8">
    ${d.table.map((r) => `<div class="row" style="gap:14px;justify-content:space-between">${L(r[0], `font:500 24px ${d.font};color:#555`)}${L(r[1], `font:700 24px ${d.font};color:#222`)}</div>`).join('')}
  </div>
  <div class="col" style="position:absolute;left:50px;right:50px;top:${d.bodyY || 740}px;gap:2px">${d.body.map((x) => L(x, `font:400 25px ${d.font};color:#263238`)).join('')}</div>
  <div class="box row" style="position:absolute;left:0;right:0;bottom:0;height:90px;background:#263238;padding:0 50px;gap:18px">${K.govEmblem(56)}${L(d.foot, `font:600 24px ${d.font};color:#fff`)}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t016: news site screenshot ----------------
function t016(d) {
  const w = 720, h = d.h || 1040;
  const body = `${statusBar('07:52', '#111', '#f1f3f4')}
  <div class="box row" style="margin:6px 14px;height:48px;border-radius:24px;background:#f1f3f4;padding:0 18px;gap:10px">${icon('globe', 20, '#5f6368')}${L(d.url, `font:400 18px ${FONTS.dejavu};color:#3c4043`)}</div>
  <div class="row" style="background:${d.brandBg};padding:12px 22px;gap:14px">${L(d.brand, `font:800 32px ${d.brandFont || d.font};color:#fff`)}</div>
  <div class="row" style="gap:18px;padding:8px 22px;border-bottom:1px solid #e0e0e0">${d.nav.map((x, i) => L(x, `font:${i === d.navOn ? 700 : 400} 18px ${d.font};color:${i === d.navOn ? d.brandBg : '#555'}`)).join('')}</div>
  <div style="padding:16px 24px">
    ${d.title.map((x) => L(x, `font:800 31px ${d.font};color:#111`)).join('')}
    ${L(d.meta, `font:400 17px ${d.font};color:#777;margin-top:6px`)}
    <div class="box" style="height:300px;margin:14px 0;border-radius:6px;background:${d.picBg || 'linear-gradient(135deg,#90a4ae,#cfd8dc)'};position:relative;overflow:hidden">${d.pic || ''}</div>
    ${L(d.caption, `font:400 16px ${d.font};color:#777;font-style:italic`)}
    <div style="height:10px"></div>
    ${d.body.map((x) => L(x, `font:400 21px ${d.font};color:#222`)).join('')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t017: social feed post ----------------
function t017(d) {
  const w = 720, h = d.h || 1000;
  const body = `${statusBar('18:33', '#111', '#fff')}
  <div class="row" style="justify-content:space-between;padding:6px 20px 12px;background:#fff;border-bottom:1px solid #ddd">${L(d.app || 'facebook', `font:800 34px ${FONTS.lib};color:#1877f2`)}<div class="row" style="gap:18px">${icon('search', 28, '#111')}${icon('comment', 28, '#111')}</div></div>
  <div style="background:#fff;margin-top:8px;padding:14px 20px 6px">
    <div class="row" style="gap:14px">
      <div style="width:58px;height:58px;border-radius:50%;background:${d.avatar || '#1565c0'};display:flex;align-items:center;justify-content:center">${d.avatarArt || ''}</div>
      <div class="col" style="flex:1">${L(d.page, `font:700 21px ${d.font}`)}${L(d.when, `font:400 16px ${d.font};color:#65676b`)}</div>${icon('dots', 26, '#65676b')}
    </div>
    <div style="margin-top:10px">${d.text.map((x) => L(x, `font:400 21px ${d.font};color:#050505`)).join('')}</div>
  </div>
  <div class="box" style="position:relative;height:${d.picH || 560}px;background:${d.picBg};overflow:hidden">${d.pic}</div>
  <div class="row" style="background:#fff;padding:10px 20px;justify-content:space-between;border-bottom:1px solid #e4e6eb">
    <div class="row" style="gap:6px">${icon('like', 22, '#1877f2')}${icon('heartF', 22, '#f33e58')}${L(d.reacts, `font:400 17px ${d.font};color:#65676b`)}</div>
    ${L(d.counts, `font:400 17px ${d.font};color:#65676b`)}
  </div>
  <div class="row" style="background:#fff;justify-content:space-around;height:60px">${d.actions.map((x, i) => `<div class="row" style="gap:8px">${icon(['like', 'comment', 'share'][i], 24, '#65676b')}${L(x, `font:500 18px ${d.font};color:#65676b`)}</div>`).join('')}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#c9ccd1', body }) };
}

// ---------------- t018: webinar banner (landscape) ----------------
function t018(d) {
  const w = 1080, h = 608;
  const body = `<div style="position:absolute;inset:0;background:${d.bg}"></div>
  <div style="position:absolute;right:-80px;top:-80px;width:420px;height:420px;border-radius:50%;background:rgba(255,255,255,.12)"></div>
  <div style="position:absolute;right:60px;top:${d.artY || 120}px">${d.art}</div>
  <div class="col" style="position:absolute;left:56px;top:44px;width:${d.textW || 660}px">
    <div class="box row" style="align-self:flex-start;gap:8px;background:${d.tagBg || '#ffca28'};border-radius:18px;padding:0 16px">${icon('video', 22, '#222')}${L(d.tag, `font:700 20px ${d.font};color:#222`)}</div>
    ${d.title.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 46}px ${d.font};color:${x.c || '#fff'};margin-top:4px`)).join('')}
    <div class="col" style="margin-top:14px;gap:4px">${d.info.map((r) => `<div class="row" style="gap:12px">${icon(r.i, 24, '#fff')}${L(r.t, `font:500 23px ${d.font};color:#fff`)}</div>`).join('')}</div>
  </div>
  <div class="box row" style="position:absolute;left:0;right:0;bottom:0;height:86px;background:rgba(0,0,0,.28);padding:0 56px;gap:18px">${d.logo || ''}${L(d.foot, `font:600 22px ${d.font};color:#fff`)}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

// ---------------- t019: complementary-food box / pouch pack photo ----------------
function t019(d) {
  const w = 960, h = 960;
  const body = `<div style="position:absolute;inset:0;background:${d.table || 'linear-gradient(180deg,#eceff1 0,#eceff1 66%,#cfd8dc 66%)'}"></div>
  <div class="box" style="position:absolute;left:70px;top:90px;width:460px;height:700px;border-radius:${d.pouch ? '40px 40px 20px 20px' : '10px'};background:linear-gradient(90deg,rgba(0,0,0,.12),rgba(255,255,255,.25) 40%,rgba(0,0,0,.08)),${d.body};box-shadow:14px 16px 0 rgba(0,0,0,.12);padding:36px 26px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;overflow:hidden">
    ${d.pouch ? '<div style="position:absolute;left:170px;top:-10px;width:120px;height:50px;border-radius:12px;background:#ff7043"></div>' : ''}
    ${d.front.map((x) => x.art ? `<div style="margin:6px 0">${x.art}</div>` : L(x.t, `font:${x.w || 700} ${x.s || 30}px ${x.f || d.font};color:${x.c || '#3e2723'};${x.css || ''}`)).join('')}
  </div>
  <div class="box" style="position:absolute;left:560px;top:${d.panelY || 170}px;width:370px;background:#fffdf7;border-radius:6px;padding:18px 20px;transform:rotate(${d.panelR || 2}deg);box-shadow:0 8px 18px rgba(0,0,0,.25)">
    ${d.panel.map((x) => typeof x === 'string' ? L(x, `font:400 19px ${d.font};color:#222`) : L(x.t, `font:${x.w || 700} ${x.s || 19}px ${d.font};color:${x.c || '#222'}`)).join('')}
  </div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#eceff1', body }) };
}

// ---------------- t020: app-store style e-book promo ----------------
function t020(d) {
  const w = 720, h = 1280;
  const body = `${statusBar('21:04', '#111', '#fff')}
  <div class="row" style="padding:6px 18px;gap:14px;background:#fff">${icon('back', 30, '#1a73e8')}${L(d.top, `font:600 20px ${d.font};color:#1a73e8`)}</div>
  <div class="row" style="padding:16px 22px;gap:18px;background:#fff">
    <div style="width:120px;height:120px;border-radius:26px;background:${d.iconBg};display:flex;align-items:center;justify-content:center">${d.iconArt}</div>
    <div class="col">${d.app.map((x, j) => L(x, `font:${j === 0 ? 700 : 400} ${j === 0 ? 27 : 18}px ${d.font};color:${j === 0 ? '#111' : '#5f6368'}`)).join('')}</div>
  </div>
  <div class="row" style="padding:0 22px 14px;gap:30px;background:#fff;border-bottom:1px solid #eee">${d.stats.map((s) => `<div class="col" style="align-items:center">${L(s[0], `font:700 19px ${d.font};color:#222`)}${L(s[1], `font:400 15px ${d.font};color:#5f6368`)}</div>`).join('')}</div>
  <div class="row" style="padding:14px 22px;background:#fff"><div class="box row" style="flex:1;height:54px;justify-content:center;background:#1a73e8;border-radius:10px">${L(d.install, `font:600 21px ${d.font};color:#fff`)}</div></div>
  <div class="box" style="margin:6px 22px;height:560px;border-radius:20px;background:${d.coverBg};position:relative;overflow:hidden;padding:34px 30px">
    ${d.cover.map((x) => L(x.t, `font:${x.w || 800} ${x.s || 40}px ${d.font};color:${x.c || '#fff'}`)).join('')}
    <div style="position:absolute;right:20px;bottom:16px">${d.coverArt}</div>
  </div>
  <div style="padding:8px 22px;background:#fff">${L(d.aboutHead, `font:700 22px ${d.font};color:#111`)}${d.about.map((x) => L(x, `font:400 19px ${d.font};color:#3c4043`)).join('')}</div>`;
  return { w, h, html: page({ w, h, font: d.font, bg: '#fff', body }) };
}

module.exports = { t001, t002, t003, t004, t005, t006, t007, t008, t009, t010, t011, t012, t013, t014, t015, t016, t017, t018, t019, t020, productPic };

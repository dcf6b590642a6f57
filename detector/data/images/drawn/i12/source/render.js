'use strict';
// Renders every design: clean PNG (with fit + overflow/overlap/occlusion checks) and a seeded hard variant.
// Usage: node render.js [designNumbers...]   (no args = all 60). Writes ../files, ../tmp/meta, ../images.jsonl (when all).
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const { buildPage } = require('./templates');
const { mulberry32, F, BASE_CSS, esc } = require('./lib');
const DESIGNS = require('./designs');

const ROOT = path.resolve(__dirname, '..');
const FILES = path.join(ROOT, 'files');
const META = path.join(ROOT, 'tmp', 'meta');
fs.mkdirSync(FILES, { recursive: true });
fs.mkdirSync(META, { recursive: true });

const pad = (n) => String(n).padStart(3, '0');
const LAO = /[\u0E80-\u0EFF]/;

// ---------- in-page scripts ----------
const FIT_AND_CHECK = () => {
  const c = document.getElementById('c');
  const cr0 = c.getBoundingClientRect();
  const st = document.createElement('style');
  st.textContent = '#c *{transform:none!important}';
  document.head.appendChild(st);
  const lines = [...c.querySelectorAll('.t')];
  const cv = document.createElement('canvas').getContext('2d');
  const textRect = (el) => {
    const r = document.createRange(); r.selectNodeContents(el); const rr = r.getBoundingClientRect();
    const mk = document.createElement('span'); mk.style.cssText = 'display:inline-block;width:0;height:0;padding:0;margin:0;border:0';
    el.appendChild(mk); const base = mk.getBoundingClientRect().bottom; mk.remove();
    const cs = getComputedStyle(el);
    cv.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const m = cv.measureText(el.innerText.trim());
    const sw = parseFloat(cs.webkitTextStrokeWidth || 0) / 2;
    return { sw, left: rr.left - sw, right: rr.right + sw, top: base - m.actualBoundingBoxAscent - sw, bottom: base + m.actualBoundingBoxDescent + sw,
      get width() { return this.right - this.left; }, get height() { return this.bottom - this.top; } };
  };
  const constraints = (el) => {
    const out = [];
    let p = el.parentElement;
    while (p && p !== c) {
      const cs = getComputedStyle(p);
      if (p.classList.contains('box') || cs.overflow !== 'visible') {
        const r = p.getBoundingClientRect();
        const pl = parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
        const pr = parseFloat(cs.paddingRight) + parseFloat(cs.borderRightWidth);
        const pt = parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
        const pb = parseFloat(cs.paddingBottom) + parseFloat(cs.borderBottomWidth);
        const inner = p.classList.contains('box');
        const bgc = cs.backgroundColor; const vis = cs.overflow !== 'visible' || cs.backgroundImage !== 'none' || !(bgc === 'transparent' || /rgba\(.*,\s*0\)$/.test(bgc)) || parseFloat(cs.borderTopWidth) > 0;
        out.push({ vis, el: p, l: r.left + (inner ? pl * 0.5 : 0), r: r.right - (inner ? pr * 0.5 : 0), t: r.top + (inner ? pt * 0.3 : 0), b: r.bottom - (inner ? pb * 0.3 : 0) });
      }
      p = p.parentElement;
    }
    out.push({ vis: true, el: c, l: cr0.left + 4, r: cr0.right - 4, t: cr0.top + 2, b: cr0.bottom - 2 });
    return out;
  };
  const hOver = (el) => { const tr = textRect(el); let w = 0; for (const k of constraints(el)) { const a = k.el === c ? 0 : tr.sw; w = Math.max(w, k.l - tr.left - a, tr.right - a - k.r); } return w; };
  const errors = [];
  // horizontal fit: shrink font until the line fits all its boxes
  for (let pass = 0; pass < 3; pass++) {
    for (const el of lines) {
      if (!el.dataset.fs0) el.dataset.fs0 = parseFloat(getComputedStyle(el).fontSize);
      let fsz = parseFloat(getComputedStyle(el).fontSize);
      const min = parseFloat(el.dataset.fs0) * 0.62;
      while (hOver(el) > 1 && fsz > min) { fsz -= 1; el.style.fontSize = fsz + 'px'; }
    }
  }
  const out = [];
  for (const el of lines) {
    const tr = textRect(el);
    const txt = el.innerText.replace(/\s+$/,'').replace(/^\s+/,'');
    const h = hOver(el);
    if (h > 1) errors.push(`H-overflow ${h.toFixed(0)}px: ${txt}`);
    for (const k of constraints(el)) {
      if (!k.vis) continue;
      const a = k.el === c ? 0 : tr.sw; const v = Math.max(k.t - tr.top - a, tr.bottom - a - k.b);
      if (v > 3) { errors.push(`V-overflow ${v.toFixed(0)}px: ${txt}`); break; }
    }
    if (!txt) errors.push('empty line');
    if (/\n/.test(txt)) errors.push('wrapped: ' + txt);
    out.push({ el, txt, tr, fs: parseFloat(getComputedStyle(el).fontSize), fs0: parseFloat(el.dataset.fs0) });
  }
  // overlaps between text lines (untransformed)
  for (let i = 0; i < out.length; i++) for (let j = i + 1; j < out.length; j++) {
    const a = out[i].tr, b = out[j].tr;
    const ix = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const iy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (ix > 0 && iy > 0) {
      const inter = ix * iy, small = Math.min(a.width * a.height, b.width * b.height);
      if (inter > 0.22 * small) errors.push(`overlap: "${out[i].txt}" / "${out[j].txt}"`);
    }
  }
  st.remove();
  // occlusion (with transforms on) and final rects
  const res = [];
  for (const o of out) {
    const r = (() => { const rg = document.createRange(); rg.selectNodeContents(o.el); return rg.getBoundingClientRect(); })();
    let occ = 0;
    for (const [fx, fy] of [[0.5, 0.5], [0.2, 0.5], [0.8, 0.5], [0.35, 0.35], [0.65, 0.65]]) {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      if (hit && hit !== o.el && !o.el.contains(hit)) occ++;
    }
    if (occ >= 2) errors.push(`occluded(${occ}/5): ${o.txt}`);
    let q = o.el, ord = 50; while (q && q !== c) { if (q.dataset && q.dataset.ord) { ord = +q.dataset.ord; break; } q = q.parentElement; }
    res.push({ ord, idx: res.length, text: o.txt, fs: o.fs, fs0: o.fs0, x: r.left - cr0.left, y: r.top - cr0.top, w: r.width, h: r.height,
      key: !!o.el.dataset.key, fine: !!o.el.dataset.fine });
  }
  res.sort((a, b) => a.ord - b.ord || a.idx - b.idx);
  return { lines: res, errors };
};

// ---------- hard variants ----------
const KINDS = ['jpeg', 'noise', 'blur', 'rotate', 'small', 'lowcontrast', 'skew', 'ui', 'jpeg-color'];
function hardKind(d) {
  if (d.hard) return d.hard;
  const k = KINDS[(d.n * 5 + 3) % KINDS.length];
  if (k === 'ui' && d.tpl === 't003') return 'rotate';
  return k;
}
const MIN = { jpeg: [12, 14], 'jpeg-color': [13, 15], noise: [12, 14], rotate: [10, 12], small: [10, 12], lowcontrast: [13, 15], skew: [11, 13], ui: [10, 12] };

const UI_STR = {
  lo: { like: 'ມັກ', comment: 'ສະແດງຄຳເຫັນ', share: 'ແບ່ງປັນ', sp: 'ໄດ້ຮັບການສະໜັບສະໜູນ', time: '3 ຊົ່ວໂມງ', send: 'ສົ່ງຂໍ້ຄວາມ', comments: '86 ຄຳເຫັນ' },
  en: { like: 'Like', comment: 'Comment', share: 'Share', sp: 'Sponsored', time: '3h', send: 'Send message', comments: '86 comments' },
};

function uiPage(d, W, H, imgUrl, lines) {
  const S = UI_STR[d.lang === 'lo' ? 'lo' : 'en'];
  const OW = 720; const sc = OW / W;
  const font = F.sans;
  const line = (t, css) => `<div class="t" style="${css}">${esc(t)}</div>`;
  if (d.tpl === 't002') { // story chrome
    const ih = Math.round(H * sc);
    const OH = 130 + ih + 150;
    return { sc, OW, OH, ox: 0, oy: 130, html: `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS} body{background:#000}</style></head><body>
    <div id="c" style="width:${OW}px;height:${OH}px;background:#111;font-family:${font}">
      <div class="abs" style="left:12px;right:12px;top:14px;height:5px;display:flex;gap:6px">${[1, 1, 0.4, 0].map((o) => `<div style="flex:1;background:#fff;opacity:${o === 0 ? 0.35 : o === 0.4 ? 0.7 : 1};border-radius:3px"></div>`).join('')}</div>
      <div class="abs" style="left:16px;top:34px;width:70px;height:70px;border-radius:50%;background:${d.avatar || '#f4a261'};border:3px solid #fff"></div>
      <div class="abs" style="left:100px;top:34px;width:560px">${line(d.page, 'font-size:26px;font-weight:700;color:#fff')}${line(d.sp ? S.sp : S.time, 'font-size:22px;color:#ddd')}</div>
      <div class="abs" style="left:0;top:130px;width:${OW}px;height:${ih}px"><img src="${imgUrl}" style="width:${OW}px;height:${ih}px;display:block"></div>
      <div class="abs" style="left:20px;top:${130 + ih + 40}px;width:560px;height:74px;border:2px solid #fff;border-radius:40px;padding:0 28px;display:flex;align-items:center">${line(S.send, 'font-size:26px;color:#fff')}</div>
      <div class="abs" style="left:610px;top:${130 + ih + 46}px;width:62px;height:62px">${require('./lib').STK.heart('#fff0')}</div>
    </div></body></html>` };
  }
  const ih = Math.round(H * sc);
  const top = 48 + 84 + 104;
  const OH = top + ih + 56 + 70;
  return { sc, OW, OH, ox: 0, oy: top, html: `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}</style></head><body>
    <div id="c" style="width:${OW}px;height:${OH}px;background:#fff;font-family:${font}">
      <div class="abs" style="left:0;top:0;width:${OW}px;height:48px;background:#fff;display:flex;justify-content:space-between;align-items:center;padding:0 24px">${line('9:41', 'font-size:24px;font-weight:700;color:#111')}<div style="width:70px;height:18px;border:2px solid #111;border-radius:5px;padding:2px"><div style="width:70%;height:100%;background:#111"></div></div></div>
      <div class="abs" style="left:0;top:48px;width:${OW}px;height:84px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #ddd">${line('facebook', 'font-size:46px;font-weight:800;color:#1877f2;font-family:' + F.lib + ';letter-spacing:-1px')}</div>
      <div class="abs" style="left:20px;top:${48 + 84 + 16}px;width:70px;height:70px;border-radius:50%;background:${d.avatar || '#f4a261'}"></div>
      <div class="abs" style="left:104px;top:${48 + 84 + 14}px;width:580px">${line(d.page, 'font-size:26px;font-weight:700;color:#050505')}${line(d.sp ? S.sp : S.time, 'font-size:22px;color:#65676b')}</div>
      <div class="abs" style="left:0;top:${top}px;width:${OW}px;height:${ih}px"><img src="${imgUrl}" style="width:${OW}px;height:${ih}px;display:block"></div>
      <div class="abs" style="left:24px;top:${top + ih + 12}px;width:${OW - 48}px;display:flex;justify-content:space-between">${line('1.2K', 'font-size:22px;color:#65676b')}${line(S.comments, 'font-size:22px;color:#65676b')}</div>
      <div class="abs" style="left:0;top:${top + ih + 56}px;width:${OW}px;height:70px;border-top:1px solid #ddd;display:flex;justify-content:space-around;align-items:center">${line(S.like, 'font-size:24px;font-weight:600;color:#65676b')}${line(S.comment, 'font-size:24px;font-weight:600;color:#65676b')}${line(S.share, 'font-size:24px;font-weight:600;color:#65676b')}</div>
    </div></body></html>` };
}

async function makeHard(browser, d, cleanPath, meta) {
  const r = mulberry32(d.n * 7919 + 17);
  const kind = hardKind(d);
  const id = `i12-${pad(d.n)}-hard`;
  const W = meta.w, H = meta.h;
  let scale = meta.lines.map(() => 1);
  let min = MIN[kind] || [12, 14];
  let ext = 'png';
  let info = {};
  let uiTop = [], uiBottom = [];
  let img = sharp(cleanPath);
  let outBuf;
  if (kind === 'jpeg') {
    const q = 25 + Math.floor(r() * 21); info.q = q;
    outBuf = await img.jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer(); ext = 'jpg';
  } else if (kind === 'jpeg-color') {
    const q = 25 + Math.floor(r() * 10); const hue = Math.floor(r() * 40) - 20; info = { q, hue };
    outBuf = await img.modulate({ saturation: 1.35, hue }).resize(Math.round(W * 0.8)).jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer(); ext = 'jpg';
    scale = scale.map(() => 0.8);
  } else if (kind === 'noise') {
    const sigma = 16 + r() * 14; info.sigma = +sigma.toFixed(1);
    const { data, info: ii } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 3) {
      // Box-Muller, luminance + a bit of chroma noise
      const u = Math.max(r(), 1e-9), v = r();
      const g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) * sigma;
      for (let k = 0; k < 3; k++) data[i + k] = Math.max(0, Math.min(255, data[i + k] + g + (r() - 0.5) * sigma * 0.6));
    }
    outBuf = await sharp(data, { raw: { width: ii.width, height: ii.height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer(); ext = 'jpg';
  } else if (kind === 'blur') {
    const s = 1.6 + r() * 0.8; info.sigma = +s.toFixed(2);
    min = [Math.round(9 * s), Math.round(11 * s)];
    outBuf = await img.blur(s).png().toBuffer();
  } else if (kind === 'rotate') {
    const a = (2 + r() * 6) * (r() < 0.5 ? -1 : 1); info.angle = +a.toFixed(2);
    outBuf = await img.rotate(a, { background: ['#e9e9e9', '#222222', '#f5efe6', '#dfe7ef'][Math.floor(r() * 4)] }).jpeg({ quality: 80 }).toBuffer(); ext = 'jpg';
  } else if (kind === 'small') {
    const f = 0.42 + r() * 0.13; info.factor = +f.toFixed(3);
    outBuf = await img.resize(Math.round(W * f)).png().toBuffer();
    scale = scale.map(() => f);
  } else if (kind === 'lowcontrast') {
    const a = 0.42 + r() * 0.14; const b = 255 * (1 - a) * (0.35 + r() * 0.4); info = { a: +a.toFixed(2), b: Math.round(b) };
    outBuf = await img.linear(a, b).png().toBuffer();
  } else if (kind === 'skew' || kind === 'ui') {
    const page = await browser.newPage();
    const url = 'data:image/png;base64,' + fs.readFileSync(cleanPath).toString('base64');
    let html, OW, OH;
    if (kind === 'skew') {
      const ry = (14 + r() * 12) * (r() < 0.5 ? -1 : 1), rx = (3 + r() * 7) * (r() < 0.5 ? -1 : 1), rz = (r() - 0.5) * 4;
      info = { ry: +ry.toFixed(1), rx: +rx.toFixed(1), rz: +rz.toFixed(1) };
      OW = W; OH = H;
      const marks = meta.lines.map((l, i) => `<div class="m" data-i="${i}" data-s="l" style="position:absolute;left:${l.x}px;top:${l.y}px;width:1px;height:${l.h}px"></div><div class="m" data-i="${i}" data-s="r" style="position:absolute;left:${l.x + l.w - 1}px;top:${l.y}px;width:1px;height:${l.h}px"></div>`).join('');
      html = `<!doctype html><html><head><style>*{margin:0}body{width:${OW}px;height:${OH}px;overflow:hidden;background:linear-gradient(135deg,#6d4c41,#3e2723)}</style></head><body>
      <div style="position:absolute;inset:0;background:repeating-linear-gradient(100deg,#0000 0 30px,#00000018 30px 34px)"></div>
      <div style="position:absolute;left:0;top:0;width:${W}px;height:${H}px;transform:perspective(1500px) rotateY(${ry}deg) rotateX(${rx}deg) rotateZ(${rz}deg) scale(0.8);box-shadow:0 30px 60px #000a">
      <img src="${url}" style="display:block;width:${W}px;height:${H}px">${marks}</div></body></html>`;
    } else {
      const u = uiPage(d, W, H, url, meta.lines); html = u.html; OW = u.OW; OH = u.OH; scale = scale.map(() => u.sc); info = { scale: +u.sc.toFixed(3) };
    }
    await page.setViewportSize({ width: OW, height: OH });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(50);
    if (kind === 'skew') {
      const hs = await page.evaluate(() => { const o = {}; const W = innerWidth, H = innerHeight; for (const m of document.querySelectorAll('.m')) { const r = m.getBoundingClientRect(); const i = m.dataset.i; const out = r.left < 0 || r.top < 0 || r.right > W || r.bottom > H; o[i] = Math.min(o[i] ?? 1e9, out ? 0 : r.height); } return o; });
      scale = meta.lines.map((l, i) => hs[i] / l.h);
    } else {
      const u = await page.evaluate(() => { const c = document.getElementById('c'); const img = c.querySelector('img').getBoundingClientRect(); const top = [], bot = []; for (const el of c.querySelectorAll('.t')) { const r = el.getBoundingClientRect(); (r.top < img.top ? top : bot).push(el.innerText.trim()); } return { top, bot }; });
      uiTop = u.top; uiBottom = u.bot;
    }
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: OW, height: OH } });
    await page.close();
    const q = kind === 'ui' ? 72 : 78; info.q = q;
    outBuf = await sharp(png).jpeg({ quality: q }).toBuffer(); ext = 'jpg';
  } else throw new Error('kind ' + kind);
  const file = `files/${id}.${ext}`;
  for (const e of ['png', 'jpg']) { const p = path.join(ROOT, `files/${id}.${e}`); if (fs.existsSync(p)) fs.unlinkSync(p); }
  fs.writeFileSync(path.join(ROOT, file), outBuf);
  const kept = []; const dropped = []; const errors = [];
  meta.lines.forEach((l, i) => {
    const eff = l.fs * scale[i];
    const need = LAO.test(l.text) ? min[1] : min[0];
    if (l.fine || eff < need) { dropped.push(l.text); if (l.key) errors.push(`key line dropped in hard (${kind}, eff ${eff.toFixed(1)}): ${l.text}`); } else kept.push(l.text);
  });
  const render = kind === 'ui' ? (d.tpl === 't002' ? 'story-ui' : 'feed-ui') : kind;
  return { id, file, render, truth: [...uiTop, ...kept, ...uiBottom].join('\n'), dropped, errors, info };
}

function labels(d, variant) {
  const g = new Set(d.groups || []);
  if (variant === 'laos' && d.laosLabel) g.add('labeling_required');
  const ORDER = ['promotion_public', 'prohibited_text', 'labeling_required', 'health_workers', 'sponsorship_coi', 'information_education', 'complementary_foods'];
  const groups = ORDER.filter((x) => g.has(x));
  for (const x of g) if (!ORDER.includes(x)) throw new Error(`bad group ${x} in ${d.n}`);
  return { suspected: groups.length > 0, groups };
}

(async () => {
  const only = process.argv.slice(2).map(Number);
  const list = only.length ? DESIGNS.filter((d) => only.includes(d.n)) : DESIGNS;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  let nerr = 0;
  for (const d of list) {
    const { w, h, html } = buildPage(d);
    await page.setViewportSize({ width: w, height: h });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(30);
    const { lines, errors } = await page.evaluate(FIT_AND_CHECK);
    const id = `i12-${pad(d.n)}-clean`;
    const cleanPath = path.join(FILES, id + '.png');
    await page.screenshot({ path: cleanPath, clip: { x: 0, y: 0, width: w, height: h } });
    const meta = { n: d.n, w, h, lines };
    const hard = await makeHard(browser, d, cleanPath, meta);
    const all = errors.concat(hard.errors);
    const shrunk = lines.filter((l) => l.fs < l.fs0 - 0.5).map((l) => `${l.text} (${l.fs0}->${l.fs})`);
    meta.hard = hard; meta.errors = all; meta.shrunk = shrunk;
    fs.writeFileSync(path.join(META, pad(d.n) + '.json'), JSON.stringify(meta, null, 1));
    nerr += all.length;
    console.log(`${pad(d.n)} ${d.tpl} ${hard.render} lines=${lines.length} kept=${lines.length - hard.dropped.length}${all.length ? ' ERR ' + all.join(' | ') : ''}${shrunk.length ? ' shrunk:' + shrunk.length : ''}`);
  }
  await browser.close();
  // records
  const recs = [];
  for (const d of DESIGNS) {
    const mp = path.join(META, pad(d.n) + '.json');
    if (!fs.existsSync(mp)) continue;
    const meta = JSON.parse(fs.readFileSync(mp, 'utf8'));
    const [vc, vh] = d.variants || (d.n % 2 ? ['international', 'laos'] : ['laos', 'international']);
    const base = { writer: 'i12', template: 'i12-' + d.tpl, lang: d.lang, product: d.product };
    const lc = labels(d, vc), lh = labels(d, vh);
    recs.push({ id: `i12-${pad(d.n)}-clean`, variant: vc, image: `files/i12-${pad(d.n)}-clean.png`, suspected: lc.suspected, groups: lc.groups, product: d.product, writer: 'i12', template: base.template, lang: d.lang, ocr_truth: meta.lines.map((l) => l.text).join('\n'), render: 'clean' });
    recs.push({ id: meta.hard.id, variant: vh, image: meta.hard.file, suspected: lh.suspected, groups: lh.groups, product: d.product, writer: 'i12', template: base.template, lang: d.lang, ocr_truth: meta.hard.truth, render: meta.hard.render });
  }
  fs.writeFileSync(path.join(ROOT, 'images.jsonl'), recs.map((x) => JSON.stringify(x)).join('\n') + '\n');
  console.log(`records: ${recs.length}, errors: ${nerr}`);
})().catch((e) => { console.error(e); process.exit(1); });

'use strict';
// Renders every design of designs.js twice: <id>-clean (PNG) and <id>-hard (OCR-hard variant).
// Usage: node render.js            (all designs)
//        node render.js 5 17 33    (only these design numbers; images.jsonl is not rewritten)
// Chromium: /usr/bin/chromium via playwright-core; system fonts only, no network.
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const sharp = require('/work/main/node_modules/sharp');
const designs = require('./designs');
const { templates, expectedLines } = require('./templates');

const ROOT = path.resolve(__dirname, '..');
const FILES = path.join(ROOT, 'files');
const JSONL = path.join(ROOT, 'images.jsonl');
const LOG = path.join(__dirname, 'build', 'hard-lines.json');

// ---------- seeded PRNG ----------
function fnv1a(s) { let h = 0x811c9dc5; for (const c of Buffer.from(s, 'utf8')) { h ^= c; h = Math.imul(h, 0x01000193) >>> 0; } return h >>> 0; }
function mulberry32(a) { return function () { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const rr = (rng, a, b) => a + (b - a) * rng();
const ri = (rng, a, b) => Math.floor(rr(rng, a, b + 1));
const pick = (rng, arr) => arr[Math.floor(rng() * arr.length)];
function wpick(rng, pairs) { const tot = pairs.reduce((s, p) => s + p[1], 0); let x = rng() * tot; for (const [v, w] of pairs) { x -= w; if (x < 0) return v; } return pairs[pairs.length - 1][0]; }

const BASE_CSS = `*{margin:0;padding:0;box-sizing:border-box}html,body{background:#fff}
#card{position:relative;overflow:hidden}
.t{white-space:pre;line-height:1.45}
.baby{position:relative;flex:none}`;

function pageHTML(css, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}\n${css}</style></head><body>${body}</body></html>`;
}
function cardHTML(tid, t) {
  const cls = tid.replace('i14-', '');
  return `<div id="card" class="${cls}" style="width:${t.w}px;${t.h ? `height:${t.h}px;` : ''}">${t.html}</div>`;
}

// ---------- in-page measurement: overflow check, lines, geometry, colours ----------
function measureInPage(arg) {
  const rootSel = arg.root, sel = arg.sel || '.t';
  const rgb = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(',').map((x) => parseFloat(x));
    return { v: p.slice(0, 3), a: p.length > 3 ? p[3] : 1 };
  };
  const root = document.querySelector(rootSel);
  const rr = root.getBoundingClientRect();
  const errs = [];
  const out = [];
  for (const el of root.querySelectorAll(sel)) {
    const text = el.innerText;
    if (!text || /\n/.test(text)) errs.push(`bad text element: ${JSON.stringify(text)}`);
    const range = document.createRange(); range.selectNodeContents(el);
    const tr = range.getBoundingClientRect();
    const er = el.getBoundingClientRect();
    const tol = 0.6;
    if (tr.left < er.left - tol || tr.right > er.right + tol) errs.push(`line overflows its element: "${text}" text ${tr.left.toFixed(1)}-${tr.right.toFixed(1)} vs el ${er.left.toFixed(1)}-${er.right.toFixed(1)}`);
    if (el.scrollWidth > el.clientWidth + 1) errs.push(`line scrollWidth>clientWidth: "${text}"`);
    const box = (el.parentElement && el.parentElement.closest('.box')) || root;
    const br = box.getBoundingClientRect(); const bs = getComputedStyle(box);
    const bl = br.left + parseFloat(bs.borderLeftWidth), brt = br.right - parseFloat(bs.borderRightWidth);
    const bt = br.top + parseFloat(bs.borderTopWidth), bb = br.bottom - parseFloat(bs.borderBottomWidth);
    if (tr.left < bl - tol || tr.right > brt + tol) errs.push(`line overflows its box horizontally: "${text}" (${tr.left.toFixed(1)}-${tr.right.toFixed(1)} vs ${bl.toFixed(1)}-${brt.toFixed(1)})`);
    if (tr.top < bt - 2 || tr.bottom > bb + 2) errs.push(`line overflows its box vertically: "${text}" (${tr.top.toFixed(1)}-${tr.bottom.toFixed(1)} vs ${bt.toFixed(1)}-${bb.toFixed(1)})`);
    if (tr.left < rr.left - tol || tr.right > rr.right + tol || tr.top < rr.top - 2 || tr.bottom > rr.bottom + 2) errs.push(`line outside the picture: "${text}"`);
    const cs = getComputedStyle(el);
    const fg = rgb(cs.color).v;
    let bg = null;
    for (let n = el; n && n !== document.documentElement; n = n.parentElement) {
      const b = rgb(getComputedStyle(n).backgroundColor);
      if (b && b.a > 0.5) { bg = b.v; break; }
    }
    if (!bg) bg = [255, 255, 255];
    out.push({ text, role: el.dataset.role || '', x: tr.left - rr.left, y: tr.top - rr.top, w: tr.width, h: tr.height,
      fs: parseFloat(cs.fontSize), fg, bg, chrome: !!el.closest('.chrome') });
  }
  return { errs, lines: out, w: rr.width, h: rr.height };
}

// project points with perspective(P) rotateX rotateY rotateZ around the card centre
function projectInPage(arg) {
  const { tf, W, H, pts } = arg;
  const m = new DOMMatrix(tf);
  return pts.map(([x, y]) => { const p = m.transformPoint(new DOMPoint(x - W / 2, y - H / 2, 0, 1)); return [p.x / p.w, p.y / p.w]; });
}

// ---------- hard plan ----------
const BGS = {
  'wooden table': 'background-color:#8d6e4f;background-image:repeating-linear-gradient(93deg,rgba(0,0,0,.07) 0 3px,transparent 3px 17px),linear-gradient(180deg,#a47b55,#6f5037)',
  'pharmacy counter': 'background-color:#d7dbdd;background-image:linear-gradient(180deg,#eceff1,#b0bec5)',
  'grey wall': 'background-color:#9e9e9e;background-image:radial-gradient(ellipse at 30% 20%,#c8c8c8,#7d7d7d 80%)',
  'glass shelf': 'background-color:#b7c9cf;background-image:linear-gradient(160deg,#dfe9ec,#8fa6ad)',
  'bed sheet': 'background-color:#e8e0f0;background-image:repeating-linear-gradient(45deg,rgba(120,90,160,.12) 0 8px,transparent 8px 22px)',
  'shop floor tiles': 'background-color:#cfc6b8;background-image:linear-gradient(90deg,rgba(0,0,0,.12) 2px,transparent 2px),linear-gradient(0deg,rgba(0,0,0,.12) 2px,transparent 2px);background-size:90px 90px',
};

function makePlan(d, t) {
  const rng = mulberry32(fnv1a(d.id + '-hard'));
  const screen = t.medium === 'screen';
  const primary = screen
    ? wpick(rng, [['phone', 0.45], ['perspective', 0.22], ['small', 0.18], ['lowcontrast', 0.15]])
    : wpick(rng, [['perspective', 0.42], ['shadow', 0.2], ['small', 0.14], ['blur', 0.1], ['lowcontrast', 0.08], ['phone', 0.06]]);
  const kinds = new Set([primary]);
  const extra = [['jpeg', 0.55], ['noise', 0.35], ['blur', 0.2], ['shadow', screen ? 0.15 : 0.3], ['lowcontrast', 0.15], ['small', 0.18]];
  for (const [k, p] of extra) if (rng() < p) kinds.add(k);
  if (kinds.has('phone')) kinds.delete('perspective');
  if (kinds.has('perspective')) kinds.delete('phone');
  if (kinds.size === 1) kinds.add(rng() < 0.6 ? 'jpeg' : 'noise');
  while (kinds.size > 4) { const arr = [...kinds].filter((k) => k !== primary); kinds.delete(arr[Math.floor(rng() * arr.length)]); }
  const plan = { kinds: [...kinds], primary };
  if (kinds.has('perspective')) {
    const sgn = () => (rng() < 0.5 ? -1 : 1);
    plan.persp = { ax: +(sgn() * rr(rng, 8, 24)).toFixed(1), ay: +(sgn() * rr(rng, 6, 26)).toFixed(1), az: +rr(rng, -5, 5).toFixed(1), P: ri(rng, 900, 1700), bg: pick(rng, Object.keys(BGS)) };
  }
  if (kinds.has('phone')) {
    const h = ri(rng, 7, 22), m = ri(rng, 0, 59);
    plan.phone = { time: `${h}:${String(m).padStart(2, '0')}`, carrier: pick(rng, ['LTC 4G', 'Unitel 4G', 'ETL 4G', 'TPLUS 4G']), batt: `${ri(rng, 12, 98)}%`, dark: rng() < 0.5 };
  }
  if (kinds.has('shadow')) plan.shadow = { ang: ri(rng, 0, 359), a: +rr(rng, 0.3, 0.55).toFixed(2), stop: ri(rng, 45, 80), gx: ri(rng, 15, 85), gy: ri(rng, 15, 85), ga: +rr(rng, 0.25, 0.5).toFixed(2), gr: ri(rng, 90, 200) };
  if (kinds.has('small')) plan.smallTarget = +rr(rng, 10.5, 14.5).toFixed(1); // median line height in px after downscale
  if (kinds.has('blur')) plan.blur = +rr(rng, 0.6, 1.4).toFixed(2);
  if (kinds.has('lowcontrast')) { const a = +rr(rng, 0.4, 0.6).toFixed(2); plan.lowc = { a, b: Math.round((1 - a) * rr(rng, 110, 175)) }; }
  if (kinds.has('noise')) { plan.noise = +rr(rng, 6, 16).toFixed(1); plan.noiseSeed = fnv1a(d.id + '-noise'); }
  if (kinds.has('jpeg')) plan.jpeg = ri(rng, 12, 34);
  return plan;
}

function describe(plan, geo) {
  const order = ['phone', 'perspective', 'shadow', 'small', 'blur', 'lowcontrast', 'noise', 'jpeg'];
  const parts = [];
  for (const k of order) {
    if (!plan.kinds.includes(k)) continue;
    if (k === 'phone') parts.push(`phone-screenshot (status bar and nav bar UI chrome, content scale ${geo.scale.toFixed(2)})`);
    if (k === 'perspective') parts.push(`perspective photo (rotX ${plan.persp.ax}°, rotY ${plan.persp.ay}°, rotZ ${plan.persp.az}°, on ${plan.persp.bg})`);
    if (k === 'shadow') parts.push(`shadow gradient ${Math.round(plan.shadow.a * 100)}% with glare spot`);
    if (k === 'small') parts.push(`small-text (downscaled x${plan.small})`);
    if (k === 'blur') parts.push(`blur sigma ${plan.blur}`);
    if (k === 'lowcontrast') parts.push(`low-contrast (x${plan.lowc.a} +${plan.lowc.b})`);
    if (k === 'noise') parts.push(`noise sigma ${plan.noise}`);
    if (k === 'jpeg') parts.push(`jpeg q${plan.jpeg}`);
  }
  return parts.join('; ');
}

// alpha of the shadow/glare overlay at a scene point
function overlayAt(plan, SW, SH, px, py) {
  if (!plan.shadow) return { shade: 0, glare: 0 };
  const s = plan.shadow; const a = (s.ang * Math.PI) / 180;
  const L = Math.abs(SW * Math.sin(a)) + Math.abs(SH * Math.cos(a));
  const tpos = ((px - SW / 2) * Math.sin(a) - (py - SH / 2) * Math.cos(a)) / L + 0.5;
  const shade = Math.max(0, s.a * (1 - tpos / (s.stop / 100)));
  const gd = Math.hypot(px - (s.gx / 100) * SW, py - (s.gy / 100) * SH);
  const glare = Math.max(0, s.ga * (1 - gd / s.gr));
  return { shade, glare };
}

// WCAG contrast ratio of text colour vs background after overlay shade/glare and the low-contrast mapping
function contrastAfter(fg, bg, o, lowc) {
  const tr = (v) => {
    let x = v * (1 - o.shade); x = x + (255 - x) * o.glare;
    if (lowc) x = lowc.a * x + lowc.b;
    return Math.max(0, Math.min(255, x));
  };
  const L = (c) => { const f = (v) => { v = tr(v) / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const a = L(fg), b = L(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

async function addNoise(buf, sigma, seed) {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rng = mulberry32(seed);
  const gauss = () => { let u = 0, v = 0; while (u === 0) u = rng(); v = rng(); return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v); };
  const ch = info.channels;
  for (let i = 0; i < data.length; i += ch) {
    const n = gauss() * sigma;
    for (let c = 0; c < 3; c++) { const v = data[i + c] + n + gauss() * sigma * 0.3; data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v; }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: ch } }).png().toBuffer();
}

async function renderClean(page, d, t) {
  await page.setViewportSize({ width: t.w, height: t.h || 3000 });
  await page.setContent(pageHTML(t.css, cardHTML(d.template, t)), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const m = await page.evaluate(measureInPage, { root: '#card' });
  if (m.errs.length) throw new Error(`${d.id}: OVERFLOW\n  ` + m.errs.join('\n  '));
  const exp = expectedLines(d.lines);
  const got = m.lines.map((l) => l.text);
  if (JSON.stringify(exp) !== JSON.stringify(got)) throw new Error(`${d.id}: DOM lines differ from design lines\n exp ${JSON.stringify(exp)}\n got ${JSON.stringify(got)}`);
  const H = Math.ceil(m.h), W = Math.ceil(m.w);
  await page.setViewportSize({ width: W, height: H });
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: W, height: H }, animations: 'disabled' });
  return { png, lines: m.lines, W, H };
}

async function renderHard(page, d, t, clean) {
  const plan = makePlan(d, t);
  const { W, H } = clean;
  const card = cardHTML(d.template, t);
  const ov = plan.shadow ? `<div style="position:absolute;left:0;top:0;right:0;bottom:0;pointer-events:none;background:linear-gradient(${plan.shadow.ang}deg,rgba(0,0,0,${plan.shadow.a}) 0%,rgba(0,0,0,0) ${plan.shadow.stop}%),radial-gradient(circle at ${plan.shadow.gx}% ${plan.shadow.gy}%,rgba(255,255,255,${plan.shadow.ga}) 0,rgba(255,255,255,0) ${plan.shadow.gr}px)"></div>` : '';
  let SW, SH, body, css = t.css, geo;
  // geometry: maps a card point (x, y) to a scene point and a local scale for a line box
  if (plan.persp) {
    const p = plan.persp;
    const tf = `perspective(${p.P}px) rotateX(${p.ax}deg) rotateY(${p.ay}deg) rotateZ(${p.az}deg)`;
    const corners = await page.evaluate(projectInPage, { tf, W, H, pts: [[0, 0], [W, 0], [W, H], [0, H]] });
    const mx = Math.max(...corners.map((c) => Math.abs(c[0]))), my = Math.max(...corners.map((c) => Math.abs(c[1])));
    const margin = Math.round(Math.max(W, H) * 0.08) + 20;
    SW = Math.ceil(2 * mx + 2 * margin); SH = Math.ceil(2 * my + 2 * margin);
    body = `<div id="scene" style="position:relative;width:${SW}px;height:${SH}px;overflow:hidden;${BGS[p.bg]}">
      <div style="position:absolute;left:0;top:0;width:${SW}px;height:${SH}px;perspective:${p.P}px;perspective-origin:50% 50%">
      <div id="holder" style="position:absolute;left:${(SW - W) / 2}px;top:${(SH - H) / 2}px;width:${W}px;height:${H}px;transform:rotateX(${p.ax}deg) rotateY(${p.ay}deg) rotateZ(${p.az}deg);transform-origin:50% 50%;box-shadow:0 18px 40px rgba(0,0,0,.45)">${card}</div></div>${ov}</div>`;
    geo = { kind: 'persp', tf, scale: 1 };
  } else if (plan.phone) {
    const ph = plan.phone;
    const SWp = 390; const s = Math.min(1, SWp / W);
    const contentH = Math.round(H * s);
    const screenH = t.medium === 'screen' ? contentH : Math.max(contentH, 700);
    const top = 30, nav = 44;
    SW = SWp; SH = top + screenH + nav;
    const fg = ph.dark ? '#ffffff' : '#111111', bgc = ph.dark ? '#000000' : '#f7f7f7';
    const offY = top + Math.round((screenH - contentH) / 2);
    css += `\n.chrome .t{font-family:'Noto Sans',sans-serif;font-size:13px;font-weight:600;color:${fg};line-height:1.3}`;
    body = `<div id="scene" style="position:relative;width:${SW}px;height:${SH}px;overflow:hidden;background:${bgc}">
      <div class="chrome" style="position:absolute;left:0;top:0;width:${SW}px;height:${top}px;display:flex;align-items:center;padding:0 16px;gap:8px;background:${bgc}">
        <div class="t" data-role="chrome">${ph.time}</div><div style="flex:1"></div>
        <div class="t" data-role="chrome">${ph.carrier}</div>
        <div style="width:16px;height:10px;border-left:3px solid ${fg};border-right:3px solid ${fg};opacity:.8"></div>
        <div class="t" data-role="chrome">${ph.batt}</div>
        <div style="width:24px;height:12px;border:2px solid ${fg};border-radius:3px;padding:1px"><div style="width:60%;height:100%;background:${fg}"></div></div></div>
      <div style="position:absolute;left:0;top:${offY}px;width:${Math.round(W * s)}px;height:${contentH}px;overflow:hidden">
        <div id="holder" style="width:${W}px;height:${H}px;transform:scale(${s});transform-origin:0 0">${card}</div></div>
      <div style="position:absolute;left:0;bottom:0;width:${SW}px;height:${nav}px;display:flex;align-items:center;justify-content:space-around;background:${bgc}">
        <div style="width:14px;height:14px;border:2px solid ${fg};transform:rotate(45deg);opacity:.7"></div>
        <div style="width:16px;height:16px;border:2px solid ${fg};border-radius:50%;opacity:.7"></div>
        <div style="width:15px;height:15px;border:2px solid ${fg};border-radius:3px;opacity:.7"></div></div>${ov}</div>`;
    geo = { kind: 'phone', s, offY, scale: s };
  } else {
    SW = W; SH = H;
    body = `<div id="scene" style="position:relative;width:${SW}px;height:${SH}px;overflow:hidden"><div id="holder">${card}</div>${ov}</div>`;
    geo = { kind: 'flat', scale: 1 };
  }
  await page.setViewportSize({ width: SW, height: SH });
  await page.setContent(pageHTML(css, body), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);

  // card lines (layout identical to the clean page) and chrome lines
  const cardLines = clean.lines;
  const sceneM = await page.evaluate(measureInPage, { root: '#scene', sel: '.chrome .t' });
  if (sceneM.errs.length) throw new Error(`${d.id}: chrome overflow\n  ` + sceneM.errs.join('\n  '));
  const chromeLines = sceneM.lines;
  // per-line geometry
  let proj = null;
  if (geo.kind === 'persp') {
    const pts = [];
    for (const l of cardLines) pts.push([l.x, l.y], [l.x + l.w, l.y], [l.x + l.w, l.y + l.h], [l.x, l.y + l.h]);
    proj = await page.evaluate(projectInPage, { tf: geo.tf, W, H, pts });
    // sanity check of the projection against Chromium's own layout of the transformed card
    const hb = await page.evaluate(() => { const r = document.getElementById('holder').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
    const c4 = await page.evaluate(projectInPage, { tf: geo.tf, W, H, pts: [[0, 0], [W, 0], [W, H], [0, H]] });
    const xs = c4.map((c) => c[0] + SW / 2), ys = c4.map((c) => c[1] + SH / 2);
    const mine = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (mine.some((v, i) => Math.abs(v - hb[i]) > 3)) throw new Error(`${d.id}: projection mismatch ${mine} vs ${hb}`);
  }
  // per-line local scale and position in the scene
  const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const G = cardLines.map((l, i) => {
    if (geo.kind === 'persp') {
      const q = proj.slice(i * 4, i * 4 + 4).map(([x, y]) => [x + SW / 2, y + SH / 2]);
      const hmin = Math.min(dist(q[0], q[3]), dist(q[1], q[2])) / l.h;
      const wr = Math.max(dist(q[0], q[1]), dist(q[3], q[2])) / l.w;
      return { factor: Math.min(hmin, wr), cx: (q[0][0] + q[2][0]) / 2, cy: (q[0][1] + q[2][1]) / 2 };
    }
    if (geo.kind === 'phone') return { factor: geo.s, cx: (l.x + l.w / 2) * geo.s, cy: geo.offY + (l.y + l.h / 2) * geo.s };
    return { factor: 1, cx: l.x + l.w / 2, cy: l.y + l.h / 2 };
  });
  if (plan.smallTarget) {
    const sizes = cardLines.map((l, i) => l.fs * G[i].factor).sort((a, b) => a - b);
    const med = sizes[Math.floor(sizes.length / 2)];
    plan.small = +Math.min(0.85, Math.max(0.35, plan.smallTarget / med)).toFixed(2);
  }
  const small = plan.small || 1;
  const blur = plan.blur || 0;
  const decisions = [];
  const judge = (l, factor, cx, cy) => {
    const lao = /[\u0E80-\u0EFF]/.test(l.text), thai = /[\u0E00-\u0E7F]/.test(l.text);
    const px = l.fs * factor * small;
    let minPx = 7 + (lao ? 1.5 : 0) + (thai ? 1 : 0) + blur * 2.2 + (plan.noise ? plan.noise / 12 : 0);
    if (plan.jpeg) minPx += plan.jpeg < 20 ? 1.5 : plan.jpeg < 28 ? 0.8 : 0.3;
    const o = overlayAt(plan, SW, SH, cx, cy);
    const c = contrastAfter(l.fg, l.bg, o, plan.lowc);
    minPx += 0.8 * Math.max(0, 4.5 - c); // faint text needs to be bigger
    const cmin = 1.6 + (plan.noise ? plan.noise / 20 : 0);
    const inside = cx > 0 && cy > 0 && cx < SW && cy < SH;
    const keep = px >= minPx && c >= cmin && inside;
    decisions.push({ text: l.text, px: +px.toFixed(1), minPx: +minPx.toFixed(1), contrast: +c.toFixed(2), cmin: +cmin.toFixed(2), keep });
    return keep;
  };
  const kept = [];
  for (const l of chromeLines) if (judge(l, 1, l.x + l.w / 2, l.y + l.h / 2)) kept.push(l.text);
  cardLines.forEach((l, i) => { if (judge(l, G[i].factor, G[i].cx, G[i].cy)) kept.push(l.text); });
  if (!kept.length) throw new Error(`${d.id}: hard variant left no readable line ${JSON.stringify(plan)} ${JSON.stringify(decisions.slice(0, 5))}`);

  // screenshot and image processing (each step materialised so the order is fixed)
  let buf = await page.screenshot({ clip: { x: 0, y: 0, width: SW, height: SH }, animations: 'disabled' });
  if (plan.small) buf = await sharp(buf).resize({ width: Math.round(SW * plan.small), kernel: 'lanczos3' }).png().toBuffer();
  if (plan.blur) buf = await sharp(buf).blur(plan.blur).png().toBuffer();
  if (plan.lowc) buf = await sharp(buf).linear(plan.lowc.a, plan.lowc.b).png().toBuffer();
  if (plan.noise) buf = await addNoise(buf, plan.noise, plan.noiseSeed);
  let ext = 'png';
  if (plan.jpeg) { buf = await sharp(buf).flatten({ background: '#ffffff' }).jpeg({ quality: plan.jpeg, chromaSubsampling: '4:2:0', mozjpeg: false }).toBuffer(); ext = 'jpg'; }
  else buf = await sharp(buf).png({ compressionLevel: 9 }).toBuffer();
  return { buf, ext, kept, plan, render: describe(plan, geo), decisions };
}

async function main() {
  const only = process.argv.slice(2).map(Number).filter(Boolean);
  const list = only.length ? designs.filter((d) => only.includes(d.n)) : designs;
  if (!only.length && designs.length !== 60) throw new Error('expected 60 designs, got ' + designs.length);
  fs.mkdirSync(FILES, { recursive: true });
  fs.mkdirSync(path.dirname(LOG), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'] });
  const ctx = await browser.newContext({ deviceScaleFactor: 1, offline: true });
  const page = await ctx.newPage();
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const records = [];
  const log = {};
  const failures = [];
  try {
    for (const d of list) {
     try {
      const tf = templates[d.template];
      if (!tf) throw new Error(`${d.id}: unknown template ${d.template}`);
      const t = tf(d);
      const clean = await renderClean(page, d, t);
      const cleanName = `${d.id}-clean.png`;
      fs.writeFileSync(path.join(FILES, cleanName), clean.png);
      const base = { variant: d.variant, suspected: d.suspected, groups: d.groups, product: d.product, writer: 'i14', template: d.template, lang: d.lang };
      records.push({ id: `${d.id}-clean`, variant: base.variant, image: `files/${cleanName}`, suspected: base.suspected, groups: base.groups, product: base.product, writer: 'i14', template: base.template, lang: base.lang, ocr_truth: clean.lines.map((l) => l.text).join('\n'), render: 'clean' });
      const hard = await renderHard(page, d, t, clean);
      const hardName = `${d.id}-hard.${hard.ext}`;
      for (const e of ['png', 'jpg']) { const p = path.join(FILES, `${d.id}-hard.${e}`); if (e !== hard.ext && fs.existsSync(p)) fs.unlinkSync(p); }
      fs.writeFileSync(path.join(FILES, hardName), hard.buf);
      records.push({ id: `${d.id}-hard`, variant: base.variant, image: `files/${hardName}`, suspected: base.suspected, groups: base.groups, product: base.product, writer: 'i14', template: base.template, lang: base.lang, ocr_truth: hard.kept.join('\n'), render: hard.render });
      log[d.id] = { plan: hard.plan, lines: hard.decisions };
      const dropped = hard.decisions.filter((x) => !x.keep).length;
      console.log(`${d.id} ${d.template} clean ${clean.W}x${clean.H} | hard: ${hard.render} | kept ${hard.kept.length}/${hard.decisions.length} (dropped ${dropped})`);
     } catch (e) { failures.push(e.message); console.error('FAILED ' + e.message); }
    }
  } finally {
    await browser.close();
  }
  if (failures.length) throw new Error(`${failures.length} design(s) failed; nothing written to images.jsonl:\n` + failures.join('\n'));
  if (!only.length) {
    fs.writeFileSync(JSONL, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    fs.writeFileSync(LOG, JSON.stringify(log, null, 1));
    console.log(`wrote ${records.length} records to ${JSONL}`);
  } else {
    fs.writeFileSync(LOG.replace('.json', '.partial.json'), JSON.stringify(log, null, 1));
    console.log(`(partial run: ${records.length} pictures rendered, images.jsonl not rewritten)`);
  }
}

main().catch((e) => { console.error('RENDER FAILED: ' + (e && e.stack ? e.stack : e)); process.exit(1); });

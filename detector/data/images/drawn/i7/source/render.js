// Renders every design: HTML -> headless Chromium screenshot (clean PNG), then one hard
// variant (cycle of 7 degradations), reads the OCR truth back from the DOM, checks that
// every text line is inside the picture, not clipped, not covered and not overlapping,
// and writes images.jsonl.
// usage: node source/render.js [--only 3,7] [--clean-only]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const sharp = require('sharp');
const T = require('./templates');
const { rng, busyBg } = require('./lib');
const designs = require('./designs');

const ROOT = path.resolve(__dirname, '..');
const OUTDIR = path.join(ROOT, 'files');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',').map(Number) : null;
const cleanOnly = args.includes('--clean-only');
const AUTOH = ['ecom', 'chat', 'poster', 'carousel', 'flyer', 'notice', 'invite', 'social', 'pricelist', 'news'];
const HARD = ['jpeg', 'noise', 'rotate', 'screen', 'lowcontrast', 'small40', 'busybg'];

const BASE = `*{box-sizing:border-box;margin:0;padding:0} html,body{margin:0;background:#fff}
.page{position:relative;overflow:hidden;isolation:isolate} .t{white-space:nowrap}`;

function buildHtml(d, busy) {
  const R = rng(d.n * 101 + 7);
  const out = T[d.tpl](d, R);
  let body = out.body;
  let extra = '';
  if (busy) {
    const R2 = rng(d.n * 977 + 3);
    const pal = ['#ff5252', '#ffd740', '#40c4ff', '#69f0ae', '#e040fb', '#ffab40', '#b2ff59'];
    extra = `.busyov{position:absolute;inset:0;z-index:1;pointer-events:none;mix-blend-mode:multiply;opacity:.62;background:${busyBg(R2, pal)}} .t{position:relative;z-index:2}`;
    body = body.replace(/(<div class="page[^>]*>)/, '$1<div class="busyov"></div>');
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${BASE}\n${out.css}\n${extra}</style></head><body>${body}</body></html>`;
  return { html, w: out.w, h: out.h };
}

// In-page check + OCR extraction
const CHECK = () => {
  const issues = [];
  const page = document.querySelector('.page');
  const P = page.getBoundingClientRect();
  const els = [...document.querySelectorAll('.t')];
  const rects = els.map((el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); });
  const rotated = els.map((el) => { for (let a = el; a && a !== page; a = a.parentElement) { const tr = getComputedStyle(a).transform; if (tr && tr !== 'none') return true; } return false; });
  els.forEach((el, i) => {
    const r = rects[i], tx = el.textContent;
    if (!tx.trim()) issues.push(`empty #${i}`);
    if (el.querySelector('.t')) issues.push(`nested .t in "${tx}"`);
    if (r.left < P.left - 0.5 || r.top < P.top - 0.5 || r.right > P.right + 0.5 || r.bottom > P.bottom + 0.5) issues.push(`outside page: "${tx}" ${JSON.stringify([r.left, r.top, r.right, r.bottom].map(Math.round))}`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') issues.push(`overflow own box: "${tx}"`);
    for (let a = el.parentElement; a && a !== page; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.borderTopLeftRadius === '50%' && a.getBoundingClientRect().width > 50) {
        const A = a.getBoundingClientRect(), ih = r.height * 0.22;
        const cx = (A.left + A.right) / 2, cy = (A.top + A.bottom) / 2, rx = A.width / 2, ry = A.height / 2;
        const cs4 = [[r.left + 1, r.top + ih], [r.right - 1, r.top + ih], [r.left + 1, r.bottom - ih], [r.right - 1, r.bottom - ih]];
        if (cs4.some(([x, y]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1.0)) issues.push(`outside round shape: "${tx}"`);
      }
      if (cs.overflow !== 'visible' || cs.clipPath !== 'none') {
        const A = a.getBoundingClientRect();
        if (r.left < A.left - 0.5 || r.top < A.top - 0.5 || r.right > A.right + 0.5 || r.bottom > A.bottom + 0.5) issues.push(`clipped by ancestor: "${tx}"`);
        const cp = cs.clipPath;
        const ih = r.height * 0.18; // ignore line-box leading
        const corners = [[r.left + 1, r.top + ih], [r.right - 1, r.top + ih], [r.left + 1, r.bottom - ih], [r.right - 1, r.bottom - ih]];
        if (cp.startsWith('circle') || cp.startsWith('ellipse')) {
          const cx = (A.left + A.right) / 2, cy = (A.top + A.bottom) / 2, rx = A.width / 2, ry = A.height / 2;
          if (corners.some(([x, y]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1.0)) issues.push(`outside clip circle: "${tx}"`);
        } else if (cp.startsWith('polygon')) {
          const pts = cp.slice(cp.indexOf('(') + 1, cp.lastIndexOf(')')).split(',').map((pq) => pq.trim().split(/\s+/).map((v, k) => {
            const num = parseFloat(v); const base = k ? A.height : A.width;
            return (v.endsWith('%') ? num / 100 * base : num) + (k ? A.top : A.left);
          }));
          const inside = ([x, y]) => { let c = false; for (let p = 0, q = pts.length - 1; p < pts.length; q = p++) { const [xi, yi] = pts[p], [xj, yj] = pts[q]; if (((yi > y) !== (yj > y)) && (x < (xj - xi) * (y - yi) / (yj - yi) + xi)) c = !c; } return c; };
          if (corners.some((pt) => !inside(pt))) issues.push(`outside clip polygon: "${tx}"`);
        }
      }
    }
    // hit test: text must be on top where it is drawn
    const fx = rotated[i] ? [0.5] : [0.12, 0.5, 0.88];
    for (const f of fx) {
      const x = r.left + r.width * f, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit)) { issues.push(`covered: "${tx}" by ${hit.className || hit.tagName} at ${f}`); break; }
    }
  });
  // overlap test in unrotated layout (rotated badges have inflated bounding boxes)
  const st = document.createElement('style'); st.textContent = '*{transform:none!important}'; document.head.appendChild(st);
  const flat = els.map((el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); });
  st.remove();
  for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
    const a = flat[i], b = flat[j];
    const sa = a.height * 0.06, sb = b.height * 0.06;
    const ix = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const iy = Math.min(a.bottom - sa, b.bottom - sb) - Math.max(a.top + sa, b.top + sb);
    if (ix > 2 && iy > 2) issues.push(`overlap: "${els[i].textContent}" / "${els[j].textContent}"`);
  }
  const sizes = els.map((el) => parseFloat(getComputedStyle(el).fontSize));
  return { lines: els.map((el) => el.textContent.replace(/\s+/g, ' ').trim()), issues, minSize: Math.min(...sizes), maxSize: Math.max(...sizes) };
};

function gaussNoise(buf, info, sigma, R) {
  const out = Buffer.from(buf);
  for (let i = 0; i < out.length; i += info.channels) {
    let u = R() || 1e-9, v = R();
    const g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) * sigma; // luminance noise
    for (let c = 0; c < 3; c++) {
      let u2 = R() || 1e-9, v2 = R();
      const ch = Math.sqrt(-2 * Math.log(u2)) * Math.cos(2 * Math.PI * v2) * sigma * 0.35; // a bit of chroma noise
      out[i + c] = Math.max(0, Math.min(255, Math.round(out[i + c] + g + ch)));
    }
  }
  return out;
}

async function screenPhoto(browser, png, w, h, n) {
  const R = rng(n * 31 + 5);
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.route('**/*', (r) => r.abort());
  const ry = (R() < 0.5 ? -1 : 1) * (9 + R() * 8), rx = 4 + R() * 7, rz = (R() - 0.5) * 4;
  const html = `<!doctype html><html><head><style>*{margin:0;padding:0}
  body{width:${w}px;height:${h}px;overflow:hidden;background:radial-gradient(circle at 30% 20%,#5b5550,#1d1b19 70%);perspective:${1100 + R() * 600}px}
  .scr{position:absolute;left:${w * 0.06}px;top:${h * 0.05}px;width:${w * 0.88}px;height:${h * 0.9}px;transform:rotateY(${ry}deg) rotateX(${rx}deg) rotateZ(${rz}deg);border:${Math.round(w * 0.018)}px solid #0c0c0c;border-radius:22px;overflow:hidden;box-shadow:0 30px 60px rgba(0,0,0,.6)}
  .scr img{width:100%;height:100%;object-fit:fill;filter:blur(${(0.7 + R() * 0.8).toFixed(2)}px) saturate(1.2) brightness(1.06)}
  .m1,.m2,.gl{position:absolute;inset:0;pointer-events:none}
  .m1{background:repeating-linear-gradient(${(R() * 6 - 3).toFixed(2)}deg,rgba(0,0,0,.16) 0 1px,transparent 1px 3px);mix-blend-mode:multiply}
  .m2{background:repeating-linear-gradient(${(90 + R() * 8 - 4).toFixed(2)}deg,rgba(80,40,160,.10) 0 1px,transparent 1px 3.3px),repeating-radial-gradient(circle at ${R() * 100}% ${R() * 100}%,rgba(255,0,120,.06) 0 6px,rgba(0,200,255,.06) 6px 13px);mix-blend-mode:multiply}
  .gl{background:linear-gradient(${100 + R() * 40}deg,transparent 35%,rgba(255,255,255,.22) 48%,transparent 62%)}
  </style></head><body><div class="scr"><img src="data:image/png;base64,${png.toString('base64')}"><div class="m1"></div><div class="m2"></div><div class="gl"></div></div></body></html>`;
  await page.setContent(html);
  await page.waitForTimeout(100);
  const shot = await page.screenshot({ type: 'png' });
  await page.close();
  return sharp(shot).blur(0.6).jpeg({ quality: 72 }).toBuffer();
}

async function main() {
  fs.mkdirSync(OUTDIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const records = [];
  const report = [];
  let bad = 0;
  for (const d of designs) {
    if (only && !only.includes(d.n)) continue;
    const id = `i7-${String(d.n).padStart(3, '0')}`;
    let { html, w, h } = buildHtml(d, false);
    let page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.route('**/*', (r) => r.abort());
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    if (d.autoH !== false && AUTOH.includes(d.tpl)) {
      // shrink the page to its content (plus a margin), keeping bottom-anchored bars
      const need = await page.evaluate(() => {
        const P = document.querySelector('.page'), PR = P.getBoundingClientRect();
        let m = 0;
        for (const el of P.querySelectorAll('*')) {
          if (el.closest('.anchor-b')) continue;
          const r = el.getBoundingClientRect();
          if (r.height < PR.height * 0.9 && r.width > 0) m = Math.max(m, r.bottom - PR.top);
        }
        const ab = [...P.querySelectorAll('.anchor-b')].reduce((s, e) => Math.max(s, PR.bottom - e.getBoundingClientRect().top), 0);
        return Math.ceil(m + ab);
      });
      const target = Math.max(Math.round(w * 0.75), need + (d.padB ?? 30 + (d.n * 37) % 70));
      if (target < h - 10) {
        d.h = target;
        ({ html, w, h } = buildHtml(d, false));
        await page.close();
        page = await browser.newPage({ viewport: { width: w, height: h } });
        await page.route('**/*', (r) => r.abort());
        await page.setContent(html);
        await page.evaluate(() => document.fonts.ready);
      }
    }
    const chk = await page.evaluate(CHECK);
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: w, height: h } });
    await page.close();
    if (chk.issues.length) { bad++; console.log(`${id} (${d.tpl}) ISSUES:\n  ` + chk.issues.join('\n  ')); }
    if (chk.minSize < 14 || chk.maxSize > 80) console.log(`${id} font size range ${chk.minSize}-${chk.maxSize}`);
    const cleanFile = `files/${id}-clean.png`;
    fs.writeFileSync(path.join(ROOT, cleanFile), await sharp(png).png({ compressionLevel: 9 }).toBuffer());
    const kind = HARD[(d.n - 1) % HARD.length];
    let hardFile = null;
    if (!cleanOnly) {
      const R = rng(d.n * 13 + 1);
      let buf, ext = 'png';
      if (kind === 'jpeg') { buf = await sharp(png).jpeg({ quality: 20 + ((d.n * 7) % 16) }).toBuffer(); ext = 'jpg'; }
      else if (kind === 'noise') {
        const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        buf = await sharp(gaussNoise(data, info, 18 + R() * 12, R), { raw: info }).png({ compressionLevel: 9 }).toBuffer();
      } else if (kind === 'rotate') {
        const ang = (d.n % 2 ? 1 : -1) * (3 + (d.n % 6));
        let img = await sharp(png).rotate(ang, { background: R() < 0.5 ? '#ebe7df' : '#2b2b2b' }).png().toBuffer();
        const m = await sharp(img).metadata();
        if (m.width > 1400) img = await sharp(img).resize({ width: 1400 }).png().toBuffer();
        buf = await sharp(img).png({ compressionLevel: 9 }).toBuffer();
      } else if (kind === 'screen') { buf = await screenPhoto(browser, png, w, h, d.n); ext = 'jpg'; }
      else if (kind === 'lowcontrast') {
        const a = 0.3 + R() * 0.12, b = 128 * (1 - a) + (R() * 40 - 20);
        buf = await sharp(png).removeAlpha().linear(a, b).modulate({ saturation: 0.55 }).png({ compressionLevel: 9 }).toBuffer();
      } else if (kind === 'small40') {
        const w40 = Math.round(w * 0.4);
        const small = await sharp(png).resize({ width: w40 }).png().toBuffer();
        buf = await sharp(small).resize({ width: Math.max(600, w40), kernel: 'cubic' }).png({ compressionLevel: 9 }).toBuffer();
      } else if (kind === 'busybg') {
        const bh = buildHtml(d, true);
        const p2 = await browser.newPage({ viewport: { width: w, height: h } });
        await p2.route('**/*', (r) => r.abort());
        await p2.setContent(bh.html);
        await p2.evaluate(() => document.fonts.ready);
        const chk2 = await p2.evaluate(CHECK);
        if (chk2.lines.join('\n') !== chk.lines.join('\n')) console.log(`${id} busy variant text differs!`);
        const real = chk2.issues.filter((x) => !x.startsWith('covered'));
        if (real.length) console.log(`${id} busy issues: ${real.join('; ')}`);
        buf = await sharp(await p2.screenshot({ type: 'png', clip: { x: 0, y: 0, width: w, height: h } })).png({ compressionLevel: 9 }).toBuffer();
        await p2.close();
      }
      hardFile = `files/${id}-hard.${ext}`;
      fs.writeFileSync(path.join(ROOT, hardFile), buf);
    }
    const base = {
      variant: d.variant, suspected: d.groups.length > 0, groups: d.groups, product: d.product,
      writer: 'i7', template: `i7-t${String(d.n).padStart(3, '0')}`, lang: d.lang, ocr_truth: chk.lines.join('\n'),
    };
    records.push(Object.assign({ id: `${id}-clean`, variant: d.variant, image: cleanFile }, base));
    if (hardFile) records.push(Object.assign({ id: `${id}-hard`, variant: d.variant, image: hardFile }, base));
    report.push({ id, tpl: d.tpl, hard: kind, lines: chk.lines.length, minSize: chk.minSize, maxSize: chk.maxSize, issues: chk.issues.length });
  }
  await browser.close();
  if (!only && !cleanOnly) {
    const order = ['id', 'variant', 'image', 'suspected', 'groups', 'product', 'writer', 'template', 'lang', 'ocr_truth'];
    fs.writeFileSync(path.join(ROOT, 'images.jsonl'), records.map((r) => JSON.stringify(Object.fromEntries(order.map((k) => [k, r[k]])))).join('\n') + '\n');
    fs.writeFileSync(path.join(__dirname, 'render-report.json'), JSON.stringify(report, null, 1));
  }
  console.log(`rendered ${report.length} designs, ${bad} with issues`);
}

main().catch((e) => { console.error(e); process.exit(1); });

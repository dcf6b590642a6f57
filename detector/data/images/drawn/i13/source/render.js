// Renders 60 designs x (clean PNG + hard variant) into ../files and writes ../images.jsonl.
// Usage: node render.js [firstN]
const path = require('path');
const fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const D = require('./designs.js');
const { html } = require('./templates.js');

const ROOT = path.resolve(__dirname, '..');
const FILES = path.join(ROOT, 'files');
fs.mkdirSync(FILES, { recursive: true });

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const KINDS = ['photo', 'jpeg', 'skew', 'photocopy', 'small', 'lowcontrast', 'noise', 'rotate'];
// balanced, deterministic assignment of hard kinds to designs 1..60 (each kind 7 or 8 times)
const KIND_OF = (() => { const r = rng(20250613); const a = []; for (let i = 0; i < 60; i++) a.push(KINDS[i % 8]);
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  const m = {}; a.forEach((k, i) => { m[i + 1] = k; }); return m; })();
const isLao = (s) => /[\u0E80-\u0EFF]/.test(s);

function hardParams(n, lang) {
  const r = rng(n * 7919 + 13);
  const kind = KIND_OF[n];
  const sg = () => (r() < 0.5 ? -1 : 1);
  const u = (a, b) => a + (b - a) * r();
  const p = { kind, seed: n * 104729, scale: 1, transform: '', filter: '', bg: '#e9e9e9', shade: '', noise: 0, speckle: 0, type: 'png', quality: 0, minPx: 9, dropFaint: false };
  switch (kind) {
    case 'photo': {
      const ax = u(3, 7) * sg(), ay = u(3, 8) * sg(), az = u(0.5, 2.5) * sg();
      p.scale = 0.9; p.transform = `perspective(1600px) rotateX(${ax.toFixed(2)}deg) rotateY(${ay.toFixed(2)}deg) rotateZ(${az.toFixed(2)}deg)`;
      p.filter = `blur(${u(0.5, 0.9).toFixed(2)}px) brightness(0.96)`; p.bg = 'linear-gradient(135deg,#6b4f3a,#8d6e52)';
      const ang = Math.floor(u(0, 360));
      p.shade = `linear-gradient(${ang}deg, rgba(0,0,0,0.34), rgba(0,0,0,0.02) 55%, rgba(255,250,230,0.10))`;
      p.noise = 10; p.type = 'jpeg'; p.quality = 78; p.minPx = 12.5; p.dropFaint = true; break;
    }
    case 'jpeg': p.scale = 0.85; p.type = 'jpeg'; p.quality = Math.round(u(25, 45)); p.minPx = p.quality < 35 ? 12.5 : 11.5; p.bg = '#fff'; break;
    case 'skew': {
      const s = u(3, 10) * sg();
      p.scale = 0.92; p.transform = `perspective(1400px) rotateY(${(s).toFixed(2)}deg) skewY(${(u(1, 3) * sg()).toFixed(2)}deg)`; p.minPx = 10; break;
    }
    case 'photocopy':
      p.scale = 0.95; p.filter = `grayscale(1) contrast(1.5) brightness(1.06) blur(0.45px)`; p.transform = `rotate(${(u(0.4, 1.5) * sg()).toFixed(2)}deg)`;
      p.speckle = Math.round(u(0.6, 1.2) * 1000) / 1000; p.bg = '#d9d9d9'; p.minPx = 12.5; p.dropFaint = true; break;
    case 'small': p.scale = Math.round((lang === 'en' ? u(0.5, 0.6) : u(0.6, 0.68)) * 100) / 100; p.minPx = 8; p.laoMinPx = 9.5; p.bg = '#fff'; break;
    case 'lowcontrast': p.scale = 0.95; p.filter = `contrast(${u(0.38, 0.5).toFixed(2)}) brightness(1.18) sepia(0.2)`; p.minPx = 12.5; p.dropFaint = true; p.bg = '#fff'; break;
    case 'noise': p.scale = 0.95; p.noise = Math.round(u(38, 55)); p.minPx = 12.5; p.bg = '#fff'; break;
    case 'rotate': p.scale = 0.95; p.transform = `rotate(${(u(4, 12) * sg()).toFixed(2)}deg)`; p.minPx = 10; break;
  }
  return p;
}

const HARD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>*{margin:0;padding:0}body{background:#fff}
#stage{position:relative;overflow:hidden}#im{position:absolute;transform-origin:50% 50%}
#shade,#fx{position:absolute;left:0;top:0;pointer-events:none}</style></head><body><div id="stage"><img id="im"><div id="shade"></div><canvas id="fx"></canvas></div></body></html>`;

async function main() {
  const limit = Number(process.argv[2] || 60);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--font-render-hinting=none'] });
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const hpage = await ctx.newPage();
  const out = [];
  const problems = [];
  for (const d of D.slice(0, limit)) {
    const num = String(d.n).padStart(3, '0');
    await page.setContent(html(d), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const info = await page.evaluate(() => {
      const pg = document.getElementById('page').getBoundingClientRect();
      return [...document.querySelectorAll('.ln')].map((el) => {
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        return { text: el.innerText, fs: parseFloat(cs.fontSize), color: cs.color, faint: el.classList.contains('faint'),
          over: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2,
          out: r.left < pg.left - 1 || r.right > pg.right + 1 || r.top < pg.top - 1 || r.bottom > pg.bottom + 1 };
      });
    });
    for (const l of info) if (l.over || l.out || !l.text.trim()) problems.push(`${num}: ${l.over ? 'overflow' : l.out ? 'outside' : 'empty'} "${l.text}"`);
    const cleanFile = `files/i13-${num}-clean.png`;
    const buf = await page.locator('#page').screenshot({ path: path.join(ROOT, cleanFile) });
    const { width: W, height: H } = await page.locator('#page').boundingBox();
    const base = { variant: d.variant, suspected: d.suspected, groups: d.groups, product: d.product, writer: 'i13',
      template: `i13-t${String(d.tpl).padStart(3, '0')}`, lang: d.lang };
    out.push({ id: `i13-${num}-clean`, variant: d.variant, image: cleanFile, suspected: d.suspected, groups: d.groups,
      product: d.product, writer: 'i13', template: base.template, lang: d.lang, ocr_truth: info.map((l) => l.text).join('\n'), render: 'clean' });

    // hard variant
    const p = hardParams(d.n, d.lang);
    const sw = Math.round(W * p.scale), sh = Math.round(H * p.scale);
    const pad = ['photo', 'rotate', 'skew', 'photocopy'].includes(p.kind) ? Math.round(Math.max(sw, sh) * (p.kind === 'rotate' ? 0.14 : 0.07)) : 0;
    const SW = sw + 2 * pad, SH = sh + 2 * pad;
    await hpage.setViewportSize({ width: Math.min(SW, 2400), height: Math.min(SH, 2400) });
    await hpage.setContent(HARD_PAGE);
    await hpage.evaluate(async ({ src, p, sw, sh, pad, SW, SH }) => {
      const st = document.getElementById('stage'); st.style.width = SW + 'px'; st.style.height = SH + 'px'; st.style.background = p.bg;
      const im = document.getElementById('im');
      await new Promise((res) => { im.onload = res; im.src = src; });
      Object.assign(im.style, { left: pad + 'px', top: pad + 'px', width: sw + 'px', height: sh + 'px', transform: p.transform, filter: p.filter });
      const sd = document.getElementById('shade'); sd.style.width = SW + 'px'; sd.style.height = SH + 'px'; sd.style.background = p.shade || 'none';
      const c = document.getElementById('fx'); c.width = SW; c.height = SH; const g = c.getContext('2d');
      let a = p.seed >>> 0; const r = () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
      if (p.noise) {
        const id = g.createImageData(SW, SH);
        for (let i = 0; i < id.data.length; i += 4) { const v = r() < 0.5 ? 0 : 255; id.data[i] = id.data[i + 1] = id.data[i + 2] = v; id.data[i + 3] = Math.floor(r() * p.noise); }
        g.putImageData(id, 0, 0);
      }
      if (p.speckle) {
        const nDots = Math.floor(SW * SH / 900 * p.speckle);
        g.fillStyle = 'rgba(20,20,20,0.8)';
        for (let i = 0; i < nDots; i++) { const s = r() < 0.8 ? 1 : 2; g.fillRect(Math.floor(r() * SW), Math.floor(r() * SH), s, s); }
        g.fillStyle = 'rgba(60,60,60,0.18)'; g.fillRect(0, 0, SW, 6); g.fillRect(Math.floor(SW * 0.6), 0, 2, SH);
      }
    }, { src: 'data:image/png;base64,' + buf.toString('base64'), p, sw, sh, pad, SW, SH });
    const ext = p.type === 'jpeg' ? 'jpg' : 'png';
    const hardFile = `files/i13-${num}-hard.${ext}`;
    const opts = { path: path.join(ROOT, hardFile), type: p.type };
    if (p.type === 'jpeg') opts.quality = p.quality;
    await hpage.locator('#stage').screenshot(opts);
    const kept = info.filter((l) => {
      const eff = l.fs * p.scale * (p.kind === 'photo' ? 0.92 : 1);
      const min = isLao(l.text) && p.laoMinPx ? p.laoMinPx : p.minPx;
      if (eff < min) return false;
      if (p.dropFaint && l.faint) return false;
      return true;
    });
    out.push({ id: `i13-${num}-hard`, variant: d.variant, image: hardFile, suspected: d.suspected, groups: d.groups,
      product: d.product, writer: 'i13', template: base.template, lang: d.lang, ocr_truth: kept.map((l) => l.text).join('\n'), render: p.kind,
      _dropped: info.length - kept.length });
    process.stdout.write(`${num} ${p.kind} dropped=${info.length - kept.length}\n`);
  }
  await browser.close();
  fs.writeFileSync(path.join(ROOT, 'images.jsonl'), out.map(({ _dropped, ...o }) => JSON.stringify(o)).join('\n') + '\n');
  fs.writeFileSync(path.join(__dirname, 'render-log.json'), JSON.stringify({ problems, dropped: out.filter((o) => o._dropped).map((o) => [o.id, o.render, o._dropped]) }, null, 1));
  console.log('problems:', problems.length); problems.forEach((x) => console.log(' ', x));
}
main().catch((e) => { console.error(e); process.exit(1); });

// Make the "hard" JPEG of every design from its clean PNG with sharp, one named style per design.
// Writes files/<id>-hard.jpg and meta/<id>.hard.json (style, parameters, lines still fully visible).
// Usage: node degrade.js [id-number ...]
'use strict';
const fs = require('fs');
const path = require('path');
const sharp = require('/work/main/node_modules/sharp');
const designs = require('./designs');

const FILES = path.resolve(__dirname, '..', 'files');
const META = path.join(__dirname, 'meta');

function rng(seed) { let x = seed * 2654435761 % 4294967296 || 1; return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; }; }
const svgBuf = (w, h, inner) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${inner}</svg>`);

async function addNoise(img, sigma, rand) {
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    // gaussian-ish luminance noise plus a little chroma noise
    const g = (rand() + rand() + rand() - 1.5) * 2 * sigma;
    for (let c = 0; c < 3; c++) {
      const v = data[i + c] + g + (rand() - 0.5) * sigma * 0.6;
      data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(data, { raw: info });
}

async function make(d) {
  const meta = JSON.parse(fs.readFileSync(path.join(META, `${d.id}.json`), 'utf8'));
  const { w, h } = meta;
  const src = path.join(FILES, `${d.id}-clean.png`);
  const out = path.join(FILES, `${d.id}-hard.jpg`);
  const n = parseInt(d.id.slice(4), 10);
  const rand = rng(n + 101);
  const style = d.hard;
  let img = sharp(src).removeAlpha();
  let params = {};
  let visible = meta.lines.map((l) => l.text);
  let q = 84;
  if (style === 'jpeg') {
    q = 20 + Math.round(rand() * 20); params.quality = q;
  } else if (style === 'noise') {
    const sigma = 14 + Math.round(rand() * 10); params.sigma = sigma;
    img = await addNoise(img, sigma, rand); q = 82;
  } else if (style === 'blur') {
    const s = +(1.5 + rand() * 1.0).toFixed(2); params.sigma = s; img = img.blur(s);
  } else if (style === 'rotate') {
    const a = +((2 + rand() * 6) * (n % 2 ? 1 : -1)).toFixed(1); params.angle = a;
    img = img.rotate(a, { background: n % 3 ? '#f4f4f4' : '#2b2b2b' });
  } else if (style === 'small') {
    const f = +(0.40 + rand() * 0.15).toFixed(2); params.scale = f;
    img = img.resize(Math.round(w * f), Math.round(h * f)); q = 80;
  } else if (style === 'dim') {
    const a = +(0.45 + rand() * 0.15).toFixed(2); params.contrast = a;
    const b = Math.round((1 - a) * 200);
    const lin = await img.linear(a, b).png().toBuffer();
    const dir = n % 2 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
    const grad = svgBuf(w, h, `<defs><linearGradient id="g" ${dir}><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`);
    img = sharp(lin).composite([{ input: grad }]);
  } else if (style === 'photo') {
    const sx = +((0.04 + rand() * 0.05) * (n % 2 ? 1 : -1)).toFixed(3), sy = +((0.02 + rand() * 0.04) * (n % 3 ? -1 : 1)).toFixed(3);
    params.shear = [sx, sy];
    const base = await img.blur(0.7).png().toBuffer();
    const sheared = await sharp(base).affine([[1, sx], [sy, 1]], { background: '#5a4a3c', interpolator: 'bicubic' }).png().toBuffer({ resolveWithObject: true });
    const W = sheared.info.width + 60, H = sheared.info.height + 60;
    const cx = Math.round(W * (0.25 + rand() * 0.5)), cy = Math.round(H * (0.2 + rand() * 0.3));
    const light = svgBuf(W, H, `<defs><radialGradient id="r" cx="${cx}" cy="${cy}" r="${Math.round(Math.max(W, H) * 0.8)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff8e0" stop-opacity=".35"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#r)"/>`);
    img = sharp({ create: { width: W, height: H, channels: 3, background: '#5a4a3c' } })
      .composite([{ input: sheared.data, left: 30, top: 30 }, { input: light }]);
    const tmp = await img.png().toBuffer();
    img = (await addNoise(sharp(tmp).removeAlpha(), 6, rand)).modulate({ saturation: 0.9 });
    q = 78;
  } else if (style === 'moire' || style === 'screen') {
    const base = await img.blur(0.6).png().toBuffer();
    let pat;
    if (style === 'moire') {
      // two fine gratings at slightly different angles beat into moire bands
      const a = +(1.5 + rand() * 2.5).toFixed(2); params.angle = a;
      pat = svgBuf(w, h, `<defs><pattern id="p1" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1.6" fill="#000" fill-opacity=".16"/></pattern>
        <pattern id="p2" width="4.3" height="4.3" patternUnits="userSpaceOnUse" patternTransform="rotate(${a})"><rect width="4.3" height="1.6" fill="#000" fill-opacity=".16"/></pattern></defs>
        <rect width="${w}" height="${h}" fill="url(#p1)"/><rect width="${w}" height="${h}" fill="url(#p2)"/>`);
    } else {
      // RGB sub-pixel stripes, scan lines and a glare streak
      pat = svgBuf(w, h, `<defs><pattern id="s" width="3" height="3" patternUnits="userSpaceOnUse"><rect x="0" width="1" height="3" fill="#ff0000" fill-opacity=".12"/><rect x="1" width="1" height="3" fill="#00ff00" fill-opacity=".12"/><rect x="2" width="1" height="3" fill="#0000ff" fill-opacity=".12"/><rect y="2" width="3" height="1" fill="#000" fill-opacity=".14"/></pattern>
        <linearGradient id="gl" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".55" stop-color="#fff" stop-opacity=".28"/><stop offset=".7" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#s)"/><rect width="${w}" height="${h}" fill="url(#gl)"/>`);
    }
    const comp = await sharp(base).composite([{ input: pat }]).png().toBuffer();
    img = sharp(comp).blur(0.5).modulate({ brightness: 0.96 });
    q = 80;
  } else if (style === 'crop') {
    const c = d.crop;
    const L = meta.lines;
    let box = { left: 0, top: 0, right: w, bottom: h };
    if (c.frac) {
      if (c.edge === 'right') box.right = Math.round(w * c.frac);
      if (c.edge === 'bottom') box.bottom = Math.round(h * c.frac);
    } else {
      const ln = L[c.line < 0 ? L.length + c.line : c.line];
      const mid = Math.round(ln.y + ln.h / 2);
      if (c.edge === 'bottom') box.bottom = mid;
      if (c.edge === 'top') box.top = mid;
    }
    params = { edge: c.edge, box };
    const full = (l) => l.x >= box.left - 0.5 && l.x + l.w <= box.right + 0.5 && l.y >= box.top - 0.5 && l.y + l.h <= box.bottom + 0.5;
    const cut = L.filter((l) => !full(l) && l.x < box.right && l.x + l.w > box.left && l.y < box.bottom && l.y + l.h > box.top);
    if (!cut.length) throw new Error(`${d.id}: crop cuts no line`);
    params.cutLines = cut.map((l) => l.text);
    visible = L.filter(full).map((l) => l.text);
    img = img.extract({ left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top });
  } else throw new Error('unknown style ' + style);
  await img.jpeg({ quality: q, mozjpeg: true }).toFile(out);
  params.jpegQuality = q;
  fs.writeFileSync(path.join(META, `${d.id}.hard.json`), JSON.stringify({ id: d.id, style, params, visible }, null, 1));
  return `${d.id} ${style} ${JSON.stringify(params)}`;
}

(async () => {
  const only = process.argv.slice(2).map((x) => parseInt(x, 10));
  for (const d of designs) {
    const n = parseInt(d.id.slice(4), 10);
    if (only.length && !only.includes(n)) continue;
    console.log(await make(d));
  }
})().catch((e) => { console.error(e); process.exit(1); });

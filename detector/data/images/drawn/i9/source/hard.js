'use strict';
const sharp = require('/work/main/node_modules/sharp');

function rng(seed) { let s = seed >>> 0 || 1; return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; }; }
function gauss(r) { let u = 0, v = 0; while (u === 0) u = r(); v = r(); return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v); }

async function addNoise(buf, sigma, r) {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 3) {
    const n = gauss(r) * sigma; // luminance-ish noise plus a little colour noise
    for (let k = 0; k < 3; k++) { const v = data[i + k] + n + gauss(r) * sigma * 0.3; data[i + k] = v < 0 ? 0 : v > 255 ? 255 : v; }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).png().toBuffer();
}
async function lighting(buf, strength, r) {
  const m = await sharp(buf).metadata();
  const { width: w, height: h } = m;
  const cx = Math.round(w * (0.2 + 0.6 * r())), cy = Math.round(h * (0.2 + 0.6 * r()));
  const svg = `<svg width="${w}" height="${h}"><defs><radialGradient id="g" cx="${cx}" cy="${cy}" r="${Math.max(w, h) * 0.9}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/></svg>`;
  return sharp(buf).composite([{ input: Buffer.from(svg), blend: 'over' }]).png().toBuffer();
}

// style -> transform; returns jpeg buffer
async function makeHard(cleanBuf, style, seed) {
  const r = rng(seed * 7919 + 17);
  let b = await sharp(cleanBuf).removeAlpha().png().toBuffer();
  const bg = { r: 120 + Math.round(r() * 60), g: 110 + Math.round(r() * 50), b: 100 + Math.round(r() * 40) };
  let q = 72;
  switch (style) {
    case 'jpeg': q = 20 + Math.round(r() * 20); break;
    case 'noise': b = await addNoise(b, 12 + r() * 8, r); q = 70; break;
    case 'rotate': {
      const a = (3 + r() * 5) * (r() > 0.5 ? 1 : -1);
      b = await sharp(b).rotate(a, { background: bg }).png().toBuffer(); q = 72; break;
    }
    case 'photo': { // shear as if photographed at an angle + uneven light
      const sx = (0.06 + r() * 0.08) * (r() > 0.5 ? 1 : -1), sy = (0.03 + r() * 0.05) * (r() > 0.5 ? 1 : -1);
      b = await sharp(b).affine([[1, sx], [sy, 1]], { background: bg, interpolator: 'bicubic' }).png().toBuffer();
      b = await lighting(b, 0.35 + r() * 0.2, r); q = 68; break;
    }
    case 'blur': b = await sharp(b).blur(0.9 + r() * 0.5).png().toBuffer(); q = 65; break;
    case 'dim': {
      const a = 0.5 + r() * 0.15;
      b = await sharp(b).linear(a, 25 + r() * 20).png().toBuffer();
      b = await lighting(b, 0.3 + r() * 0.2, r); q = 70; break;
    }
    case 'small': {
      const m = await sharp(b).metadata();
      const f = 0.45 + r() * 0.05;
      b = await sharp(b).resize(Math.round(m.width * f)).png().toBuffer(); q = 70; break;
    }
    default: throw new Error('unknown style ' + style);
  }
  return sharp(b).jpeg({ quality: q, mozjpeg: true }).toBuffer();
}
module.exports = { makeHard };

'use strict';
// Degraded ("hard") versions of a clean render, with sharp.
const sharp = require('/work/main/node_modules/sharp');

async function toPng(s) { return s.png({ compressionLevel: 1 }).toBuffer(); }

function gauss(rng) {
  let u = 0, v = 0;
  while (u === 0) u = rng();
  while (v === 0) v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const STEPS = {
  async rotate(buf, rng) {
    const a = (3 + rng() * 5) * (rng() < 0.5 ? -1 : 1);
    const bgc = [{ r: 236, g: 236, b: 232 }, { r: 60, g: 58, b: 55 }, { r: 205, g: 180, b: 140 }][Math.floor(rng() * 3)];
    return toPng(sharp(buf).rotate(a, { background: bgc }));
  },
  async photo(buf, rng) {
    // shear as if photographed at an angle, uneven light, slight blur
    const meta = await sharp(buf).metadata();
    const sx = (0.04 + rng() * 0.05) * (rng() < 0.5 ? -1 : 1), sy = (0.02 + rng() * 0.04) * (rng() < 0.5 ? -1 : 1);
    const sheared = await toPng(sharp(buf).affine([[1, sx], [sy, 1]], { background: { r: 90, g: 84, b: 78 } }));
    const m2 = await sharp(sheared).metadata();
    const w = m2.width, h = m2.height;
    const svg = `<svg width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg"><defs><radialGradient id="g" cx="${30 + rng() * 40}%" cy="${30 + rng() * 40}%" r="80%"><stop offset="0%" stop-color="#fff8e0" stop-opacity="0.12"/><stop offset="100%" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    void meta;
    return toPng(sharp(sheared).composite([{ input: Buffer.from(svg), blend: 'over' }]).blur(0.6));
  },
  async blur(buf, rng) { return toPng(sharp(buf).blur(1.0 + rng() * 0.6)); },
  async dim(buf, rng) {
    const a = 0.5 + rng() * 0.15, b = 25 + rng() * 20;
    return toPng(sharp(buf).linear(a, b).modulate({ saturation: 0.75 }).tint({ r: 255, g: 236, b: 200 }));
  },
  async noise(buf, rng) {
    const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const sigma = 12 + rng() * 10;
    for (let i = 0; i < data.length; i += 3) {
      const n = gauss(rng) * sigma; // luminance noise + a little chroma
      for (let k = 0; k < 3; k++) {
        const v = data[i + k] + n + gauss(rng) * sigma * 0.3;
        data[i + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
    return toPng(sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }));
  },
  async small(buf, rng) {
    const m = await sharp(buf).metadata();
    const f = 0.4 + rng() * 0.1;
    return toPng(sharp(buf).resize(Math.round(m.width * f)));
  },
  async jpeg(buf) { return buf; }, // quality applied at the end
};

async function makeHard(clean, styles, rng) {
  let buf = await toPng(sharp(clean).flatten({ background: '#ffffff' }));
  for (const s of styles) {
    if (!STEPS[s]) throw new Error('unknown hard style ' + s);
    buf = await STEPS[s](buf, rng);
  }
  const q = styles.includes('jpeg') ? Math.round(20 + rng() * 20) : 72;
  const out = await sharp(buf).jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer();
  return { buf: out, name: styles.join('+'), quality: q };
}

module.exports = { makeHard, STEPS };

// Makes files/<id>-hard.jpg from each clean PNG with one named degradation, and decides for every
// text line whether a person could still read it in the degraded picture (build/<id>.hard.json).
'use strict';
const path = require('path');
const fs = require('fs');
const sharp = require('/work/main/node_modules/sharp');
const { rng } = require('./lib.js');
const DESIGNS = require('./designs.js');

const OUT = path.resolve(__dirname, '..');
const FILES = path.join(OUT, 'files');
const BUILD = path.join(__dirname, 'build');
const only = process.argv.slice(2).map(Number);

const clamp = (v) => v < 0 ? 0 : v > 255 ? 255 : v;
const lerp = (a, b, t) => a + (b - a) * t;
const smooth = (t) => { t = Math.max(0, Math.min(1, t)); return t * t * (3 - 2 * t); };

// bilinear sample of an RGB buffer; returns null outside
function sample(src, W, H, x, y) {
  if (x < 0 || y < 0 || x > W - 1 || y > H - 1) return null;
  const x0 = Math.floor(x), y0 = Math.floor(y), x1 = Math.min(x0 + 1, W - 1), y1 = Math.min(y0 + 1, H - 1);
  const fx = x - x0, fy = y - y0, o = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    const a = src[(y0 * W + x0) * 3 + c], b = src[(y0 * W + x1) * 3 + c], d = src[(y1 * W + x0) * 3 + c], e = src[(y1 * W + x1) * 3 + c];
    o[c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
  }
  return o;
}

// homography from 4 point pairs (p -> q); returns 3x3 as array of 9
function homography(p, q) {
  const A = [], b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = p[i], [u, v] = q[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]); b.push(v);
  }
  // gaussian elimination
  const n = 8;
  for (let i = 0; i < n; i++) {
    let m = i; for (let k = i + 1; k < n; k++) if (Math.abs(A[k][i]) > Math.abs(A[m][i])) m = k;
    [A[i], A[m]] = [A[m], A[i]]; [b[i], b[m]] = [b[m], b[i]];
    for (let k = i + 1; k < n; k++) { const f = A[k][i] / A[i][i]; for (let j = i; j < n; j++) A[k][j] -= f * A[i][j]; b[k] -= f * b[i]; }
  }
  const h = Array(8).fill(0);
  for (let i = n - 1; i >= 0; i--) { let s = b[i]; for (let j = i + 1; j < n; j++) s -= A[i][j] * h[j]; h[i] = s / A[i][i]; }
  return [...h, 1];
}
const applyH = (h, x, y) => { const w = h[6] * x + h[7] * y + h[8]; return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w]; };

function gauss(r) { let u = 0, v = 0; while (u === 0) u = r(); while (v === 0) v = r(); return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v); }

async function degrade(d, meta) {
  const r = rng(1000 + (d.seed || d.n) * 7919);
  const cleanFile = path.join(FILES, d.id + '-clean.png');
  const { data: src, info } = await sharp(cleanFile).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const W = info.width, H = info.height;
  // per-point model: returns {hs, vs, light, glare} at a source point; plus global limits
  let model = () => ({ hs: 1, vs: 1, light: 1, glare: 0 });
  const P = { style: d.style, blur: 0, noise: 0, q: 85, scale: 1, dim: 1 };
  let img; // sharp pipeline to be written as JPEG
  const S = d.style;

  if (S === 'photo') {
    // phone photo of a flat print: perspective, uneven light, slight blur, sensor noise
    const m = Math.round(Math.max(W, H) * 0.07);
    const OW = W + 2 * m, OH = H + 2 * m;
    const j = () => (r() * 2 - 1);
    const dq = [[m + j() * W * 0.06, m + j() * H * 0.06], [m + W + j() * W * 0.06, m + j() * H * 0.06], [m + W + j() * W * 0.06, m + H + j() * H * 0.06], [m + j() * W * 0.06, m + H + j() * H * 0.06]];
    // make it a real keystone: shrink one side
    const side = Math.floor(r() * 4), k = 0.05 + r() * 0.05;
    if (side === 0) { dq[0][0] += W * k; dq[1][0] -= W * k; } else if (side === 1) { dq[2][0] -= W * k; dq[3][0] += W * k; } else if (side === 2) { dq[0][1] += H * k; dq[3][1] -= H * k; } else { dq[1][1] += H * k; dq[2][1] -= H * k; }
    const sq = [[0, 0], [W - 1, 0], [W - 1, H - 1], [0, H - 1]];
    const inv = homography(dq, sq), fwd = homography(sq, dq);
    const lx = r() * OW, ly = r() * OH, lmin = 0.5 + r() * 0.15, lr = Math.hypot(OW, OH) * (0.8 + r() * 0.3);
    const lightAt = (X, Y) => lerp(1.06, lmin, smooth(Math.hypot(X - lx, Y - ly) / lr));
    const bg = [[120, 104, 88], [164, 160, 150], [96, 110, 120]][Math.floor(r() * 3)];
    const out = Buffer.alloc(OW * OH * 3);
    for (let Y = 0; Y < OH; Y++) for (let X = 0; X < OW; X++) {
      const [sx, sy] = applyH(inv, X, Y);
      let px = sample(src, W, H, sx, sy);
      const L = lightAt(X, Y);
      const o = (Y * OW + X) * 3;
      if (!px) { px = bg.map(v => v * (0.9 + 0.1 * Math.sin(X * 0.05) * Math.cos(Y * 0.07))); }
      for (let c = 0; c < 3; c++) out[o + c] = clamp(px[c] * L * (c === 2 ? 0.95 : 1) + gauss(r) * 4);
    }
    const jac = (x, y) => { const a = applyH(fwd, x, y), bx = applyH(fwd, x + 1, y), by = applyH(fwd, x, y + 1); return [Math.hypot(bx[0] - a[0], bx[1] - a[1]), Math.hypot(by[0] - a[0], by[1] - a[1]), a]; };
    model = (x, y) => { const [hs, vs, a] = jac(x, y); return { hs, vs, light: lightAt(a[0], a[1]), glare: 0 }; };
    P.blur = 0.7; P.q = 82; P.keystone = { side, k: +k.toFixed(3) };
    img = sharp(out, { raw: { width: OW, height: OH, channels: 3 } }).blur(0.7);
  } else if (S === 'curved') {
    // label wrapped round a can: x' = R sin(theta), strong squeeze toward the edges, cylinder shading
    const tmax = (55 + r() * 10) * Math.PI / 180, R = W / (2 * tmax);
    const Wc = Math.round(2 * R * Math.sin(tmax)), mx = 40, e = Math.round(H * 0.035), my = 30 + e;
    const OW = Wc + 2 * mx, OH = H + 2 * my;
    const phi = -0.35 + r() * 0.2, ts = -0.45 + r() * 0.2;
    const out = Buffer.alloc(OW * OH * 3);
    const shade = (t) => 0.5 + 0.5 * Math.max(0, Math.cos(t - phi));
    const spec = (t) => 0.38 * Math.exp(-Math.pow((t - ts) / 0.1, 2));
    for (let Y = 0; Y < OH; Y++) for (let X = 0; X < OW; X++) {
      const o = (Y * OW + X) * 3;
      const xr = (X - mx - Wc / 2) / R;
      let px = null, t = 0;
      if (Math.abs(xr) <= Math.sin(tmax)) {
        t = Math.asin(xr);
        const sx = W / 2 + R * t, sy = Y - my - e * Math.cos(t) + e * 0.5;
        px = sample(src, W, H, sx, sy);
      }
      if (!px) { const g = 40 + 20 * (Y / OH); out[o] = g; out[o + 1] = g + 4; out[o + 2] = g + 10; continue; }
      const sh = shade(t), sp = spec(t);
      for (let c = 0; c < 3; c++) out[o + c] = clamp((px[c] * sh) * (1 - sp) + 255 * sp + gauss(r) * 3);
    }
    model = (x, y) => { const t = (x - W / 2) / R; return { hs: Math.cos(t), vs: 1, light: shade(t), glare: spec(t) }; };
    P.tmaxDeg = +(tmax * 180 / Math.PI).toFixed(1); P.q = 85;
    img = sharp(out, { raw: { width: OW, height: OH, channels: 3 } });
  } else if (S === 'glare') {
    // bright specular reflection (laminated poster / plastic pack)
    const cx = W * (0.25 + r() * 0.5), cy = H * (0.25 + r() * 0.5), base = Math.sqrt(W * H), sx = base * (0.12 + r() * 0.08), sy = sx * (0.6 + r() * 0.6), rot = r() * Math.PI;
    const ca = Math.cos(rot), sa = Math.sin(rot);
    const alpha = (x, y) => { const dx = x - cx, dy = y - cy; const u = (dx * ca + dy * sa) / sx, v = (-dx * sa + dy * ca) / sy; const q = (u * u + v * v) / 2; return 0.985 * Math.exp(-q * q); }; // flat-topped: a saturated core with a soft rim
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const a = alpha(x, y), o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(src[o + c] * (1 - a) * 0.97 + 255 * a + (c === 0 ? 4 : 0));
    }
    model = (x, y) => ({ hs: 1, vs: 1, light: 1, glare: alpha(x, y) });
    P.glare = { cx: Math.round(cx), cy: Math.round(cy), sx: Math.round(sx), sy: Math.round(sy) }; P.q = 85;
    img = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  } else if (S === 'shadow') {
    // dark gradient across part of the picture (a hand or shelf edge casting a shadow)
    const ang = r() * Math.PI * 2, dx = Math.cos(ang), dy = Math.sin(ang);
    const proj = (x, y) => ((x - W / 2) * dx + (y - H / 2) * dy) / (Math.abs(W / 2 * dx) + Math.abs(H / 2 * dy)); // -1..1
    const t0 = -0.1 + r() * 0.3, fmin = 0.035 + r() * 0.035;
    const f = (x, y) => lerp(1, fmin, smooth((proj(x, y) - t0) / (0.85 - t0)));
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const k = f(x, y), o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = clamp(src[o + c] * k * (c === 2 ? 1.04 : 1) + gauss(r) * 5);
    }
    model = (x, y) => ({ hs: 1, vs: 1, light: f(x, y), glare: 0 });
    P.shadow = { angleDeg: Math.round(ang * 180 / Math.PI), t0: +t0.toFixed(2), fmin: +fmin.toFixed(2) }; P.noise = 5; P.q = 85;
    img = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  } else if (S === 'jpeg') {
    P.q = 20 + Math.floor(r() * 21);
    img = sharp(src, { raw: { width: W, height: H, channels: 3 } });
  } else if (S === 'noise') {
    P.noise = 18 + Math.floor(r() * 10);
    const out = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i++) { const g = gauss(r) * P.noise * 0.8; for (let c = 0; c < 3; c++) out[i * 3 + c] = clamp(src[i * 3 + c] + g + gauss(r) * P.noise * 0.6); }
    P.q = 90;
    img = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  } else if (S === 'blur') {
    P.blur = +(1.2 + r() * 0.8).toFixed(2); P.q = 88;
    img = sharp(src, { raw: { width: W, height: H, channels: 3 } }).blur(P.blur);
  } else if (S === 'rotate') {
    P.angle = +((2 + r() * 8) * (r() < 0.5 ? -1 : 1)).toFixed(1); P.q = 86;
    const bgc = [{ r: 70, g: 70, b: 74 }, { r: 200, g: 196, b: 186 }, { r: 120, g: 96, b: 72 }][Math.floor(r() * 3)];
    img = sharp(await sharp(src, { raw: { width: W, height: H, channels: 3 } }).rotate(P.angle, { background: bgc }).png().toBuffer()).blur(0.4);
  } else if (S === 'small') {
    P.scale = +(0.40 + r() * 0.15).toFixed(3); P.q = 85;
    img = sharp(src, { raw: { width: W, height: H, channels: 3 } }).resize(Math.round(W * P.scale), Math.round(H * P.scale), { kernel: 'lanczos3' });
  } else if (S === 'dim') {
    P.dim = +(0.28 + r() * 0.12).toFixed(2);
    const off = 95 + r() * 50;
    const out = Buffer.alloc(W * H * 3);
    const gx = r() * 2 - 1, gy = r() * 2 - 1;
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) { const g = 10 * (gx * (x / W - 0.5) + gy * (y / H - 0.5)); for (let c = 0; c < 3; c++) { const i = (y * W + x) * 3 + c; out[i] = clamp(off + g + (src[i] - 128) * P.dim); } }
    P.q = 88;
    img = sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(0.5);
  } else throw new Error('unknown style ' + S);

  // keep hard pictures within 1200 px wide (phone photos with margins can get wider)
  {
    const { info: ti } = await img.clone().raw().toBuffer({ resolveWithObject: true });
    if (ti.width > 1200) { const k = 1200 / ti.width; P.scale *= k; P.capped = +k.toFixed(3); img = sharp(await img.png().toBuffer()).resize(1200, Math.round(ti.height * k), { kernel: 'lanczos3' }); }
  }
  const hardFile = path.join(FILES, d.id + '-hard.jpg');
  await img.jpeg({ quality: P.q, mozjpeg: false }).toFile(hardFile);
  const hm = await sharp(hardFile).metadata();

  // ---------- readability of every line ----------
  const kept = [], dropped = [], scores = [];
  for (const ln of meta.lines) {
    let ok = 0, tot = 0, why = {};
    for (const [fx, fy, fw, fh] of ln.frags) {
      for (let i = 0; i < 12; i++) for (const vy of [0.35, 0.5, 0.65]) {
        const x = fx + fw * (0.04 + 0.92 * i / 11), y = fy + fh * vy;
        const m = model(x, y);
        const hs = m.hs * P.scale, vs = m.vs * P.scale;
        const size = ln.fontSize * Math.sqrt(hs * vs);
        const con = ln.contrast * m.light * (1 - m.glare) * P.dim;
        const need = ln.lao ? 8.5 : 7;
        const reasons = [];
        if (size < need) reasons.push('too small');
        if (hs < 0.4) reasons.push('squeezed');
        if (P.blur > 0 && size < 6.5 * P.blur) reasons.push('blurred');
        if (S === 'jpeg' && size < (P.q < 30 ? 11 : 10)) reasons.push('jpeg artefacts');
        if (S === 'jpeg' && con < 0.2) reasons.push('jpeg low contrast');
        if (S === 'noise' && (con * 255 < 2.2 * P.noise || size < 10)) reasons.push('noise');
        if (con < 0.06) reasons.push(m.glare > 0.5 ? 'glare' : 'too dark/faint');
        tot++;
        if (!reasons.length) ok++; else reasons.forEach(k => why[k] = (why[k] || 0) + 1);
      }
    }
    const frac = ok / tot;
    scores.push({ text: ln.text, readable: +frac.toFixed(2) });
    if (frac >= 0.85) kept.push(ln.text); else dropped.push({ text: ln.text, readable: +frac.toFixed(2), why });
  }
  const rec = { id: d.id, style: S, params: P, size: [hm.width, hm.height], kept, dropped, scores };
  fs.writeFileSync(path.join(BUILD, d.id + '.hard.json'), JSON.stringify(rec, null, 1));
  return rec;
}

(async () => {
  for (const d of DESIGNS) {
    if (only.length && !only.includes(d.n)) continue;
    const meta = JSON.parse(fs.readFileSync(path.join(BUILD, d.id + '.json'), 'utf8'));
    const rec = await degrade(d, meta);
    console.log(d.id, d.style.padEnd(6), rec.size.join('x').padEnd(10), `kept ${rec.kept.length}/${meta.lines.length}`, rec.dropped.map(x => `[drop ${x.text.slice(0, 30)} ${x.readable} ${Object.keys(x.why).join(',')}]`).join(' '));
  }
})();

/**
 * `npm run phash -w @lcmdp/detector`
 *
 * Measures the near-duplicate threshold of the perceptual hash on the labelled ad images (data/images/*.jsonl):
 * each ad is altered the ways a repost alters it (smaller, recompressed, cropped, tilted with noise, recoloured,
 * framed, screenshotted at another size), and the Hamming distance to its original is set against the distances
 * between different ads. Prints per-variant figures, the different-ad tail, the threshold with the widest margin
 * and the time per hash. Deterministic (seeded noise); progress goes to stderr, figures to stdout.
 */
import fs from 'node:fs';

import sharp from 'sharp';

import { seededRandom } from '@lcmdp/contract';
import { hammingDistance, perceptualHash } from '../understand/phash';
import { guardStdout, log, run } from './io';
import { SPLITS } from '../data/splits';
import { readPictureSplits } from '../data/picture-splits';

type Variant = (image: Buffer) => Promise<Buffer>;

async function size(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image).metadata();
  return { width: meta.width ?? 1, height: meta.height ?? 1 };
}

/** Adds uniform noise of ±amount to every channel. */
async function withNoise(image: Buffer, amount: number, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = seededRandom(seed);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, data[i] + Math.round((next() * 2 - 1) * amount)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

const VARIANTS: Record<string, Variant> = {
  'resize 50%': async (image) => {
    const { width } = await size(image);
    return sharp(image)
      .resize({ width: Math.round(width / 2) })
      .png()
      .toBuffer();
  },
  'jpeg q50': (image) => sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 50 }).toBuffer(),
  'crop 8% centred': async (image) => {
    // 8 % of each side's length cut off, half on each edge.
    const { width, height } = await size(image);
    const left = Math.round(width * 0.04);
    const top = Math.round(height * 0.04);
    return sharp(image)
      .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
      .png()
      .toBuffer();
  },
  'crop 8% one corner': async (image) => {
    // 8 % cut off the left and the top edge: the content also shifts (a repost framed differently).
    const { width, height } = await size(image);
    const left = Math.round(width * 0.08);
    const top = Math.round(height * 0.08);
    return sharp(image)
      .extract({ left, top, width: width - left, height: height - top })
      .png()
      .toBuffer();
  },
  'rotate 2° + noise + blur': async (image) => {
    const rotated = await sharp(image).rotate(2, { background: '#ffffff' }).blur(0.8).png().toBuffer();
    return withNoise(rotated, 12, 7);
  },
  'brightness + colour': (image) =>
    sharp(image).modulate({ brightness: 1.15, saturation: 0.75, hue: 12 }).linear(0.95, 8).png().toBuffer(),
  'border 40 px': (image) =>
    sharp(image).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' }).png().toBuffer(),
  'screenshot 733 px': async (image) => {
    // A screenshot of the ad shown at another size, then recompressed by a messenger.
    const png = await sharp(image).resize({ width: 733, kernel: 'cubic' }).png({ compressionLevel: 9 }).toBuffer();
    return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 80, chromaSubsampling: '4:2:0' }).toBuffer();
  },
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))];
const median = (sorted: number[]) =>
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The threshold (same ad when distance ≤ t) with the widest margin: when the same-ad and different-ad distances do
 * not overlap, the middle of the gap; otherwise the one with the fewest errors (misses + false matches, as rates).
 */
function bestThreshold(same: number[], different: number[]) {
  let best = { threshold: 0, misses: 0, falseMatches: 0, margin: -Infinity, errors: Infinity };
  for (let t = 0; t <= 64; t += 1) {
    const misses = same.filter((d) => d > t).length;
    const falseMatches = different.filter((d) => d <= t).length;
    const errors = misses / same.length + falseMatches / different.length;
    // Margin: distance from t to the nearest same-ad distance above… or different-ad distance at or below it.
    const margin = Math.min(t - Math.max(...same), Math.min(...different) - 1 - t);
    if (errors < best.errors || (errors === best.errors && margin > best.margin)) {
      best = { threshold: t, misses, falseMatches, margin, errors };
    }
  }
  return best;
}

run(async () => {
  const out = guardStdout();
  const ads = readPictureSplits(SPLITS);
  log(`phash: ${ads.length} ads, ${Object.keys(VARIANTS).length} variants each`);

  const originals = ads.map((ad) => ({ id: ad.id, body: fs.readFileSync(ad.path) }));
  const hashes: string[] = [];
  const started = process.hrtime.bigint();
  for (const ad of originals) hashes.push(await perceptualHash(ad.body));
  const msPerHash = Number(process.hrtime.bigint() - started) / 1e6 / originals.length;

  const byVariant = new Map<string, number[]>();
  for (const [i, ad] of originals.entries()) {
    for (const [name, make] of Object.entries(VARIANTS)) {
      const distance = hammingDistance(hashes[i], await perceptualHash(await make(ad.body)));
      byVariant.set(name, [...(byVariant.get(name) ?? []), distance]);
    }
    if ((i + 1) % 10 === 0 || i + 1 === originals.length) log(`phash: ${i + 1}/${originals.length} ads`);
  }

  const different: number[] = [];
  let closest = { distance: 65, a: '', b: '' };
  for (let i = 0; i < hashes.length; i += 1) {
    for (let j = i + 1; j < hashes.length; j += 1) {
      const distance = hammingDistance(hashes[i], hashes[j]);
      different.push(distance);
      if (distance < closest.distance) closest = { distance, a: ads[i].id, b: ads[j].id };
    }
  }

  const figures = (label: string, values: number[]) => {
    const sorted = ascending(values);
    const cells = [sorted[0], median(sorted), quantile(sorted, 0.95), sorted[sorted.length - 1]];
    return `${label.padEnd(28)} ${cells.map((c) => String(c).padStart(6)).join(' ')}`;
  };
  out.line(`perceptual hash (sharp-phash, 64 bits), ${ads.length} ads, Hamming distance`);
  out.line('');
  out.line(`${'same ad, variant'.padEnd(28)} ${['min', 'median', 'p95', 'max'].map((h) => h.padStart(6)).join(' ')}`);
  const same = [...byVariant.values()].flat();
  for (const [name, values] of byVariant) out.line(figures(name, values));
  out.line(figures('all variants', same));
  out.line('');
  const sortedDifferent = ascending(different);
  out.line(
    `different ads (${different.length} pairs): min ${sortedDifferent[0]} (${closest.a} vs ${closest.b}), ` +
      `1st percentile ${quantile(sortedDifferent, 0.01)}, 5th percentile ${quantile(sortedDifferent, 0.05)}, ` +
      `median ${median(sortedDifferent)}`,
  );
  out.line('');
  const names = [...byVariant.keys()];
  out.line('share of same-ad variants within the threshold, and different-ad pairs within it (false matches)');
  out.line(
    `${'≤ t'.padEnd(5)} ${names.map((n) => n.slice(0, 12).padStart(12)).join(' ')} ${'all'.padStart(6)} ${'false matches'.padStart(16)}`,
  );
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(part === whole || part === 0 ? 0 : 1)}%`;
  for (const t of [4, 6, 8, 10, 11, 12, 13, 14, 16, 18, 20]) {
    const within = (values: number[]) => values.filter((d) => d <= t).length;
    const cells = names.map((n) => percent(within(byVariant.get(n)!), byVariant.get(n)!.length).padStart(12));
    const matched = within(different);
    const falseMatches = `${matched} (${percent(matched, different.length)})`;
    out.line(
      `${String(t).padEnd(5)} ${cells.join(' ')} ${percent(within(same), same.length).padStart(6)} ${falseMatches.padStart(16)}`,
    );
  }
  const best = bestThreshold(same, different);
  out.line('');
  if (best.margin >= 0) {
    out.line(`widest-margin threshold: distance ≤ ${best.threshold} = same ad (${best.margin} bits clear of both sides)`);
  } else {
    out.line(
      `the same-ad and different-ad distances overlap; fewest errors at distance ≤ ${best.threshold} ` +
        `(${best.misses}/${same.length} same-ad variants missed, ${best.falseMatches}/${different.length} different-ad pairs matched)`,
    );
  }
  out.line(`time per hash: ${msPerHash.toFixed(1)} ms (${ads.length} originals, one at a time)`);
  await out.close();
});

/**
 * `npm run render-ads -w @lcmdp/detector`
 *
 * Renders the labelled ad images of data/images/ads.json (Lao and English text on coloured backgrounds, some
 * with a product can, noise, blur, rotation or JPEG artefacts) with sharp from SVG, and writes
 * data/images/files/* plus data/images/{train,dev,test}.jsonl. Offline and deterministic; needs the Debian
 * fonts fonts-lao and fonts-noto-core (scripts/prereqs.sh installs them).
 */
import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { z } from 'zod';

import { DETECTOR_ROOT } from '../config';
import { GROUPS, PRODUCTS } from '../understand/vocabulary';
import { log, run } from './io';

const FONTS: Record<string, string> = {
  sans: "'Noto Sans Lao', 'DejaVu Sans'",
  phetsarath: "'Phetsarath OT', 'DejaVu Sans'",
  serif: "'Noto Serif Lao', 'DejaVu Serif'",
  looped: "'Noto Looped Lao', 'DejaVu Sans'",
  latin: "'DejaVu Sans'",
};

const lineSchema = z.object({
  text: z.string().min(1),
  size: z.number().int().min(16).max(120).default(48),
  font: z.enum(Object.keys(FONTS) as [string, ...string[]]).default('sans'),
  color: z.string().default('#1a1a1a'),
  bold: z.boolean().default(false),
  /** Draws a filled badge behind the line. */
  badge: z.string().optional(),
});

const adSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  split: z.enum(['train', 'dev', 'test']),
  variant: z.enum(['international', 'laos']),
  suspected: z.boolean(),
  groups: z.array(z.enum(GROUPS)),
  product: z.enum(PRODUCTS),
  background: z.string().default('#ffffff'),
  /** A second colour: a band across the top. */
  band: z.string().optional(),
  width: z.number().int().default(1000),
  height: z.number().int().default(700),
  /** Draws a product can on the right with this text on its label. */
  can: z.string().optional(),
  rotate: z.number().min(-10).max(10).default(0),
  noise: z.number().min(0).max(1).default(0),
  blur: z.number().min(0).max(3).default(0),
  jpeg: z.number().int().min(20).max(100).optional(),
  lines: z.array(lineSchema).min(1),
});
type Ad = z.infer<typeof adSchema>;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svgOf(ad: Ad): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ad.width}" height="${ad.height}">`,
    `<rect width="100%" height="100%" fill="${ad.background}"/>`,
  ];
  if (ad.band) parts.push(`<rect width="100%" height="${Math.round(ad.height * 0.18)}" fill="${ad.band}"/>`);
  const textWidth = ad.can ? ad.width * 0.62 : ad.width;
  if (ad.can) {
    const x = Math.round(ad.width * 0.66);
    const y = Math.round(ad.height * 0.28);
    const w = Math.round(ad.width * 0.28);
    const h = Math.round(ad.height * 0.6);
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#f4f4f4" stroke="#888" stroke-width="4"/>`,
      `<rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.3}" fill="#2b6cb0"/>`,
      `<text x="${x + w / 2}" y="${y + h * 0.48}" font-family="${FONTS.sans}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(ad.can)}</text>`,
    );
  }
  let y = ad.band ? Math.round(ad.height * 0.12) : 30;
  for (const line of ad.lines) {
    y += Math.round(line.size * 1.45);
    if (line.badge) {
      const w = Math.min(textWidth - 60, line.text.length * line.size * 0.62 + 40);
      parts.push(
        `<rect x="40" y="${y - line.size * 1.05}" width="${w}" height="${line.size * 1.4}" rx="12" fill="${line.badge}"/>`,
      );
    }
    parts.push(
      `<text x="60" y="${y}" font-family="${FONTS[line.font]}" font-size="${line.size}" font-weight="${line.bold ? 'bold' : 'normal'}" fill="${line.color}">${escapeXml(line.text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** Deterministic noise from the ad's id (a small linear congruential generator). */
function noiseLayer(ad: Ad): Buffer {
  let seed = 0;
  for (const ch of ad.id) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const pixels = Buffer.alloc(ad.width * ad.height * 4);
  for (let i = 0; i < ad.width * ad.height; i += 1) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    const v = seed >>> 24;
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = Math.round((255 * ad.noise * ((seed >>> 16) & 0xff)) / 255);
  }
  return pixels;
}

/** Noisy or JPEG-damaged ads are stored as JPEG (noise does not compress in PNG), clean ones as PNG. */
function fileNameOf(ad: Ad): string {
  return `files/${ad.id}.${ad.noise > 0 || ad.jpeg ? 'jpg' : 'png'}`;
}

async function render(ad: Ad, file: string): Promise<void> {
  let image = sharp(Buffer.from(svgOf(ad))).flatten({ background: ad.background });
  let buffer = await image.png().toBuffer();
  if (ad.noise > 0) {
    buffer = await sharp(buffer)
      .composite([{ input: noiseLayer(ad), raw: { width: ad.width, height: ad.height, channels: 4 } }])
      .png()
      .toBuffer();
  }
  image = sharp(buffer);
  if (ad.blur > 0) image = image.blur(ad.blur);
  if (ad.rotate !== 0) image = image.rotate(ad.rotate, { background: ad.background });
  buffer = file.endsWith('.jpg')
    ? await image.jpeg({ quality: ad.jpeg ?? 80 }).toBuffer()
    : await image.png({ compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(file, buffer);
}

run(async () => {
  const dir = path.join(DETECTOR_ROOT, 'data/images');
  const ads = z.array(adSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'ads.json'), 'utf8')));
  fs.rmSync(path.join(dir, 'files'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  const lines: Record<Ad['split'], string[]> = { train: [], dev: [], test: [] };
  for (const ad of ads) {
    const image = fileNameOf(ad);
    await render(ad, path.join(dir, image));
    const { id, variant, suspected, groups, product } = ad;
    lines[ad.split].push(JSON.stringify({ id, variant, image, suspected, groups, product }));
  }
  for (const split of ['train', 'dev', 'test'] as const) {
    fs.writeFileSync(path.join(dir, `${split}.jsonl`), `${lines[split].join('\n')}\n`);
  }
  log(
    `render-ads: ${ads.length} images (${lines.train.length} train, ${lines.dev.length} dev, ${lines.test.length} test) in ${dir}`,
  );
});

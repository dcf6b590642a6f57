/**
 * `npm run render-ads -w @lcmdp/detector`
 *
 * Renders the labelled ad designs — the team's (data/images/ads.json, drawn as designed) and each independent
 * writer's (data/images/writers/*.json, drawn twice: clean, and in one hard style chosen by the design's id:
 * heavy JPEG, noise, rotation, a gradient background, small text, a photo of a pack, or blur) — with sharp from
 * SVG. Writes data/images/files/* and data/images/{train,dev,test}.jsonl, split by writer and template as
 * data/splits.json says; each line carries the drawn text (`ocr_truth`) for OCR's character error rate.
 *
 * `render-ads -- --designs FILE.json --out DIR` draws one writer's designs that are in no split yet (a new set to
 * score with `eval --input DIR/images.jsonl` before it joins one), clean and hard as above, into DIR.
 * Offline and deterministic; needs the Debian fonts fonts-lao and fonts-noto-core (scripts/prereqs.sh).
 */
import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { z } from 'zod';

import { DETECTOR_ROOT } from '../config';
import { TEXT_LEFT, layoutOf } from '../data/ad-layout';
import { SPLITS, assignSplits, readSplitPlan, type Split } from '../data/splits';
import { seedOf, seededRandom } from '@lcmdp/contract';
import { GROUPS, PRODUCTS } from '../understand/vocabulary';
import { log, readArgs, run } from './io';

const FONTS: Record<string, string> = {
  sans: "'Noto Sans Lao', 'DejaVu Sans'",
  phetsarath: "'Phetsarath OT', 'DejaVu Sans'",
  serif: "'Noto Serif Lao', 'DejaVu Serif'",
  looped: "'Noto Looped Lao', 'DejaVu Sans'",
  latin: "'DejaVu Sans'",
};

const lineSchema = z.object({
  text: z.string().min(1),
  size: z.number().min(16).max(120).default(48),
  font: z.enum(Object.keys(FONTS) as [string, ...string[]]).default('sans'),
  color: z.string().default('#1a1a1a'),
  bold: z.boolean().default(false),
  /** Draws a filled badge behind the line. */
  badge: z.string().optional(),
});

const adSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  writer: z.string().optional(),
  template: z.string().optional(),
  lang: z.enum(['lo', 'en', 'mixed']).optional(),
  sender: z.string().optional(),
  note: z.string().optional(),
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

function svgOf(ad: Ad, style: Style = 'as_designed'): string {
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${ad.width}" height="${ad.height}">`];
  if (style === 'gradient' || style === 'pack_photo') {
    // Light falling across the picture: the background fades to a darker tone of itself.
    parts.push(
      '<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1">',
      `<stop offset="0" stop-color="${ad.background}"/><stop offset="1" stop-color="#6b6b6b"/>`,
      '</linearGradient></defs>',
      '<rect width="100%" height="100%" fill="url(#light)"/>',
    );
  } else {
    parts.push(`<rect width="100%" height="100%" fill="${ad.background}"/>`);
  }
  if (style === 'pack_photo') {
    // The design printed on a pack's label, the pack standing on a table.
    parts.push(
      `<rect x="${ad.width * 0.03}" y="${ad.height * 0.04}" width="${ad.width * 0.94}" height="${ad.height * 0.92}" rx="40" fill="#000000" opacity="0.25"/>`,
      `<rect x="${ad.width * 0.02}" y="${ad.height * 0.02}" width="${ad.width * 0.94}" height="${ad.height * 0.92}" rx="40" fill="${ad.background}" stroke="#444444" stroke-width="6"/>`,
    );
  }
  const layout = layoutOf(ad);
  if (ad.band) parts.push(`<rect width="100%" height="${layout.bandHeight}" fill="${ad.band}"/>`);
  if (layout.can && ad.can) {
    const { x, y, width: w, height: h, labelSize } = layout.can;
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#f4f4f4" stroke="#888" stroke-width="4"/>`,
      `<rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.3}" fill="#2b6cb0"/>`,
      `<text x="${x + w / 2}" y="${y + h * 0.45 + labelSize * 0.35}" font-family="${FONTS.sans}" font-size="${labelSize}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(ad.can)}</text>`,
    );
  }
  ad.lines.forEach((line, i) => {
    const { size, y, badge } = layout.lines[i];
    if (badge && line.badge) {
      parts.push(
        `<rect x="${badge.x}" y="${badge.y}" width="${badge.width}" height="${badge.height}" rx="12" fill="${line.badge}"/>`,
      );
    }
    parts.push(
      `<text x="${TEXT_LEFT}" y="${y}" font-family="${FONTS[line.font]}" font-size="${size}" font-weight="${line.bold ? 'bold' : 'normal'}" fill="${line.color}">${escapeXml(line.text)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n');
}

/** Deterministic noise from the ad's id. */
function noiseLayer(ad: Ad, amount: number): Buffer {
  const next = seededRandom(seedOf(ad.id));
  const pixels = Buffer.alloc(ad.width * ad.height * 4);
  for (let i = 0; i < ad.width * ad.height; i += 1) {
    const v = Math.floor(next() * 256);
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = Math.round(255 * amount * next());
  }
  return pixels;
}

/** `as_designed`: the design's own noise, blur, rotation and JPEG; the others make a clean design hard to read. */
const HARD_STYLES = ['jpeg', 'noise', 'rotate', 'gradient', 'small', 'pack_photo', 'blur'] as const;
type Style = 'as_designed' | 'clean' | (typeof HARD_STYLES)[number];

/** What a style does on top of the design (the hard styles ignore the design's own damage). */
function damageOf(
  ad: Ad,
  style: Style,
): { noise: number; blur: number; rotate: number; jpeg?: number; scale: number; shear: number } {
  const sign = seedOf(ad.id) % 2 === 0 ? 1 : -1;
  switch (style) {
    case 'as_designed':
      return {
        noise: ad.noise,
        blur: ad.blur,
        rotate: ad.rotate,
        jpeg: ad.noise > 0 || ad.jpeg ? (ad.jpeg ?? 80) : undefined,
        scale: 1,
        shear: 0,
      };
    case 'clean':
      return { noise: 0, blur: 0, rotate: 0, scale: 1, shear: 0 };
    case 'jpeg':
      return { noise: 0, blur: 0, rotate: 0, jpeg: 22, scale: 1, shear: 0 };
    case 'noise':
      return { noise: 0.35, blur: 0, rotate: 0, jpeg: 70, scale: 1, shear: 0 };
    case 'rotate':
      return { noise: 0, blur: 0, rotate: sign * (3 + (seedOf(ad.id) % 4)), jpeg: 85, scale: 1, shear: 0 };
    case 'gradient':
      return { noise: 0.08, blur: 0, rotate: 0, jpeg: 80, scale: 1, shear: 0 };
    case 'small':
      return { noise: 0, blur: 0, rotate: 0, jpeg: 85, scale: 0.45, shear: 0 };
    case 'pack_photo':
      return { noise: 0.15, blur: 0.7, rotate: sign * 3, jpeg: 75, scale: 0.8, shear: 0.12 };
    case 'blur':
      return { noise: 0, blur: 1.6, rotate: 0, jpeg: 70, scale: 1, shear: 0 };
  }
}

function fileNameOf(ad: Ad, style: Style): string {
  const suffix = style === 'as_designed' ? '' : `-${style.replace('_', '-')}`;
  return `files/${ad.id}${suffix}.${damageOf(ad, style).jpeg ? 'jpg' : 'png'}`;
}

async function render(ad: Ad, style: Style, file: string): Promise<void> {
  const damage = damageOf(ad, style);
  let buffer = await sharp(Buffer.from(svgOf(ad, style)))
    .flatten({ background: ad.background })
    .png()
    .toBuffer();
  if (damage.noise > 0) {
    buffer = await sharp(buffer)
      .composite([{ input: noiseLayer(ad, damage.noise), raw: { width: ad.width, height: ad.height, channels: 4 } }])
      .png()
      .toBuffer();
  }
  let image = sharp(buffer);
  if (damage.shear !== 0) {
    // A pack photographed at an angle: sheared, as a hand-held phone sees it.
    image = sharp(
      await image
        .affine([1, damage.shear, damage.shear / 3, 1], { background: '#5a5a5a' })
        .png()
        .toBuffer(),
    );
  }
  if (damage.blur > 0) image = image.blur(damage.blur);
  if (damage.rotate !== 0) image = image.rotate(damage.rotate, { background: ad.background });
  if (damage.scale !== 1) image = image.resize({ width: Math.round(ad.width * damage.scale) });
  buffer = damage.jpeg
    ? await image.jpeg({ quality: damage.jpeg }).toBuffer()
    : await image.png({ compressionLevel: 9, palette: true }).toBuffer();
  fs.writeFileSync(file, buffer);
}

/** The text drawn in the picture, line by line (the pack's label last). */
function drawnText(ad: Ad): string {
  return [...ad.lines.map((l) => l.text), ...(ad.can ? [ad.can] : [])].join('\n');
}

function readDesigns(file: string, writer?: string): Ad[] {
  const parsed = z.array(adSchema.passthrough()).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.map((ad) => adSchema.parse({ ...ad, writer: ad.writer ?? writer }));
}

/** Draws each design (a writer's clean and in its hard style; the team's as designed) into `dir`: its labelled lines. */
async function renderAll(ads: readonly Ad[], dir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const ad of ads) {
    const styles: Style[] = ad.writer === 'team' ? ['as_designed'] : ['clean', HARD_STYLES[seedOf(ad.id) % HARD_STYLES.length]];
    for (const style of styles) {
      const image = fileNameOf(ad, style);
      await render(ad, style, path.join(dir, image));
      const { variant, suspected, groups, product, writer, template } = ad;
      const id = style === 'as_designed' ? ad.id : `${ad.id}-${style.replace('_', '-')}`;
      const line = {
        id,
        variant,
        image,
        suspected,
        groups,
        product,
        writer,
        template,
        lang: ad.lang,
        ocr_truth: drawnText(ad),
        render: style,
      };
      lines.push(JSON.stringify(line));
    }
  }
  return lines;
}

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const designsFile = args.get('designs');
  const out = args.get('out');
  if (typeof designsFile === 'string' || typeof out === 'string') {
    if (typeof designsFile !== 'string' || typeof out !== 'string')
      throw new Error('Usage: render-ads --designs FILE.json --out DIR');
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const dir = path.resolve(cwd, out);
    fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
    const lines = await renderAll(readDesigns(path.resolve(cwd, designsFile)), dir);
    fs.writeFileSync(path.join(dir, 'images.jsonl'), `${lines.join('\n')}\n`);
    log(`render-ads: ${lines.length} images in ${dir}`);
    return;
  }
  const dir = path.join(DETECTOR_ROOT, 'data/images');
  const plan = readSplitPlan();
  const writersDir = path.join(dir, 'writers');
  const designs = [
    ...readDesigns(path.join(dir, 'ads.json'), 'team'),
    ...fs
      .readdirSync(writersDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => readDesigns(path.join(writersDir, f))),
  ];
  fs.rmSync(path.join(dir, 'files'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  const splits = assignSplits(designs, plan.images);
  const lines: Record<Split, string[]> = { train: [], dev: [], test: [] };
  for (const split of SPLITS) lines[split] = await renderAll(splits[split], dir);
  for (const split of SPLITS) {
    fs.writeFileSync(path.join(dir, `${split}.jsonl`), `${lines[split].join('\n')}\n`);
  }
  log(
    `render-ads: ${designs.length} designs, ${lines.train.length + lines.dev.length + lines.test.length} images (${lines.train.length} train, ${lines.dev.length} dev, ${lines.test.length} test) in ${dir}`,
  );
});

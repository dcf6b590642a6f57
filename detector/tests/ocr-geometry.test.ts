import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { characterErrors } from '../src/evaluation/cer';
import { edgePoints, shearEstimate, skewAngle, SquaredCounts } from '../src/understand/deskew';
import type { GreyImage } from '../src/understand/line-reread';
import {
  createOcrEngine,
  medianGrey,
  pgm,
  prepareImage,
  softness,
  straighten,
  textGeometry,
  withMargin,
} from '../src/understand/ocr';

const drawn = 'ນົມຜົງ ດາວນ້ອຍ ສູດ 2\nຊື້ 2 ກະປ໋ອງ ແຖມ 1\nສົ່ງຟຣີ ທົ່ວແຂວງ ສະຫວັນ\nOrder on WhatsApp 020 9988';

/** Four lines of dark text on a pale picture (or pale on dark), as the ads are drawn. */
function adSvg(background = '#eef6ff', ink = '#0d3b66', frame = false): string {
  const lines = drawn
    .split('\n')
    .map(
      (text, i) =>
        `<text x="60" y="${130 + i * 90}" font-family="Noto Sans Lao" font-weight="${i === 0 ? 'bold' : 'normal'}" font-size="${i === 0 ? 52 : 40}" fill="${ink}">${text}</text>`,
    )
    .join('');
  // A pack's label, as render-ads draws pack photos: a rounded frame around the design.
  const label = frame
    ? '<rect x="20" y="20" width="960" height="560" rx="40" fill="none" stroke="#444444" stroke-width="6"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="1000" height="600" fill="${background}"/>${label}${lines}</svg>`;
}

async function picture(
  options: { rotate?: number; shear?: number; background?: string; ink?: string; frame?: boolean } = {},
): Promise<Buffer> {
  let image = await sharp(Buffer.from(adSvg(options.background, options.ink, options.frame)))
    .png()
    .toBuffer();
  // As render-ads draws a pack photographed at an angle and a rotated picture.
  if (options.shear) image = await sharp(image).affine([1, options.shear, 0, 1], { background: '#eef6ff' }).png().toBuffer();
  if (options.rotate) image = await sharp(image).rotate(options.rotate, { background: '#eef6ff' }).png().toBuffer();
  return image;
}

async function grey(png: Buffer, width = 500): Promise<GreyImage> {
  const { data, info } = await sharp(png).resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data) };
}

describe('OCR geometry: deskew and unshear estimates (projection profiles)', () => {
  it('finds stroke edges whatever the polarity, and none on a flat picture', () => {
    const flat = { width: 20, height: 10, pixels: new Uint8Array(200).fill(200) };
    expect(edgePoints(flat).xs.length).toBe(0);
    const bar = new Uint8Array(200).fill(30);
    for (let y = 0; y < 10; y += 1) for (let x = 8; x < 12; x += 1) bar[y * 20 + x] = 230;
    const points = edgePoints({ width: 20, height: 10, pixels: bar });
    expect(points.xs.length).toBe(20); // a left and a right edge on each of the 10 rows
  });

  it.each([5, -4, 2.5])('finds a picture rotated by %s° (sharp, clockwise)', async (angle) => {
    const estimate = skewAngle(await grey(await picture({ rotate: angle })));
    expect(Math.abs(estimate.angle - angle)).toBeLessThan(0.5);
    expect(estimate.gain).toBeGreaterThan(1.05);
  });

  it('finds a level picture level', async () => {
    const estimate = skewAngle(await grey(await picture()));
    expect(Math.abs(estimate.angle)).toBeLessThan(0.5);
  });

  it('finds the slant of a sheared label, and none in an upright one', async () => {
    for (const frame of [false, true]) {
      const slanted = shearEstimate(await grey(await picture({ shear: 0.12, frame })));
      expect(Math.abs(slanted.shear - 0.12)).toBeLessThanOrEqual(0.03);
      expect(slanted.gain).toBeGreaterThan(1.03);
      expect(Math.abs(shearEstimate(await grey(await picture({ frame }))).shear)).toBeLessThanOrEqual(0.02);
    }
  });
});

describe("OCR geometry: sums of squared counts (the profiles' score)", () => {
  it('gives the sum of squared bin counts, then starts again from empty bins', () => {
    const bins = new SquaredCounts(-3, 10, 8);
    for (const key of [-3, -3, 0, 6, 6, 6]) bins.add(key);
    expect(bins.sum).toBe(2 * 2 + 1 + 3 * 3);
    expect(bins.reset()).toBe(14);
    for (const key of [6, 0]) bins.add(key);
    expect(bins.reset()).toBe(2);
  });

  it('scores a profile as a map of counts does', () => {
    const mapScore = (xs: Float64Array, key: (i: number) => number) => {
      const counts = new Map<number, number>();
      for (let i = 0; i < xs.length; i += 1) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
      return [...counts.values()].reduce((s, c) => s + c * c, 0);
    };
    // A tilted, slanted pattern of strokes, scored at several angles.
    const width = 200;
    const height = 120;
    const pixels = new Uint8Array(width * height).fill(230);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        if (Math.floor(y + 0.07 * x) % 20 < 6 && (x + 0.1 * y) % 9 < 3) pixels[y * width + x] = 20;
    const points = edgePoints({ width, height, pixels });
    const bins = new SquaredCounts(-(width + height + 2), 2 * (width + height + 2) + 1, points.xs.length);
    for (const degrees of [-7, 0, 3.3, 12]) {
      const r = (degrees * Math.PI) / 180;
      const key = (i: number) => Math.round(-Math.sin(r) * points.xs[i] + Math.cos(r) * points.ys[i]);
      for (let i = 0; i < points.xs.length; i += 1) bins.add(key(i));
      expect(bins.reset()).toBe(mapScore(points.xs, key));
    }
  });
});

describe('OCR plumbing: raw grey pictures to tesseract', () => {
  it('writes a binary PGM: header, then the pixels row by row', () => {
    const image = { width: 3, height: 2, pixels: Uint8Array.from([0, 10, 20, 30, 40, 255]) };
    const file = pgm(image);
    expect(file.subarray(0, 11).toString('ascii')).toBe('P5\n3 2\n255\n');
    expect([...file.subarray(11)]).toEqual([0, 10, 20, 30, 40, 255]);
  });

  it('puts a white margin around a picture', () => {
    const framed = withMargin({ width: 2, height: 1, pixels: Uint8Array.from([7, 9]) }, 1);
    expect([framed.width, framed.height]).toEqual([4, 3]);
    expect([...framed.pixels]).toEqual([255, 255, 255, 255, 255, 7, 9, 255, 255, 255, 255, 255]);
  });

  it('finds the median grey', () => {
    expect(medianGrey({ width: 5, height: 1, pixels: Uint8Array.from([9, 200, 3, 50, 120]) })).toBe(50);
    expect(medianGrey({ width: 4, height: 1, pixels: Uint8Array.from([0, 0, 255, 255]) })).toBe(0);
  });

  it('prepares one byte a pixel: grey, at least 1000 px wide', async () => {
    const prepared = await prepareImage(
      await sharp(await picture())
        .resize({ width: 600 })
        .png()
        .toBuffer(),
    );
    expect(prepared.width).toBe(1000);
    expect(prepared.pixels.length).toBe(prepared.width * prepared.height);
  });
});

describe('OCR study: softness of a picture (sharpening soft pictures only, not the default)', () => {
  it('is low for a sharp picture and higher once it is blurred', async () => {
    const sharpPicture = softness(await grey(await picture(), 1000));
    const blurred = softness(
      await grey(
        await sharp(await picture())
          .blur(1.6)
          .png()
          .toBuffer(),
        1000,
      ),
    );
    expect(sharpPicture).toBeLessThan(0.95);
    expect(blurred).toBeGreaterThan(sharpPicture);
  });
});

describe('OCR geometry: the prepared picture straightened', () => {
  const on = { deskew: 1, unshear: 0.05, invertBelow: 100 };

  it('levels a rotated picture and makes a sheared one upright', async () => {
    const rotated = await straighten(await prepareImage(await picture({ rotate: -5 })), on);
    expect(Math.abs((await textGeometry(rotated)).angle)).toBeLessThan(0.5);
    const sheared = await straighten(await prepareImage(await picture({ shear: 0.12, frame: true })), on);
    expect(Math.abs((await textGeometry(sheared)).shear)).toBeLessThanOrEqual(0.02);
  });

  it('leaves a level, upright, light picture as it was', async () => {
    for (const frame of [false, true]) {
      const prepared = await prepareImage(await picture({ frame }));
      expect(await straighten(prepared, on)).toBe(prepared);
    }
  });

  it('inverts a dark picture (light text on dark) and only when asked', async () => {
    const prepared = await prepareImage(await picture({ background: '#151a30', ink: '#f0f0f0' }));
    expect(medianGrey(prepared)).toBeLessThan(100);
    expect(medianGrey(await straighten(prepared, on))).toBeGreaterThan(150);
    expect(await straighten(prepared, { ...on, invertBelow: 0 })).toBe(prepared);
  });
});

describe('OCR geometry: reading', () => {
  it('reads a rotated and a dark picture better straightened', async () => {
    const tessdataDir = path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test');
    const read = async (image: Buffer, tuning: { deskew: number; unshear: number; invertBelow: number }) => {
      const engine = await createOcrEngine({ workers: 1, tessdataDir, pageSegMode: '6', tuning });
      try {
        return characterErrors(drawn, (await engine.recognise(image)).text).errors;
      } finally {
        await engine.close();
      }
    };
    const off = { deskew: 0, unshear: 0, invertBelow: 0 };
    const on = { deskew: 1, unshear: 0.05, invertBelow: 100 };
    const rotated = await picture({ rotate: 6 });
    expect(await read(rotated, on)).toBeLessThan(await read(rotated, off));
    const dark = await picture({ background: '#151a30', ink: '#d0d0d0' });
    expect(await read(dark, on)).toBeLessThanOrEqual(await read(dark, off));
  }, 120_000);
});

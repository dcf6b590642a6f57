import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { characterErrors } from '../src/evaluation/cer';
import { edgePoints, shearEstimate, skewAngle } from '../src/understand/deskew';
import type { GreyImage } from '../src/understand/line-reread';
import { createOcrEngine, prepareImage, softness, straighten, textGeometry } from '../src/understand/ocr';

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

async function medianGrey(png: Buffer): Promise<number> {
  const { data } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return Array.from(data).sort((a, b) => a - b)[data.length >> 1];
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
    expect(await medianGrey(prepared)).toBeLessThan(100);
    expect(await medianGrey(await straighten(prepared, on))).toBeGreaterThan(150);
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

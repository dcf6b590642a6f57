import sharp from 'sharp';

import { lightnessBins, normaliseGrey, stretchRange } from '../src/understand/contrast';
import type { GreyImage } from '../src/understand/line-reread';

/** sharp's own normalise() of a grey picture. */
async function sharpNormalise(image: GreyImage): Promise<Uint8Array> {
  const { data } = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** A small deterministic random source (tests must not depend on Math.random). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('contrast: sharp normalise() by a lookup table', () => {
  it('knows the lightness of black, white and the greys between', async () => {
    const lightness = await lightnessBins();
    expect(lightness[0]).toBe(0);
    expect(lightness[255]).toBe(100);
    for (let v = 1; v < 256; v += 1) expect(lightness[v]).toBeGreaterThanOrEqual(lightness[v - 1]);
  });

  it('finds the 1st percentile as libvips does (first bin scaled above 1 % of the bins) and the top', async () => {
    const lightness = await lightnessBins();
    const histogram = new Uint32Array(256);
    histogram[lightness.indexOf(30)] = 3; // 3 % of the pixels: scaled 3 of 100, above 1.01
    histogram[lightness.indexOf(20)] = 1; // 1 %: scaled 1, not above 1.01
    histogram[255] = 96;
    expect(stretchRange(histogram, lightness)).toEqual({ min: 30, max: 100, top: 100 });
    // Below white, no bin reaches the 99th percentile: max is one past the top.
    const dim = new Uint32Array(256);
    dim[10] = 50;
    dim[200] = 50;
    const range = stretchRange(dim, lightness);
    expect(range.max).toBe(range.top + 1);
  });

  it('gives the same bytes as sharp on random pictures, light, dark, flat and with a few greys', async () => {
    const next = random(7);
    const shapes: ((x: number, y: number) => number)[] = [
      () => Math.floor(next() * 256),
      (x) => 40 + Math.floor(next() * 30) + (x % 50 < 3 ? 150 : 0),
      () => (next() < 0.03 ? 20 : 235 - Math.floor(next() * 10)),
      (x, y) => Math.floor(((x + y) * 255) / 300),
      () => 128,
      () => (next() < 0.5 ? 60 : 61),
      () => Math.floor(next() * 120),
      () => 200 + Math.floor(next() * 40),
    ];
    for (const shape of shapes) {
      const width = 180;
      const height = 120;
      const pixels = new Uint8Array(width * height);
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = shape(x, y);
      const image = { width, height, pixels };
      expect([...(await normaliseGrey(image)).pixels]).toEqual([...(await sharpNormalise(image))]);
    }
  });
});

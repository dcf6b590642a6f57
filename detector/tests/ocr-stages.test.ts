import { buildWordList, correctLaoWords, nearestWord, ocrDistance } from '../src/understand/ocr-correction';
import {
  badgeEdges,
  betterReading,
  binarise,
  centreInside,
  crop,
  darkOnLight,
  darkRegions,
  greyHistogram,
  lineParts,
  negative,
  otsuThreshold,
  outsideCornersWhite,
  partsBeyond,
  thinStrokes,
} from '../src/understand/line-reread';
import { latinWord } from '../src/understand/ocr';

/** A grey image: `light` background with a `dark` square in the middle (or the other way round). */
function square(width: number, background: number, ink: number) {
  const pixels = new Uint8Array(width * width).fill(background);
  for (let y = width / 4; y < (3 * width) / 4; y += 1)
    for (let x = width / 4; x < (3 * width) / 4; x += 1) pixels[y * width + x] = ink;
  return { width, height: width, pixels };
}

describe('line re-read: pixel stages', () => {
  it('counts each grey value, and inverts a picture without changing its size', () => {
    const image = square(8, 200, 40);
    const histogram = greyHistogram(image.pixels);
    expect([histogram[200], histogram[40], histogram.reduce((a, b) => a + b, 0)]).toEqual([48, 16, 64]);
    const inverted = negative(image);
    expect([inverted.width, inverted.height, inverted.pixels[0], inverted.pixels[3 * 8 + 3]]).toEqual([8, 8, 55, 215]);
    expect(image.pixels[0]).toBe(200);
  });

  it("finds Otsu's threshold between two grey levels", () => {
    const t = otsuThreshold(square(8, 200, 40).pixels);
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(200);
  });

  it('binarises dark text on light as it is, and light text on a dark badge inverted (text black, background white)', () => {
    for (const [background, ink] of [
      [220, 30],
      [60, 240],
    ]) {
      const out = binarise(square(8, background, ink));
      expect(out.pixels[0]).toBe(255);
      expect(out.pixels[4 * 8 + 4]).toBe(0);
    }
  });

  it('keeps grey pixels but inverts a light-on-dark crop', () => {
    expect(darkOnLight(square(8, 220, 30)).pixels[0]).toBe(220);
    const inverted = darkOnLight(square(8, 60, 240));
    expect(inverted.pixels[0]).toBe(195);
    expect(inverted.pixels[4 * 8 + 4]).toBe(15);
  });

  it('thins dark strokes by a pixel', () => {
    const out = thinStrokes(binarise(square(8, 255, 0)));
    expect(out.pixels[2 * 8 + 2]).toBe(255); // the square's corner goes
    expect(out.pixels[4 * 8 + 4]).toBe(0); // its inside stays
  });

  it('crops with padding, clipped to the picture', () => {
    const out = crop(square(8, 200, 40), { x0: 1, y0: 1, x1: 3, y1: 3 }, 2);
    expect([out.width, out.height]).toEqual([5, 5]);
    expect(out.pixels[2 * 5 + 2]).toBe(40);
  });

  it('cuts a line into parts where words are far apart (a text and a label beside it)', () => {
    const words = [
      { x0: 10, y0: 0, x1: 50, y1: 20 },
      { x0: 55, y0: 0, x1: 90, y1: 20 },
      { x0: 300, y0: 2, x1: 340, y1: 22 },
    ];
    expect(lineParts(words, 20, 1.5)).toEqual([
      { x0: 10, y0: 0, x1: 90, y1: 20 },
      { x0: 300, y0: 2, x1: 340, y1: 22 },
    ]);
  });

  it('keeps the more confident reading, never an empty one', () => {
    const first = { text: 'ນມ - ສູດ', confidence: 60 };
    expect(betterReading(first, { text: 'ນົມ ສູດ 2', confidence: 85 })).toEqual({ text: 'ນົມ ສູດ 2', confidence: 85 });
    expect(betterReading(first, { text: 'ນົມ', confidence: 40 })).toBe(first);
    expect(betterReading(first, { text: ' ', confidence: 95 })).toBe(first);
    expect(betterReading(first, undefined)).toBe(first);
  });
});

describe('badges and bands: dark regions read from their own inverted crop', () => {
  /** A 200 × 100 light picture; `fill` paints rectangles [x0, y0, x1, y1] with a grey level. */
  function picture(rects: [number, number, number, number, number][], background = 235) {
    const width = 200;
    const height = 100;
    const pixels = new Uint8Array(width * height).fill(background);
    for (const [x0, y0, x1, y1, level] of rects)
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) pixels[y * width + x] = level;
    return { width, height, pixels };
  }

  it('finds a dark badge with light text in it, in picture pixels', () => {
    // A badge 120 × 24 with three light "letters" cut into it.
    const image = picture([
      [20, 40, 140, 64, 60],
      [30, 46, 36, 58, 250],
      [50, 46, 56, 58, 250],
      [70, 46, 76, 58, 250],
    ]);
    expect(darkRegions(image)).toEqual([{ x0: 20, y0: 40, x1: 140, y1: 64 }]);
  });

  it('finds every badge and band, top to bottom', () => {
    const image = picture([
      [100, 70, 190, 90, 80],
      [10, 10, 150, 30, 50],
    ]);
    expect(darkRegions(image).map((b) => b.y0)).toEqual([12, 72]); // cells of 4 px: a cell half dark is not dark
  });

  it('ignores dark text on a light picture (thin strokes leave their box light), small marks and a dark background', () => {
    const strokes: [number, number, number, number, number][] = [];
    for (let x = 10; x < 190; x += 8) strokes.push([x, 20, x + 2, 60, 20]);
    strokes.push([10, 40, 190, 42, 20]);
    expect(darkRegions(picture(strokes))).toEqual([]);
    expect(darkRegions(picture([[10, 10, 20, 20, 20]]))).toEqual([]);
    // Light text on a wholly dark picture: the picture's background, not a badge.
    expect(darkRegions(picture([[20, 40, 60, 50, 240]], 30))).toEqual([]);
  });

  it('keeps a badge to its own edges when the strokes of text next to it touch it', () => {
    // A badge 120 × 24; the tone marks of the line below (dark, thin) touch its bottom edge, and a bold title
    // overlaps the top of a band above it: both join the badge's and band's dark cells.
    const image = picture([
      [20, 40, 140, 64, 60],
      [30, 46, 36, 58, 250],
      [50, 46, 56, 58, 250],
      [24, 64, 28, 80, 30],
      [44, 64, 48, 80, 30],
      [64, 64, 68, 80, 30],
      [0, 0, 200, 12, 60],
      [10, 12, 14, 20, 30],
      [16, 12, 24, 20, 30],
      [26, 12, 40, 20, 30],
    ]);
    const threshold = otsuThreshold(image.pixels);
    expect(badgeEdges(image, { x0: 20, y0: 40, x1: 140, y1: 80 }, threshold)).toEqual({ x0: 20, y0: 40, x1: 140, y1: 64 });
    expect(badgeEdges(image, { x0: 0, y0: 0, x1: 200, y1: 20 }, threshold)).toEqual({ x0: 0, y0: 0, x1: 200, y1: 12 });
    expect(darkRegions(image)).toEqual([
      { x0: 0, y0: 0, x1: 200, y1: 12 },
      { x0: 20, y0: 40, x1: 140, y1: 64 },
    ]);
    // Nothing solid: the box as it was.
    expect(badgeEdges(image, { x0: 24, y0: 66, x1: 70, y1: 78 }, threshold)).toEqual({ x0: 24, y0: 66, x1: 70, y1: 78 });
  });

  it("makes what lies beyond a badge's rounded corners white, and leaves its letters", () => {
    // Inverted crop of a badge: the badge is light (250), a letter dark (20); the corners outside it dark (5).
    const width = 10;
    const rows = ['..########..', '.##########.', '###x##x#####'].map((r) => r.slice(0, width));
    const pixels = new Uint8Array(rows.flatMap((r) => [...r].map((c) => (c === '#' ? 250 : c === 'x' ? 20 : 5))));
    const out = outsideCornersWhite({ width, height: rows.length, pixels }, 128);
    const drawn = Array.from({ length: rows.length }, (_, y) =>
      [...out.pixels.subarray(y * width, (y + 1) * width)].map((p) => (p === 255 ? 'w' : p === 250 ? '#' : 'x')).join(''),
    );
    expect(drawn).toEqual(['ww########', 'w#########', '###x##x###']);
  });

  it("finds the text line a badge's reading cut off: the part of a replaced line beyond the badge", () => {
    const badge = { x0: 40, y0: 200, x1: 490, y1: 290 };
    expect(partsBeyond({ x0: 60, y0: 205, x1: 270, y1: 325 }, badge)).toEqual([{ x0: 60, y0: 290, x1: 270, y1: 325 }]);
    expect(partsBeyond({ x0: 60, y0: 150, x1: 270, y1: 285 }, badge)).toEqual([{ x0: 60, y0: 150, x1: 270, y1: 200 }]);
    // A tone mark or a descender a few pixels beyond the badge is not a line.
    expect(partsBeyond({ x0: 60, y0: 195, x1: 270, y1: 298 }, badge)).toEqual([]);
  });

  it('places a line in a region by its centre', () => {
    const badge = { x0: 20, y0: 40, x1: 140, y1: 64 };
    expect(centreInside({ x0: 30, y0: 44, x1: 120, y1: 60 }, badge)).toBe(true);
    expect(centreInside({ x0: 30, y0: 60, x1: 120, y1: 90 }, badge)).toBe(false);
  });

  it('tells the words a Lao-only reading may replace: letters without Lao', () => {
    expect(latinWord('WANDS')).toBe(true);
    expect(latinWord('§auda')).toBe(true);
    expect(latinWord('ນົມ')).toBe(false);
    expect(latinWord('[ຊສ໌')).toBe(false);
    expect(latinWord('15%')).toBe(false);
    expect(latinWord('0-6')).toBe(false);
  });
});

describe('Lao word correction of OCR text', () => {
  const list = buildWordList(['ນົມຜົງ ສຳລັບ ເດັກນ້ອຍ ໝົດເຂດ ແຖມ', 'ນົມຜົງ ສຳລັບ ເດັກນ້ອຍ ໝົດເຂດ ແຖມ', 'ຊື້ ຊື້'], 2);

  it('costs half an edit for the known confusions and a tone mark', () => {
    expect(ocrDistance(Array.from('ໝົດ'), Array.from('ຫົດ'))).toBe(0.5);
    expect(ocrDistance(Array.from('ຊື້'), Array.from('ຊື'))).toBe(0.5);
    expect(ocrDistance(Array.from('ຊື້'), Array.from('ຊາ'))).toBe(1.5);
  });

  it('replaces an unknown word by the one known word nearest to it', () => {
    expect(nearestWord('ຫົດ', list, 1)).toBe('ໝົດ');
    expect(nearestWord('ສຳລັນ', list, 1)).toBe('ສຳລັບ');
    expect(nearestWord('ກກກກກ', list, 1)).toBeUndefined();
  });

  it('leaves known words, English, numbers and far-off words alone', () => {
    expect(correctLaoWords('Dumex 800g ເດັກນ້ອຍ ກກກກກ', list)).toBe('Dumex 800g ເດັກນ້ອຍ ກກກກກ');
  });

  it('does not choose between two equally near words', () => {
    const twins = buildWordList(['ກາບ ກາບ ກາຍ ກາຍ'], 2);
    expect(nearestWord('ກາມ', twins, 1)).toBeUndefined();
  });
});

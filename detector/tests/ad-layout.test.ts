import { TEXT_LEFT, fittedSize, layoutOf, textWidth } from '../src/data/ad-layout';

const ad = (over: Partial<Parameters<typeof layoutOf>[0]> = {}) => ({
  width: 1000,
  height: 700,
  lines: [{ text: 'NutriStar 2 — from 6 months', size: 44, bold: true }],
  ...over,
});

describe('ad layout', () => {
  it('keeps a line that fits at its designed size, and shrinks one that would run under the pack', () => {
    const long = { text: 'Tinyleaf Multigrain Cereal with DHA', size: 60, bold: true };
    expect(layoutOf(ad()).lines[0].size).toBe(44);
    const withPack = layoutOf(ad({ can: 'Tinyleaf', lines: [long] }));
    const { size } = withPack.lines[0];
    expect(size).toBeLessThan(60);
    expect(TEXT_LEFT + textWidth(long.text, size, true)).toBeLessThanOrEqual(withPack.can!.x);
    // Without a pack the same line has the whole width.
    expect(layoutOf(ad({ lines: [long] })).lines[0].size).toBeGreaterThan(size);
  });

  it('counts Lao vowel and tone marks as taking no room', () => {
    expect(textWidth('ເຂົ້າບົດ', 40, false)).toBe(textWidth('ເຂາບດ', 40, false));
  });

  it('makes the band as tall as its first line needs, descenders included', () => {
    const big = layoutOf(ad({ band: '#0b5d57', lines: [{ text: 'ເຂົ້າບົດ ດອກແກ້ວ', size: 60, bold: true }] }));
    expect(big.bandHeight).toBeGreaterThanOrEqual(big.lines[0].y + 60 * 0.45);
    // A small first line keeps the designed 18 %.
    expect(layoutOf(ad({ band: '#0b5d57', lines: [{ text: 'Sale', size: 20, bold: false }] })).bandHeight).toBe(126);
    expect(layoutOf(ad()).bandHeight).toBe(0);
  });

  it('draws a badge as wide as its line, and fits the pack label to the pack', () => {
    const placed = layoutOf(
      ad({ can: 'TINYLEAF Multigrain DHA', lines: [{ text: 'Buy 2 get 1', size: 40, bold: true, badge: '#f28c00' }] }),
    );
    expect(placed.lines[0].badge!.width).toBeCloseTo(textWidth('Buy 2 get 1', 40, true) + 40);
    expect(textWidth('TINYLEAF Multigrain DHA', placed.can!.labelSize, true)).toBeLessThanOrEqual(placed.can!.width - 24);
    expect(fittedSize('x'.repeat(500), 40, false, 300)).toBe(16);
  });
});

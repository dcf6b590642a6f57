import { PROVINCES } from '@lcmdp/contract/vocabulary';
import boundaries from './laos-provinces.geo.json';
import { NOT_DRAWN } from './province-map';
import { provinceShapes } from './province-shapes';

describe('the bundled province boundaries', () => {
  it('name each of the 17 Natural Earth features by a distinct Province key', () => {
    const keys = boundaries.features.map((f) => f.properties.province);
    expect(keys).toHaveLength(17);
    expect(new Set(keys).size).toBe(17);
    keys.forEach((key) => expect(PROVINCES).toContain(key));
    // Vientiane Capital and Vientiane Province share code_hasc LA.VI: told apart by adm1_code.
    const byCode = Object.fromEntries(boundaries.features.map((f) => [f.properties.adm1_code, f.properties.province]));
    expect(byCode['LAO-3283']).toBe('vientiane_capital');
    expect(byCode['LAO-3284']).toBe('vientiane_province');
  });

  it('give every province a shape except Xaysomboun, inside the drawing', () => {
    const { width, height, shapes } = provinceShapes(400);
    expect(shapes.map((s) => s.province).sort()).toEqual(PROVINCES.filter((p) => !NOT_DRAWN.includes(p)).sort());
    expect(NOT_DRAWN).toEqual(['xaysomboun']);
    // Laos is taller than wide; a ring wound the wrong way would fill the whole globe and overflow the box.
    expect(height).toBeGreaterThan(width);
    expect(height).toBeLessThan(width * 1.5);
    for (const { d } of shapes) {
      expect(d).toMatch(/^M/);
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-1);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(height + 1);
    }
  });
});

import { PROVINCES } from '@lcmdp/contract/vocabulary';
import { MAP_COLOURS, NO_ITEMS_COLOUR, colourOf, mapClasses, provinceCounts } from './province-map';

describe('provinceCounts', () => {
  it('counts every province, 0 for those not named, and leaves out keys that are not provinces', () => {
    const counts = provinceCounts([
      { key: 'savannakhet', count: 7 },
      { key: 'xaysomboun', count: 2 },
      { key: '__other__', count: 5 },
      { key: '', count: 3 },
      { key: 'Vientiane', count: 1 },
    ]);
    expect(Object.keys(counts)).toEqual([...PROVINCES]);
    expect(counts.savannakhet).toBe(7);
    expect(counts.xaysomboun).toBe(2);
    expect(counts.vientiane_capital).toBe(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(9);
  });
});

describe('mapClasses', () => {
  it('gives small counts a class each, the largest count the darkest colour', () => {
    expect(mapClasses(1)).toEqual([{ from: 1, to: 1, colour: MAP_COLOURS[4] }]);
    expect(mapClasses(3).map((c) => [c.from, c.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(mapClasses(3).at(-1)?.colour).toBe(MAP_COLOURS[4]);
  });

  it('splits large counts into five classes that cover 1 to the largest without gaps', () => {
    const classes = mapClasses(100);
    expect(classes.map((c) => [c.from, c.to])).toEqual([
      [1, 20],
      [21, 40],
      [41, 60],
      [61, 80],
      [81, 100],
    ]);
    expect(classes.map((c) => c.colour)).toEqual([...MAP_COLOURS]);
    const odd = mapClasses(7);
    odd.slice(1).forEach((c, i) => expect(c.from).toBe(odd[i].to + 1));
    expect(odd.at(-1)?.to).toBe(7);
  });

  it('has no classes without items', () => {
    expect(mapClasses(0)).toEqual([]);
  });
});

describe('colourOf', () => {
  it('fills a larger count darker, and no items with the neutral colour', () => {
    const classes = mapClasses(50);
    const shade = (n: number) => MAP_COLOURS.indexOf(colourOf(n, classes) as (typeof MAP_COLOURS)[number]);
    expect(colourOf(0, classes)).toBe(NO_ITEMS_COLOUR);
    expect(shade(1)).toBe(0);
    expect(shade(10)).toBe(0);
    expect(shade(11)).toBe(1);
    expect(shade(50)).toBe(4);
    expect(shade(25)).toBeLessThan(shade(35));
  });
});

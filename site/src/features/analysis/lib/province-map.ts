/**
 * The province map's colours, as pure rules: the counts per province of the answer's by_province, the classes of
 * the sequential scale (equal steps from 1 to the largest count, at most five) and the colour of a count.
 */
import { PROVINCES, type AnalysisBucket, type Province } from '@lcmdp/contract/vocabulary';

/** Provinces whose boundary the bundled data does not have (Xaysomboun was created in 2013). */
export const NOT_DRAWN: readonly Province[] = ['xaysomboun'];

/** Light to the site's teal (#0b5e55); a darker fill is a larger count. */
export const MAP_COLOURS = ['#d3ebe6', '#9dd0c5', '#5dab9b', '#2b8174', '#0b5e55'] as const;
/** A province without items. */
export const NO_ITEMS_COLOUR = '#f4f6f5';

export interface MapClass {
  from: number;
  to: number;
  colour: string;
}

export const isProvince = (key: string): key is Province => (PROVINCES as readonly string[]).includes(key);

/** Items per province (0 for those the answer does not name); keys that are not provinces are left out. */
export function provinceCounts(buckets: readonly AnalysisBucket[]): Record<Province, number> {
  const counts = Object.fromEntries(PROVINCES.map((p) => [p, 0])) as Record<Province, number>;
  for (const { key, count } of buckets) if (isProvince(key)) counts[key] += count;
  return counts;
}

/**
 * The legend: up to five classes of whole numbers from 1 to `max`, each as wide as the others (to within one), so
 * small counts get a class each. The colours spread over the palette and the last class is always the darkest.
 */
export function mapClasses(max: number): MapClass[] {
  const n = Math.min(MAP_COLOURS.length, Math.max(0, Math.floor(max)));
  return Array.from({ length: n }, (_, i) => ({
    from: Math.floor((i * max) / n) + 1,
    to: Math.floor(((i + 1) * max) / n),
    colour: MAP_COLOURS[Math.round(((i + 1) * MAP_COLOURS.length) / n) - 1],
  }));
}

export function colourOf(count: number, classes: readonly MapClass[]): string {
  if (count <= 0) return NO_ITEMS_COLOUR;
  return (classes.find((c) => count <= c.to) ?? classes.at(-1))?.colour ?? NO_ITEMS_COLOUR;
}

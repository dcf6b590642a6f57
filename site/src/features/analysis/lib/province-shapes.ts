/**
 * The provinces as SVG paths, from the bundled boundaries (laos-provinces.geo.json: Natural Earth 1:10m admin-1,
 * public domain, written by scripts/dev/extract-laos-provinces.mjs). Mercator, fitted to the given width; no tile
 * service. Only the lazily loaded map imports this module, so the boundaries stay out of the first download.
 */
import { geoMercator, geoPath, type ExtendedFeature, type ExtendedFeatureCollection } from 'd3-geo';
import type { Province } from '@lcmdp/contract/vocabulary';
import boundaries from './laos-provinces.geo.json';

type ProvinceFeature = ExtendedFeature<ExtendedFeature['geometry'], { province: Province; adm1_code: string }>;

const collection = boundaries as unknown as ExtendedFeatureCollection<ProvinceFeature>;

export interface ProvinceShape {
  province: Province;
  /** The SVG path. */
  d: string;
}

export interface ProvinceShapes {
  width: number;
  height: number;
  shapes: ProvinceShape[];
}

export function provinceShapes(width: number): ProvinceShapes {
  const projection = geoMercator().fitWidth(width, collection);
  const path = geoPath(projection);
  const [[, top], [, bottom]] = path.bounds(collection);
  return {
    width,
    height: Math.ceil(bottom - Math.min(0, top)),
    shapes: collection.features.map((feature) => ({ province: feature.properties.province, d: path(feature) ?? '' })),
  };
}

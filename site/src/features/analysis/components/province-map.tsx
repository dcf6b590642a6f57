/**
 * The drawing of the province map, with d3-geo: SVG paths from the bundled boundaries, filled by count. This module
 * is loaded lazily, so d3-geo and the boundaries are not in the first download. Every number drawn here is also in
 * the card's table.
 */
import type { Province } from '@lcmdp/contract/vocabulary';
import { provinceShapes } from '../lib/province-shapes';
import styles from './analysis.module.css';

// Drawn once, in the SVG's own units; the SVG scales to its box.
const MAP = provinceShapes(400);

interface Props {
  fills: Readonly<Record<Province, string>>;
  /** What a province's native tooltip says (its name and count). */
  titles: Readonly<Record<Province, string>>;
  /** The province outlined (pointed at or tapped). */
  active: Province | null;
  onHover: (province: Province | null) => void;
  onSelect: (province: Province) => void;
}

export function ProvinceMapDrawing({ fills, titles, active, onHover, onSelect }: Props) {
  const outlined = MAP.shapes.find((shape) => shape.province === active);
  return (
    // The table beside the map carries the same numbers for assistive technology and keyboards.
    <svg
      className={styles.mapSvg}
      viewBox={`0 0 ${MAP.width} ${MAP.height}`}
      aria-hidden="true"
      focusable="false"
      data-testid="province-map"
    >
      {MAP.shapes.map(({ province, d }) => (
        <path
          key={province}
          d={d}
          data-province={province}
          fill={fills[province]}
          stroke="#5f6f6c"
          strokeWidth={0.6}
          strokeLinejoin="round"
          className={styles.mapShape}
          onPointerEnter={() => onHover(province)}
          onPointerLeave={() => onHover(null)}
          onClick={() => onSelect(province)}
        >
          <title>{titles[province]}</title>
        </path>
      ))}
      {outlined ? (
        <path d={outlined.d} fill="none" stroke="#1f2a28" strokeWidth={2} strokeLinejoin="round" pointerEvents="none" />
      ) : null}
    </svg>
  );
}

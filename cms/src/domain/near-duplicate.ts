/**
 * "Seen again": the same ad found again (another page, a re-post, a re-encoded or slightly cropped picture) is
 * recognised by its images' 64-bit perceptual hashes. Two images are the same ad when their hashes differ in at
 * most NEAR_DUPLICATE_MAX_DISTANCE bits (the measurements are in the contract, next to the constant).
 *
 * Pure functions: the intake service reads the candidates and writes the merge.
 */
import { NEAR_DUPLICATE_MAX_DISTANCE, SEEN_URLS_MAX } from '@lcmdp/contract';

const PHASH = /^[0-9a-f]{16}$/;

function popcount32(n: number): number {
  let v = n >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A hash as its two 32-bit halves (no BigInt: plain numbers XOR and count fast), or null if it is not one. */
function halves(hash: string): [number, number] | null {
  if (!PHASH.test(hash)) return null;
  return [parseInt(hash.slice(0, 8), 16), parseInt(hash.slice(8), 16)];
}

const distanceOf = (a: [number, number], b: [number, number]) => popcount32(a[0] ^ b[0]) + popcount32(a[1] ^ b[1]);

/** Bits that differ between two 64-bit hashes written as 16 hex characters. */
export function hammingDistance(a: string, b: string): number {
  const x = halves(a);
  const y = halves(b);
  if (!x || !y) throw new Error(`Not a 64-bit perceptual hash: ${x ? b : a}`);
  return distanceOf(x, y);
}

function closest(ours: [number, number][], theirs: readonly string[]): number {
  let best = Infinity;
  for (const hash of theirs) {
    const b = halves(hash);
    if (!b) continue; // a stored value that is not a hash never matches
    for (const a of ours) {
      const d = distanceOf(a, b);
      if (d < best) best = d;
      if (best === 0) return 0;
    }
  }
  return best;
}

const parsed = (hashes: readonly string[]) => hashes.map(halves).filter((h): h is [number, number] => h !== null);

/** The closest distance between any image of one finding and any image of another (Infinity when either has none). */
export function closestDistance(ours: readonly string[], theirs: readonly string[]): number {
  return closest(parsed(ours), theirs);
}

export interface PhashCandidate {
  id: number;
  imagePhashes: readonly string[];
}

export interface NearMatch {
  id: number;
  distance: number;
}

/**
 * Every candidate with an image within `maxDistance` bits of one of the finding's images, closest first (the
 * oldest, lowest id, first among equals), so the choice does not depend on the order the rows were read in.
 */
export function nearDuplicates(
  phashes: readonly string[],
  candidates: Iterable<PhashCandidate>,
  maxDistance: number = NEAR_DUPLICATE_MAX_DISTANCE,
): NearMatch[] {
  const matches: NearMatch[] = [];
  const ours = parsed(phashes);
  if (!ours.length) return matches;
  for (const c of candidates) {
    const distance = closest(ours, c.imagePhashes ?? []);
    if (distance <= maxDistance) matches.push({ id: c.id, distance });
  }
  return matches.sort((x, y) => x.distance - y.distance || x.id - y.id);
}

/** The later of two instants (ISO strings or dates), as an ISO string; a missing one loses. */
export function laterOf(a: string | Date | null | undefined, b: string | Date): string {
  const tb = new Date(b).getTime();
  const ta = a ? new Date(a).getTime() : Number.NaN;
  return new Date(Number.isNaN(ta) || tb > ta ? tb : ta).toISOString();
}

/**
 * The pages a detection was seen again on: the new page moves to the end (latest last), the item's own page is
 * not repeated, and only the latest `max` are kept.
 */
export function rememberSeenUrl(
  seenUrls: readonly string[] | null | undefined,
  pageUrl: string,
  ownPageUrl: string,
  max: number = SEEN_URLS_MAX,
): string[] {
  const list = (seenUrls ?? []).filter((u) => u !== pageUrl);
  if (pageUrl !== ownPageUrl) list.push(pageUrl);
  return list.slice(-max);
}

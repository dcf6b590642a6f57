import { NEAR_DUPLICATE_MAX_DISTANCE, SEEN_URLS_MAX } from '@lcmdp/contract';
import { closestDistance, hammingDistance, laterOf, nearDuplicates, rememberSeenUrl } from '../../src/domain/near-duplicate';

/** A hash with the lowest `bits` bits flipped from `base`. */
function flip(base: string, bits: number): string {
  const value = BigInt(`0x${base}`) ^ ((BigInt(1) << BigInt(bits)) - BigInt(1));
  return value.toString(16).padStart(16, '0');
}

const A = 'c3a5f00f0ff05a3c';

describe('hammingDistance', () => {
  it('counts differing bits over all 64, in both halves', () => {
    expect(hammingDistance(A, A)).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000000', '0000000000000001')).toBe(2);
    expect(hammingDistance('00000000ffffffff', '0000000000000000')).toBe(32);
    expect(hammingDistance(A, flip(A, 12))).toBe(12);
    expect(hammingDistance(A, flip(A, 13))).toBe(13);
  });

  it('is symmetric', () => {
    const B = '1234567890abcdef';
    expect(hammingDistance(A, B)).toBe(hammingDistance(B, A));
  });

  it('refuses what is not a 64-bit hash', () => {
    expect(() => hammingDistance(A, 'C3A5F00F0FF05A3C')).toThrow('Not a 64-bit perceptual hash');
    expect(() => hammingDistance('abc', A)).toThrow('Not a 64-bit perceptual hash');
  });
});

describe('the near-duplicate rule', () => {
  it('keeps the measured threshold: same ad at most 8 bits apart', () => {
    expect(NEAR_DUPLICATE_MAX_DISTANCE).toBe(8);
    expect(nearDuplicates([A], [{ id: 1, imagePhashes: [flip(A, 8)] }])).toEqual([{ id: 1, distance: 8 }]);
    expect(nearDuplicates([A], [{ id: 1, imagePhashes: [flip(A, 9)] }])).toEqual([]);
  });

  it('matches when any image of the finding is near any image of a detection', () => {
    const other = 'ffff0000ffff0000';
    expect(closestDistance([other, A], ['0f0f0f0f0f0f0f0f', flip(A, 3)])).toBe(3);
    expect(nearDuplicates([other, A], [{ id: 7, imagePhashes: ['0f0f0f0f0f0f0f0f', flip(A, 3)] }])).toEqual([
      { id: 7, distance: 3 },
    ]);
  });

  it('answers the closest first, the oldest among equals, whatever the reading order', () => {
    const candidates = [
      { id: 9, imagePhashes: [flip(A, 5)] },
      { id: 4, imagePhashes: [flip(A, 2)] },
      { id: 3, imagePhashes: [flip(A, 5)] },
      { id: 2, imagePhashes: [flip(A, 30)] },
    ];
    expect(nearDuplicates([A], candidates)).toEqual([
      { id: 4, distance: 2 },
      { id: 3, distance: 5 },
      { id: 9, distance: 5 },
    ]);
  });

  it('never matches without hashes, and skips stored values that are not hashes', () => {
    expect(nearDuplicates([], [{ id: 1, imagePhashes: [A] }])).toEqual([]);
    expect(nearDuplicates([A], [{ id: 1, imagePhashes: [] }])).toEqual([]);
    expect(nearDuplicates([A], [{ id: 1, imagePhashes: ['not-a-hash'] }])).toEqual([]);
    expect(closestDistance([A], [])).toBe(Infinity);
  });
});

describe('laterOf', () => {
  it('keeps the later instant, as ISO', () => {
    expect(laterOf('2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00Z')).toBe('2026-11-02T00:00:00.000Z');
    expect(laterOf('2026-11-03T00:00:00.000Z', '2026-11-02T00:00:00Z')).toBe('2026-11-03T00:00:00.000Z');
    expect(laterOf(null, '2026-11-02T00:00:00Z')).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('rememberSeenUrl', () => {
  it('appends the new page, moves a repeated one to the end, skips the own page', () => {
    expect(rememberSeenUrl([], 'https://b', 'https://a')).toEqual(['https://b']);
    expect(rememberSeenUrl(['https://b', 'https://c'], 'https://b', 'https://a')).toEqual(['https://c', 'https://b']);
    expect(rememberSeenUrl(['https://b'], 'https://a', 'https://a')).toEqual(['https://b']);
    expect(rememberSeenUrl(null, 'https://a', 'https://a')).toEqual([]);
  });

  it(`keeps only the latest ${SEEN_URLS_MAX}`, () => {
    let list: string[] = [];
    for (let i = 0; i < SEEN_URLS_MAX + 5; i++) list = rememberSeenUrl(list, `https://p/${i}`, 'https://own');
    expect(list).toHaveLength(SEEN_URLS_MAX);
    expect(list[0]).toBe('https://p/5');
    expect(list.at(-1)).toBe(`https://p/${SEEN_URLS_MAX + 4}`);
  });
});

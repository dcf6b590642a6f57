/**
 * Perceptual hashes of images (sharp-phash: a 64-bit DCT hash of the 32×32 grey picture), kept as 16 lowercase hex
 * digits, and their Hamming distance. The same ad resized, re-encoded, recoloured or slightly cropped stays within a
 * few bits; different ads differ in about half of them (`npm run phash` measures the threshold on the labelled ads).
 */
import phash from 'sharp-phash';

const HEX16 = /^[0-9a-f]{16}$/;

/** Decoded pixels an image may have before hashing (the service's own limit, about 40 megapixels). */
const MAX_PIXELS = 40_000_000;

/** The 64-character '0'/'1' string of sharp-phash as 16 lowercase hex digits (first bit = most significant). */
export function bitsToHex(bits: string): string {
  if (!/^[01]{64}$/.test(bits)) throw new Error('A perceptual hash has 64 bits');
  let hex = '';
  for (let i = 0; i < 64; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/** The 64-bit perceptual hash of an image (PNG, JPEG, WebP…) as 16 lowercase hex digits. */
export async function perceptualHash(image: Buffer): Promise<string> {
  return bitsToHex(await phash(image, { limitInputPixels: MAX_PIXELS }));
}

export function isPerceptualHash(value: string): boolean {
  return HEX16.test(value);
}

const POPCOUNT = Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));

/** The number of differing bits (0..64) between two perceptual hashes in hex. */
export function hammingDistance(a: string, b: string): number {
  for (const hash of [a, b]) {
    if (!HEX16.test(hash)) throw new Error(`Not a perceptual hash (16 lowercase hex digits): ${JSON.stringify(hash)}`);
  }
  let distance = 0;
  for (let i = 0; i < 16; i += 1) distance += POPCOUNT[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return distance;
}

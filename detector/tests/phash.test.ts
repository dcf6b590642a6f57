/** Perceptual hashes: hex form, Hamming distance, and near-duplicates of a committed ad image. */
import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { bitsToHex, hammingDistance, isPerceptualHash, perceptualHash } from '../src/understand/phash';

const FILES = path.resolve(__dirname, '../data/images/files');
const AD = fs.readFileSync(path.join(FILES, 'img-tr-01.png'));
const OTHER = fs.readFileSync(path.join(FILES, 'img-tr-02.jpg'));

describe('bitsToHex', () => {
  it('turns 64 bits into 16 hex digits, first bit most significant', () => {
    expect(bitsToHex('0'.repeat(64))).toBe('0000000000000000');
    expect(bitsToHex('1'.repeat(64))).toBe('ffffffffffffffff');
    expect(bitsToHex(`1${'0'.repeat(62)}1`)).toBe('8000000000000001');
    expect(bitsToHex('1010'.repeat(16))).toBe('aaaaaaaaaaaaaaaa');
  });

  it('refuses anything but 64 bits', () => {
    expect(() => bitsToHex('0101')).toThrow(/64 bits/);
    expect(() => bitsToHex('2'.repeat(64))).toThrow(/64 bits/);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0000000000000001', '0000000000000003')).toBe(1);
    expect(hammingDistance('f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f')).toBe(64);
    expect(hammingDistance('8000000000000000', '0000000000000000')).toBe(1);
    expect(hammingDistance('123456789abcdef0', '123456789abcdef0')).toBe(0);
  });

  it('is symmetric', () => {
    expect(hammingDistance('0123456789abcdef', 'fedcba9876543210')).toBe(hammingDistance('fedcba9876543210', '0123456789abcdef'));
  });

  it('refuses malformed hashes', () => {
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow(/16 lowercase hex/);
    expect(() => hammingDistance('0000000000000000', 'ABCDEF0123456789')).toThrow(/16 lowercase hex/);
    expect(() => hammingDistance('000000000000000g', '0000000000000000')).toThrow(/16 lowercase hex/);
    expect(() => hammingDistance('00000000000000000', '0000000000000000')).toThrow(/16 lowercase hex/);
    expect(isPerceptualHash('0123456789abcdef')).toBe(true);
    expect(isPerceptualHash('0123456789ABCDEF')).toBe(false);
  });
});

describe('perceptualHash', () => {
  it('hashes an image to 16 lowercase hex digits, the same every time', async () => {
    const hash = await perceptualHash(AD);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await perceptualHash(AD)).toBe(hash);
  });

  it('keeps a resized, recompressed copy of an ad close and a different ad far', async () => {
    const original = await perceptualHash(AD);
    const copy = await perceptualHash(await sharp(AD).resize({ width: 500 }).jpeg({ quality: 60 }).toBuffer());
    const other = await perceptualHash(OTHER);
    expect(hammingDistance(original, copy)).toBeLessThanOrEqual(4);
    expect(hammingDistance(original, other)).toBeGreaterThan(16);
  });

  it('refuses what is not an image', async () => {
    await expect(perceptualHash(Buffer.from('not an image'))).rejects.toThrow();
  });
});

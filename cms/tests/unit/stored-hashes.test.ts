import { knownHash, withKnownHashes } from '../../src/services/stored-hashes';

const A = { url: '/uploads/a.jpg', sha256: 'a'.repeat(64) };
const B = { url: '/uploads/b.jpg', sha256: 'b'.repeat(64) };

it('knows the hashes of the files given, inside the work only', async () => {
  expect(knownHash(A.url)).toBeUndefined();
  const seen = await withKnownHashes([A], async () => {
    await new Promise((resolve) => setTimeout(resolve, 1)); // across an await and a timer, as in a transaction
    return [knownHash(A.url), knownHash(B.url)];
  });
  expect(seen).toEqual([A.sha256, undefined]);
  expect(knownHash(A.url)).toBeUndefined();
});

it('adds to the files of an enclosing call, which keeps its own', async () => {
  await withKnownHashes([A], async () => {
    expect(await withKnownHashes([B], async () => [knownHash(A.url), knownHash(B.url)])).toEqual([A.sha256, B.sha256]);
    expect(knownHash(B.url)).toBeUndefined();
  });
});

it('keeps concurrent works apart, and ignores a file without a hash or a URL', async () => {
  const [first, second] = await Promise.all([
    withKnownHashes([A, { url: '/uploads/c.jpg' }], async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [knownHash(A.url), knownHash(B.url), knownHash('/uploads/c.jpg')];
    }),
    withKnownHashes([B, { sha256: 'c'.repeat(64) }], async () => [knownHash(A.url), knownHash(B.url)]),
  ]);
  expect(first).toEqual([A.sha256, undefined, undefined]);
  expect(second).toEqual([undefined, B.sha256]);
});

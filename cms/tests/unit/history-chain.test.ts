/** The hash chain's rules (domain/history-chain.ts): links, entries and files, and the first break named. */
import {
  GENESIS_HASH,
  canonicalJson,
  entryHash,
  entryKey,
  nextLink,
  verifyChain,
  type HistoryLink,
} from '../../src/domain/history-chain';

const event = (n: number) => ({
  itemKind: 'detection',
  itemId: `det${n}`,
  variant: 'laos',
  level: 'supervisor',
  action: 'status',
  fromStatus: 'suspected_violation',
  toStatus: 'pending_approval',
  codes: null,
  types: null,
  actorLabel: 'A supervisor',
  note: null,
  at: new Date(Date.UTC(2026, 0, n)),
});

/** A chain of three events, the second with an evidence file. */
function chain() {
  const links: HistoryLink[] = [];
  const entryHashes = new Map<string, string>();
  for (const n of [1, 2, 3]) {
    const hash = entryHash('review_event', event(n));
    entryHashes.set(entryKey('review_event', `ev${n}`), hash);
    const files = n === 2 ? [{ url: '/uploads/a.png', sha256: 'f'.repeat(64) }] : [];
    links.push(nextLink(links.at(-1) ?? null, { type: 'review_event', id: `ev${n}`, hash, files }));
  }
  const fileHashes = new Map<string, string | null>([['/uploads/a.png', 'f'.repeat(64)]]);
  return { links, entryHashes, fileHashes };
}

it('hashes content, not the way it is stored (key order, Date or ISO string)', () => {
  expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
  const stored = { ...event(1), at: '2026-01-01T00:00:00Z', id: 99, createdAt: 'whenever' };
  expect(entryHash('review_event', stored)).toBe(entryHash('review_event', event(1)));
  expect(entryHash('review_event', { ...event(1), note: 'added later' })).not.toBe(entryHash('review_event', event(1)));
});

it('chains each link to the one before, from a genesis hash', () => {
  const { links } = chain();
  expect(links.map((l) => l.seq)).toEqual([1, 2, 3]);
  expect(links[0].prevHash).toBe(GENESIS_HASH);
  expect(links[1].prevHash).toBe(links[0].hash);
  expect(links[2].prevHash).toBe(links[1].hash);
});

it('holds when nothing changed', () => {
  expect(verifyChain(chain())).toEqual({ ok: true, links: 3, files: 1, firstBreak: null });
});

it('names the first broken link for each kind of tampering', () => {
  const altered = chain();
  altered.entryHashes.set(entryKey('review_event', 'ev2'), entryHash('review_event', { ...event(2), toStatus: 'violation' }));
  expect(verifyChain(altered).firstBreak).toEqual({ seq: 2, reason: 'entry_altered', entryType: 'review_event', entryId: 'ev2' });

  const deleted = chain();
  deleted.entryHashes.delete(entryKey('review_event', 'ev3'));
  expect(verifyChain(deleted).firstBreak).toMatchObject({ seq: 3, reason: 'entry_missing' });

  const file = chain();
  file.fileHashes.set('/uploads/a.png', '0'.repeat(64));
  expect(verifyChain(file).firstBreak).toMatchObject({ seq: 2, reason: 'file_altered', url: '/uploads/a.png' });
  file.fileHashes.set('/uploads/a.png', null);
  expect(verifyChain(file).firstBreak).toMatchObject({ seq: 2, reason: 'file_missing' });

  const gap = chain();
  gap.links.splice(1, 1);
  expect(verifyChain(gap).firstBreak).toEqual({ seq: 2, reason: 'link_missing' });

  // A link rewritten to vouch for altered content no longer fits its own hash, nor the next link.
  const forged = chain();
  forged.links[0] = { ...forged.links[0], entryHash: 'e'.repeat(64) };
  expect(verifyChain(forged).firstBreak).toMatchObject({ seq: 1, reason: 'link_altered' });
  const rehashed = chain();
  const { hash: _old, ...rest } = { ...rehashed.links[0], entryHash: 'e'.repeat(64) };
  rehashed.links[0] = nextLink(null, { type: 'review_event', id: rest.entryId, hash: rest.entryHash, files: rest.files });
  expect(verifyChain(rehashed).firstBreak).toMatchObject({ seq: 1, reason: 'entry_altered' });
  expect(
    verifyChain({
      ...rehashed,
      entryHashes: new Map([...rehashed.entryHashes, [entryKey('review_event', 'ev1'), 'e'.repeat(64)]]),
    }).firstBreak,
  ).toMatchObject({
    seq: 2,
    reason: 'link_altered',
  });

  const extra = chain();
  extra.entryHashes.set(entryKey('case_step', 'st9'), 'a'.repeat(64));
  expect(verifyChain(extra).firstBreak).toEqual({ seq: 4, reason: 'entry_unlinked', entryType: 'case_step', entryId: 'st9' });
});

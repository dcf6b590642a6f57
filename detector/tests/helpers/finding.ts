/** A finding as the pipeline makes it, numbered, for the outbox and poster tests. */
import { createHash } from 'node:crypto';

import type { Finding } from '../../src/watch/types';

export function finding(n: number, overrides: Partial<Finding> = {}): Finding {
  return {
    key: createHash('sha256').update(`finding ${n}`).digest('hex'),
    variant: 'laos',
    platform: 'website',
    sourceKey: 'demo-shop',
    pageUrl: `https://shop.example/post/${n}`,
    caption: `ນົມຜົງ ສູດ 1 ລາຄາ ${n}`,
    crawledAt: '2026-11-21T10:00:00.000Z',
    aiScore: 0.9,
    aiSuspected: true,
    aiFindings: [{ rule: 'price', term: 'ລາຄາ', where: 'caption' }],
    modelVersion: 'nb1-test',
    imageHashes: [],
    imagePhashes: [],
    evidence: { images: [] },
    ...overrides,
  };
}

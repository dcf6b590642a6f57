import type { WireLawFile } from '@lcmdp/contract';
import { lawFileFor, lawFileHref, type LawFiles } from './law-files';

const LO: WireLawFile = { url: '/uploads/decree-lo.pdf', name: 'decree-lo.pdf', updated_at: '2026-11-01T08:00:00.000Z' };
const EN: WireLawFile = { url: '/uploads/decree-en.pdf', name: 'decree-en.pdf', updated_at: '2026-11-02T08:00:00.000Z' };

const laws = (lo: WireLawFile | null, en: WireLawFile | null): LawFiles => ({
  international: null,
  laos: lo || en ? { ...(lo ?? en)!, files: { lo, en } } : null,
});

describe('the law PDF in the reader language', () => {
  it('gives each reader the PDF in their language when both exist', () => {
    expect(lawFileFor(laws(LO, EN), 'laos', 'lo')).toEqual(LO);
    expect(lawFileFor(laws(LO, EN), 'laos', 'en')).toEqual(EN);
    expect(lawFileFor(laws(LO, EN), 'laos', 'en-GB')).toEqual(EN);
  });

  it('falls back to the other language', () => {
    expect(lawFileFor(laws(LO, null), 'laos', 'en')).toEqual(LO);
    expect(lawFileFor(laws(null, EN), 'laos', 'lo')).toEqual(EN);
  });

  it('has nothing while loading or when no PDF is uploaded', () => {
    expect(lawFileFor(undefined, 'laos', 'lo')).toBeNull();
    expect(lawFileFor(laws(null, null), 'laos', 'en')).toBeNull();
    expect(lawFileHref(laws(LO, EN), 'international', 'lo')).toBeNull();
  });

  it('links the chosen file', () => {
    expect(lawFileHref(laws(LO, EN), 'laos', 'en')).toMatch(/\/uploads\/decree-en\.pdf$/);
  });
});

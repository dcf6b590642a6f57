import { allResources } from './index';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

const resources = await allResources();

describe('translations', () => {
  const namespaces = Object.keys(resources.en);

  it.each(namespaces)('namespace %s has the same keys in Lao and English', (ns) => {
    const en = keys(resources.en[ns] as Tree).sort();
    const lo = keys(resources.lo[ns] as Tree).sort();
    expect({ missingInLao: en.filter((k) => !lo.includes(k)), missingInEnglish: lo.filter((k) => !en.includes(k)) }).toEqual({
      missingInLao: [],
      missingInEnglish: [],
    });
  });

  it.each(namespaces)('namespace %s has no empty text, and its Lao text is written in Lao', (ns) => {
    const lo = values(resources.lo[ns] as Tree);
    expect(lo.filter((v) => v.trim() === '')).toEqual([]);
    expect(values(resources.en[ns] as Tree).filter((v) => v.trim() === '')).toEqual([]);
    // Some entries are the same in both (names, codes like "LAO", "EN", "PDF"); most Lao text must be Lao script.
    const laoScript = lo.filter((v) => /[\u0E80-\u0EFF]/.test(v)).length;
    if (lo.length) expect(laoScript / lo.length).toBeGreaterThan(0.6);
  });
});

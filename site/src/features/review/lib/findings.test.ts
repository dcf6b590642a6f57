import { findingNeedles, readFindings } from './findings';

describe('AI findings', () => {
  it('reads findings from the wire defensively and collects their terms and excerpts', () => {
    const findings = readFindings([
      { rule: 'claims', term: 'better than', where: 'caption', excerpt: 'better than breast milk', codes: ['LD-9'] },
      { rule: 'ocr', where: 'image_ocr', excerpt: 'ນົມແມ່' },
      { where: 'caption' },
      'junk',
      null,
    ]);
    expect(findings).toEqual([
      { rule: 'claims', term: 'better than', where: 'caption', excerpt: 'better than breast milk', codes: ['LD-9'] },
      { rule: 'ocr', where: 'image_ocr', term: undefined, excerpt: 'ນົມແມ່', codes: undefined },
    ]);
    expect(findingNeedles(findings)).toEqual(['better than', 'better than breast milk', 'ນົມແມ່']);
    expect(readFindings(undefined)).toEqual([]);
  });
});

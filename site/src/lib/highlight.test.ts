import { highlightRanges, mergeRanges, splitByRanges } from './highlight';

const marked = (text: string, needles: string[]) =>
  splitByRanges(text, highlightRanges(text, needles))
    .filter((s) => s.marked)
    .map((s) => s.text);

describe('highlight ranges', () => {
  it('finds every occurrence, whatever the case', () => {
    const text = 'BabyGold is BETTER than breast milk. Better than breast milk, really.';
    expect(highlightRanges(text, ['better than breast milk'])).toEqual([
      { start: 12, end: 35 },
      { start: 37, end: 60 },
    ]);
  });

  it('merges overlapping and touching matches into one range', () => {
    const text = 'Gold formula: better than breast milk!';
    expect(marked(text, ['better than breast', 'breast milk', 'milk!', 'formula:'])).toEqual([
      'formula:',
      'better than breast milk!',
    ]);
    expect(
      mergeRanges([
        { start: 5, end: 9 },
        { start: 0, end: 3 },
        { start: 3, end: 4 },
        { start: 8, end: 12 },
      ]),
    ).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 12 },
    ]);
  });

  it('matches an excerpt with ellipses and other spacing than the text', () => {
    const text = 'New BabyGold:\nbetter   than breast milk for your baby';
    expect(marked(text, ['…better than breast milk...'])).toEqual(['better   than breast milk']);
  });

  it('finds Lao words without spaces and never cuts a letter from its tone mark', () => {
    const text = 'ນົມຜົງສູດພິເສດ ດີກວ່ານົມແມ່ ສຳລັບລູກ';
    expect(marked(text, ['ດີກວ່ານົມແມ່'])).toEqual(['ດີກວ່ານົມແມ່']);
    // The needle stops before the tone mark ່ of ແມ່: the mark stays with its letter.
    expect(marked(text, ['ນົມແມ'])).toEqual(['ນົມແມ່']);
  });

  it('ignores zero-width spaces and accepts both spellings of the Lao vowel AM', () => {
    const text = 'ດີກວ່າ\u200Bນົມແມ່ ສໍາລັບລູກ';
    expect(marked(text, ['ດີກວ່ານົມແມ່'])).toEqual(['ດີກວ່າ\u200Bນົມແມ່']);
    expect(marked(text, ['ສຳລັບ'])).toEqual(['ສໍາລັບ']);
  });

  it('takes regular-expression characters literally and skips empty or one-letter needles', () => {
    const text = 'Price (50% off) + gift [today]';
    expect(marked(text, ['(50% off) +', 'a', ' ', '', '[today]'])).toEqual(['(50% off) +', '[today]']);
    expect(highlightRanges('', ['milk'])).toEqual([]);
    expect(highlightRanges('no match here', ['breast milk'])).toEqual([]);
  });

  it('cuts the text into plain and marked pieces that join back into the text', () => {
    const text = 'a milk b milk';
    const pieces = splitByRanges(text, highlightRanges(text, ['milk']));
    expect(pieces).toEqual([
      { text: 'a ', marked: false },
      { text: 'milk', marked: true },
      { text: ' b ', marked: false },
      { text: 'milk', marked: true },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });
});

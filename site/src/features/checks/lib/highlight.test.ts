import { highlightSegments, matchRanges, normalizeLao } from './highlight';

describe('highlightSegments', () => {
  it('marks every occurrence of each finding, ignoring case, and keeps the rest as it is', () => {
    expect(highlightSegments('Buy 1 get 1 FREE! Free gifts', ['free'])).toEqual([
      { text: 'Buy 1 get 1 ', match: false },
      { text: 'FREE', match: true },
      { text: '! ', match: false },
      { text: 'Free', match: true },
      { text: ' gifts', match: false },
    ]);
  });

  it('merges overlapping findings (a term inside its excerpt) into one mark', () => {
    expect(highlightSegments('ຮ້ານ ຊື້ 1 ແຖມ 1 ມື້ນີ້', ['ແຖມ', 'ຊື້ 1 ແຖມ 1'])).toEqual([
      { text: 'ຮ້ານ ', match: false },
      { text: 'ຊື້ 1 ແຖມ 1', match: true },
      { text: ' ມື້ນີ້', match: false },
    ]);
  });

  it('finds a term in OCR text that writes ຳ as ໍ + າ', () => {
    const ocr = 'ນົມສ\u0ECD\u0EB2ລັບເດັກ';
    expect(normalizeLao(ocr)).toBe('ນົມສຳລັບເດັກ');
    expect(highlightSegments(ocr, ['ສຳລັບ']).filter((s) => s.match)).toEqual([{ text: 'ສຳລັບ', match: true }]);
  });

  it('ignores empty and one-letter needles, and gives the whole text when nothing matches', () => {
    expect(matchRanges('a text', ['', ' ', 'a'])).toEqual([]);
    expect(highlightSegments('nothing here', ['absent'])).toEqual([{ text: 'nothing here', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([{ text: '', match: false }]);
  });
});

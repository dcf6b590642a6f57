import { segmentWords } from '../src/understand/segment';

describe('segmentWords', () => {
  it('splits Lao written without spaces into words', () => {
    const words = segmentWords('ນົມຜົງດາວນ້ອຍດີກວ່ານົມແມ່').map((t) => t.word);
    expect(words).toEqual(expect.arrayContaining(['ນົມ', 'ຜົງ', 'ແມ່']));
    expect(words.length).toBeGreaterThanOrEqual(5);
  });

  it('splits numbers from the words glued to them and lower-cases Latin', () => {
    const words = segmentWords('ລາຄາ 185,000ກີບ Stage 1').map((t) => t.word);
    expect(words).toEqual(['ລາຄາ', '185,000', 'ກີບ', 'stage', '1']);
  });

  it('reports offsets that point back into the text', () => {
    const text = 'ຫຼຸດລາຄາ 30% ສົ່ງຟຣີ';
    for (const token of segmentWords(text)) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.word);
    }
  });
});

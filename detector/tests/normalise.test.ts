import { foldForMatching, normaliseText } from '../src/understand/normalise';

describe('normaliseText', () => {
  it('joins the OCR spelling ໍ + າ into ຳ', () => {
    expect(normaliseText('ສ\u0ECD\u0EB2ລັບ')).toBe('ສຳລັບ');
  });

  it('keeps the tone mark before ຳ wherever OCR put it', () => {
    const expected = 'ນ\u0EC9\u0EB3';
    expect(normaliseText('ນ\u0EC9\u0ECD\u0EB2')).toBe(expected);
    expect(normaliseText('ນ\u0ECD\u0EC9\u0EB2')).toBe(expected);
  });

  it('does not decompose ຳ (NFC, not NFKC)', () => {
    expect(normaliseText('ຳ')).toBe('\u0EB3');
  });

  it('writes the two-letter spellings ຫນ, ຫມ, ຫລ as ໜ, ໝ, ຫຼ', () => {
    expect(normaliseText('ຫນ້ອຍ ໃຫມ່ ຫລາຍ')).toBe('ໜ້ອຍ ໃໝ່ ຫຼາຍ');
  });

  it('turns Lao digits into ASCII digits and drops zero-width characters', () => {
    expect(normaliseText('ລາຄາ ໒໕໐\u200B,000 ກີບ')).toBe('ລາຄາ 250,000 ກີບ');
  });

  it('collapses letters repeated for emphasis but not digits', () => {
    expect(normaliseText('ດີຫຼາຍຍຍຍຍ sooooo 10000')).toBe('ດີຫຼາຍ so 10000');
  });

  it('joins Lao written a syllable at a time, and a mark set after a space, but keeps ordinary phrase spaces', () => {
    expect(normaliseText('ແມ່ ໆ ນົມ ສູດ 2 ເດີ ້ ລາ ຄາ ພິ ເສດ ມື້ ນີ້ 199 ສົ່ງ ຟີ')).toBe(
      'ແມ່ໆນົມສູດ 2 ເດີ້ລາຄາພິເສດມື້ນີ້ 199 ສົ່ງຟີ',
    );
    expect(normaliseText('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ສົ່ງຟຣີທົ່ວປະເທດ')).toBe(
      'ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ສົ່ງຟຣີທົ່ວປະເທດ',
    );
  });

  it('folds Latin case without moving offsets', () => {
    const text = normaliseText('Stage 1 ນົມຜົງ FORMULA');
    const folded = foldForMatching(text);
    expect(folded).toBe('stage 1 ນົມຜົງ formula');
    expect(folded.length).toBe(text.length);
  });
});

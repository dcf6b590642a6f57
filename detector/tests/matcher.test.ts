import { compileTerm, findTerm, prepareText } from '../src/understand/matcher';
import { foldForMatching, normaliseText } from '../src/understand/normalise';

function find(term: string, text: string, reading: 'ocr' | 'typed' = 'ocr') {
  const prepared = prepareText(foldForMatching(normaliseText(text)));
  return findTerm(prepared, compileTerm(foldForMatching(normaliseText(term))), { typed: reading === 'typed' });
}

describe('approximate term matching', () => {
  it('finds an exact term and where it is', () => {
    const match = find('ຫຼຸດລາຄາ', 'ໂປຣ ຫຼຸດລາຄາ 20%');
    expect(match).toMatchObject({ start: 4, end: 12, distance: 0 });
  });

  it.each([
    ['ໝ read as ຫ', 'ເດັກເກີດໃໝ່', 'ນົມສຳລັບເດັກເກີດໃຫ່'],
    ['ນ read as ມ', 'ດີກວ່ານົມແມ່', 'ສູດນີ້ດີກວ່າມົມແມ່ແທ້'],
    ['a dropped tone mark', 'ຊື້ 1 ແຖມ 1', 'ຊື 1 ແຖມ 1 ວັນນີ້'],
    ['ີ read as ິ', 'ສົ່ງຟຣີ', 'ມີບໍລິການສົ່ງຟຣິ'],
    ['several OCR errors at once', 'ດີກວ່ານົມແມ່', 'ດີກວ້ານົມແຟ!'],
    ['an English OCR error', 'infant formula', 'Stage 1 infant formu1a 800g'],
  ])('survives %s', (_, term, text) => {
    const match = find(term, text);
    expect(match).toBeDefined();
    expect(match?.distance).toBeGreaterThan(0);
  });

  it.each([
    ['ຫ read as ທ', 'ດາວໂຫຼດ', 'ດາວໂທຼດ ຟຣີ'],
    ['ໝ read as ພ', 'ທ່ານໝໍ', 'ທ່ານພໍ ແນະນຳ'],
    ['ສູດ read as ສຸດ', 'ສູດ 1', 'ນົມ ສຸດ 1 ລາຄາ'],
    ['a dropped mark in ບໍລິສັດ (company: its ບໍ is no negation)', 'ບໍລິສັດ', 'ບລິສັດ ນົມເດັກ'],
  ])('survives the common OCR misreading of %s', (_, term, text) => {
    expect(find(term, text)).toBeDefined();
  });

  it.each([
    ['"like breast milk" in every mention of breast milk', 'ຄືນົມແມ່', 'ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່ ຈົນຮອດ 2 ປີ'],
    ['"humanised like breast milk" in "breastfeeding"', 'ຄ້າຍນົມແມ່', 'ການລ້ຽງລູກດ້ວຍນົມແມ່'],
    ['"cat milk" in "breast milk" read without its tone mark', 'ນົມແມວ', 'ນົມແມ ດີທີ່ສຸດ'],
    ['"milk for children" in "for children"', 'ນົມສຳລັບເດັກ', 'ເຂົ້າປຽກ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'],
    ['"for doctors" in "for children"', 'ສຳລັບແພດ', 'ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'],
    ['"before 6 months" in "children 6 months"', 'ກ່ອນ 6 ເດືອນ', 'ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'],
    ['"forbidden" in "food"', 'ຫ້າມ', 'ອາຫານເສີມ'],
    ['"party" in "raising"', 'ງານລ້ຽງ', 'ການລ້ຽງລູກ'],
    ['"no Lao label" in "has a Lao label" after ມ', 'ບໍ່ມີສະຫຼາກພາສາລາວ', 'ກະປ໋ອງ 800 ກຣາມ ມ\nມີສະຫຼາກພາສາລາວ'],
  ])('does not find %s, even in OCR text', (_, term, text) => {
    expect(find(term, text)).toBeUndefined();
  });

  it('does not take a different vowel for a misprint in a typed caption', () => {
    expect(find('ນົມສູດ', 'ຊາໄຂ່ມຸກ ນົມສົດ', 'typed')).toBeUndefined();
  });

  it('forgives a typist one dropped mark or stray space in a longer Lao term', () => {
    expect(find('ບໍ່ມີພາສາລາວ', 'label ພາສາໄທ, ບໍ່ມີ ພາສາລາວ', 'typed')).toBeDefined();
    expect(find('ລາຄາພິເສດ', 'ນົມ ລາຄາພິເສດ', 'typed')).toMatchObject({ distance: 0 });
    expect(find('ສົ່ງຟຣີ', 'ສົ່ງຟີ ທົ່ວປະເທດ', 'typed')).toBeUndefined();
  });

  it('never edits digits: stage 1 is not stage 2', () => {
    expect(find('ສູດ 1', 'ນົມຜົງ ສູດ 2')).toBeUndefined();
    expect(find('stage 1', 'stage 2 formula')).toBeUndefined();
  });

  it('matches English terms on word boundaries only', () => {
    expect(find('sale', 'wholesale prices')).toBeUndefined();
    expect(find('sale', 'big sale today')).toBeDefined();
    expect(find('brain', 'train ticket')).toBeUndefined();
  });

  it('ignores a match inside a word that only looks like the term', () => {
    const prepared = prepareText('ລູກຄ້າທຸກທ່ານ');
    const blocked = (start: number, end: number) => start >= 0 && end <= 6;
    expect(findTerm(prepared, compileTerm('ລູກ'), { blocked })).toBeUndefined();
    expect(findTerm(prepared, compileTerm('ລູກ'))).toBeDefined();
  });
});

/** Company and brand names as typed, resolved against the data-option library (domain/name-resolution.ts). */
import { nameIndex, normalizeName, resolveNames, type LibraryName } from '../../src/domain/name-resolution';

const NESTLE: LibraryName = {
  key: 'nestle',
  names: [
    { locale: 'lo', name: 'ເນສເລ່' },
    { locale: 'en', name: 'Nestlé Lao Co., Ltd.' },
  ],
  aliases: ['Nestle Laos', 'ເນັດສະເລ'],
};
const DUMEX: LibraryName = { key: 'dumex', names: [{ locale: 'lo', name: 'ບໍລິສັດ ດູເມັກ ຈຳກັດ' }], aliases: [] };
const index = nameIndex([NESTLE, DUMEX]);

describe('normalizeName', () => {
  it.each([
    ['Nestlé Lao Co., Ltd.', 'nestle lao'],
    ['  NESTLE   LAO company limited ', 'nestle lao'],
    ['ບໍລິສັດ ດູເມັກ ຈຳກັດ', 'ດູເມັກ'],
    ['ບໍລິສັດ ດູເມັກ ຈກ.', 'ດູເມັກ'],
    ['Co., Ltd.', ''],
    ['', ''],
  ])('%s → %s', (name, normal) => {
    expect(normalizeName(name)).toBe(normal);
  });

  it('keeps Lao tone marks: they tell words apart', () => {
    expect(normalizeName('ເສື້ອ')).not.toBe(normalizeName('ເສືອ'));
  });
});

describe('resolveNames', () => {
  it("counts every spelling of a library option under its key, with the option's names", () => {
    const { resolved, unresolved } = resolveNames(
      [
        { key: 'Nestlé Lao Co., Ltd.', count: 3 },
        { key: 'nestle lao', count: 2 },
        { key: 'ເນສເລ່', count: 4 },
        { key: 'Nestle Laos', count: 1 },
        { key: 'ເນັດສະເລ', count: 1 },
        { key: 'NESTLE', count: 1 },
        { key: 'ດູເມັກ', count: 2 },
      ],
      index,
    );
    expect(resolved).toEqual([
      { key: 'nestle', count: 12, names: NESTLE.names },
      { key: 'dumex', count: 2, names: DUMEX.names },
    ]);
    expect(unresolved).toEqual([]);
  });

  it('keeps names the library does not know as typed (one per spelling), and lists them for an editor', () => {
    const { resolved, unresolved } = resolveNames(
      [
        { key: 'Mead Johnson', count: 2 },
        { key: 'mead johnson co ltd', count: 1 },
        { key: '', count: 5 },
        { key: 'Co., Ltd.', count: 1 },
        { key: 'nestle', count: 1 },
      ],
      index,
    );
    expect(resolved).toEqual([
      { key: '', count: 6 },
      { key: 'Mead Johnson', count: 3 },
      { key: 'nestle', count: 1, names: NESTLE.names },
    ]);
    expect(unresolved).toEqual([{ key: 'Mead Johnson', count: 3 }]);
  });

  it('gives a name shared by two options to the first one', () => {
    const clash = nameIndex([
      { key: 'a', names: [{ locale: 'lo', name: 'Same' }], aliases: [] },
      { key: 'b', names: [{ locale: 'lo', name: 'B' }], aliases: ['same'] },
    ]);
    expect(resolveNames([{ key: 'SAME', count: 1 }], clash).resolved[0].key).toBe('a');
  });
});

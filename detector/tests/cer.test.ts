import { characterErrors, rate, substringDistance } from '../src/evaluation/cer';

describe('OCR character error rate', () => {
  it('finds a line anywhere in the OCR text', () => {
    expect(substringDistance([...'abc'], [...'xxabcxx'])).toBe(0);
    expect(substringDistance([...'abc'], [...'xxabxx'])).toBe(1);
    expect(substringDistance([...'abc'], [])).toBe(3);
  });

  it('counts each drawn line against the OCR text, ignoring spaces and OCR order', () => {
    const drawn = 'ນົມຜົງ ສູດ 1\nລາຄາ 250.000 ກີບ';
    expect(characterErrors(drawn, 'ລາຄາ250.000ກີບ\nນົມຜົງສູດ1')).toEqual({ errors: 0, characters: 24 });
    // A dropped tone mark and a missing digit: 2 errors.
    const read = characterErrors(drawn, 'ນົມຜົງ ສູດ 1 ລາຄາ 250.00 ກີບ'.replace('ຜົງ', 'ຜງ'));
    expect(read.errors).toBe(2);
  });

  it('normalises as the detector does: the OCR spelling ໍ + າ is the same as ຳ', () => {
    expect(characterErrors('ສຳລັບ', 'ສໍາລັບ').errors).toBe(0);
  });

  it('sums errors over characters across pictures', () => {
    expect(
      rate([
        { errors: 1, characters: 10 },
        { errors: 3, characters: 30 },
      ]),
    ).toBeCloseTo(0.1);
    expect(rate([])).toBe(0);
  });
});

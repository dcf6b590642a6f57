import { toCheckResult } from './check-result';

describe('toCheckResult', () => {
  it('keeps the verdict and reads the OCR text of each image and the page text', () => {
    const result = toCheckResult({
      status: 'success',
      data: {
        status: 'suspected_violation',
        findings: [{ rule: 'promo', term: 'ແຖມ', codes: ['LD-5'] }],
        images: [
          { name: 'shelf.jpg', ocr_text: 'ຊື້ 1 ແຖມ 1' },
          { name: 'blank.jpg', ocr_text: '' },
        ],
        page_text: 'Page words',
        groups: ['promotion_to_public'],
        codes: ['LD-5', 'LD-7'],
      },
    });
    expect(result).toMatchObject({
      status: 'suspected_violation',
      suspected: true,
      groups: ['promotion_to_public'],
      codes: ['LD-5', 'LD-7'],
    });
    expect(result.findings).toEqual([{ label: 'ແຖມ', excerpt: null, codes: ['LD-5'] }]);
    expect(result.texts).toEqual([
      { source: 'image', name: 'shelf.jpg', text: 'ຊື້ 1 ແຖມ 1' },
      { source: 'page', name: null, text: 'Page words' },
    ]);
  });

  it('reads a single OCR string at the top level, and adds the text the staff member typed', () => {
    expect(toCheckResult({ aiSuspected: false, ocrText: 'label text' }, 'my caption').texts).toEqual([
      { source: 'submitted', name: null, text: 'my caption' },
      { source: 'image', name: null, text: 'label text' },
    ]);
  });

  it('does not repeat the typed text when the detector gives it back, and survives odd answers', () => {
    expect(toCheckResult({ data: { ocr: ['same text'] } }, ' same text ').texts).toEqual([
      { source: 'image', name: null, text: 'same text' },
    ]);
    expect(toCheckResult(null)).toEqual({ status: null, suspected: null, findings: [], texts: [], groups: [], codes: [] });
    expect(toCheckResult({ data: { images: [1, null, { nothing: true }], groups: 'x' } }).texts).toEqual([]);
  });

  it('reads the detection a staff page check was kept as, and says when it could not be kept', () => {
    const kept = { status: 'suspected_violation', detection: { _id: 'det1', created: true, seen_again: false } };
    expect(toCheckResult(kept).keptAs).toBe('det1');
    expect(toCheckResult({ status: 'success', data: kept }).keptAs).toBe('det1');
    expect(toCheckResult({ status: 'non_violation', detection: null }).keptAs).toBeNull();
    expect(toCheckResult({ status: 'non_violation' })).not.toHaveProperty('keptAs');
  });
});

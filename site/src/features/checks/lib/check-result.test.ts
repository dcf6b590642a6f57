import { checkAnswer, checkMatch } from '@/test/check-answer';
import { toCheckResult } from './check-result';

describe('toCheckResult', () => {
  it('keeps the verdict and reads the OCR text of each image and the page text', () => {
    const result = toCheckResult(
      checkAnswer({
        status: 'suspected_violation',
        matches: [checkMatch({ term: 'ແຖມ', excerpt: '', codes: ['LD-5'] })],
        images: [
          { name: 'shelf.jpg', ocr_text: 'ຊື້ 1 ແຖມ 1', confidence: 80 },
          { name: 'blank.jpg', ocr_text: '' },
        ],
        page_text: 'Page words',
        groups: ['promotion_to_public'],
        codes: ['LD-5', 'LD-7'],
      }),
    );
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

  it('adds the text the staff member typed', () => {
    expect(toCheckResult(checkAnswer({ images: [{ name: 'label.png', ocr_text: 'label text' }] }), 'my caption').texts).toEqual([
      { source: 'submitted', name: null, text: 'my caption' },
      { source: 'image', name: 'label.png', text: 'label text' },
    ]);
  });

  it('does not repeat the typed text when the detector gives it back, and survives odd answers', () => {
    expect(toCheckResult(checkAnswer({ images: [{ name: '', ocr_text: 'same text' }] }), ' same text ').texts).toEqual([
      { source: 'image', name: null, text: 'same text' },
    ]);
    expect(toCheckResult(null)).toEqual({ status: null, suspected: null, findings: [], texts: [], groups: [], codes: [] });
    expect(toCheckResult({ data: { images: [{ name: 'a', ocr_text: 'x' }], groups: ['promotion_to_public'] } })).toEqual({
      status: null,
      suspected: null,
      findings: [],
      texts: [],
      groups: [],
      codes: [],
    });
  });

  it('reads the detection a staff page check was kept as, and says when it could not be kept', () => {
    const detection = { _id: 'det1', created: true, seen_again: false };
    expect(toCheckResult(checkAnswer({ status: 'suspected_violation', detection })).keptAs).toBe('det1');
    expect(toCheckResult(checkAnswer({ detection: null })).keptAs).toBeNull();
    expect(toCheckResult(checkAnswer())).not.toHaveProperty('keptAs');
  });
});

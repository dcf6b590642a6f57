import { checkAnswer, checkMatch } from '@/test/check-answer';
import { toDetectorVerdict } from './detector-verdict';

describe('toDetectorVerdict', () => {
  it("reads the contract's CheckAnswer: its status, and each match by its term, excerpt and codes", () => {
    expect(
      toDetectorVerdict(
        checkAnswer({
          status: 'suspected_violation',
          matches: [checkMatch({ term: 'ແຖມ', excerpt: 'ຊື້ 1 ແຖມ 1', codes: ['C1'] })],
        }),
      ),
    ).toEqual({
      status: 'suspected_violation',
      suspected: true,
      findings: [{ label: 'ແຖມ', excerpt: 'ຊື້ 1 ແຖມ 1', codes: ['C1'] }],
    });
  });

  it('names a match without a term by its rule, and reads a clear answer', () => {
    expect(toDetectorVerdict(checkAnswer({ matches: [checkMatch({ term: '', excerpt: '', rule: 'no_statement' })] }))).toEqual({
      status: 'non_violation',
      suspected: false,
      findings: [{ label: 'no_statement', excerpt: null, codes: [] }],
    });
  });

  it('says "unknown" rather than failing on an answer outside the contract', () => {
    expect(toDetectorVerdict(null)).toEqual({ status: null, suspected: null, findings: [] });
    expect(toDetectorVerdict({ status: 'success' })).toEqual({ status: null, suspected: null, findings: [] });
    // Spellings the site used to guess at are not the contract's.
    expect(toDetectorVerdict({ aiSuspected: true, aiFindings: [{ rule: 'r' }] })).toEqual({
      status: null,
      suspected: null,
      findings: [],
    });
    expect(toDetectorVerdict({ ...checkAnswer(), groups: ['promotion_public'] })).toEqual({
      status: null,
      suspected: null,
      findings: [],
    });
  });
});

import { toDetectorVerdict } from './detector-verdict';

describe('toDetectorVerdict', () => {
  it('reads {status, data} with findings', () => {
    expect(
      toDetectorVerdict({
        status: 'success',
        data: {
          status: 'suspected_violation',
          findings: [{ rule: 'r1', term: 'ແຖມ', excerpt: 'ຊື້ 1 ແຖມ 1', codes: ['C1', 2] }],
        },
      }),
    ).toEqual({
      status: 'suspected_violation',
      suspected: true,
      findings: [{ label: 'ແຖມ', excerpt: 'ຊື້ 1 ແຖມ 1', codes: ['C1'] }],
    });
  });

  it("reads the detector's own fields (aiSuspected, aiFindings)", () => {
    expect(toDetectorVerdict({ aiSuspected: false, aiFindings: [] })).toEqual({ status: null, suspected: false, findings: [] });
    expect(toDetectorVerdict({ aiFindings: [{ rule: 'no_breastfeeding_statement' }] })).toMatchObject({
      suspected: true,
      findings: [{ label: 'no_breastfeeding_statement' }],
    });
  });

  it('says "unknown" rather than failing on an unexpected answer', () => {
    expect(toDetectorVerdict(null)).toEqual({ status: null, suspected: null, findings: [] });
    expect(toDetectorVerdict({ status: 'success' })).toEqual({ status: null, suspected: null, findings: [] });
    expect(toDetectorVerdict({ status: 'non_violation', data: ['x', 3, { nothing: 1 }] })).toEqual({
      status: 'non_violation',
      suspected: false,
      findings: [{ label: 'x', excerpt: null, codes: [] }],
    });
  });
});

import { CODE_LD5, CODE_LD9 } from '@/test/fixtures';
import { foundCodeGroups } from './found-codes';

describe('foundCodeGroups', () => {
  it('groups the codes found by the catalogue, by code or id, once each; unknown codes come last', () => {
    const findings = [
      { label: 'ແຖມ', excerpt: null, codes: ['ld-5', 'X-1'] },
      { label: 'health claim', excerpt: null, codes: [CODE_LD9._id, 'LD-5'] },
    ];
    expect(foundCodeGroups(findings, [CODE_LD5, CODE_LD9])).toEqual([
      { group: 'promotion_to_public', codes: [{ code: 'LD-5', entry: CODE_LD5 }] },
      { group: 'prohibited_text', codes: [{ code: 'LD-9', entry: CODE_LD9 }] },
      { group: null, codes: [{ code: 'X-1', entry: null }] },
    ]);
  });

  it("adds the answer's own codes that no finding carries, orders groups as the answer names them, and leaves out groups without codes", () => {
    const findings = [{ label: 'ແຖມ', excerpt: null, codes: ['LD-5'] }];
    expect(
      foundCodeGroups(
        findings,
        [CODE_LD5, CODE_LD9],
        ['prohibited_text', 'labeling_required_text', 'promotion_to_public'],
        ['LD-5', 'LD-9'],
      ),
    ).toEqual([
      { group: 'prohibited_text', codes: [{ code: 'LD-9', entry: CODE_LD9 }] },
      { group: 'promotion_to_public', codes: [{ code: 'LD-5', entry: CODE_LD5 }] },
    ]);
  });
});

import { initI18n } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from './refusal';

describe('refusal messages', () => {
  const t = initI18n().getFixedT<['review', 'common']>('en', ['review', 'common']);

  it("translates a known reason code, else keeps the server's message", () => {
    expect(failureMessage(new ApiError(409, 'Refused.', {}, 'supervisor_first'), t)).toBe(
      'The supervisor has not decided yet; the operator acts after the supervisor.',
    );
    expect(failureMessage(new ApiError(409, 'A rule the site does not know yet.', {}, 'new_rule'), t)).toBe(
      'A rule the site does not know yet.',
    );
    expect(failureMessage(new ApiError(0, 'Something went wrong'), t)).toBe('Something went wrong');
  });

  it('says the reopen rule after an approval the same way, whichever level was refused', () => {
    const supervisor = failureMessage(new ApiError(409, 'Refused.', {}, 'approved_admin_only'), t);
    const operator = failureMessage(new ApiError(409, 'Refused.', {}, 'approved_needs_supervisor'), t);
    expect(supervisor).toBe(operator);
    expect(supervisor).toMatch(/only an admin can reopen it/);
  });
});

/** The enforcement case's step rules (contract case-rules.ts): order, deadlines, what each step needs. */
import {
  CASE_STEPS,
  allowedCaseSteps,
  caseOverdue,
  caseStepInputProblems,
  caseStepInputSchemas,
  caseStepRefusal,
  stageAfter,
  type CasePosition,
} from '@lcmdp/contract';

const now = new Date('2026-03-10T08:00:00.000Z');
const at = (stage: CasePosition['stage'], rest: Partial<CasePosition> = {}): CasePosition => ({ stage, ...rest });

describe('the path of a case', () => {
  it('walks notice → response → decision → removal verified → closed, one step at a time', () => {
    let position = at('opened');
    const walk: string[] = [];
    for (const step of ['send_notice', 'record_response', 'decide', 'verify_removal', 'close'] as const) {
      expect(allowedCaseSteps(position, now)).toEqual([step]);
      position = { ...position, stage: stageAfter(step), responseDueOn: '2026-03-20', measures: ['fine', 'removal_order'] };
      walk.push(position.stage);
    }
    expect(walk).toEqual(['notice_sent', 'response_recorded', 'decided', 'removal_verified', 'closed']);
  });

  it('refuses a step out of order with a reason', () => {
    expect(caseStepRefusal(at('opened'), 'decide', now)).toBe('step_out_of_order');
    expect(caseStepRefusal(at('opened'), 'record_response', now)).toBe('step_out_of_order');
    expect(caseStepRefusal(at('response_recorded'), 'send_notice', now)).toBe('step_out_of_order');
    expect(caseStepRefusal(at('removal_verified'), 'decide', now)).toBe('step_out_of_order');
    for (const step of CASE_STEPS) expect(caseStepRefusal(at('closed'), step, now)).toBe('case_closed');
  });

  it('lets the decision come without an answer only once the answer date has passed (the whole day counts)', () => {
    expect(caseStepRefusal(at('notice_sent', { responseDueOn: '2026-03-10' }), 'decide', now)).toBe('response_not_yet_due');
    expect(caseStepRefusal(at('notice_sent', { responseDueOn: '2026-03-09' }), 'decide', now)).toBeNull();
    expect(caseStepRefusal(at('notice_sent'), 'decide', now)).toBe('response_not_yet_due');
    expect(allowedCaseSteps(at('notice_sent', { responseDueOn: '2026-03-01' }), now)).toEqual(['record_response', 'decide']);
  });

  it('verifies a removal only when one was ordered, and closes an ordered removal only once verified', () => {
    const warned = at('decided', { measures: ['warning'] });
    const ordered = at('decided', { measures: ['warning', 'removal_order'] });
    expect(caseStepRefusal(warned, 'verify_removal', now)).toBe('removal_not_ordered');
    expect(caseStepRefusal(warned, 'close', now)).toBeNull();
    expect(caseStepRefusal(ordered, 'close', now)).toBe('removal_not_verified');
    expect(caseStepRefusal(ordered, 'verify_removal', now)).toBeNull();
  });
});

describe('overdue cases', () => {
  it('are late when the company has not answered by its date', () => {
    expect(caseOverdue(at('notice_sent', { responseDueOn: '2026-03-09' }), now)).toBe('response_overdue');
    expect(caseOverdue(at('notice_sent', { responseDueOn: '2026-03-10' }), now)).toBeNull();
    expect(caseOverdue(at('response_recorded', { responseDueOn: '2026-03-01' }), now)).toBeNull();
  });

  it('are late when an ordered removal is not verified by its date', () => {
    const ordered = { measures: ['removal_order'] as const, removalDueOn: '2026-03-01' };
    expect(caseOverdue(at('decided', ordered), now)).toBe('removal_overdue');
    expect(caseOverdue(at('decided', { ...ordered, removalDueOn: '2026-04-01' }), now)).toBeNull();
    expect(caseOverdue(at('removal_verified', ordered), now)).toBeNull();
    expect(caseOverdue(at('decided', { measures: ['warning'], removalDueOn: '2026-03-01' }), now)).toBeNull();
  });
});

describe('what each step takes', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('a decision needs a measure, a legal basis, a fine amount with a fine and a date with a removal order', () => {
    expect(messages(caseStepInputSchemas.decide.safeParse({ measures: [], legalBasis: '' }))).toEqual({
      measures: 'Please choose at least one measure',
      legalBasis: 'Please give the legal basis of the decision',
    });
    expect(
      messages(caseStepInputSchemas.decide.safeParse({ measures: 'fine,removal_order', legalBasis: 'Decree 472/PM, art. 12' })),
    ).toEqual({
      fineKip: 'Please give the amount of the fine in kip',
      removalDueOn: 'Please give the date the ad must be removed by',
    });
    expect(messages(caseStepInputSchemas.decide.safeParse({ measures: ['warning'], fineKip: '500', legalBasis: 'x' }))).toEqual({
      fineKip: 'A fine amount needs the measure "fine"',
    });
    expect(messages(caseStepInputSchemas.decide.safeParse({ measures: ['fine'], fineKip: '2.5', legalBasis: 'x' }))).toEqual({
      fineKip: 'The fine must be a whole number of kip',
    });
    const ok = caseStepInputSchemas.decide.parse({
      measures: 'fine,removal_order',
      fineKip: '5000000',
      removalDueOn: '2026-04-01',
      legalBasis: ' Decree 472/PM ',
    });
    expect(ok).toMatchObject({ measures: ['fine', 'removal_order'], fineKip: 5_000_000, legalBasis: 'Decree 472/PM' });
  });

  it('refuses an unknown measure, a repeated one, and dates that are not days', () => {
    expect(messages(caseStepInputSchemas.decide.safeParse({ measures: ['jail'], legalBasis: 'x' }))).toEqual({
      'measures.0': 'Unknown measure',
    });
    expect(messages(caseStepInputSchemas.decide.safeParse({ measures: ['warning', 'warning'], legalBasis: 'x' }))).toEqual({
      measures: 'A measure is chosen twice',
    });
    expect(messages(caseStepInputSchemas.send_notice.safeParse({ responseDueOn: 'next week' }))).toEqual({
      responseDueOn: 'Not a valid date (YYYY-MM-DD)',
    });
    expect(messages(caseStepInputSchemas.send_notice.safeParse({}))).toEqual({
      responseDueOn: 'Please give the date the company must answer by',
    });
    expect(messages(caseStepInputSchemas.record_response.safeParse({ receivedOn: '2026-03-09', note: '  ' }))).toEqual({
      note: "Please summarise the company's answer",
    });
  });

  it('deadlines lie after today and an answer is not received in the future', () => {
    expect(caseStepInputProblems('send_notice', { responseDueOn: '2026-03-10' }, now)).toEqual({
      responseDueOn: 'The answer date must be after today',
    });
    expect(caseStepInputProblems('send_notice', { responseDueOn: '2026-03-11' }, now)).toEqual({});
    expect(caseStepInputProblems('decide', { removalDueOn: '2026-03-01' }, now)).toEqual({
      removalDueOn: 'The removal date must be after today',
    });
    expect(caseStepInputProblems('record_response', { receivedOn: '2026-03-11' }, now)).toEqual({
      receivedOn: 'The answer cannot be received in the future',
    });
    expect(caseStepInputProblems('record_response', { receivedOn: '2026-03-10' }, now)).toEqual({});
  });
});

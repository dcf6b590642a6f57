import { stepFields, stepForm } from './step-form';

describe('a case step form', () => {
  it('sends a decision with its measures as a comma list and the fine and removal date they need', () => {
    expect(
      stepFields('decide', {
        measures: ['fine', 'removal_order'],
        fineKip: 5000000,
        removalDueOn: '2026-12-01',
        legalBasis: ' Decree 256, art. 8 ',
        note: '',
      }),
    ).toEqual({
      measures: 'fine,removal_order',
      fineKip: '5000000',
      removalDueOn: '2026-12-01',
      legalBasis: 'Decree 256, art. 8',
    });
  });

  it('leaves out a fine or removal date whose measure is not chosen, and fields of other steps', () => {
    expect(
      stepFields('decide', {
        measures: ['warning'],
        fineKip: 10,
        removalDueOn: '2026-12-01',
        legalBasis: 'L',
        receivedOn: '2026-01-01',
      }),
    ).toEqual({ measures: 'warning', legalBasis: 'L' });
    expect(stepFields('close', { note: 'done', responseDueOn: '2026-12-01' })).toEqual({ note: 'done' });
  });

  it('sends the notice letter language with send_notice only, and none when no letter is asked for', () => {
    expect(stepFields('send_notice', { responseDueOn: '2026-12-01', letterLanguage: 'en' })).toEqual({
      responseDueOn: '2026-12-01',
      letterLanguage: 'en',
    });
    expect(stepFields('send_notice', { responseDueOn: '2026-12-01' })).toEqual({ responseDueOn: '2026-12-01' });
    expect(stepFields('record_response', { receivedOn: '2026-11-20', letterLanguage: 'lo' })).toEqual({
      receivedOn: '2026-11-20',
    });
  });

  it('puts the files next to the fields', () => {
    const file = new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' });
    const form = stepForm('record_response', { receivedOn: '2026-11-20', note: 'They removed it' }, [file]);
    expect(form.get('receivedOn')).toBe('2026-11-20');
    expect(form.get('note')).toBe('They removed it');
    expect((form.getAll('files')[0] as File).name).toBe('answer.pdf');
  });
});

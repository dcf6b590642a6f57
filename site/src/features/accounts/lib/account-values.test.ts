import { ADMIN, OPERATOR } from '@/test/account-fixtures';
import { searchAccounts, accountName } from './account-search';
import { accountUpdatePayload, fieldErrorsOf, formValuesOf, messageKeyOf, newAccountPayload } from './account-values';

describe('account form values and the wire', () => {
  it('sends a new account with the wire names, trimmed', () => {
    expect(
      newAccountPayload({
        fullName: '  Khamla P ',
        email: ' khamla@moh.gov.la ',
        phone: '020555 ',
        role: 'supervisor',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({
      full_name: 'Khamla P',
      email: 'khamla@moh.gov.la',
      phone_number: '020555',
      role: 'supervisor',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });

  it('sends the role only when it may change, and a password only when one was typed', () => {
    const values = { ...formValuesOf(OPERATOR), role: 'supervisor' as const, password: '', confirmPassword: '' };
    expect(accountUpdatePayload(2, values, { withRole: false })).toEqual({
      _id: 2,
      full_name: 'Demo Operator',
      email: 'operator@lcmdp.test',
      phone_number: '02055512345',
    });
    expect(
      accountUpdatePayload(
        2,
        { ...values, password: 'secret1', confirmPassword: 'secret1', currentPassword: 'old' },
        { withRole: true },
      ),
    ).toEqual({
      _id: 2,
      full_name: 'Demo Operator',
      email: 'operator@lcmdp.test',
      phone_number: '02055512345',
      role: 'supervisor',
      password: 'secret1',
      confirmPassword: 'secret1',
      currentPassword: 'old',
    });
  });

  it("puts the server's field messages on the form's fields and knows its validation texts", () => {
    expect(fieldErrorsOf({ full_name: 'Please enter your full name', phone_number: 'x', _: 'Nothing to update' })).toEqual({
      placed: [
        { name: 'fullName', message: 'Please enter your full name' },
        { name: 'phone', message: 'x' },
      ],
      // A message of a field the forms do not have is kept, to be shown beside the form.
      unplaced: ['Nothing to update'],
    });
    expect(messageKeyOf('Please enter numbers only')).toBe('numbersOnly');
    expect(messageKeyOf('current_password_incorrect')).toBe('current_password_incorrect');
    expect(messageKeyOf('An account with this email already exists')).toBeUndefined();
  });
});

describe('account search', () => {
  it('finds accounts by any word of their name, email or phone', () => {
    const accounts = [ADMIN, OPERATOR];
    expect(searchAccounts(accounts, '')).toEqual(accounts);
    expect(searchAccounts(accounts, 'ADMIN')).toEqual([ADMIN]);
    expect(searchAccounts(accounts, 'demo operator@')).toEqual([OPERATOR]);
    expect(searchAccounts(accounts, '0205551')).toEqual(accounts);
    expect(searchAccounts(accounts, 'nobody')).toEqual([]);
    expect(accountName({ full_name: ' ', email: 'a@b.la' })).toBe('a@b.la');
  });
});

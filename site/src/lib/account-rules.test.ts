import {
  accountPermissions,
  assignableRoles,
  checkConfirmPassword,
  checkCurrentPassword,
  checkEmail,
  checkFullName,
  checkNewPassword,
  checkPhone,
  checkRole,
  checkSignInPassword,
  mayManage,
} from './account-rules';

describe('account form rules (spec §5)', () => {
  it('requires a full name that is more than spaces', () => {
    expect(checkFullName('')).toBe('fullNameRequired');
    expect(checkFullName('   ')).toBe('fullNameRequired');
    expect(checkFullName(undefined)).toBe('fullNameRequired');
    expect(checkFullName('Khamla Phommachanh')).toBeUndefined();
  });

  it('requires an email, in a valid format', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail(undefined)).toBe('emailRequired');
    expect(checkEmail('khamla')).toBe('emailInvalid');
    expect(checkEmail('khamla@')).toBe('emailInvalid');
    expect(checkEmail('khamla@moh.gov.la')).toBeUndefined();
    expect(checkEmail(' Khamla@MOH.gov.la ')).toBeUndefined();
  });

  it('takes a phone of digits only, as the server does (a leading + allowed), and requires it', () => {
    expect(checkPhone('02055512345')).toBeUndefined();
    expect(checkPhone('+8562055512345')).toBeUndefined();
    expect(checkPhone('020 555 123')).toBe('numbersOnly');
    expect(checkPhone('020-5551234')).toBe('numbersOnly');
    expect(checkPhone('abc')).toBe('numbersOnly');
    expect(checkPhone('')).toBe('numbersOnly');
    expect(checkPhone(undefined)).toBe('numbersOnly');
  });

  it('wants new passwords of at least 6 characters; an optional one may stay empty', () => {
    expect(checkNewPassword('12345')).toBe('passwordMin');
    expect(checkNewPassword('')).toBe('passwordMin');
    expect(checkNewPassword('123456')).toBeUndefined();
    expect(checkNewPassword('', { optional: true })).toBeUndefined();
    expect(checkNewPassword('123', { optional: true })).toBe('passwordMin');
  });

  it('asks for the password to sign in and the current password, without a length rule', () => {
    expect(checkSignInPassword('')).toBe('passwordRequired');
    expect(checkSignInPassword('abc')).toBeUndefined();
    expect(checkCurrentPassword(undefined)).toBe('currentPasswordRequired');
    expect(checkCurrentPassword('abc')).toBeUndefined();
  });

  it('wants the confirmation, equal to the password', () => {
    expect(checkConfirmPassword('', 'secret1')).toBe('confirmRequired');
    expect(checkConfirmPassword(undefined, undefined)).toBe('confirmRequired');
    expect(checkConfirmPassword('secret2', 'secret1')).toBe('passwordsDiffer');
    expect(checkConfirmPassword('secret1', 'secret1')).toBeUndefined();
  });

  it('lets an optional password and its confirmation both stay empty, but not only one of them', () => {
    expect(checkConfirmPassword('', '', { optional: true })).toBeUndefined();
    expect(checkConfirmPassword('', 'secret1', { optional: true })).toBe('confirmRequired');
    expect(checkConfirmPassword('secret1', '', { optional: true })).toBe('passwordsDiffer');
  });

  it('requires a role among the ones offered', () => {
    expect(checkRole(undefined)).toBe('selectOption');
    expect(checkRole('')).toBe('selectOption');
    expect(checkRole('root')).toBe('invalidOption');
    expect(checkRole('admin', ['supervisor', 'operator'])).toBe('invalidOption');
    expect(checkRole('operator', ['supervisor', 'operator'])).toBeUndefined();
    expect(checkRole('admin')).toBeUndefined();
  });
});

describe('who manages which account (mirrors the CMS accounts service)', () => {
  it('lets admins manage everyone, operators everyone but admins, supervisors nobody', () => {
    expect(mayManage('admin', 'admin')).toBe(true);
    expect(mayManage('operator', 'supervisor')).toBe(true);
    expect(mayManage('operator', 'operator')).toBe(true);
    expect(mayManage('operator', 'admin')).toBe(false);
    expect(mayManage('supervisor', 'supervisor')).toBe(false);
    expect(mayManage(null, 'supervisor')).toBe(false);
    expect(assignableRoles('admin')).toEqual(['supervisor', 'operator', 'admin']);
    expect(assignableRoles('operator')).toEqual(['supervisor', 'operator']);
    expect(assignableRoles('supervisor')).toEqual([]);
  });

  it('never lets anyone delete themselves or change their own role or (here) password', () => {
    const operator = { user_id: 2, role: 'operator' as const };
    expect(accountPermissions(operator, { user_id: 2, role: 'operator' })).toEqual({
      self: true,
      edit: true,
      delete: false,
      changeRole: false,
      changePassword: false,
    });
    expect(accountPermissions(operator, { user_id: 1, role: 'admin' })).toMatchObject({ edit: false, delete: false });
    expect(accountPermissions(operator, { user_id: 3, role: 'supervisor' })).toEqual({
      self: false,
      edit: true,
      delete: true,
      changeRole: true,
      changePassword: true,
    });
    expect(accountPermissions({ user_id: 1, role: 'admin' }, { user_id: 4, role: 'admin' })).toMatchObject({
      edit: true,
      delete: true,
    });
  });
});

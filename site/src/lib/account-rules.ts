/**
 * The rules of the account forms (spec §5), shared by the personal-information form, the account form and the
 * password screens. Each check answers a message key (translated by the form) or undefined when the value is fine.
 * Formats come from the contract's schemas, so the form accepts exactly what the server accepts; who may manage
 * whom mirrors the CMS's accounts service (the server stays the authority).
 */
import { LIMITS, STAFF_ROLES, addUserSchema, phoneSchema, type StaffRole } from '@lcmdp/contract';

export type RuleKey =
  | 'fullNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'numbersOnly'
  | 'passwordRequired'
  | 'currentPasswordRequired'
  | 'passwordMin'
  | 'confirmRequired'
  | 'passwordsDiffer'
  | 'selectOption'
  | 'invalidOption';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function checkFullName(value: unknown): 'fullNameRequired' | undefined {
  return blank(value) ? 'fullNameRequired' : undefined;
}

export function checkEmail(value: unknown): 'emailRequired' | 'emailInvalid' | undefined {
  if (blank(value)) return 'emailRequired';
  return addUserSchema.shape.email.safeParse(value).success ? undefined : 'emailInvalid';
}

/** Digits only (a leading + is allowed, as the server allows it), and required. */
export function checkPhone(value: unknown): 'numbersOnly' | undefined {
  return phoneSchema.safeParse(value).success ? undefined : 'numbersOnly';
}

/** The password to sign in with: only its presence is checked (older accounts may have shorter ones). */
export function checkSignInPassword(value: unknown): 'passwordRequired' | undefined {
  return typeof value === 'string' && value !== '' ? undefined : 'passwordRequired';
}

export function checkCurrentPassword(value: unknown): 'currentPasswordRequired' | undefined {
  return typeof value === 'string' && value !== '' ? undefined : 'currentPasswordRequired';
}

/** A new password: at least LIMITS.passwordMin characters. `optional` when an empty value keeps the old one. */
export function checkNewPassword(value: unknown, { optional = false } = {}): 'passwordMin' | undefined {
  const text = typeof value === 'string' ? value : '';
  if (optional && text === '') return undefined;
  return text.length >= LIMITS.passwordMin ? undefined : 'passwordMin';
}

/**
 * The confirmation must equal the new password, and is required with it. With an `optional` password (editing an
 * account), both may stay empty.
 */
export function checkConfirmPassword(
  value: unknown,
  password: unknown,
  { optional = false } = {},
): 'confirmRequired' | 'passwordsDiffer' | undefined {
  const given = typeof password === 'string' && password !== '';
  if (blank(value)) return optional && !given ? undefined : 'confirmRequired';
  return value === password ? undefined : 'passwordsDiffer';
}

export function checkRole(
  value: unknown,
  allowed: readonly StaffRole[] = STAFF_ROLES,
): 'selectOption' | 'invalidOption' | undefined {
  if (value === undefined || value === null || value === '') return 'selectOption';
  return (allowed as readonly unknown[]).includes(value) ? undefined : 'invalidOption';
}

/** Whether `actor` may create, change or delete an account with `targetRole` (only admins touch admins). */
export function mayManage(actor: StaffRole | null, targetRole: StaffRole | null): boolean {
  if (actor === 'admin') return true;
  return actor === 'operator' && targetRole !== 'admin';
}

/** The roles `actor` may give: an operator cannot create admins. */
export function assignableRoles(actor: StaffRole | null): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayManage(actor, role));
}

export interface AccountRef {
  user_id: number;
  role: StaffRole | null;
}

/** What the signed-in `actor` may do with an account in the list. */
export function accountPermissions(actor: { user_id: number | null; role: StaffRole | null }, target: AccountRef) {
  const self = actor.user_id === target.user_id;
  const manage = self || mayManage(actor.role, target.role);
  return {
    self,
    edit: manage,
    /** Nobody deletes their own account. */
    delete: !self && manage,
    /** Nobody changes their own role. */
    changeRole: !self && manage,
    /** One's own password is changed from personal information, which asks for the current one. */
    changePassword: !self && manage,
  };
}

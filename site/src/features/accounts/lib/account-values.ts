/**
 * Between the account forms (field names of spec §3: fullName, email, phone...) and the /api-laos payloads
 * (full_name, phone_number...), both ways: values out, the server's field messages back onto the fields.
 */
import type { StaffRole, WireUser } from '@lcmdp/contract';
import enAccounts from '@/locales/en/accounts.json';
import type { RuleKey } from '@/lib/account-rules';

export interface AccountFormValues {
  fullName: string;
  email: string;
  phone: string;
  role?: StaffRole;
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

export type AccountField = keyof AccountFormValues;

export interface NewAccountPayload {
  full_name: string;
  email: string;
  phone_number: string;
  role: StaffRole;
  password: string;
  confirmPassword: string;
}

export interface AccountUpdatePayload {
  _id: number;
  full_name: string;
  email: string;
  phone_number: string;
  role?: StaffRole;
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

export function formValuesOf(user: WireUser): AccountFormValues {
  return {
    fullName: user.full_name ?? '',
    email: user.email,
    phone: user.phone_number ?? '',
    role: user.role ?? undefined,
  };
}

const trimmed = (values: AccountFormValues) => ({
  full_name: values.fullName.trim(),
  email: values.email.trim(),
  phone_number: values.phone.trim(),
});

export function newAccountPayload(values: AccountFormValues): NewAccountPayload {
  return {
    ...trimmed(values),
    role: values.role!,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
  };
}

/**
 * An update of account `id`. The role is sent only when it may change (never one's own); a password only when a
 * new one was typed; the current password when the form asked for it (one's own new password or email).
 */
export function accountUpdatePayload(
  id: number,
  values: AccountFormValues,
  { withRole }: { withRole: boolean },
): AccountUpdatePayload {
  const payload: AccountUpdatePayload = { _id: id, ...trimmed(values) };
  if (withRole && values.role) payload.role = values.role;
  if (values.password) {
    payload.password = values.password;
    payload.confirmPassword = values.confirmPassword;
  }
  if (values.currentPassword) payload.currentPassword = values.currentPassword;
  return payload;
}

const FIELD_OF_WIRE: Record<string, AccountField> = {
  full_name: 'fullName',
  email: 'email',
  phone_number: 'phone',
  role: 'role',
  currentPassword: 'currentPassword',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/** What the forms can say: the rules' keys, and the keys the server gives a missing or wrong current password. */
export type MessageKey = RuleKey | 'current_password_incorrect' | 'current_password_required';

/** The server's validation texts (English, as the contract words them) → the keys the forms translate. */
const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(enAccounts.validation).map(([key, text]) => [text, key as MessageKey]),
);

/** A server message as a translation key, when it is one the forms know (the key itself, or its English text). */
export function messageKeyOf(message: string): MessageKey | undefined {
  if (message in enAccounts.validation) return message as MessageKey;
  return KEY_OF_MESSAGE.get(message);
}

/** The server's field messages placed on the form's fields; messages for other fields are left out. */
export function fieldErrorsOf(fields: Record<string, string>): {
  placed: { name: AccountField; message: string }[];
  /** Messages of fields the forms do not have (they must still be shown). */
  unplaced: string[];
} {
  const placed: { name: AccountField; message: string }[] = [];
  const unplaced: string[] = [];
  for (const [wire, message] of Object.entries(fields)) {
    const name = FIELD_OF_WIRE[wire];
    if (name) placed.push({ name, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

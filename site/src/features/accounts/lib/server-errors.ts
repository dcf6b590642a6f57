import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, messageKeyOf, type MessageKey } from './account-values';

/** Says a message key in the form's language. */
export type Say = (key: MessageKey) => string;

/** A server message in the form's language when the forms know it, as the server wrote it otherwise. */
export function localizedMessage(message: string, say: Say): string {
  const key = messageKeyOf(message);
  return key ? say(key) : message;
}

/**
 * Puts the server's field messages (ApiError.fields) on the form's fields. Answers whether there was one, so the
 * caller shows the error some other way when there was not.
 */
export function showFieldErrors(form: FormInstance, error: unknown, say: Say): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = fieldErrorsOf(error.fields);
  form.setFields(errors.map(({ name, message }) => ({ name, errors: [localizedMessage(message, say)] })));
  return errors.length > 0;
}

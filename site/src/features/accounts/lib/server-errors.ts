import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, messageKeyOf, type MessageKey } from './account-values';
import { errorText } from './error-text';

/** Says a message key in the form's language. */
export type Say = (key: MessageKey) => string;

/** A server message in the form's language when the forms know it, as the server wrote it otherwise. */
export function localizedMessage(message: string, say: Say): string {
  const key = messageKeyOf(message);
  return key ? say(key) : message;
}

/**
 * Puts the server's field messages (ApiError.fields) on the form's fields, and answers what is left for the form
 * to say some other way: nothing when every message found its field; the messages of fields the form does not
 * have; or, when the error carried no field message at all, the error itself.
 */
export function showFieldErrors(form: FormInstance, error: unknown, say: Say, fallback: string): string | null {
  if (!(error instanceof ApiError)) return errorText(error, fallback);
  const { placed, unplaced } = fieldErrorsOf(error.fields);
  form.setFields(placed.map(({ name, message }) => ({ name, errors: [localizedMessage(message, say)] })));
  if (unplaced.length) return unplaced.map((message) => localizedMessage(message, say)).join(' ');
  return placed.length ? null : errorText(error, fallback);
}

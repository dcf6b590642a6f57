import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from './server-errors';

function fakeForm() {
  const fields: { name: unknown; errors: string[] }[] = [];
  const form = { setFields: (set: typeof fields) => fields.push(...set) } as unknown as FormInstance;
  return { form, fields };
}

const say = (key: string) => `said:${key}`;

describe('showFieldErrors', () => {
  it('puts field messages on their fields and leaves nothing else to say', () => {
    const { form, fields } = fakeForm();
    const error = new ApiError(400, 'Invalid input', { full_name: 'Please enter your full name' });
    expect(showFieldErrors(form, error, say, 'Something went wrong')).toBeNull();
    // In the form's language when the forms know the message.
    expect(fields).toEqual([{ name: 'fullName', errors: ['said:fullNameRequired'] }]);
  });

  it('keeps the messages of fields the form does not have, to show beside the form', () => {
    const { form, fields } = fakeForm();
    const error = new ApiError(400, 'Invalid input', { full_name: 'Please enter your full name', _: 'Nothing to update' });
    expect(showFieldErrors(form, error, say, 'Something went wrong')).toBe('Nothing to update');
    expect(fields).toHaveLength(1);
  });

  it('says the error itself when it carries no field message', () => {
    expect(showFieldErrors(fakeForm().form, new ApiError(409, 'Email taken'), say, 'Something went wrong')).toBe('Email taken');
  });
});

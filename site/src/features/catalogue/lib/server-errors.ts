/** A refused save, split into messages for form fields and one message for the rest. */
import { ApiError } from '@/lib/api-client';

export interface SaveRefusal<F extends string> {
  fields: { name: F; errors: string[] }[];
  /** The message shown above the form (the server's), or null when every message sits on a field. */
  message: string | null;
}

export function saveRefusal<F extends string>(error: unknown, fieldOf: (path: string) => F | null): SaveRefusal<F> {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: [], message };
  const fields: { name: F; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [path, text] of Object.entries(error.fields)) {
    const name = fieldOf(path);
    if (name && !fields.some((f) => f.name === name)) fields.push({ name, errors: [text] });
    else if (!name) rest.push(text);
  }
  return { fields, message: rest.length ? rest.join(' ') : fields.length ? null : message };
}

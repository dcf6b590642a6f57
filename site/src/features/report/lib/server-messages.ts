/**
 * The CMS answers field errors with the contract's English messages. Those the form knows are shown in the
 * reader's language; any other message is shown as the server wrote it.
 */
import type { ReportField } from '@/lib/report-values';
import { REPORT_FIELDS } from '@/lib/report-values';

type MessageKey =
  | 'validation.company'
  | 'validation.brand'
  | 'validation.productType'
  | 'validation.province'
  | 'validation.category'
  | 'validation.link'
  | 'validation.email'
  | 'validation.date'
  | 'validation.futureDate';

const KNOWN: Record<string, MessageKey> = {
  'Please specify the company': 'validation.company',
  'Please specify the brand': 'validation.brand',
  'Please select a product type': 'validation.productType',
  'Please select a province': 'validation.province',
  'Please select where the violation was found': 'validation.category',
  'Not a valid link': 'validation.link',
  'Email must be a valid address': 'validation.email',
  'Not a valid date': 'validation.date',
  'Use a date like 2026-01-31': 'validation.date',
  'Use a date between 2000 and 2099': 'validation.date',
  'The date seen cannot be in the future': 'validation.futureDate',
};

export type ServerMessage = { key: MessageKey } | { key: 'validation.tooLong'; max: number } | { text: string };

export function serverMessage(message: string): ServerMessage {
  const known = KNOWN[message.trim()];
  if (known) return { key: known };
  const tooLong = /^At most (\d+) characters$/.exec(message.trim());
  if (tooLong) return { key: 'validation.tooLong', max: Number(tooLong[1]) };
  return { text: message };
}

/** Splits the server's field messages into those shown on a form field and the rest (e.g. `images`). */
export function splitServerFields(fields: Record<string, string>): {
  onFields: [ReportField, string][];
  other: [string, string][];
} {
  const onFields: [ReportField, string][] = [];
  const other: [string, string][] = [];
  for (const [path, message] of Object.entries(fields)) {
    // zod paths of array items look like "details.0".
    const head = path.split('.')[0];
    if ((REPORT_FIELDS as readonly string[]).includes(head)) {
      if (!onFields.some(([f]) => f === head)) onFields.push([head as ReportField, message]);
    } else other.push([path, message]);
  }
  return { onFields, other };
}

import dayjs from 'dayjs';

/** Dates as the spec shows them: dd/mm/yyyy in Lao, mm/dd/yyyy in English (spec §9). */
export function dateFormat(language: string): string {
  return language.startsWith('en') ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(dateFormat(language)) : '—';
}

/** A date with its time (review decisions happen several times a day): "03/02/2025 09:00". */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = formatDate(value, language);
  const d = dayjs(value ?? undefined);
  return value && d.isValid() ? `${date} ${d.format('HH:mm')}` : date;
}

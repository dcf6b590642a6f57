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

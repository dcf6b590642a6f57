import dayjs from 'dayjs';
import { formatDate } from '@/lib/dates';

/** A date with its time (review decisions happen several times a day): "03/02/2025 09:00". */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = formatDate(value, language);
  const d = dayjs(value ?? undefined);
  return value && d.isValid() ? `${date} ${d.format('HH:mm')}` : date;
}

/** The AI's score (0–1) as a percentage. */
export function formatScore(score: number | null | undefined): string | null {
  return typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score * 100)} %` : null;
}

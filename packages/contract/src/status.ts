import { ARCHIVE_FLAGS, REVIEW_STATUSES, type ArchiveFlag, type ReviewStatus } from './vocabulary';

/**
 * The legacy platform sent labels with spaces ("non violation", "pending approval"); the keys use underscores.
 * Both are accepted on input; output always uses the keys.
 */
export function toStatusKey(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

export function isArchiveFlag(value: string): value is ArchiveFlag {
  return (ARCHIVE_FLAGS as readonly string[]).includes(value);
}

/** Human label of a key, as the legacy platform wrote it ("non_violation" → "non violation"). */
export function toLegacyLabel(key: string): string {
  return key === 'no_archive' ? key : key.replace(/_/g, ' ');
}

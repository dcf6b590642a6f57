import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of bytes, or of a string as UTF-8: evidence hashes, outbox keys, content addresses. */
export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

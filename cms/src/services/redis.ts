/**
 * The CMS's Redis connections (REDIS_URL): rate-limit counters and the caches' generations (services/generations.ts). Commands fail at once
 * while Redis is disconnected (no offline queue that would hold a request until it returns), and the client keeps
 * reconnecting in the background.
 */
import { Redis } from 'ioredis';

/** How long a command may wait for Redis before its caller gives up. */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

export interface RedisOptions {
  redisUrl: string;
  /** Used when the URL carries no password (docker-compose keeps the password in the env file only). */
  redisPassword?: string;
}

export function connectRedis({ redisUrl, redisPassword }: RedisOptions): Redis {
  const hasPassword = new URL(redisUrl).password !== '';
  const client = new Redis(redisUrl, {
    ...(!hasPassword && redisPassword ? { password: redisPassword } : {}),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  client.on('error', () => undefined);
  return client;
}

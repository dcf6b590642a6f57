import path from 'path';
import type { Core } from '@strapi/strapi';
import { keepPreparedStatements, type SqliteConnection } from '../src/services/prepared-statements';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'lcmdp'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" (default) or "postgres".`);
  }
  const filename = env('DATABASE_FILENAME', '.tmp/data.db');
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // An absolute path (tests use one temp file per worker) is taken as it is.
        filename: path.isAbsolute(filename) ? filename : path.join(__dirname, '..', '..', filename),
      },
      useNullAsDefault: true,
      // Strapi runs its own set-up on a new connection first, then this (its connection.js chains the two).
      pool: {
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) =>
          done(undefined, keepPreparedStatements(connection as SqliteConnection)),
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;

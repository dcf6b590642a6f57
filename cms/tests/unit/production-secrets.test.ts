import { EXAMPLE_SECRET, MISSING_SECRET, isExampleSecret, productionSecretProblems } from '@lcmdp/contract';
import { readSettings } from '../../src/settings';

const REAL = {
  APP_KEYS: 'k1-9fQ2xLmP0aZt7Yb,k2-Hd83nRw5Vq1cEo',
  API_TOKEN_SALT: 'Rj4sU8wq0Ny2mB7cLp',
  ADMIN_JWT_SECRET: 'Tz6hK1vX9eQ3rW5aGd',
  TRANSFER_TOKEN_SALT: 'Mb2nC7xV4zL8kJ1hFs',
  JWT_SECRET: 'Yp5tR9eW3qA6sD0fGh',
  ENCRYPTION_KEY: 'Qw8eR2tY6uI0oP4aSd',
};

describe('productionSecretProblems', () => {
  it('knows the example values of .env.example, Strapi templates and common placeholders', () => {
    for (const value of [
      'change-me',
      ' CHANGE-ME ',
      'changeme',
      'toBeModified1',
      'tobemodified',
      'secret',
      'postgres',
      'change-me-please',
    ]) {
      expect(isExampleSecret(value)).toBe(true);
    }
    for (const value of ['Rj4sU8wq0Ny2mB7cLp', 'secretive-but-random-9f2', 'postgres-x81Kq']) {
      expect(isExampleSecret(value)).toBe(false);
    }
  });

  it('names each missing required secret and each example value, and lets an unset optional one pass', () => {
    expect(
      productionSecretProblems(
        { A: '', B: 'change-me', C: 'Rj4sU8wq0Ny2mB7cLp', D: 'password' },
        ['A', 'B', 'C', 'X'],
        ['D', 'E'],
      ),
    ).toEqual([
      { variable: 'A', message: MISSING_SECRET },
      { variable: 'B', message: EXAMPLE_SECRET },
      { variable: 'X', message: MISSING_SECRET },
      { variable: 'D', message: EXAMPLE_SECRET },
    ]);
  });

  it('checks a comma-separated list key by key', () => {
    expect(productionSecretProblems({ APP_KEYS: 'k1-9fQ2xLmP0aZt7Yb,toBeModified2' }, ['APP_KEYS'])).toEqual([
      { variable: 'APP_KEYS', message: EXAMPLE_SECRET },
    ]);
    expect(productionSecretProblems({ APP_KEYS: ' , ' }, ['APP_KEYS'])).toEqual([
      { variable: 'APP_KEYS', message: MISSING_SECRET },
    ]);
    expect(productionSecretProblems({ APP_KEYS: REAL.APP_KEYS }, ['APP_KEYS'])).toEqual([]);
  });
});

describe('CMS configuration in production', () => {
  it('refuses every missing Strapi secret, naming each', () => {
    const attempt = () => readSettings({ NODE_ENV: 'production' });
    for (const name of Object.keys(REAL)) expect(attempt).toThrow(new RegExp(`${name}: Missing`));
  });

  it('refuses an example value, naming the variable, and the example detector token', () => {
    expect(() => readSettings({ NODE_ENV: 'production', ...REAL, JWT_SECRET: 'change-me' })).toThrow(
      /JWT_SECRET: Still an example value/,
    );
    expect(() => readSettings({ NODE_ENV: 'production', ...REAL, DETECTOR_API_TOKEN: 'change-me-change-me-change-me' })).toThrow(
      /DETECTOR_API_TOKEN: Still an example value/,
    );
  });

  it('refuses an example value in the other secrets of the env file (admin, Redis, MinIO, SMTP) when set', () => {
    for (const name of ['ADMIN_PASSWORD', 'REDIS_PASSWORD', 'MINIO_ROOT_PASSWORD', 'SMTP_PASS']) {
      const env = {
        NODE_ENV: 'production',
        ...REAL,
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD: 'Xk81Lm2Pz9q',
        [name]: 'Change-me1',
      };
      expect(() => readSettings(env)).toThrow(new RegExp(`${name}: Still an example value`));
    }
  });

  it('on PostgreSQL refuses a missing or example database password, from DATABASE_PASSWORD or inside DATABASE_URL', () => {
    const pg = { NODE_ENV: 'production', ...REAL, DATABASE_CLIENT: 'postgres' };
    expect(() => readSettings(pg)).toThrow(/DATABASE_PASSWORD: Missing/);
    expect(() => readSettings({ ...pg, DATABASE_PASSWORD: 'postgres' })).toThrow(/DATABASE_PASSWORD: Still an example value/);
    expect(() => readSettings({ ...pg, DATABASE_URL: 'postgres://lcmdp:change-me@db:5432/lcmdp' })).toThrow(
      /DATABASE_URL: Still an example value/,
    );
    expect(readSettings({ ...pg, DATABASE_URL: 'postgres://lcmdp:Xv81%40kq9Lm2@db:5432/lcmdp' }).DATABASE_CLIENT).toBe(
      'postgres',
    );
    expect(readSettings({ ...pg, DATABASE_PASSWORD: 'Xv81kq9Lm2Pz' }).DATABASE_CLIENT).toBe('postgres');
  });

  it('starts with real secrets, and accepts anything outside production (npm start, tests)', () => {
    expect(readSettings({ NODE_ENV: 'production', ...REAL }).NODE_ENV).toBe('production');
    expect(readSettings({ NODE_ENV: 'development', JWT_SECRET: 'change-me' }).NODE_ENV).toBe('development');
  });
});

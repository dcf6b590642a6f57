import { readSettings } from '../../src/settings';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(readSettings({})).toMatchObject({
      DETECTOR_URL: 'http://127.0.0.1:5000',
      LOGIN_RATE_LIMIT: 10,
      REPORT_RATE_LIMIT: 10,
      LOGIN_IP_RATE_LIMIT: 100,
      PASSWORD_RESET_IP_RATE_LIMIT: 50,
      VERIFY_PASSWORD_RATE_LIMIT: 10,
      NOTIFICATION_DIGEST_HOUR: 7,
    });
  });

  it('re-captures ordered removals daily unless TAKEDOWN_RECAPTURE_CRON says off', () => {
    expect(readSettings({}).TAKEDOWN_RECAPTURE_CRON).toBe('0 3 * * *');
    expect(readSettings({ TAKEDOWN_RECAPTURE_CRON: '30 0 2 * * *' }).TAKEDOWN_RECAPTURE_CRON).toBe('30 0 2 * * *');
    expect(readSettings({ TAKEDOWN_RECAPTURE_CRON: 'off' }).TAKEDOWN_RECAPTURE_CRON).toBeNull();
    expect(readSettings({ TAKEDOWN_RECAPTURE_CRON: 'OFF' }).TAKEDOWN_RECAPTURE_CRON).toBeNull();
    expect(() => readSettings({ TAKEDOWN_RECAPTURE_CRON: 'daily' })).toThrow(/TAKEDOWN_RECAPTURE_CRON: Use a cron rule/);
    expect(() => readSettings({ TAKEDOWN_RECAPTURE_CRON: '0 3 * *' })).toThrow(/TAKEDOWN_RECAPTURE_CRON/);
  });

  it('takes the digest hour as an hour of the day', () => {
    expect(readSettings({ NOTIFICATION_DIGEST_HOUR: '0' }).NOTIFICATION_DIGEST_HOUR).toBe(0);
    expect(readSettings({ NOTIFICATION_DIGEST_HOUR: '23' }).NOTIFICATION_DIGEST_HOUR).toBe(23);
    expect(() => readSettings({ NOTIFICATION_DIGEST_HOUR: '24' })).toThrow(/NOTIFICATION_DIGEST_HOUR: An hour from 0 to 23/);
    expect(() => readSettings({ NOTIFICATION_DIGEST_HOUR: '7.5' })).toThrow(/NOTIFICATION_DIGEST_HOUR/);
  });

  it('refuses a per-address cap below the per-account limit', () => {
    expect(() => readSettings({ LOGIN_RATE_LIMIT: '20', LOGIN_IP_RATE_LIMIT: '10' })).toThrow(
      /LOGIN_IP_RATE_LIMIT: Must be at least LOGIN_RATE_LIMIT/,
    );
    expect(() => readSettings({ PASSWORD_RESET_IP_RATE_LIMIT: '2' })).toThrow(/PASSWORD_RESET_IP_RATE_LIMIT/);
    expect(() => readSettings({ VERIFY_PASSWORD_RATE_LIMIT: '0' })).toThrow(/VERIFY_PASSWORD_RATE_LIMIT/);
  });

  it('names every bad variable', () => {
    expect(() => readSettings({ DETECTOR_URL: 'not a url', LOGIN_RATE_LIMIT: 'lots', DETECTOR_API_TOKEN: 'short' })).toThrow(
      /DETECTOR_URL[\s\S]*LOGIN_RATE_LIMIT|LOGIN_RATE_LIMIT[\s\S]*DETECTOR_URL/,
    );
    expect(() => readSettings({ DETECTOR_API_TOKEN: 'short' })).toThrow(/DETECTOR_API_TOKEN: Use at least 20 characters/);
  });
});

describe('shared state: Redis and S3', () => {
  it('keeps both off by default', () => {
    const s = readSettings({});
    expect([s.REDIS_URL, s.S3_BUCKET, s.RATE_LIMIT_PREFIX, s.S3_FORCE_PATH_STYLE]).toEqual([
      undefined,
      undefined,
      'lcmdp',
      false,
    ]);
  });

  it('takes an empty value (VAR= in an env file) as unset', () => {
    const s = readSettings({ REDIS_URL: '', RATE_LIMIT_PREFIX: '', S3_BUCKET: '', S3_FORCE_PATH_STYLE: '', S3_PUBLIC_URL: '' });
    expect([s.REDIS_URL, s.RATE_LIMIT_PREFIX, s.S3_BUCKET, s.S3_FORCE_PATH_STYLE, s.S3_PUBLIC_URL]).toEqual([
      undefined,
      'lcmdp',
      undefined,
      false,
      undefined,
    ]);
  });

  it('takes a Redis URL and refuses anything else', () => {
    expect(readSettings({ REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379');
    expect(() => readSettings({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL: Use redis:\/\/ or rediss:\/\//);
    expect(() => readSettings({ RATE_LIMIT_PREFIX: 'a b' })).toThrow(/RATE_LIMIT_PREFIX/);
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    expect(() => readSettings({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: Set S3_BUCKET too/);
    expect(() => readSettings({ S3_BUCKET: 'lcmdp', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID: Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => readSettings({ S3_BUCKET: 'lcmdp', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: Use true or false/,
    );
    expect(
      readSettings({ S3_BUCKET: 'lcmdp', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://files.example.la/lcmdp/' }),
    ).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: 'https://files.example.la/lcmdp',
      S3_REGION: 'us-east-1',
    });
  });

  it('refuses an example S3 secret in production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_KEYS: 'k1-9f8e7d6c5b4a,k2-1a2b3c4d5e6f',
      API_TOKEN_SALT: 'Qx7pL2vN9rT4wZ8m',
      ADMIN_JWT_SECRET: 'Hs5kD8fJ2gL7qW3e',
      TRANSFER_TOKEN_SALT: 'Mn4bV7cX1zA9sD6f',
      JWT_SECRET: 'Ty8uI3oP6aS1dF4g',
      ENCRYPTION_KEY: 'Lk2jH5gF8dS3aQ7w',
    };
    expect(() => readSettings(production)).not.toThrow();
    expect(() =>
      readSettings({ ...production, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 'change-me' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: Still an example value/);
  });
});

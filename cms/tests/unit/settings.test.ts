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

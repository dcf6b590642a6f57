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

import { countsFor, waitOf, type RateLimitSettings } from '../../src/domain/rate-limits';

const limits: RateLimitSettings = {
  LOGIN_RATE_LIMIT: 10,
  LOGIN_IP_RATE_LIMIT: 100,
  LOGIN_RATE_WINDOW_SECONDS: 900,
  PASSWORD_RESET_RATE_LIMIT: 5,
  PASSWORD_RESET_IP_RATE_LIMIT: 50,
  VERIFY_PASSWORD_RATE_LIMIT: 10,
  REPORT_RATE_LIMIT: 10,
  REPORT_RATE_WINDOW_SECONDS: 3600,
};
const office = '203.0.113.7';

describe('rate limits', () => {
  it('counts a login per address + account, and per address under a looser cap', () => {
    expect(countsFor('login', { ip: office, body: { email: ' Somchai@Gov.LA ' } }, limits)).toEqual([
      { tally: 'login-ip', key: office, points: 100, windowSeconds: 900 },
      { tally: 'login-account', key: `${office} somchai@gov.la`, points: 10, windowSeconds: 900 },
    ]);
  });

  it('gives two accounts behind one address two separate counts', () => {
    const [a, b] = ['a@gov.la', 'b@gov.la'].map((email) => countsFor('login', { ip: office, body: { email } }, limits)[1]);
    expect(a!.key).not.toBe(b!.key);
  });

  it('counts a login without an email against the address only', () => {
    expect(countsFor('login', { ip: office, body: {} }, limits).map((c) => c.tally)).toEqual(['login-ip']);
    expect(countsFor('login', { ip: office, body: 'junk' }, limits).map((c) => c.tally)).toEqual(['login-ip']);
  });

  it('counts password resets per address + account (the email, or the emailed code) over an hour', () => {
    expect(countsFor('password', { ip: office, body: { email: 'A@gov.la' } }, limits)).toEqual([
      { tally: 'password-ip', key: office, points: 50, windowSeconds: 3600 },
      { tally: 'password-account', key: `${office} a@gov.la`, points: 5, windowSeconds: 3600 },
    ]);
    expect(countsFor('password', { ip: office, body: { code: 'abc.123' } }, limits)[1]!.key).toBe(`${office} abc.123`);
  });

  it('counts password checks per user, whatever the address, and only calls that check a password', () => {
    const check = { tally: 'verify-password', key: 'user 7', points: 10, windowSeconds: 900 };
    expect(countsFor('verify-password', { ip: office, userId: 7, body: { entered_password: 'x' } }, limits)).toEqual([check]);
    expect(countsFor('verify-password', { ip: '198.51.100.1', userId: 7, body: { currentPassword: 'x' } }, limits)).toEqual([
      check,
    ]);
    expect(countsFor('verify-password', { ip: office, userId: 7, body: { full_name: 'New name' } }, limits)).toEqual([]);
  });

  it('keys calls of a signed-in user on the user, anonymous ones on the address', () => {
    expect(countsFor('report', { ip: office, userId: 3 }, limits)).toEqual([
      { tally: 'report', key: 'user 3', points: 10, windowSeconds: 3600 },
    ]);
    expect(countsFor('check', { ip: office }, limits)).toEqual([
      { tally: 'check', key: `ip ${office}`, points: 30, windowSeconds: 3600 },
    ]);
  });

  it('counts PDF prints (notice letters, monthly reports) per staff member, 60 an hour', () => {
    expect(countsFor('print', { ip: office, userId: 9 }, limits)).toEqual([
      { tally: 'print', key: 'user 9', points: 60, windowSeconds: 3600 },
    ]);
  });

  it('tells the wait in whole seconds and whole minutes, never zero', () => {
    expect(waitOf(1)).toEqual({ seconds: 1, minutes: 1 });
    expect(waitOf(60_000)).toEqual({ seconds: 60, minutes: 1 });
    expect(waitOf(60_001)).toEqual({ seconds: 61, minutes: 2 });
    expect(waitOf(899_500)).toEqual({ seconds: 900, minutes: 15 });
  });
});

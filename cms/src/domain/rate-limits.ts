/**
 * Who a rate limit counts. A ministry office signs in from many desks behind one address (NAT): a limit on the
 * address alone would lock the whole office out when one person mistypes. So password guesses are counted per
 * address + account (or per user once signed in), and the address gets a looser cap of its own so rotating
 * emails does not buy more guesses. Signed-in callers are counted as themselves, not as their office.
 */
export type Limiter = 'login' | 'password' | 'verify-password' | 'report' | 'check' | 'print';

export interface RateLimitSettings {
  LOGIN_RATE_LIMIT: number;
  LOGIN_IP_RATE_LIMIT: number;
  LOGIN_RATE_WINDOW_SECONDS: number;
  PASSWORD_RESET_RATE_LIMIT: number;
  PASSWORD_RESET_IP_RATE_LIMIT: number;
  VERIFY_PASSWORD_RATE_LIMIT: number;
  REPORT_RATE_LIMIT: number;
  REPORT_RATE_WINDOW_SECONDS: number;
}

/** The caller as the limits see it: the address, the signed-in user if any, and the request body. */
export interface Caller {
  ip: string;
  userId?: number | null;
  body?: unknown;
}

/** One tally a call adds to: `key` within the tally, allowed `points` calls per `windowSeconds`. */
export interface Count {
  tally: string;
  key: string;
  points: number;
  windowSeconds: number;
}

const RESET_WINDOW_SECONDS = 3600;
/** PDFs (notice letters, monthly reports) one caller may have printed per hour. */
export const PRINTS_PER_HOUR = 60;

function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

/** A per-address cap, and a tighter per address + account count when the call names an account. */
function addressAndAccount(
  name: 'login' | 'password',
  ip: string,
  account: string | undefined,
  perAccount: number,
  perAddress: number,
  windowSeconds: number,
): Count[] {
  const counts: Count[] = [{ tally: `${name}-ip`, key: ip, points: perAddress, windowSeconds }];
  if (account) counts.push({ tally: `${name}-account`, key: `${ip} ${account}`, points: perAccount, windowSeconds });
  return counts;
}

const asCaller = ({ ip, userId }: Caller) => (userId ? `user ${userId}` : `ip ${ip}`);

/** The tallies one call counts against; it is refused when any of them is used up. */
export function countsFor(limiter: Limiter, caller: Caller, s: RateLimitSettings): Count[] {
  const { ip, body } = caller;
  switch (limiter) {
    case 'login':
      return addressAndAccount(
        'login',
        ip,
        field(body, 'email'),
        s.LOGIN_RATE_LIMIT,
        s.LOGIN_IP_RATE_LIMIT,
        s.LOGIN_RATE_WINDOW_SECONDS,
      );
    case 'password':
      // forgot-password names the account by email; reset-password by the emailed code.
      return addressAndAccount(
        'password',
        ip,
        field(body, 'email') ?? field(body, 'code'),
        s.PASSWORD_RESET_RATE_LIMIT,
        s.PASSWORD_RESET_IP_RATE_LIMIT,
        RESET_WINDOW_SECONDS,
      );
    case 'verify-password': {
      // Only a call that checks the current password is a guess (a profile edit without one is not).
      const guess = field(body, 'entered_password') ?? field(body, 'currentPassword');
      if (!caller.userId || guess === undefined) return [];
      return [
        {
          tally: 'verify-password',
          key: asCaller(caller),
          points: s.VERIFY_PASSWORD_RATE_LIMIT,
          windowSeconds: s.LOGIN_RATE_WINDOW_SECONDS,
        },
      ];
    }
    case 'report':
    case 'check':
      return [
        {
          tally: limiter,
          key: asCaller(caller),
          points: limiter === 'check' ? s.REPORT_RATE_LIMIT * 3 : s.REPORT_RATE_LIMIT,
          windowSeconds: s.REPORT_RATE_WINDOW_SECONDS,
        },
      ];
    case 'print':
      // Each notice letter or monthly report is a Chromium print: staff get plenty, a stolen token cannot flood it.
      return [{ tally: 'print', key: asCaller(caller), points: PRINTS_PER_HOUR, windowSeconds: 3600 }];
  }
}

/** How long to wait, in whole seconds (Retry-After) and whole minutes (what the screens say); never zero. */
export function waitOf(msBeforeNext: number): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return { seconds, minutes: Math.ceil(seconds / 60) };
}

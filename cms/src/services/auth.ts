/** Signing in and out, and password reset by email (users-permissions' reset token and user service). */
import { randomBytes } from 'node:crypto';
import type { LoginResponse, StaffRole } from '@lcmdp/contract';
import { sha256 } from '../domain/content-hash';
import { HttpFailure } from '../http/failure';
import { settings } from '../settings';
import { USER_UID, findUser, findUserByEmail, toWireUser, verifyPassword, type StoredUser } from './accounts';
import { endSessions } from './sessions';

const INCORRECT = 'Incorrect password';

export async function issueToken(userId: number): Promise<string> {
  // iatMs lets logout revoke tokens issued earlier in the same second (see sessions.ts).
  return strapi.plugin('users-permissions').service('jwt').issue({ id: userId, iatMs: Date.now() });
}

function loginResponse(user: StoredUser, token: string): LoginResponse {
  return { user: toWireUser(user), user_id: user.id, role: user.role!.type as StaffRole, token };
}

export async function login(email: string, password: string): Promise<LoginResponse> {
  const user = await findUserByEmail(email);
  // One answer, and the same work (one lookup, one hash), for an unknown email and a wrong password: the login
  // must not reveal who has an account.
  if (!(await verifyPassword(user, password)) || !user) throw new HttpFailure(401, INCORRECT);
  if (user.blocked) throw new HttpFailure(401, INCORRECT);
  if (!user.role || !['supervisor', 'operator', 'admin'].includes(user.role.type)) throw new HttpFailure(401, INCORRECT);
  return loginResponse(user, await issueToken(user.id));
}

export async function logout(userId: number): Promise<void> {
  await endSessions(userId);
}

function resetMail(link: string) {
  const subject = 'LCMDP: ຕັ້ງລະຫັດຜ່ານໃໝ່ / Reset your password';
  const text = [
    'ສະບາຍດີ,',
    'ກົດລິ້ງລຸ່ມນີ້ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ (ໃຊ້ໄດ້ 1 ຊົ່ວໂມງ):',
    link,
    'ຖ້າທ່ານບໍ່ໄດ້ຂໍ, ບໍ່ຕ້ອງເຮັດຫຍັງ.',
    '',
    'Hello,',
    'Open the link below to choose a new password (valid for 1 hour):',
    link,
    'If you did not ask for this, ignore this email.',
  ].join('\n');
  return {
    subject,
    text,
    html: text
      .split('\n')
      .map((l) => (l.startsWith('http') ? `<p><a href="${l}">${l}</a></p>` : `<p>${l}</p>`))
      .join(''),
  };
}

const RESET_VALID_MS = 60 * 60 * 1000;

/**
 * What the database keeps of a reset link's code: its SHA-256, never the code, so a copy of the database (a backup, a
 * leaked dump) holds no link that works. The code is 32 random bytes, so a plain hash is enough (no salt, no stretching).
 */
const storedResetCode = sha256;

/** Sends a reset link if the account exists. The handler answers before calling this, the same either way. */
export async function forgotPassword(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.blocked) return;
  // The token carries its issue time, so a link older than an hour is refused.
  const token = `${Date.now().toString(36)}.${randomBytes(32).toString('hex')}`;
  await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { resetPasswordToken: storedResetCode(token) } });
  const link = `${settings().PUBLIC_SITE_URL}/laos/user/new-password?code=${encodeURIComponent(token)}`;
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: user.email, ...resetMail(link) });
}

export async function resetPassword(code: string, password: string): Promise<LoginResponse & { email: string }> {
  const user = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { resetPasswordToken: storedResetCode(code) }, populate: ['role'] })) as StoredUser | null;
  const issuedAt = parseInt(code.split('.')[0] ?? '', 36);
  if (!user || !Number.isFinite(issuedAt) || Date.now() - issuedAt > RESET_VALID_MS) {
    throw new HttpFailure(400, 'This reset link is invalid or has expired', {
      fields: { code: 'This reset link is invalid or has expired' },
    });
  }
  await strapi.plugin('users-permissions').service('user').edit(user.id, { password, resetPasswordToken: null });
  await endSessions(user.id);
  const fresh = (await findUser(user.id))!;
  const token = await issueToken(user.id);
  return { ...loginResponse(fresh, token), email: fresh.email };
}

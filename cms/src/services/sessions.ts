/** Ending sessions: JWTs are stateless, so each user keeps the time before which their tokens are void. */
const USER = 'plugin::users-permissions.user';

export async function isTokenRevoked(payload: { id?: number; iat?: number; iatMs?: number }): Promise<boolean> {
  if (payload.id === undefined) return false;
  const user = (await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['tokensValidAfter'] })) as {
    tokensValidAfter?: string | null;
  } | null;
  if (!user?.tokensValidAfter) return false;
  const validAfter = new Date(user.tokensValidAfter).getTime();
  // Tokens issued by the login carry the issue time in ms; others only JWT's `iat` in seconds.
  if (typeof payload.iatMs === 'number') return payload.iatMs < validAfter;
  return (payload.iat ?? 0) < Math.floor(validAfter / 1000);
}

/** Voids every token issued to the user until now (logout, password change, password reset). */
export async function endSessions(userId: number): Promise<void> {
  await strapi.db.query(USER).update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });
}

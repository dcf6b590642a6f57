/**
 * users-permissions, extended: a JWT issued before the user's `tokensValidAfter` (set at logout, password change
 * and password reset) is refused, so logging out really ends a session.
 */
import { isTokenRevoked } from '../../services/sessions';

interface JwtPayload {
  id?: number;
  iat?: number;
  iatMs?: number;
}
type JwtService = { verify(token: string): Promise<JwtPayload> };
type Plugin = { services: Record<string, (deps: { strapi: unknown }) => Record<string, unknown>> };

export default (plugin: Plugin) => {
  const makeJwt = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = makeJwt(deps) as unknown as JwtService;
    const verify = service.verify.bind(service);
    service.verify = async (token: string) => {
      const payload = await verify(token);
      if (await isTokenRevoked(payload)) throw new Error('Invalid token.');
      return payload;
    };
    return service as unknown as Record<string, unknown>;
  };
  return plugin;
};

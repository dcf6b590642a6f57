/**
 * users-permissions answers 403 to an anonymous caller of a protected route (once the Public role has any
 * permission). An anonymous caller is not authenticated yet, which is 401: this turns that answer around.
 */
import type { Context, Next } from 'koa';
import { errorBody } from '../http/failure';

export default () => async (ctx: Context, next: Next) => {
  await next();
  const anonymous = !ctx.state.user && !ctx.state.auth?.credentials && !ctx.get('authorization');
  if (ctx.status === 403 && anonymous && !ctx.state.answeredByHandler && ctx.path.startsWith('/api-laos/')) {
    ctx.status = 401;
    ctx.body = errorBody(401, 'Sign in to use this call');
  }
};

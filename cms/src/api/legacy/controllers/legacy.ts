/** One action per row of the route table; refusals (HttpFailure) become Strapi-shaped error responses. */
import type { Context } from 'koa';
import { errorBody, HttpFailure } from '../../../http/failure';
import { LEGACY_ROUTES } from '../route-table';

type Action = (ctx: Context) => Promise<void>;

const actions: Record<string, Action> = {};
for (const route of LEGACY_ROUTES) {
  actions[route.action] = async (ctx) => {
    try {
      const body = await route.handle(ctx);
      ctx.body = body;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      ctx.status = error.status;
      ctx.body = errorBody(error.status, error.message, error.details);
      // A refusal decided by the handler itself, not by the permission layer (see middlewares/unauthenticated).
      ctx.state.answeredByHandler = true;
    }
  };
}

export default actions;

/**
 * A request answers once the review events and case steps it wrote are linked into the history chain: they are
 * sealed just after its transaction commits (services/history-chain.ts), outside it, so the chain's lock is never
 * held by a request's transaction; the caller still finds its entries in the chain when it is answered.
 */
import type { Context, Next } from 'koa';
import { withSealsAwaited } from '../services/history-chain';

export default () => (_ctx: Context, next: Next) => withSealsAwaited(next);

/** The history chain's check, for admins (the same check as `npm run verify-history`). */
import { requireStaff } from '../../../http/actor';
import { verifyHistory } from '../../../services/history-chain';
import type { Handler } from './types';

export const verify: Handler = async (ctx) => {
  requireStaff(ctx);
  return { data: await verifyHistory() };
};

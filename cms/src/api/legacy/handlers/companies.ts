/** Companies (issue 13 point 2): staff read every company with its items and cases. */
import { companyKeySchema, companyListQuerySchema } from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import * as companies from '../../../services/companies';
import type { Handler } from './types';

export const listCompanies: Handler = async (ctx) => {
  requireStaff(ctx);
  return companies.listCompanies(parse(companyListQuerySchema, ctx.query));
};

export const getCompany: Handler = async (ctx) => {
  requireStaff(ctx);
  return { data: await companies.companyDetail(parse(companyKeySchema, ctx.params.key)) };
};

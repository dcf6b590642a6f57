/**
 * Database lifecycles of an append-only record (review events, case steps, history links): written once, evidence
 * of who did what and when; updates and deletes are refused whatever the caller (the admin panel included).
 */
import { errors } from '@strapi/utils';

export function appendOnly(message: string) {
  const refuse = () => {
    throw new errors.ForbiddenError(message);
  };
  return { beforeUpdate: refuse, beforeUpdateMany: refuse, beforeDelete: refuse, beforeDeleteMany: refuse };
}

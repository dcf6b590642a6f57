/**
 * The review log is append-only: an event, once written, is evidence of who decided what and when. Updates and
 * deletes are refused whatever the caller (the admin panel included).
 */
import { errors } from '@strapi/utils';

const refuse = () => {
  throw new errors.ForbiddenError('Review events are append-only: they cannot be changed or deleted');
};

export default {
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};

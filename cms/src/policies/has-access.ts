import type { Access } from '../api/legacy/access';

interface PolicyContext {
  state: { user?: { role?: { type?: string } }; auth?: { strategy?: { name?: string } } };
}

/** Allows the call when the caller is one of the route's declared audiences. */
export default (policyContext: PolicyContext, config: { access: readonly Access[] }) => {
  const { access } = config;
  if (access.includes('public')) return true;
  const { user, auth } = policyContext.state;
  if (user) return access.includes(user.role?.type as Access);
  return auth?.strategy?.name === 'content-api-token' && access.includes('detector');
};

/** Who may call a route: anonymous visitors, a staff role, or the detector (an API token). */
export const ACCESS = ['public', 'supervisor', 'operator', 'admin', 'detector'] as const;
export type Access = (typeof ACCESS)[number];

export const STAFF: readonly Access[] = ['supervisor', 'operator', 'admin'];
export const EVERYONE: readonly Access[] = ['public', 'supervisor', 'operator', 'admin'];
export const PUBLIC_READ: readonly Access[] = ['public', 'supervisor', 'operator', 'admin', 'detector'];
export const ACCOUNT_MANAGERS: readonly Access[] = ['operator', 'admin'];
export const SUPERVISOR_LEVEL: readonly Access[] = ['supervisor', 'admin'];
export const OPERATOR_LEVEL: readonly Access[] = ['operator', 'admin'];
export const SIGNED_IN: readonly Access[] = ['supervisor', 'operator', 'admin'];

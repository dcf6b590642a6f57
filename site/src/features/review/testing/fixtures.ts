/** Staff-shaped payloads for the review feature's tests (the items fixtures plus the fields only staff get). */
import type { LoginResponse, StaffRole, WireDetection, WireReport } from '@lcmdp/contract';
import { detection, report } from '@/test/fixtures';
import { store } from '@/lib/auth-store';

export { CODE_LD5, CODE_LD9, TYPE_ADVERT, errorBody, page, withDesktopScreen } from '@/test/fixtures';

/** A detection waiting for the supervisor (suspected by the AI), as staff see it. */
export function pendingDetection(overrides: Partial<WireDetection> = {}): WireDetection {
  return detection({
    _id: 'det1aaaaaaaaaaaaaaaaaaaa',
    route: 'detection-laos',
    status: 'suspected_violation',
    supervisor_status: null,
    supervisor_at: null,
    operator_status: null,
    operator_at: null,
    approved_at: null,
    tracking_date: null,
    violation_codes: [],
    violation_types: [],
    violation: 0,
    caption: 'BabyGold: better than breast milk! ນົມຜົງດີກວ່ານົມແມ່',
    supervisor: null,
    operator: null,
    archived: false,
    ai_score: 0.92,
    ai_findings: [
      { rule: 'superiority_claim', term: 'better than breast milk', where: 'caption', codes: ['LD-9'] },
      { rule: 'superiority_claim_lo', term: 'ດີກວ່ານົມແມ່', where: 'caption' },
    ],
    evidence: {
      screenshot: { url: '/uploads/evidence_det1.png', sha256: 'a'.repeat(64) },
      html: null,
    },
    ...overrides,
  });
}

export function pendingReport(overrides: Partial<WireReport> = {}): WireReport {
  return report({
    route: 'report-laos',
    status: 'reviewing',
    supervisor_status: null,
    supervisor_at: null,
    operator_status: null,
    operator_at: null,
    approved_at: null,
    violation_codes: [],
    violation_types: [],
    supervisor: null,
    operator: null,
    archived: false,
    ai_score: null,
    ai_findings: [],
    reporter: { full_name: 'Somchai Phommavong', email: 'somchai@example.la', organisation: null },
    ...overrides,
  });
}

export function signInAs(role: StaffRole, userId = 7): void {
  const login: LoginResponse = {
    user: { _id: userId, user_id: userId, email: `${role}@moh.gov.la`, full_name: `The ${role}`, phone_number: null, role },
    user_id: userId,
    role,
    token: `token-${role}`,
  };
  store.signIn(login);
}

/**
 * The access matrix: every /api-laos route × anonymous, supervisor, operator, admin and the detector's API
 * token, each cell asserting the exact status. Allowed callers send a probe whose answer is known (a list →
 * 200, an empty write → 400, an unknown id → 404); refused callers get 401 (anonymous) or 403.
 */
import request from 'supertest';
import { LEGACY_ROUTES } from '../../src/api/legacy/route-table';
import type { Access } from '../../src/api/legacy/access';
import { STOCK_ROUTES } from '../../src/api/legacy/stock-routes';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createStaff, detectorAuth, freshIp, tokenFor, type Role } from '../helpers/fixtures';

const UNKNOWN = 'zzzzzzzzzzzzzzzzzzzzzzzz';

interface Probe {
  path?: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The status an allowed caller gets for this probe. */
  expect: number;
}

/** Probes by action; any action missing here fails the test, so a new route cannot skip the matrix. */
const PROBES: Record<string, Probe> = {
  getData: { expect: 200 },
  getDetection: { path: `/get_data/${UNKNOWN}`, expect: 404 },
  getDataFromRoute: { query: { route: 'violation' }, expect: 200 },
  getCheckDataFromRoute: { query: { route: 'check' }, expect: 200 },
  getReport: { path: `/get_report/${UNKNOWN}`, expect: 404 },
  getTracking: { path: `/get_tracking/report/${UNKNOWN}`, expect: 404 },
  getSummary: { expect: 200 },
  exportData: { query: { route: 'detection' }, expect: 200 },
  getAnalysis: { query: { from: '2026-01-01', to: '2026-01-31' }, expect: 200 },
  exportAnalysis: { query: { lang: 'en' }, expect: 200 },
  getOpenApi: { expect: 200 },
  submitReport: { body: {}, expect: 400 },
  addDetection: { body: {}, expect: 400 },
  exportDecisions: { query: { variant: 'laos' }, expect: 200 },
  getViolationCode: { expect: 200 },
  getViolationTypes: { expect: 200 },
  updateViolationCode: { body: {}, expect: 400 },
  updateArgenViolationCode: { body: {}, expect: 400 },
  deleteViolationCode: { path: `/delete_violation_code/${UNKNOWN}`, expect: 404 },
  updateViolationType: { body: {}, expect: 400 },
  updateArgenViolationType: { body: {}, expect: 400 },
  deleteViolationType: { path: `/delete_violation_type/${UNKNOWN}`, expect: 404 },
  getDataOptions: { query: { route: 'company' }, expect: 200 },
  getDataOptionsLaos: { query: { route: 'brand' }, expect: 200 },
  addDataOptions: { body: {}, expect: 400 },
  addDataOptionsLaos: { body: {}, expect: 400 },
  updateDataOptions: { path: `/update-data-options/${UNKNOWN}`, body: {}, expect: 404 },
  deleteDataOptions: { path: `/delete-data-options/${UNKNOWN}`, expect: 404 },
  getLawFiles: { expect: 200 },
  uploadFileInternational: { body: {}, expect: 400 },
  uploadFileLaos: { body: {}, expect: 400 },
  checkTextImgs: { body: {}, expect: 400 },
  checkTextImgsLaos: { body: {}, expect: 400 },
  checkUrl: { body: {}, expect: 400 },
  checkUrlLaos: { body: {}, expect: 400 },
  login: { body: {}, expect: 400 },
  logout: { body: {}, expect: 200 },
  forgotPassword: { body: {}, expect: 400 },
  resetPassword: { body: {}, expect: 400 },
  getProfile: { expect: 200 },
  verifyCurrentPassword: { body: {}, expect: 400 },
  getUsers: { expect: 200 },
  getMyNotifications: { expect: 200 },
  updateMyNotifications: { body: { language: 'fr' }, expect: 400 },
  addUser: { body: {}, expect: 400 },
  updateUser: { body: {}, expect: 400 },
  deleteUser: { body: {}, expect: 400 },
  listCases: { expect: 200 },
  recaptureCase: { path: `/cases/${UNKNOWN}/recapture`, expect: 404 },
  verifyHistory: { expect: 200 },
  getCaseSteps: { path: `/get_case_steps/report/${UNKNOWN}`, expect: 404 },
  getCase: { path: `/cases/${UNKNOWN}`, expect: 404 },
  getCaseNotice: { path: `/cases/${UNKNOWN}/notice`, query: { language: 'en', responseDueOn: '2030-01-01' }, expect: 404 },
  takeCaseStep: { path: `/cases/${UNKNOWN}/steps/send_notice`, body: {}, expect: 404 },
  assignCase: { path: `/cases/${UNKNOWN}/assignee`, body: {}, expect: 400 },
  joinCaseItems: { path: `/cases/${UNKNOWN}/items`, body: {}, expect: 400 },
  listCompanies: { expect: 200 },
  getCompany: { path: `/companies/${UNKNOWN}`, expect: 404 },
  generateMonthlyReport: { body: {}, expect: 400 },
  listMonthlyReports: { expect: 200 },
  downloadMonthlyReport: { path: `/monthly-reports/${UNKNOWN}/pdf`, expect: 404 },
};
for (const action of LEGACY_ROUTES.map((r) => r.action)) {
  if (
    !/^(update(Supervisor|Operator)Status|updateStatus|update(Argen)?Violation|updateViolation(Code|Type)(Detect|Report))/.test(
      action,
    )
  )
    continue;
  PROBES[action] ??= { body: {}, expect: 400 };
}

type Caller = 'anonymous' | Role | 'detector';
const CALLERS: Caller[] = ['anonymous', 'supervisor', 'operator', 'admin', 'detector'];

function allowed(access: readonly Access[], caller: Caller): boolean {
  if (caller === 'anonymous') return access.includes('public');
  if (caller === 'detector') return access.includes('detector');
  return access.includes(caller) || access.includes('public');
}

let app: Booted;
const accounts = {} as Record<Role, Awaited<ReturnType<typeof createStaff>>>;

beforeAll(async () => {
  app = await bootStrapi();
  for (const role of ['supervisor', 'operator', 'admin'] as Role[]) accounts[role] = await createStaff(app, role);
});
afterAll(async () => app.stop());

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  if (caller === 'detector') return detectorAuth();
  // A fresh token per call: the logout probe revokes the tokens issued before it.
  await new Promise((r) => setTimeout(r, 2));
  return bearer(await tokenFor(app, accounts[caller]));
}

async function send(method: string, path: string, probe: Probe, headers: Record<string, string>) {
  const url = `/api-laos${path}`;
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let req = request(app.server)[verb](url).set(headers).set('X-Forwarded-For', freshIp());
  if (probe.query) req = req.query(probe.query);
  if (probe.body) req = req.send(probe.body);
  return req;
}

describe('every legacy route × every caller', () => {
  const cells = LEGACY_ROUTES.flatMap((route) => CALLERS.map((caller) => [route.method, route.path, caller, route] as const));

  it('has a probe for every route', () => {
    expect(LEGACY_ROUTES.filter((r) => !PROBES[r.action]).map((r) => r.action)).toEqual([]);
  });

  it.each(cells)('%s %s as %s', async (method, path, caller, route) => {
    const probe = PROBES[route.action];
    const expected = allowed(route.access, caller) ? probe.expect : caller === 'anonymous' ? 401 : 403;
    const res = await send(method, probe.path ?? path, probe, await headersFor(caller));
    expect({ status: res.status, route: `${method} ${path}`, caller }).toEqual({
      status: expected,
      route: `${method} ${path}`,
      caller,
    });
  });
});

describe("Strapi's own routes", () => {
  const stock = STOCK_ROUTES.map((r) => [r.method, r.path.replace(':id', UNKNOWN), r.access] as const);
  it.each(stock)('%s %s keeps its access rule', async (method, path, access) => {
    for (const caller of CALLERS) {
      const res = await send(method, path, { expect: 200 }, await headersFor(caller));
      const expected = allowed(access, caller) ? (path.includes(UNKNOWN) ? 404 : 200) : caller === 'anonymous' ? 401 : 403;
      expect({ caller, status: res.status }).toEqual({ caller, status: expected });
    }
  });

  // Registration, users-permissions' own login and users API, and the raw upload API stay closed.
  const closed = [
    ['POST', '/auth/local/register'],
    ['POST', '/auth/local'],
    ['POST', '/auth/forgot-password'],
    ['GET', '/users'],
    ['GET', '/users/me'],
    ['POST', '/upload'],
    ['GET', '/upload/files'],
  ] as const;
  it.each(closed)('%s %s is closed to everyone', async (method, path) => {
    for (const caller of CALLERS) {
      const res = await send(method, path, { body: {}, expect: 0 }, await headersFor(caller));
      expect({ caller, status: res.status }).toEqual({ caller, status: caller === 'anonymous' ? 401 : 403 });
    }
  });
});

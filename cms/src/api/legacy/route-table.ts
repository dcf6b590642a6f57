/**
 * Every /api-laos call of the legacy contract (spec §7) and the calls the screens need, in one table: method,
 * path, who may call it, rate limit, and its handler. The routes file, the permission bootstrap, the OpenAPI
 * document and the role-matrix test are all derived from this table.
 */
import {
  ACCOUNT_MANAGERS,
  EVERYONE,
  OPERATOR_LEVEL,
  PUBLIC_READ,
  SIGNED_IN,
  STAFF,
  SUPERVISOR_LEVEL,
  type Access,
} from './access';
import * as accounts from './handlers/accounts';
import * as catalogue from './handlers/catalogue';
import * as checks from './handlers/checks';
import * as docs from './handlers/docs';
import * as items from './handlers/items';
import * as review from './handlers/review';
import type { Handler } from './handlers/types';

export type Limiter = 'login' | 'report' | 'check' | 'password';

export interface LegacyRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The controller action (and users-permissions permission `api::legacy.legacy.<action>`). */
  action: string;
  access: readonly Access[];
  limiter?: Limiter;
  multipart?: boolean;
  summary: string;
  handle: Handler;
}

const route = (
  method: LegacyRoute['method'],
  path: string,
  action: string,
  access: readonly Access[],
  summary: string,
  handle: Handler,
  extra: Partial<Pick<LegacyRoute, 'limiter' | 'multipart'>> = {},
): LegacyRoute => ({ method, path, action, access, summary, handle, ...extra });

const DETECTOR_WRITE: readonly Access[] = ['detector', 'admin'];

export const LEGACY_ROUTES: LegacyRoute[] = [
  // Public lists and items (visibility narrows for anonymous callers: operator-approved items only).
  route('GET', '/get_data', 'getData', PUBLIC_READ, 'Detections by status (public: confirmed only); paged', items.getData),
  route('GET', '/get_data/:id', 'getDetection', PUBLIC_READ, 'One detection (public: confirmed only)', items.getOne('detection')),
  route('GET', '/get_data_from_route', 'getDataFromRoute', PUBLIC_READ, 'The list a site page shows (route = page name)', items.getDataFromRoute()),
  route('GET', '/get_check_data_from_route', 'getCheckDataFromRoute', STAFF, 'Items checked by staff (route check / check-laos)', items.getDataFromRoute('check')),
  route('GET', '/get_report/:id', 'getReport', PUBLIC_READ, 'One report (public: verified only, never the reporter)', items.getOne('report')),
  route('GET', '/get_tracking/:kind/:id', 'getTracking', PUBLIC_READ, 'An item\'s review history from detection to decision', items.getTracking),
  route('GET', '/get_summary', 'getSummary', PUBLIC_READ, 'Live figures for the home page', items.getSummary),
  route('GET', '/openapi.json', 'getOpenApi', PUBLIC_READ, 'This OpenAPI document', docs.getOpenApi),
  route('POST', '/submit_report', 'submitReport', EVERYONE, 'Public report form (multipart: fields + images)', items.submitReport, { limiter: 'report', multipart: true }),
  route('POST', '/add_detection', 'addDetection', DETECTOR_WRITE, 'The detector posts a finding with evidence (idempotent)', items.addDetection, { multipart: true }),

  // Catalogues.
  route('GET', '/get_violation_code', 'getViolationCode', PUBLIC_READ, 'Violation codes (?variant=)', catalogue.getCodes),
  route('GET', '/get_violation_types', 'getViolationTypes', PUBLIC_READ, 'Violation types with colours (?variant=)', catalogue.getTypes),
  route('POST', '/update_violation_code', 'updateViolationCode', STAFF, 'Create or rename an international violation code', catalogue.upsertCode('international')),
  route('POST', '/update_argen_violation_code', 'updateArgenViolationCode', STAFF, 'Create or rename a Laos violation code', catalogue.upsertCode('laos')),
  route('DELETE', '/delete_violation_code/:id', 'deleteViolationCode', STAFF, 'Delete a violation code no item uses', catalogue.deleteEntry('code')),
  route('POST', '/update_violation_type', 'updateViolationType', STAFF, 'Create or rename an international violation type', catalogue.upsertType('international')),
  route('POST', '/update_argen_violation_type', 'updateArgenViolationType', STAFF, 'Create or rename a Laos violation type', catalogue.upsertType('laos')),
  route('DELETE', '/delete_violation_type/:id', 'deleteViolationType', STAFF, 'Delete a violation type no item uses', catalogue.deleteEntry('type')),
  route('GET', '/get_data_options', 'getDataOptions', PUBLIC_READ, 'International data options (?route=kind&status=)', catalogue.getOptions('international')),
  route('GET', '/get_data_options_laos', 'getDataOptionsLaos', PUBLIC_READ, 'Laos data options (?route=kind&status=)', catalogue.getOptions('laos')),
  route('POST', '/add-data-options', 'addDataOptions', STAFF, 'Add an international data option (multipart)', catalogue.addOption('international'), { multipart: true }),
  route('POST', '/add-data-options-laos', 'addDataOptionsLaos', STAFF, 'Add a Laos data option (multipart)', catalogue.addOption('laos'), { multipart: true }),
  route('PUT', '/update-data-options/:id', 'updateDataOptions', STAFF, 'Update a data option (multipart; images are added)', catalogue.updateOption, { multipart: true }),
  route('DELETE', '/delete-data-options/:id', 'deleteDataOptions', STAFF, 'Delete a data option', catalogue.deleteOption),
  route('GET', '/get_law_files', 'getLawFiles', PUBLIC_READ, 'The current law PDFs of both variants', catalogue.getLawFiles),
  route('PUT', '/upload_file_international', 'uploadFileInternational', ACCOUNT_MANAGERS, 'Replace the international law PDF', catalogue.uploadLawFile('international'), { multipart: true }),
  route('PUT', '/upload_file_laos', 'uploadFileLaos', ACCOUNT_MANAGERS, 'Replace the Laos law PDF', catalogue.uploadLawFile('laos'), { multipart: true }),

  // The review chain.
  route('POST', '/update_supervisor_status_detect', 'updateSupervisorStatusDetect', SUPERVISOR_LEVEL, 'Supervisor decision on an international detection', review.decide('detection', 'international', 'supervisor')),
  route('POST', '/update_supervisor_status_detect_laos', 'updateSupervisorStatusDetectLaos', SUPERVISOR_LEVEL, 'Supervisor decision on a Laos detection', review.decide('detection', 'laos', 'supervisor')),
  route('POST', '/update_operator_status_detect', 'updateOperatorStatusDetect', OPERATOR_LEVEL, 'Operator approval of an international detection', review.decide('detection', 'international', 'operator')),
  route('POST', '/update_operator_status_detect_laos', 'updateOperatorStatusDetectLaos', OPERATOR_LEVEL, 'Operator approval of a Laos detection', review.decide('detection', 'laos', 'operator')),
  route('POST', '/update_supervisor_status_report', 'updateSupervisorStatusReport', SUPERVISOR_LEVEL, 'Supervisor decision on an international report', review.decide('report', 'international', 'supervisor')),
  route('POST', '/update_supervisor_status_report_laos', 'updateSupervisorStatusReportLaos', SUPERVISOR_LEVEL, 'Supervisor decision on a Laos report', review.decide('report', 'laos', 'supervisor')),
  route('POST', '/update_operator_status_report', 'updateOperatorStatusReport', OPERATOR_LEVEL, 'Operator approval of an international report', review.decide('report', 'international', 'operator')),
  route('POST', '/update_operator_status_report_laos', 'updateOperatorStatusReportLaos', OPERATOR_LEVEL, 'Operator approval of a Laos report', review.decide('report', 'laos', 'operator')),
  route('PUT', '/update_status', 'updateStatus', STAFF, 'Archive or restore a detection (archived / no_archive)', review.archive('detection')),
  route('PUT', '/update_status_report', 'updateStatusReport', STAFF, 'Archive or restore an international report', review.archive('report', 'international')),
  route('PUT', '/update_status_report_laos', 'updateStatusReportLaos', STAFF, 'Archive or restore a Laos report', review.archive('report', 'laos')),
  route('PUT', '/update_violation', 'updateViolation', STAFF, 'Number of violations of an international detection', review.violationCount('detection', 'international')),
  route('PUT', '/update_argen_violation', 'updateArgenViolation', STAFF, 'Number of violations of a Laos detection', review.violationCount('detection', 'laos')),
  route('POST', '/update_violation_report', 'updateViolationReport', STAFF, 'Number of violations of a report', review.violationCount('report')),
  route('POST', '/update_violation_code_detect', 'updateViolationCodeDetect', STAFF, 'Codes chosen for an international detection', review.chooseEntries('codes', 'detection', 'international')),
  route('POST', '/update_violation_code_detect_laos', 'updateViolationCodeDetectLaos', STAFF, 'Codes chosen for a Laos detection', review.chooseEntries('codes', 'detection', 'laos')),
  route('POST', '/update_violation_code_report', 'updateViolationCodeReport', STAFF, 'Codes chosen for an international report', review.chooseEntries('codes', 'report', 'international')),
  route('POST', '/update_violation_code_report_laos', 'updateViolationCodeReportLaos', STAFF, 'Codes chosen for a Laos report', review.chooseEntries('codes', 'report', 'laos')),
  route('POST', '/update_violation_type_detect', 'updateViolationTypeDetect', STAFF, 'Types chosen for an international detection', review.chooseEntries('types', 'detection', 'international')),
  route('POST', '/update_violation_type_detect_laos', 'updateViolationTypeDetectLaos', STAFF, 'Types chosen for a Laos detection', review.chooseEntries('types', 'detection', 'laos')),
  route('POST', '/update_violation_type_report', 'updateViolationTypeReport', STAFF, 'Types chosen for an international report', review.chooseEntries('types', 'report', 'international')),
  route('POST', '/update_violation_type_report_laos', 'updateViolationTypeReportLaos', STAFF, 'Types chosen for a Laos report', review.chooseEntries('types', 'report', 'laos')),

  // Checks through the detector.
  route('POST', '/api/check-violation-laos-text-imgs', 'checkTextImgs', EVERYONE, 'Check images/text against the international rules', checks.checkTextImages('international'), { limiter: 'check', multipart: true }),
  route('POST', '/api/check-violation-laos-text-imgs-laos', 'checkTextImgsLaos', EVERYONE, 'Check images/text against Lao law', checks.checkTextImages('laos'), { limiter: 'check', multipart: true }),
  route('POST', '/api/check-violation-laos-user-check-url', 'checkUrl', EVERYONE, 'Check a page address against the international rules', checks.checkPage('international'), { limiter: 'check' }),
  route('POST', '/api/check-violation-laos-user-check-url-laos', 'checkUrlLaos', EVERYONE, 'Check a page address against Lao law', checks.checkPage('laos'), { limiter: 'check' }),

  // Accounts and sessions.
  route('POST', '/login', 'login', EVERYONE, 'Sign in: { user, user_id, role, token }; 401 "Incorrect password"', accounts.login, { limiter: 'login' }),
  route('POST', '/logout', 'logout', SIGNED_IN, 'Sign out: every token issued so far stops working', accounts.logout),
  route('POST', '/forgot-password', 'forgotPassword', EVERYONE, 'Email a password reset link', accounts.forgotPassword, { limiter: 'password' }),
  route('POST', '/reset-password', 'resetPassword', EVERYONE, 'Set a new password with the emailed code; signs the user in', accounts.resetPassword, { limiter: 'password' }),
  route('GET', '/get_profile', 'getProfile', SIGNED_IN, 'The signed-in user\'s own account', accounts.getProfile),
  route('POST', '/verify-current-password', 'verifyCurrentPassword', SIGNED_IN, 'Check the caller\'s own password: { status, message }', accounts.verifyCurrentPassword),
  route('GET', '/get_users', 'getUsers', ACCOUNT_MANAGERS, 'Staff accounts', accounts.getUsers),
  route('POST', '/add_user', 'addUser', ACCOUNT_MANAGERS, 'Create a staff account', accounts.addUser),
  route('PUT', '/update_user', 'updateUser', SIGNED_IN, 'Update an account (own profile, or any as account manager)', accounts.updateUser),
  route('DELETE', '/delete_user', 'deleteUser', ACCOUNT_MANAGERS, 'Delete a staff account (body { id })', accounts.deleteUser),
];

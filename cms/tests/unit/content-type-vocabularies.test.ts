/**
 * The content types' enumerations are the contract's vocabularies: a value added to one and not the other would be
 * refused by Strapi or never produced. (The content types are edited by hand and committed; the old Python generator
 * that wrote them from a copy of these lists is retired.)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_ENTRY_TYPES } from '../../src/domain/history-chain';
import {
  CASE_STAGES,
  CASE_TIMELINE_STEPS,
  DATA_OPTION_KINDS,
  DETECTION_ORIGINS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  OPERATOR_DECISIONS,
  PRODUCT_TYPES,
  REPORT_CATEGORIES,
  REVIEW_STATUSES,
  SUPERVISOR_DECISIONS,
  VARIANTS,
  LOCALES,
  VIOLATION_GROUPS,
} from '@lcmdp/contract';

const API = join(__dirname, '..', '..', 'src', 'api');

interface Attribute {
  type: string;
  enum?: string[];
}

const enumerations = new Map<string, string[]>();
for (const type of readdirSync(API)) {
  const file = join(API, type, 'content-types', type, 'schema.json');
  if (!existsSync(file)) continue;
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, Attribute> };
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'enumeration') enumerations.set(`${type}.${name}`, attribute.enum ?? []);
  }
}

/** Each enumeration and the contract's list it must equal (null: a value set the contract has as a type only). */
const EXPECTED: Record<string, readonly string[] | null> = {
  'case-step.step': CASE_TIMELINE_STEPS,
  'case-step.stageAfter': CASE_STAGES,
  'enforcement-case.stage': CASE_STAGES,
  'enforcement-case.variant': VARIANTS,
  'history-link.entryType': HISTORY_ENTRY_TYPES,
  'history-pending.entryType': HISTORY_ENTRY_TYPES,
  'data-option.kind': DATA_OPTION_KINDS,
  'data-option.variant': [...VARIANTS, 'both'],
  'detection-sighting.variant': VARIANTS,
  'detection.origin': DETECTION_ORIGINS,
  'detection.variant': VARIANTS,
  'detection.reviewStatus': REVIEW_STATUSES,
  'detection.aiStatus': ['suspected_violation', 'non_violation'],
  'detection.supervisorStatus': SUPERVISOR_DECISIONS,
  'detection.operatorStatus': OPERATOR_DECISIONS,
  'detection.productType': PRODUCT_TYPES,
  'law-file.variant': VARIANTS,
  'notice-template.variant': VARIANTS,
  'monthly-report.variant': VARIANTS,
  'monthly-report.language': LOCALES,
  'report.category': REPORT_CATEGORIES,
  'report.variant': VARIANTS,
  'report.reviewStatus': REVIEW_STATUSES,
  'report.aiStatus': ['suspected_violation', 'non_violation'],
  'report.supervisorStatus': SUPERVISOR_DECISIONS,
  'report.operatorStatus': OPERATOR_DECISIONS,
  'report.productType': PRODUCT_TYPES,
  'review-event.itemKind': ['detection', 'report'],
  'review-event.variant': VARIANTS,
  'review-event.level': null,
  'review-event.action': null,
  'violation-code.variant': VARIANTS,
  'violation-code.group': VIOLATION_GROUPS,
  'violation-type.variant': VARIANTS,
  'notification.kind': NOTIFICATION_KINDS,
  // Only what is stored: an "off" notification is never written.
  'notification.delivery': NOTIFICATION_DELIVERIES.filter((d) => d !== 'off'),
};

describe('content-type enumerations', () => {
  it('are all known to this test (a new one is compared with the contract too)', () => {
    expect([...enumerations.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED).filter((entry): entry is [string, readonly string[]] => entry[1] !== null))(
    '%s is the contract’s list',
    (name, values) => {
      expect(enumerations.get(name)).toEqual([...values]);
    },
  );
});

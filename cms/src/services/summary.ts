/**
 * The home page's live figures by variant: confirmed violations, received reports, and the enforcement cases'
 * figures of all time (public: counts only, never a company or a case).
 */
import { VARIANTS } from '@lcmdp/contract';
import { enforcementFigures } from '../domain/enforcement-figures';
import { figureCases } from './enforcement-figures';
import { ITEM_UID } from './items';

export async function summary() {
  const count = (uid: string, where: Record<string, unknown>) => strapi.db.query(uid).count({ where });
  const cases = await figureCases();
  const byVariant = await Promise.all(
    VARIANTS.map(async (variant) => {
      const [violations, nonViolations, reports, verifiedReports] = await Promise.all([
        count(ITEM_UID.detection, { variant, archived: false, reviewStatus: 'violation', operatorStatus: 'violation' }),
        count(ITEM_UID.detection, { variant, archived: false, reviewStatus: 'non_violation', operatorStatus: 'non_violation' }),
        count(ITEM_UID.report, { variant }),
        count(ITEM_UID.report, { variant, archived: false, reviewStatus: 'violation', operatorStatus: 'violation' }),
      ]);
      return [
        variant,
        {
          violations_confirmed: violations + verifiedReports,
          non_violations_confirmed: nonViolations,
          reports_received: reports,
          enforcement: enforcementFigures(cases, { variant }),
        },
      ] as const;
    }),
  );
  return Object.fromEntries(byVariant);
}

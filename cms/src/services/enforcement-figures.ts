/**
 * Loads enforcement cases with their dated steps and their items' dates, for the figures of the home page, the
 * analysis and the monthly report (domain/enforcement-figures.ts counts them). Cases are few (one per confirmed
 * violation, joined ones share one), so they are read whole rather than counted in SQL.
 */
import type { CaseMeasure, CaseStage, CaseTimelineStep, Variant } from '@lcmdp/contract';
import type { FigureCase } from '../domain/enforcement-figures';
import { CASE_UID } from './cases';
import { documents } from './documents';

interface StoredFigureCase {
  caseNumber: string;
  variant: Variant;
  company: string;
  stage: CaseStage;
  measures: CaseMeasure[] | null;
  fineKip: string | number | null;
  createdAt: string;
  steps?: { step: CaseTimelineStep; at: string; details: Record<string, unknown> | null }[];
  detections?: { id: number; crawledAt: string | null; createdAt: string; company: string | null }[];
  reports?: { id: number; createdAt: string; company: string | null }[];
}

/** Every case (of one variant, if given), as the figures read them. */
export async function figureCases(variant?: Variant | null): Promise<FigureCase[]> {
  const rows = (await documents(CASE_UID).findMany({
    filters: variant ? { variant } : {},
    fields: ['caseNumber', 'variant', 'company', 'stage', 'measures', 'fineKip', 'createdAt'],
    populate: {
      steps: { fields: ['step', 'at', 'details'] },
      detections: { fields: ['id', 'crawledAt', 'createdAt', 'company'] },
      reports: { fields: ['id', 'createdAt', 'company'] },
    },
    limit: 100_000,
  })) as unknown as StoredFigureCase[];
  return rows.map((c) => ({
    caseNumber: c.caseNumber,
    variant: c.variant,
    company: c.company,
    openedAt: new Date(c.createdAt).toISOString(),
    measures: c.measures ?? [],
    fineKip: c.fineKip === null || c.fineKip === undefined ? null : Number(c.fineKip),
    steps: (c.steps ?? []).map((s) => ({ step: s.step, at: new Date(s.at).toISOString(), details: s.details })),
    items: [
      ...(c.detections ?? []).map((d) => ({
        kind: 'detection' as const,
        id: d.id,
        foundAt: new Date(d.crawledAt ?? d.createdAt).toISOString(),
        company: d.company,
      })),
      ...(c.reports ?? []).map((r) => ({
        kind: 'report' as const,
        id: r.id,
        foundAt: new Date(r.createdAt).toISOString(),
        company: r.company,
      })),
    ],
  }));
}

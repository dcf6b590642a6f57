/**
 * Takedown verified on a schedule (issue 13 point 4): every day (TAKEDOWN_RECAPTURE_CRON) the CMS re-captures the
 * pages of every case whose removal is ordered and not yet verified, as staff would with "Capture the page again",
 * skipping a case re-captured in the last 20 hours (domain/takedown's rule). One case failing does not stop the
 * others; the detector being down (503) records nothing and ends the run, the next run tries again. Several CMS
 * processes on one PostgreSQL take turns (an advisory lock): the second finds every case just re-captured.
 */
import type { CaseMeasure, CaseStage } from '@lcmdp/contract';
import { scheduledRecaptureDue } from '../domain/takedown';
import { HttpFailure } from '../http/failure';
import { CASE_STEP_UID, CASE_UID, recaptureCase } from './cases';
import { createSharedLock } from './serial';

export interface ScheduledRecaptureRun {
  /** Case numbers re-captured in this run. */
  recaptured: string[];
  /** Case numbers left alone: re-captured within the last 20 hours. */
  skipped: string[];
  /** Case numbers whose re-capture failed, with why. */
  failed: { caseNumber: string; message: string }[];
  /** Whether the run stopped because the detector could not be reached. */
  detectorDown: boolean;
}

let running = false;
const acrossProcesses = createSharedLock('takedown-recapture');

/** One scheduled run (the cron task; tests call it directly). A run already under way makes this one a no-op. */
export async function recaptureDueCases(now: Date = new Date()): Promise<ScheduledRecaptureRun> {
  const run: ScheduledRecaptureRun = { recaptured: [], skipped: [], failed: [], detectorDown: false };
  if (running) return run;
  running = true;
  try {
    await acrossProcesses(() => recaptureEachDue(run, now));
  } finally {
    running = false;
  }
  if (run.recaptured.length || run.failed.length)
    strapi.log.info(`scheduled re-capture: ${run.recaptured.length} case(s) captured again, ${run.failed.length} failed`);
  return run;
}

/** Re-captures each case due now, in case order, writing what happened into `run`. */
async function recaptureEachDue(run: ScheduledRecaptureRun, now: Date): Promise<void> {
  const cases = (await strapi.db.query(CASE_UID).findMany({
    where: { stage: 'decided' },
    select: ['id', 'documentId', 'caseNumber', 'stage', 'measures'],
    orderBy: { id: 'asc' },
  })) as { id: number; documentId: string; caseNumber: string; stage: CaseStage; measures: CaseMeasure[] | null }[];
  for (const c of cases) {
    const last = (await strapi.db.query(CASE_STEP_UID).findOne({
      where: { case: { id: c.id }, step: 'recapture' },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      select: ['at'],
    })) as { at: string } | null;
    if (!scheduledRecaptureDue(c, last?.at, now)) {
      if (last) run.skipped.push(c.caseNumber);
      continue;
    }
    try {
      await recaptureCase(c.documentId, null);
      run.recaptured.push(c.caseNumber);
    } catch (error) {
      if (error instanceof HttpFailure && error.status === 503) {
        run.detectorDown = true;
        strapi.log.warn(`scheduled re-capture: the detector is not reachable; nothing recorded, next run tries again`);
        break;
      }
      const message = error instanceof Error ? error.message : String(error);
      run.failed.push({ caseNumber: c.caseNumber, message });
      strapi.log.warn(`scheduled re-capture of case ${c.caseNumber} failed: ${message}`);
    }
  }
}

/** Registers the daily run with Strapi's cron (none when the setting is `off`). */
export function scheduleRecaptures(rule: string | null): void {
  if (!rule) return;
  strapi.cron.add({
    takedownRecapture: {
      task: async () => {
        await recaptureDueCases();
      },
      options: { rule },
    },
  });
}

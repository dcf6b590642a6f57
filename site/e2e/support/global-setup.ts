/**
 * Starts the real stack once for the whole e2e run (see scripts/stack.mjs), with a real SMTP test inbox for the
 * CMS's mail, and hands both to the tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack as RunningStack } from '../../scripts/stack.mjs';
import { startInbox } from './inbox';

export type Stack = Omit<RunningStack, 'stop'> & { inboxDir: string; archivedRows: number };

/** The archive's synthetic rows; E2E_ARCHIVED_ROWS overrides it when running one other file (the seeding is slow). */
const ARCHIVED_ROWS = Number(process.env.E2E_ARCHIVED_ROWS ?? 100_000);

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Stack;
  }
}

let running: RunningStack | undefined;
let inbox: Awaited<ReturnType<typeof startInbox>> | undefined;
let inboxDir: string | undefined;

export async function setup(project: TestProject) {
  inboxDir = mkdtempSync(join(tmpdir(), 'lcmdp-inbox-'));
  inbox = await startInbox(inboxDir);
  running = await startStack(
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      // Every test signs staff in from 127.0.0.1; the login limits have their own integration tests.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_IP_RATE_LIMIT: '1000',
      // The Laos archive gets 100,000 synthetic detections for the large Excel export (no other list shows them).
      E2E_ARCHIVED_ROWS: String(ARCHIVED_ROWS),
    },
    {
      // The enforcement test serves its ad page on 127.0.0.1 and has the real detector capture it again.
      DETECTOR_ALLOW_PRIVATE_HOSTS: 'true',
    },
  );
  project.provide('stack', { baseUrl: running.baseUrl, accounts: running.accounts, inboxDir, archivedRows: ARCHIVED_ROWS });
}

export async function teardown() {
  await running?.stop();
  await inbox?.close();
  if (inboxDir) rmSync(inboxDir, { recursive: true, force: true });
}

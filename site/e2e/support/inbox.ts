/**
 * A real SMTP server for the e2e run (the test inbox): the CMS sends its mail to it through nodemailer. Each mail
 * is written as JSON into a folder, so the tests (in other processes than the global setup) can read it.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface InboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function startInbox(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const saved: InboxMail = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
          writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(saved));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits for a mail to the given address (the inbox folder is the stack's `inboxDir`) that `matches` (any, by
 * default: staff also receive notification emails, so a test looking for one kind of mail says which).
 */
export async function waitForMail(
  dir: string,
  to: string,
  timeoutMs = 15_000,
  matches: (mail: InboxMail) => boolean = () => true,
): Promise<InboxMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as InboxMail;
      if (mail.to.includes(to) && matches(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}

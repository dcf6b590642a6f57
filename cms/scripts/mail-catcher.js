#!/usr/bin/env node
/**
 * Development mail catcher for `npm start`: an SMTP server on 127.0.0.1:${MAIL_CATCHER_PORT:-1025} that keeps
 * every message in cms/.tmp/mail/*.eml and prints its recipient, subject and links to the log.
 */
const fs = require('node:fs');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

const port = Number(process.env.MAIL_CATCHER_PORT || 1025);
const dir = path.join(__dirname, '..', '.tmp', 'mail');
fs.mkdirSync(dir, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      fs.writeFileSync(file, raw);
      const mail = await simpleParser(raw).catch(() => null);
      const links = (mail?.text ?? '').match(/https?:\/\/\S+/g) ?? [];
      console.log(
        `[mail] to ${mail?.to?.text ?? '?'} — ${mail?.subject ?? '(no subject)'}${links.length ? `\n[mail] link: ${[...new Set(links)].join(' ')}` : ''}\n[mail] saved ${file}`,
      );
      done();
    });
  },
});
server.on('error', (error) => {
  console.error(`[mail] catcher could not start on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`[mail] catching mail on smtp://127.0.0.1:${port} (saved in ${dir})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

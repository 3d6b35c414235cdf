#!/usr/bin/env node
/**
 * The browser tests' server: a real SMTP sink (smtp-server) that writes each message to
 * E2E_MAIL_DIR as JSON, and `next start` on a fresh embedded database that sends its mail there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { writeSitemapFiles } from '../../../scripts/sitemap-files.mjs';

const port = process.env.E2E_PORT ?? '3100';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? 'test-results/e2e-mail');
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let n = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address);
      n += 1;
      fs.writeFileSync(path.join(mailDir, `${Date.now()}-${n}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

writeSitemapFiles({ env: { SITE_URL: `http://127.0.0.1:${port}` } });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
// Node closes a keep-alive socket after 5 s idle; a test's API request that reuses one at that instant is reset
// (ECONNRESET, seen once in CI after a 5 s checkout in the browser). The specs' clients never idle for a minute.
const keepAlive = ['--keepAliveTimeout', '65000'];
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', port, ...keepAlive],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      // Every spec signs its shoppers up from 127.0.0.1, more than 30 in a run; one shop's visitors come from many
      // addresses. The limit itself is tested at its default in tests/api/signup-reset-throttle.test.ts.
      SIGNUP_ATTEMPTS_PER_CLIENT: '100',
    },
  },
);
const stop = () => {
  server.kill('SIGTERM');
  sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
server.on('exit', (code) => {
  sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

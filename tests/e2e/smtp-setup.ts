/**
 * Playwright global setup (docs/requirements/issues/24-staff-console.md): the real SMTP server the e2e server sends its mail to (SMTP_URL in
 * playwright.config.ts, on the port the config picked). Every message that arrives is filed in
 * DATA_DIR/outbox in the outbox's own format (`{ id, createdAt, from, to, subject, text, html }`), plus
 * `via: "smtp"`, so the specs that read the outbox keep working and a spec can tell that a mail really went
 * through SMTP (with SMTP_URL set the server itself never writes the outbox).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startSmtpCatcher } from '../../packages/api-server/test/smtp-catcher';

export default async function smtpSetup(): Promise<() => Promise<void>> {
  const dataDir = process.env.E2E_DATA_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dataDir || !port)
    throw new Error('E2E_DATA_DIR and E2E_SMTP_PORT are set by tests/playwright.config.ts');
  const outbox = join(dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const catcher = await startSmtpCatcher({
    port,
    onMail(mail) {
      // One file per recipient, as the server's outbox has one `to` per message.
      for (const to of mail.to) {
        const id = randomBytes(8).toString('hex');
        const name = `${mail.receivedAt.replace(/[:.]/g, '-')}-${id}.json`;
        const body = { id, createdAt: mail.receivedAt, ...mail, to, via: 'smtp' };
        const temporary = join(outbox, `.${name}.tmp`);
        writeFileSync(temporary, JSON.stringify(body, null, 2), { mode: 0o600 });
        renameSync(temporary, join(outbox, name));
      }
    },
  });
  return () => catcher.close();
}

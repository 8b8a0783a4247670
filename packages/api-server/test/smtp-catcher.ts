/**
 * A real SMTP server for tests (docs/requirements/issues/24-staff-console.md): `smtp-server` from npm on 127.0.0.1 (a free port unless one is
 * given), accepting every message without authentication or TLS, parsed with `mailparser`. The server under
 * test sends to it through nodemailer exactly as it would to a real mail server (`SMTP_URL=catcher.url`).
 *
 * Used by the server suite (`notifications.test.ts`) and by the Playwright run (`tests/e2e/smtp-setup.ts`
 * starts one for the whole run and files every message for the test workers, see `onMail`).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The envelope's recipients (lower-cased). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: the server's SMTP_URL. */
  url: string;
  port: number;
  messages: CaughtMail[];
  /** The first message (already caught or still to come) that `match` accepts. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  port?: number;
  /** Called with each message as it arrives (the Playwright run files them for the test workers). */
  onMail?: (mail: CaughtMail) => void;
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => unknown>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          options.onMail?.(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no such mail within ${timeoutMs} ms; caught: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

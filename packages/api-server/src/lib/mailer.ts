import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** A file sent with a mail (a certificate's PDF): base64, so the queued message stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox` (JSON files a developer or a test can read). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The transport the mail queue's worker uses (`src/lib/queue.ts`): routes never call `send` themselves,
 * they enqueue (`app.queue.enqueueMail`), so an answer never waits on a mail server.
 *
 * The outbox: one file per message in DATA_DIR/outbox, named `<ISO time>-<random>.json` (so a directory
 * listing sorts by time), holding `{ id, createdAt, from, to, subject, text, html }`. Files are written
 * under a temporary name and renamed, so a reader never sees half a message.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a mail server that accepts and then stalls must not hold the queue's worker for
    // minutes (nodemailer's defaults); the job is retried later instead.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send({ attachments, ...message }) {
        await transport.sendMail({
          from: options.from,
          ...message,
          attachments: attachments?.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.contentBase64,
            encoding: 'base64',
          })),
        });
      },
      close() {
        transport.close();
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = randomBytes(8).toString('hex');
      const name = `${createdAt.replace(/[:.]/g, '-')}-${id}.json`;
      const body = JSON.stringify({ id, createdAt, from: options.from, ...message }, null, 2);
      const temporary = join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, join(options.outboxDir, name));
    },
    close() {},
  };
}

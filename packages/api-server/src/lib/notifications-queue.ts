import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.js';
import { type ApplicationFacts, applicationConfirmationMail, staffApplicationMail } from './notifications.js';

/**
 * Queues the mails of a new job or internship application in the transaction that stores it: to staff
 * (STAFF_EMAIL, when set) with a link into the console, and a confirmation to the applicant.
 */
export async function queueApplicationMails(
  app: FastifyInstance,
  tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  application: ApplicationFacts,
): Promise<void> {
  const db = tx as unknown as Db;
  if (app.config.staffEmail) {
    await app.queue.enqueueMail(
      staffApplicationMail(app.config.staffEmail, app.config.publicUrl, application),
      db,
    );
  }
  await app.queue.enqueueMail(applicationConfirmationMail(application), db);
}

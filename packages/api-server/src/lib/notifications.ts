import type { MailAttachment, MailMessage } from './mailer.js';

/**
 * Every e-mail the server writes (docs/requirements/issues/24-staff-console.md), in one place: staff notifications (a new enquiry, application or
 * paid order, with an absolute link into the console), customer confirmations and receipts, and staff
 * invitations. Each template gives a plain-text and a simple HTML body from the same blocks; everything a
 * visitor typed is escaped in the HTML and stripped of line breaks in the subject. Links start with
 * `PUBLIC_URL` (`config.publicUrl`), never with a request's Host header.
 *
 * Templates are pure: the caller queues the result (`app.queue.enqueueMail(mail, tx)`) in the transaction of
 * the write it reports, so a mail is sent exactly when the change commits.
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A subject line: no line breaks or control characters (they would start a new header), at most 150 characters. */
export function subjectLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = /[\u0000-\u001f\u007f]+/g;
  const flat = text.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? `${flat.slice(0, 149)}…` : flat;
}

// The server formats with Intl (en-IN, Asia/Kolkata). The site writes the same texts without Intl, to spare a
// phone's main thread while it hydrates (site/src/dates.ts, site/src/commerce/format.ts); notifications.test.ts
// checks these against the site's wording.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Whole rupees in Indian grouping with the rupee sign: 123456 → "₹1,23,456" (as the site's formatInr). */
export const formatInr = (rupees: number): string => inr.format(Math.round(rupees) || 0);

/** Paise (what orders store) as rupees in Indian grouping: 12345600 → "₹1,23,456". */
export const formatPaise = (paise: number) => formatInr(Math.round(paise / 100));

/** "28 November 2026, 5:40 am IST": India has one time zone and no daylight saving. */
export function formatIst(date: Date): string {
  const part = Object.fromEntries(istDateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toLowerCase()} IST`;
}

/* ---------- building blocks ---------- */

type Block =
  | { paragraph: string }
  /** Label and value rows; a blank value is left out. */
  | { fields: Array<[string, string | null | undefined]> }
  /** Text kept as typed (line breaks too), e.g. an enquiry's message. */
  | { quote: string }
  | { link: { href: string; label: string } };

const SIGNATURE = 'Acme Softech';

function render(blocks: Block[]): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ('paragraph' in block) {
      text.push(block.paragraph);
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else if ('fields' in block) {
      const rows = block.fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
      text.push(rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
      html.push(
        `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value!)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    } else if ('quote' in block) {
      text.push(
        block.quote
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
      );
      html.push(
        `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`,
      );
    } else {
      text.push(`${block.link.label}: ${block.link.href}`);
      html.push(`<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`);
    }
  }
  text.push(`— ${SIGNATURE}`);
  html.push(`<p>— ${SIGNATURE}</p>`);
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${html.join('')}</body></html>`,
  };
}

function mail(to: string, subject: string, blocks: Block[]): MailMessage {
  return { to, subject: subjectLine(subject), ...render(blocks) };
}

/* ---------- enquiries ---------- */

export interface EnquiryFacts {
  id: string;
  name: string;
  mobile: string;
  email: string | null;
  subject: string;
  message: string;
  createdAt: Date;
}

/** To staff: a new contact enquiry, with a link to it in the console. */
export function staffEnquiryMail(to: string, publicUrl: string, enquiry: EnquiryFacts): MailMessage {
  return mail(to, `New enquiry: ${enquiry.subject}`, [
    { paragraph: `${enquiry.name} sent an enquiry through the contact form.` },
    {
      fields: [
        ['Name', enquiry.name],
        ['Phone', enquiry.mobile],
        ['E-mail', enquiry.email],
        ['Subject', enquiry.subject],
        ['Received', formatIst(enquiry.createdAt)],
      ],
    },
    { quote: enquiry.message },
    {
      link: { href: `${publicUrl}/admin/enquiries/${enquiry.id}`, label: 'Open the enquiry in the console' },
    },
  ]);
}

/** To the sender: their enquiry arrived. */
export function enquiryConfirmationMail(to: string, enquiry: EnquiryFacts): MailMessage {
  return mail(to, 'We received your enquiry', [
    { paragraph: `Hello ${enquiry.name},` },
    {
      paragraph:
        'Thanks for contacting us! We have received your enquiry and will get back to you soon, usually within one working day.',
    },
    { fields: [['Subject', enquiry.subject]] },
    { quote: enquiry.message },
    {
      paragraph:
        'If you want to add something, simply reply to this e-mail. If you did not send this enquiry, you can ignore this message.',
    },
  ]);
}

/* ---------- applications ---------- */

export interface ApplicationFacts {
  kind: 'job' | 'internship';
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The job title applied for, or the internship's course. */
  position: string | null;
  /** The résumé's original file name. */
  resumeName: string;
}

const applicationLabel = (application: ApplicationFacts) =>
  application.kind === 'job'
    ? application.position
      ? `the ${application.position} position`
      : 'a job'
    : application.position
      ? `the ${application.position} internship`
      : 'an internship';

/** To staff: a new job or internship application, with a link to it in the console. */
export function staffApplicationMail(
  to: string,
  publicUrl: string,
  application: ApplicationFacts,
): MailMessage {
  const kind = application.kind === 'job' ? 'Job application' : 'Internship application';
  return mail(
    to,
    `New ${kind.toLowerCase()}: ${application.name}${application.position ? `, ${application.position}` : ''}`,
    [
      { paragraph: `${application.name} applied for ${applicationLabel(application)}.` },
      {
        fields: [
          ['Type', kind],
          [application.kind === 'job' ? 'Position' : 'Course', application.position],
          ['Name', application.name],
          ['E-mail', application.email],
          ['Phone', application.phone],
          ['Résumé', application.resumeName],
        ],
      },
      {
        link: {
          href: `${publicUrl}/admin/applications/${application.kind}/${application.id}`,
          label: 'Open the application in the console',
        },
      },
    ],
  );
}

/** To the applicant: their application arrived. */
export function applicationConfirmationMail(application: ApplicationFacts): MailMessage {
  return mail(application.email, 'We received your application', [
    { paragraph: `Hello ${application.name},` },
    {
      paragraph: `Thank you for applying for ${applicationLabel(application)} at Acme Softech. We have received your application and résumé (${application.resumeName}).`,
    },
    {
      paragraph:
        'Our team reviews every application and will get back to you soon. If you applied while signed in, you can follow its status under My Jobs in your account.',
    },
  ]);
}

/* ---------- orders and receipts ---------- */

export interface OrderFacts {
  id: string;
  /** Paise. */
  amount: number;
  items: Array<{ kind: 'course' | 'product'; title: string; price: number }>;
  paymentId: string;
}

const itemsLine = (items: OrderFacts['items']) =>
  items.map((item) => `${item.title} (${formatInr(item.price)})`).join(', ');

/** To staff: an order was paid, with a link to it in the console. */
export function staffOrderPaidMail(to: string, publicUrl: string, order: OrderFacts): MailMessage {
  return mail(to, `Order paid: ${formatPaise(order.amount)}`, [
    { paragraph: `An order of ${formatPaise(order.amount)} has been paid.` },
    {
      fields: [
        ['Order', order.id],
        ['Payment', order.paymentId],
        ['Amount', formatPaise(order.amount)],
        ['Items', itemsLine(order.items)],
      ],
    },
    { link: { href: `${publicUrl}/admin/orders/${order.id}`, label: 'Open the order in the console' } },
  ]);
}

export interface ReceiptFacts {
  id: string;
  receiptNumber: string;
  date: string;
  /** Courses carry their catalogue id (the learn link). */
  items: Array<OrderFacts['items'][number] & { id?: string }>;
  /** Paise. */
  amount: number;
  name: string;
  email: string;
  phone: string;
  payment_id: string;
}

/**
 * To the buyer: the receipt of a successful payment, with a link to the printable receipt page, and for each
 * course bought a "Start learning" link to its first lesson (issue 32
 * (docs/requirements/issues/32-courses-you-can-take.md); the site's learn route opens the next unfinished one).
 */
export function receiptMail(receipt: ReceiptFacts, link: string, publicUrl?: string): MailMessage {
  const courses = publicUrl ? receipt.items.filter((item) => item.kind === 'course' && item.id) : [];
  const learning: Block[] =
    courses.length === 0
      ? []
      : [
          {
            paragraph:
              courses.length === 1
                ? 'Your course is ready. Start learning now, or later from My Course after signing in:'
                : 'Your courses are ready. Start learning now, or later from My Course after signing in:',
          },
          ...courses.map((course): Block => ({
            link: {
              href: `${publicUrl}/learn/${encodeURIComponent(course.id!)}`,
              label: courses.length === 1 ? 'Start learning' : `Start learning: ${course.title}`,
            },
          })),
        ];
  return mail(receipt.email, `Your receipt ${receipt.receiptNumber}`, [
    { paragraph: receipt.name ? `Hello ${receipt.name},` : 'Hello,' },
    { paragraph: `Thank you for your payment of ${formatPaise(receipt.amount)}. Here is your receipt.` },
    {
      fields: [
        ['Receipt number', receipt.receiptNumber],
        ['Date', formatIst(new Date(receipt.date))],
        ...receipt.items.map((item): [string, string] => [item.title, formatInr(item.price)]),
        ['Total paid', formatPaise(receipt.amount)],
        ['Payment id', receipt.payment_id],
      ],
    },
    { link: { href: link, label: 'View or print your receipt' } },
    {
      paragraph:
        'The receipt page opens in the browser you paid with, or after signing in to the account you used. We will contact you soon about your booking.',
    },
    ...learning,
  ]);
}

/* ---------- staff access ---------- */

/** To an invitee without an account: a single-use link to set their name and password. */
export function staffInvitationMail(
  to: string,
  invite: { inviterName: string; link: string; expiresAt: Date },
): MailMessage {
  return mail(to, 'You are invited to the Acme Softech staff console', [
    { paragraph: 'Hello,' },
    {
      paragraph: `${invite.inviterName} invited you to join the Acme Softech staff console, where the team works through enquiries, applications and orders.`,
    },
    {
      paragraph: `To accept, open this link, choose your name and a password. The link works once and expires on ${formatIst(invite.expiresAt)}.`,
    },
    { link: { href: invite.link, label: 'Accept the invitation' } },
    { paragraph: 'If you did not expect this invitation, you can ignore this e-mail.' },
  ]);
}

/** To an existing account that was just given staff access. */
export function staffAccessGrantedMail(
  to: string,
  grant: { name: string; inviterName: string; consoleUrl: string },
): MailMessage {
  return mail(to, 'You now have access to the Acme Softech staff console', [
    { paragraph: `Hello ${grant.name},` },
    {
      paragraph: `${grant.inviterName} gave your account access to the staff console. Sign in with your usual e-mail and password to work on enquiries, applications and orders.`,
    },
    { link: { href: grant.consoleUrl, label: 'Open the console' } },
  ]);
}

/* ---------- certificates (issue 32: docs/requirements/issues/32-courses-you-can-take.md) ---------- */

export interface CertificateMailFacts {
  id: string;
  name: string;
  courseTitle: string;
  /** "28 November 2026". */
  completedOn: string;
  /** "6.5 hours". */
  hours: string;
}

/** To the student: their certificate of completion, with its download and public verification links. */
export function certificateMail(
  to: string,
  certificate: CertificateMailFacts,
  links: { downloadUrl: string; verifyUrl: string; myCoursesUrl: string },
  pdf: MailAttachment,
): MailMessage {
  const message = mail(to, `Your certificate for ${certificate.courseTitle}`, [
    { paragraph: `Hello ${certificate.name},` },
    {
      paragraph: `Congratulations! You have completed every lesson of ${certificate.courseTitle}, and your certificate of completion is attached to this e-mail.`,
    },
    {
      fields: [
        ['Course', certificate.courseTitle],
        ['Completed on', certificate.completedOn],
        ['Course length', certificate.hours],
        ['Certificate ID', certificate.id],
      ],
    },
    { link: { href: links.downloadUrl, label: 'Download your certificate (PDF)' } },
    {
      paragraph:
        'The download link opens in the browser you are signed in with; you can also download it any time from My Course.',
    },
    { link: { href: links.myCoursesUrl, label: 'Open My Course' } },
    {
      paragraph: `Anyone you share it with, such as an employer, can check that it is genuine by scanning its QR code or opening ${links.verifyUrl}.`,
    },
  ]);
  return { ...message, attachments: [pdf] };
}

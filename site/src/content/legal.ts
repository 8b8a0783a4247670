/** Legal pages: Terms of Use (nine numbered sections), Privacy Policy, Pricing Policy. */
import { site } from './site';

/** A phone number in running text wraps as a whole, never between its digit groups. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** Human-readable date of the last update. */
  lastUpdated: string;
  /** ISO date of the last update, for the time element. */
  lastUpdatedIso: string;
  intro: string;
  /** Whether the section headings are numbered (1., 2., ...). */
  numbered: boolean;
  sections: LegalSection[];
}

export const terms: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: '1 September 2024',
  lastUpdatedIso: '2024-09-01',
  intro: `These Terms of Use govern your use of the ${site.name} website, our courses, software products and services. By using the website you agree to these terms. Please read them carefully.`,
  numbered: true,
  sections: [
    {
      heading: 'Acceptance of terms',
      paragraphs: [
        `By accessing or using this website, registering an account, enrolling in a course or purchasing a product, you confirm that you have read, understood and agree to be bound by these Terms of Use and our Privacy Policy. If you do not agree, please do not use the website.`,
      ],
    },
    {
      heading: 'Use of the website',
      paragraphs: ['You may use the website only for lawful purposes. You agree not to:'],
      list: [
        'attempt to gain unauthorised access to any part of the website, server or database;',
        'upload viruses or any code intended to disrupt or damage the website;',
        'submit false information in enquiry, application or registration forms;',
        'copy, scrape or redistribute content without our written permission.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Some features require a customer account. You are responsible for keeping your password and one-time codes confidential and for all activity under your account.',
        `Tell us immediately at ${site.email} if you suspect unauthorised use. We may suspend accounts that break these terms.`,
      ],
    },
    {
      heading: 'Courses and products',
      paragraphs: [
        'Course access is personal and may not be shared. Course content, recordings and materials are licensed to you for your own learning only.',
        'Software products are licensed, not sold. The licence lets you use the product for one business entity as described at purchase. Prices and refund conditions are set out in our Pricing Policy.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Payments are processed in Indian rupees by our payment gateway partner. We never see or store your full card or bank details.',
        'An order is confirmed only when the payment is verified. If a payment fails or is cancelled, no amount is charged; if money is debited without confirmation, it is refunded by the gateway as per banking timelines.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `All content on this website, including text, graphics, logos, images, videos and software, is the property of ${site.name} or its licensors and is protected by Indian and international copyright and trademark laws.`,
        'For client projects, ownership of deliverables is transferred as set out in the project agreement once all invoices are paid.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `The website and its content are provided "as is". To the fullest extent permitted by law, ${site.name} is not liable for indirect, incidental or consequential losses arising from your use of the website. Our total liability for any claim is limited to the amount you paid us for the course, product or service concerned.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        "We may update these Terms of Use from time to time. We will give at least 7 days' notice of any change by posting the updated terms on this page and, for registered customers, by e-mail. Continuing to use the website after the changes take effect means you accept them.",
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Jabalpur, Madhya Pradesh.',
        `Questions about these terms? Write to ${site.email} or call ${unbroken(site.phones[0])}.`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '1 September 2024',
  lastUpdatedIso: '2024-09-01',
  intro: `${site.name} respects your privacy. This policy explains what personal data we collect, why we collect it, how we protect it and the choices you have. It applies to this website and to the courses, products and services offered through it.`,
  numbered: false,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to serve you:'],
      list: [
        'Contact details you give us in enquiry, job and internship forms: name, e-mail, phone number, city and the message you write.',
        'Account details when you register: name, e-mail, mobile number, address and a securely hashed password.',
        'Resumes you upload when applying for a job or internship.',
        'Purchase details: the courses or products bought, the amount, and the payment reference returned by the gateway.',
        'Basic technical data such as browser type and pages visited, used to keep the website secure and working.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your data to reply to enquiries, process applications, give you access to purchased courses and products, send receipts, provide support, and improve the website. We do not sell your personal data, and we do not use it for advertising by third parties.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Payments are handled by our payment gateway partner under its own privacy and security standards (PCI DSS). We receive only the payment status and reference, never your card number, CVV, UPI PIN or net-banking password.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        "We use a secure cookie to keep you signed in and your browser's local storage to remember your cart. We do not use third-party tracking cookies. You can clear cookies and storage in your browser at any time; you will then be signed out and your cart emptied.",
      ],
    },
    {
      heading: 'Sharing and storage',
      paragraphs: [
        'Your data is stored on secured servers located in India. It is shared only with service providers who help us run the website (hosting, e-mail, payment processing), each bound by confidentiality obligations, or when required by law.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'Enquiries are kept for up to two years, job applications for up to one year, and purchase records for as long as tax law requires. Account data is kept until you ask us to delete your account.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under the Digital Personal Data Protection Act, 2023 you may ask to access, correct or erase your personal data, or withdraw consent. Write to ${site.email} and we will respond within 30 days.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions or complaints about privacy can be sent to ${site.email} or by post to our Jabalpur office: ${site.offices[0].address}.`,
      ],
    },
  ],
};

export const pricingPolicy: LegalDocument = {
  title: 'Pricing Policy',
  lastUpdated: '1 September 2024',
  lastUpdatedIso: '2024-09-01',
  intro: `This policy explains how ${site.name} prices its courses, software products and services, and how payments, cancellations and refunds work.`,
  numbered: false,
  sections: [
    {
      heading: 'Prices and currency',
      paragraphs: [
        'All prices on this website are in Indian rupees (INR) and include applicable GST unless stated otherwise. The price charged is the price shown at checkout; it is confirmed by our server and cannot be changed in the browser.',
      ],
    },
    {
      heading: 'Courses',
      paragraphs: [
        'Course prices are listed on each course page and cover lifetime access to the recorded lessons and materials of that course, plus doubt-clearing sessions during the course duration.',
      ],
    },
    {
      heading: 'Software products',
      paragraphs: [
        'Product prices cover a perpetual licence for one business entity, installation, online training and one year of updates and support. Annual support renewal after the first year is charged at 20% of the product price.',
      ],
    },
    {
      heading: 'Services',
      paragraphs: [
        'Development, design and marketing services are quoted individually after a free discovery call. Quotes are valid for 30 days and are usually split into fixed-price phases, each invoiced on completion. Marketing ad spend is billed separately at actuals.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'We accept UPI, debit and credit cards, net banking and wallets through our payment gateway. A receipt is shown immediately after a successful payment and can be printed or saved.',
      ],
    },
    {
      heading: 'Cancellations and refunds',
      paragraphs: ['Refunds are handled as follows:'],
      list: [
        'Courses: a full refund if requested within 7 days of purchase and before more than 20% of the lessons have been viewed.',
        'Software products: a full refund within 7 days of purchase if the product has not been installed on your systems.',
        'Services: work already delivered in a completed phase is not refundable; advance payments for phases not yet started are refunded in full.',
        'Failed or duplicate payments are refunded automatically to the original payment method within 5 to 7 working days.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `For billing questions or refund requests write to ${site.email} with your receipt number, or call ${unbroken(site.phones[0])}.`,
      ],
    },
  ],
};

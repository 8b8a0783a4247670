/** About page content (docs/requirements/SPEC.md §2 "About page"). */
import { site } from './site';

export const aboutHero = {
  eyebrow: 'About Us',
  title: 'Engineers, designers and marketers who build for the long run',
  text: [
    `${site.name} started in ${site.foundingYear} in Jabalpur with three developers and one belief: that businesses in smaller cities deserve the same quality of software as the big metros. Today we are a team of more than thirty people across Jabalpur and Bengaluru.`,
    'We build mobile apps, web platforms and business software, design brands and interfaces, and run search and marketing campaigns. We also train the next generation of developers through practical courses.',
  ],
  action: { label: 'Talk to us', path: '/contact' },
};

export type AboutCardIcon = 'target' | 'eye' | 'heart' | 'sparkles' | 'rocket';

/** Looping carousel of five cards (2500 ms). */
export const aboutCards: { id: string; icon: AboutCardIcon; title: string; text: string }[] = [
  {
    id: 'mission',
    icon: 'target',
    title: 'Mission',
    text: 'To help businesses of every size use technology with confidence, through honest advice, careful engineering and support that lasts.',
  },
  {
    id: 'vision',
    icon: 'eye',
    title: 'Vision',
    text: 'To be the most trusted technology partner for growing companies in India, known for products that work and promises that are kept.',
  },
  {
    id: 'values',
    icon: 'heart',
    title: 'Values',
    text: 'Integrity in every estimate, craft in every release, and respect for the people who use what we build.',
  },
  {
    id: 'culture',
    icon: 'sparkles',
    title: 'Culture',
    text: 'Small teams, shared ownership and time to learn. Everyone demos their work, and everyone can question a decision.',
  },
  {
    id: 'future',
    icon: 'rocket',
    title: 'Future',
    text: 'Investing in AI, cloud and automation, and in training young talent from our region to build world-class software.',
  },
];

/** Animated statistics. `value` animates; `suffix` follows it. */
export const aboutStats = [
  { id: 'projects', value: 100, suffix: '+', label: 'Projects Completed' },
  { id: 'support', value: 24, suffix: '/7', label: 'Support' },
  { id: 'solutions', value: 50, suffix: '+', label: 'Solutions' },
  { id: 'customers', value: 100, suffix: '+', label: 'Customers' },
];

/** Four-step process. */
export const aboutProcess = {
  title: 'How we work',
  steps: [
    {
      title: 'Meet & Plan',
      text: 'A discovery call and workshop to understand your goals, users and constraints, ending in a written plan and estimate.',
    },
    {
      title: 'Design',
      text: 'Wireframes and visual designs you can click through, refined with your feedback before development starts.',
    },
    {
      title: 'Development',
      text: 'Two-week sprints with working demos, code reviews and automated tests, so progress is always visible.',
    },
    {
      title: 'Pre-Launch',
      text: 'Testing on real devices, performance and security checks, data migration and team training before going live.',
    },
  ],
};

/** FAQ: four questions, one answer open at a time, the first open initially. */
export const aboutFaq = {
  title: 'Frequently asked questions',
  items: [
    {
      id: 'cost',
      question: 'How much does a website or app cost?',
      answer:
        'A company website typically starts around ₹25,000 and a mobile app around ₹1,50,000, depending on features and integrations. After a free discovery call we send a fixed-price estimate for each phase, so there are no surprises.',
    },
    {
      id: 'time',
      question: 'How long does a typical project take?',
      answer:
        'Websites usually go live in three to six weeks and apps in two to four months. You see a working demo every two weeks, so you can adjust priorities as the product takes shape.',
    },
    {
      id: 'support',
      question: 'Do you provide support after launch?',
      answer:
        'Yes. Every project includes 30 days of free support, and most clients continue with a monthly maintenance plan covering updates, backups, monitoring and small improvements.',
    },
    {
      id: 'ownership',
      question: 'Who owns the source code and accounts?',
      answer:
        'You do. The source code, designs, domain, hosting and store accounts are handed over to you, and we document everything so any team can continue the work.',
    },
  ],
};

export const aboutCta = {
  title: 'Have a project in mind?',
  text: 'Tell us what you are planning. We will get back within one working day.',
  action: { label: 'Contact Us', path: '/contact' },
};

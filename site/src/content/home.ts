/** Copy and data of the home page sections (docs/requirements/SPEC.md §1 and §3), in the order they appear. */
import { site } from './site';

/** Hero: the rotating service phrases (2500 ms each, SPEC.md §4). */
export const heroPhrases = [
  'Mobile App & Web Development',
  'Machine Learning',
  'Ecommerce Development',
  'Web Designing',
  'Cloud & AI Solutions',
] as const;

export const hero = {
  // No-break spaces keep the two cities together, so a narrow screen breaks after the services.
  eyebrow: 'Software & IT services · Jabalpur\u00a0·\u00a0Bengaluru',
  // Reads with every phrase, singular or plural: "Expert Machine Learning to move…", "Expert Cloud & AI Solutions to move…".
  headlineLead: 'Expert',
  headlineTrail: 'to move your business forward',
  lead: `${site.name} designs, builds and grows digital products for start-ups, schools, clinics, retailers and enterprises across India and abroad.`,
  primaryAction: { label: 'Explore Services', path: '/services/app-development' },
  secondaryAction: { label: 'About Us', path: '/about' },
};

/** Trusted-by strip: five client logos, 30 s loop, 50 px high. */
export const trustedBy = {
  title: 'Trusted by growing businesses',
  logos: [
    { image: 'logo-client-1', name: 'Shree Pest Control' },
    { image: 'logo-client-2', name: 'QuizMaster' },
    { image: 'logo-client-3', name: 'MP ICT Portal' },
    { image: 'logo-client-4', name: 'Kirana Online' },
    { image: 'logo-client-5', name: 'Ayush Council' },
  ],
};

export const collaboration = {
  title: "Let's Work Together",
  text: 'Have an idea, a process that needs software, or a website that is not bringing enquiries? Tell us about it and we will reply within one working day with honest advice and a clear next step.',
  action: { label: 'Start a conversation', path: '/contact' },
};

export const servicesSection = {
  title: 'Our Services',
  lead: 'Ten ways we help businesses build, design, grow and scale.',
};

export const whyChooseUs = {
  eyebrow: 'Why choose us',
  title: 'Innovative Features to Accelerate Your Business Growth!',
  pitch: `Since ${site.foundingYear}, ${site.name} has shipped more than a hundred projects for clients who wanted a partner rather than a vendor. Small senior teams, transparent pricing in rupees, fortnightly demos and support that picks up the phone: that is how we work.`,
  link: { label: `Why ${site.name}`, path: '/about' },
  features: [
    {
      image: 'feature-branding',
      title: 'Tailored Branding Solutions',
      description:
        'Logos, colour palettes and designs crafted around your story, so every touchpoint looks like it belongs to the same confident brand.',
    },
    {
      image: 'feature-marketing',
      title: 'Results-Driven Digital Marketing',
      description:
        'SEO, social media and content that bring measurable enquiries, with every campaign tracked from the first click to the final sale.',
    },
  ],
};

export type StripIcon = 'coins' | 'plug' | 'shield' | 'headset';

/** The four-card strip. */
export const strip: { icon: StripIcon; title: string; points: string[] }[] = [
  { icon: 'coins', title: 'Low Cost', points: ['Competitive fee', 'Flexible rates'] },
  { icon: 'plug', title: 'Permission Less', points: ['Open for integration', 'Run your own nodes'] },
  { icon: 'shield', title: 'Secure Data', points: ['Open source sheet', '360 Security'] },
  { icon: 'headset', title: '24 X 7 Support', points: ['Toll free number', 'Best service'] },
];

/** Technology workflow: six steps in order. */
export const workflow = {
  title: 'Our Technology Workflow',
  lead: 'A proven six-step path from the first conversation to long-term support.',
  steps: [
    {
      title: 'Analysis',
      description: 'We study your goals, users and current process, and agree on measurable outcomes.',
    },
    {
      title: 'Search',
      description: 'We research competitors, technologies and integrations to choose the right approach.',
    },
    {
      title: 'Development',
      description: 'Designers and engineers build in two-week sprints with a demo at the end of each.',
    },
    {
      title: 'Implementation',
      description: 'We set up hosting, migrate data, connect your tools and train your team.',
    },
    {
      title: 'Delivery',
      description: 'After testing on real devices we launch, monitor closely and fix anything that surfaces.',
    },
    {
      title: 'Support',
      description: 'Maintenance plans keep your product secure, updated and improving month after month.',
    },
  ],
};

export const homeSeo = {
  title: `${site.name} | Software, App & Web Development Company in Jabalpur and Bengaluru`,
  description: `${site.name} builds mobile apps, custom software and websites, and grows businesses with SEO and digital marketing. Courses and ready-made business software too.`,
};

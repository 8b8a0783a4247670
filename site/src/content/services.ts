import { type ServiceSlug, serviceNames } from './service-menu';

/**
 * The ten services (docs/requirements/SPEC.md §2 "Service slugs and labels"). The slugs are part of the public URLs,
 * including the 'bussiness' spelling, and must not change.
 */

export type { ServiceSlug } from './service-menu';

export type ServiceCategory = 'Build' | 'Design' | 'Grow' | 'Scale';

export interface Service {
  slug: ServiceSlug;
  /** The label of the navigation entry and the card title. */
  title: string;
  /** Absolute path of the service page (DECISIONS.md: the home grid links are absolute). */
  path: `/services/${ServiceSlug}`;
  /** One or two sentences for cards. */
  description: string;
  category: ServiceCategory;
  /** Key of the card image in the media manifest. */
  image: string;
  /** Page content. */
  headline: string;
  intro: string[];
  offerings: { title: string; description: string }[];
  outcomes: string[];
  /** Typical technologies or tools, shown as tags. */
  tools: string[];
}

const defineService = (service: Omit<Service, 'path' | 'title'>): Service => ({
  ...service,
  title: serviceNames[service.slug],
  path: `/services/${service.slug}`,
});

export const services: Service[] = [
  defineService({
    slug: 'app-development',
    description:
      'Native and cross-platform mobile apps for Android and iOS, from first wireframe to store launch and beyond.',
    category: 'Build',
    image: 'service-app-development',
    headline: 'Mobile apps your customers keep on their home screen',
    intro: [
      'We design and build Android and iOS apps for retailers, clinics, schools, logistics firms and start-ups. One team handles the product thinking, the interface, the code, the back end and the release, so nothing gets lost between vendors.',
      'Most of our apps are built with Flutter or React Native to share one code base across both stores; when an app needs deep hardware access or the last drop of performance we write it natively in Kotlin or Swift.',
    ],
    offerings: [
      {
        title: 'Cross-platform apps',
        description:
          'One Flutter or React Native code base, two store listings, consistent behaviour on every phone.',
      },
      {
        title: 'Native development',
        description:
          'Kotlin and Swift for camera, Bluetooth, background location and other device-heavy features.',
      },
      {
        title: 'Back end and APIs',
        description:
          'Secure REST APIs, admin panels, push notifications and payment gateway integration (UPI, cards, wallets).',
      },
      {
        title: 'Launch and care',
        description:
          'Play Store and App Store submission, crash monitoring, OS upgrades and monthly improvement releases.',
      },
    ],
    outcomes: [
      'A clickable prototype within the first two weeks',
      'Fortnightly builds you can install and test on your own phone',
      'Source code and store accounts owned by you',
    ],
    tools: ['Flutter', 'React Native', 'Kotlin', 'Swift', 'Firebase', 'Node.js'],
  }),
  defineService({
    slug: 'software-development',
    description:
      'Business software shaped around the way you work: ERPs, CRMs, portals and automation that replace spreadsheets.',
    category: 'Build',
    image: 'service-software-development',
    headline: 'Software that fits your business instead of the other way round',
    intro: [
      'Off-the-shelf tools rarely match how an Indian SME actually runs: GST invoicing, multiple branches, field staff on patchy networks, approvals on WhatsApp. We build web and desktop software around those realities.',
      'We start with a short discovery sprint, map your current process, and deliver in small releases so your team uses real software within weeks, not after a year-long project.',
    ],
    offerings: [
      {
        title: 'ERP and CRM systems',
        description:
          'Inventory, sales, purchase, HR and customer modules built around your workflow and reports.',
      },
      {
        title: 'Customer and vendor portals',
        description:
          'Self-service portals for orders, tickets, documents and payments, with role-based access.',
      },
      {
        title: 'Integrations',
        description:
          'Tally, Zoho, payment gateways, SMS and e-mail providers, government APIs and your existing databases.',
      },
      {
        title: 'Modernisation',
        description:
          'Moving legacy desktop or PHP systems to a maintainable, cloud-hosted stack without losing data.',
      },
    ],
    outcomes: [
      'A written scope and fixed-price estimate after discovery',
      'Working releases every two to three weeks',
      'Documentation and hand-over to your in-house team',
    ],
    tools: ['TypeScript', 'Python', 'Django', 'Node.js', 'PostgreSQL', 'AWS'],
  }),
  defineService({
    slug: 'uiux-design',
    description:
      'Research-led interface design: user journeys, wireframes, prototypes and design systems that developers love.',
    category: 'Design',
    image: 'service-uiux-design',
    headline: 'Interfaces that feel obvious the first time',
    intro: [
      'Good design is mostly removing doubt. We interview your users, study where they get stuck, and design screens that answer the next question before it is asked.',
      'Every project ends with a documented Figma design system, so your product keeps looking consistent long after we hand it over.',
    ],
    offerings: [
      {
        title: 'User research',
        description: 'Interviews, analytics review and usability tests with real customers.',
      },
      {
        title: 'Wireframes and prototypes',
        description: 'Clickable Figma prototypes to validate flows before a line of code is written.',
      },
      {
        title: 'Visual design',
        description: 'Brand-true screens for web and mobile, accessible colour contrast and type.',
      },
      {
        title: 'Design systems',
        description: 'Reusable components, tokens and usage guidelines for designers and developers.',
      },
    ],
    outcomes: [
      'Fewer support calls and drop-offs',
      'Faster development from clear specifications',
      'Accessible designs that meet WCAG AA',
    ],
    tools: ['Figma', 'FigJam', 'Maze', 'Hotjar', 'Adobe Illustrator'],
  }),
  defineService({
    slug: 'seo-backlinks',
    description:
      'Technical SEO, content and honest link building that lifts your rankings for the searches that bring customers.',
    category: 'Grow',
    image: 'service-seo-backlinks',
    headline: 'Rank for the searches that actually bring customers',
    intro: [
      'We fix what stops search engines from understanding your site, write content that answers real questions, and earn links from relevant Indian and international publications.',
      'No private blog networks, no bulk directory submissions: only white-hat work that survives algorithm updates.',
    ],
    offerings: [
      {
        title: 'Technical audit',
        description: 'Crawlability, Core Web Vitals, structured data, sitemaps and indexing fixes.',
      },
      {
        title: 'Keyword and content plan',
        description: 'Topics mapped to buyer intent, with briefs and articles written by specialists.',
      },
      {
        title: 'Link building',
        description: 'Outreach, guest articles and digital PR on sites your customers actually read.',
      },
      {
        title: 'Monthly reporting',
        description: 'Rankings, organic traffic and enquiries tracked in a shared dashboard.',
      },
    ],
    outcomes: [
      'A prioritised audit in the first month',
      'Transparent list of every link earned',
      'Measurable growth in organic enquiries',
    ],
    tools: ['Google Search Console', 'Ahrefs', 'Screaming Frog', 'Google Analytics 4'],
  }),
  defineService({
    slug: 'my-bussiness-SEO',
    description:
      'Optimise your Google Business Profile to appear in the local map pack when nearby customers search.',
    category: 'Grow',
    image: 'service-my-business-seo',
    headline: 'Be the first business people find on the map',
    intro: [
      'For clinics, restaurants, coaching centres and shops, the Google map pack brings more calls than the website itself. We optimise your Business Profile so you show up for "near me" searches in your area.',
      'We work on categories, services, photos, posts, reviews and local citations, and track calls, direction requests and website clicks every month.',
    ],
    offerings: [
      {
        title: 'Profile optimisation',
        description: 'Categories, services, attributes, descriptions and photos tuned for local intent.',
      },
      {
        title: 'Review strategy',
        description: 'Simple review request flows and polite, timely replies to every review.',
      },
      {
        title: 'Local citations',
        description:
          'Consistent name, address and phone on JustDial, Sulekha, IndiaMART and other directories.',
      },
      {
        title: 'Weekly posts',
        description: 'Offers, events and updates that keep your profile fresh and active.',
      },
    ],
    outcomes: [
      'More calls and direction requests from Google Maps',
      'Consistent listings across the web',
      'A monthly local visibility report',
    ],
    tools: ['Google Business Profile', 'Google Maps', 'BrightLocal', 'Google Analytics 4'],
  }),
  defineService({
    slug: 'web-designing-development',
    description:
      'Fast, responsive websites and web apps that look sharp on every screen and turn visitors into enquiries.',
    category: 'Build',
    image: 'service-web-design',
    headline: 'Websites that load fast and sell while you sleep',
    intro: [
      'From a five-page company site to an e-commerce store with thousands of products, we design and build websites that are quick on a 4G phone, easy to update and found on Google.',
      'You get a content management system your team can use without calling us for every change, and hosting that we monitor around the clock.',
    ],
    offerings: [
      {
        title: 'Company websites',
        description:
          'Custom designs, copywriting support and enquiry forms connected to your CRM or WhatsApp.',
      },
      {
        title: 'E-commerce',
        description: 'Catalogues, carts, GST invoices, UPI and card payments, shipping integrations.',
      },
      {
        title: 'Web applications',
        description: 'Dashboards, booking systems and portals built with React and modern back ends.',
      },
      {
        title: 'Hosting and maintenance',
        description: 'SSL, backups, uptime monitoring, security updates and small changes every month.',
      },
    ],
    outcomes: [
      'Mobile-first design that passes Core Web Vitals',
      'SEO-ready structure from day one',
      'Training for your team to update content',
    ],
    tools: ['React', 'Next.js', 'WordPress', 'Shopify', 'Laravel', 'Tailwind CSS'],
  }),
  defineService({
    slug: 'graphic-designing',
    description:
      'Logos, brand identities, brochures, packaging and social creatives with a consistent visual voice.',
    category: 'Design',
    image: 'service-graphic-design',
    headline: 'A brand people recognise at a glance',
    intro: [
      'We create identities and marketing material that make small companies look established and established companies look current.',
      'Every brand project comes with a concise style guide, so printers, agencies and your own team use the logo, colours and type the same way.',
    ],
    offerings: [
      {
        title: 'Logo and identity',
        description: 'Logo, colour palette, typography and a brand guideline document.',
      },
      {
        title: 'Print design',
        description: 'Brochures, catalogues, visiting cards, standees and packaging ready for the press.',
      },
      {
        title: 'Social media creatives',
        description: 'Monthly post and story templates in your brand style.',
      },
      {
        title: 'Presentations',
        description: 'Pitch decks and company profiles that tell your story clearly.',
      },
    ],
    outcomes: [
      'Three initial logo directions to choose from',
      'Editable source files for everything we make',
      'A one-page brand guideline',
    ],
    tools: ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'Figma', 'Canva'],
  }),
  defineService({
    slug: 'digital-marketing',
    description:
      'Performance campaigns on Google, Meta and LinkedIn, plus social media management measured in leads, not likes.',
    category: 'Grow',
    image: 'service-digital-marketing',
    headline: 'Marketing measured in enquiries and sales',
    intro: [
      'We plan and run paid and organic campaigns for education, healthcare, real estate, retail and B2B companies across India.',
      'Every rupee is tracked: conversion tracking is set up before a campaign goes live, and you see cost per lead in a live dashboard.',
    ],
    offerings: [
      {
        title: 'Google Ads',
        description:
          'Search, Performance Max and YouTube campaigns with tight budgets and negative keywords.',
      },
      {
        title: 'Meta and LinkedIn ads',
        description: 'Lead generation and retargeting campaigns with creative testing.',
      },
      {
        title: 'Social media management',
        description: 'Content calendars, posting, community replies and monthly insights.',
      },
      {
        title: 'Email and WhatsApp marketing',
        description: 'Nurture sequences and broadcast campaigns that respect opt-ins.',
      },
    ],
    outcomes: [
      'Conversion tracking on day one',
      'Weekly optimisation and a monthly review call',
      'Clear cost-per-lead reporting',
    ],
    tools: [
      'Google Ads',
      'Meta Business Suite',
      'LinkedIn Campaign Manager',
      'Google Tag Manager',
      'Mailchimp',
    ],
  }),
  defineService({
    slug: 'my-bussiness-listing',
    description:
      'Get your business verified and listed on Google Search and Maps with complete, accurate information.',
    category: 'Grow',
    image: 'service-my-business-listing',
    headline: 'Get listed, verified and found on Google',
    intro: [
      'Many businesses lose customers simply because they are not on Google Maps, or their listing shows an old number. We create, claim and verify your Business Profile and fill it out completely.',
      'It is the quickest, most affordable step to being found online, and the foundation for local SEO later.',
    ],
    offerings: [
      {
        title: 'Listing creation',
        description: 'New Business Profile with the right primary and secondary categories.',
      },
      {
        title: 'Verification support',
        description: 'We guide you through postcard, phone or video verification.',
      },
      {
        title: 'Complete information',
        description: 'Hours, services, products, photos, service areas and booking links.',
      },
      { title: 'Duplicate clean-up', description: 'Merging or removing duplicate and outdated listings.' },
    ],
    outcomes: [
      'A verified listing on Search and Maps',
      'Correct phone, address and hours everywhere',
      'Photos and services that convert searchers',
    ],
    tools: ['Google Business Profile', 'Google Maps', 'Google Search'],
  }),
  defineService({
    slug: 'staff-augmentation',
    description:
      'Pre-vetted developers, designers and testers who join your team for months, not just a sprint.',
    category: 'Scale',
    image: 'service-staff-augmentation',
    headline: 'Add skilled engineers to your team in days',
    intro: [
      'When your roadmap outgrows your team, we provide experienced React, Node.js, Python, Flutter and QA engineers who work in your tools, your stand-ups and your time zone.',
      "All engineers are our full-time employees, background-checked and covered by NDAs. Replace or scale the team with two weeks' notice.",
    ],
    offerings: [
      {
        title: 'Dedicated developers',
        description: 'Full-time engineers assigned to your product, reporting to your lead.',
      },
      {
        title: 'Team extension',
        description: 'A small pod of developers, a tester and a team lead for larger projects.',
      },
      {
        title: 'Short-term specialists',
        description: 'DevOps, security review or performance experts for a few weeks.',
      },
      {
        title: 'Flexible engagement',
        description: 'Monthly billing, no long lock-ins, easy scale-up or scale-down.',
      },
    ],
    outcomes: [
      'Profiles shared within 72 hours',
      'A free one-week trial period',
      'Overlap with Indian, European and US working hours',
    ],
    tools: ['React', 'Node.js', 'Python', 'Flutter', 'AWS', 'Jira'],
  }),
];

/**
 * What a list of services shows (home cards, the services accordion with up to four tools): loaders
 * return these, not whole services, so a list page's HTML does not carry every service page's copy
 * for hydration.
 */
export type ServiceSummary = Pick<
  Service,
  'slug' | 'title' | 'path' | 'description' | 'category' | 'image' | 'tools'
>;
export const serviceSummaries: ServiceSummary[] = services.map(
  ({ slug, title, path, description, category, image, tools }) => ({
    slug,
    title,
    path,
    description,
    category,
    image,
    tools: tools.slice(0, 4),
  }),
);

export const serviceBySlug = (slug: string | undefined): Service | undefined =>
  services.find((service) => service.slug === slug);

export { serviceMenu } from './service-menu';

/** Services grouped for the category list on /services. */
export const serviceCategories: { name: ServiceCategory; summary: string }[] = [
  { name: 'Build', summary: 'Apps, websites and business software engineered by our in-house team.' },
  { name: 'Design', summary: 'Interfaces and brand identities that make you easy to trust and easy to use.' },
  { name: 'Grow', summary: 'Search, maps and campaigns that bring measurable enquiries.' },
  { name: 'Scale', summary: 'Experienced engineers who join your own team.' },
];

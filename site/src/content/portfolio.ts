/** Portfolio (docs/requirements/SPEC.md §2 "Portfolio"): 12 fixed cards, the first 6 App Design, the last 6 Web Design. */

export const portfolioFilters = ['All', 'App Design', 'Web Design'] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];
export type PortfolioCategory = Exclude<PortfolioFilter, 'All'>;

export interface PortfolioItem {
  id: number;
  title: string;
  category: PortfolioCategory;
  summary: string;
  /** Keys in the media manifest. */
  image: string;
  logo: string;
}

export const portfolio: PortfolioItem[] = [
  {
    id: 1,
    title: 'PestGuard Booking App',
    category: 'App Design',
    summary: 'Service booking and technician routing for a pest control company.',
    image: 'project-1',
    logo: 'project-logo-1',
  },
  {
    id: 2,
    title: 'QuizMaster',
    category: 'App Design',
    summary: 'Live quiz app with leaderboards for exam preparation.',
    image: 'project-2',
    logo: 'project-logo-2',
  },
  {
    id: 3,
    title: 'FreshCart Grocery',
    category: 'App Design',
    summary: 'Neighbourhood grocery ordering with UPI checkout and delivery slots.',
    image: 'project-3',
    logo: 'project-logo-3',
  },
  {
    id: 4,
    title: 'MediTrack',
    category: 'App Design',
    summary: 'Medicine reminders and prescription records for families.',
    image: 'project-4',
    logo: 'project-logo-4',
  },
  {
    id: 5,
    title: 'FitPulse',
    category: 'App Design',
    summary: 'Workout plans and gym membership management.',
    image: 'project-5',
    logo: 'project-logo-5',
  },
  {
    id: 6,
    title: 'SchoolConnect',
    category: 'App Design',
    summary: 'Parent app for attendance, homework and fee payments.',
    image: 'project-6',
    logo: 'project-logo-6',
  },
  {
    id: 7,
    title: 'MP ICT Portal',
    category: 'Web Design',
    summary: 'Fast, bilingual education portal for teachers across the state.',
    image: 'project-7',
    logo: 'project-logo-7',
  },
  {
    id: 8,
    title: 'Kirana Online',
    category: 'Web Design',
    summary: 'E-commerce store with catalogue, GST invoices and UPI payments.',
    image: 'project-8',
    logo: 'project-logo-8',
  },
  {
    id: 9,
    title: 'Ayush Council Registry',
    category: 'Web Design',
    summary: 'Online registration and verification for practitioners.',
    image: 'project-9',
    logo: 'project-logo-9',
  },
  {
    id: 10,
    title: 'Narmada Realty',
    category: 'Web Design',
    summary: 'Property listings with virtual tours and enquiry tracking.',
    image: 'project-10',
    logo: 'project-logo-10',
  },
  {
    id: 11,
    title: 'Heritage Stays',
    category: 'Web Design',
    summary: 'Boutique hotel website with direct booking engine.',
    image: 'project-11',
    logo: 'project-logo-11',
  },
  {
    id: 12,
    title: 'SkillBridge',
    category: 'Web Design',
    summary: 'Learning platform with courses, live classes and certificates.',
    image: 'project-12',
    logo: 'project-logo-12',
  },
];

export const projectsPage = {
  eyebrow: 'Portfolio',
  title: 'Projects we are proud of',
  lead: 'A selection of apps and websites we designed and built for clients across India.',
};

/**
 * Copy and data of the home page's lower sections (statistics band to transactions, docs/requirements/SPEC.md §1 and §3),
 * in the order they appear. Apart from `home.ts` so they travel with the lazily loaded `HomeLowerSections`.
 */
import { site } from './site';

/** Statistics band: counters that rise to these values and show a plus sign. */
export const stats = [
  { id: 'projects', label: 'Projects Completed', value: 100 },
  { id: 'solutions', label: 'Innovative Solutions', value: 50 },
  { id: 'customers', label: 'Satisfied Customers', value: 100 },
  { id: 'years', label: 'Years Of Experience', value: 6 },
];

export type ValueIcon = 'award' | 'zap' | 'gem' | 'users' | 'tag' | 'clock';

export const welcome = {
  title: `Welcome to ${site.name}`,
  text: 'A team of engineers, designers and marketers who care about the details. We pick up the phone, we explain trade-offs in plain language, and we stay with you long after launch.',
  values: [
    {
      icon: 'award',
      title: 'Outstanding Services',
      desc: 'Senior people on every project and a single point of contact who knows your business.',
    },
    {
      icon: 'zap',
      title: 'Quick To Response',
      desc: 'Replies within one working day and urgent production issues picked up within the hour.',
    },
    {
      icon: 'gem',
      title: 'High Quality Work',
      desc: 'Code reviews, automated tests and accessibility checks before anything reaches your users.',
    },
    {
      icon: 'users',
      title: 'Experienced Team',
      desc: 'Developers, designers and marketers with years of shipping for Indian and global clients.',
    },
    {
      icon: 'tag',
      title: 'Best Price',
      desc: 'Transparent quotes in rupees, fixed-price phases and no surprise invoices.',
    },
    {
      icon: 'clock',
      title: 'Delivered On Time',
      desc: 'Realistic plans, fortnightly demos and launch dates we actually meet.',
    },
  ] satisfies { icon: ValueIcon; title: string; desc: string }[],
};

/** 'Our Philosophy': five hover panels, panel 3 expanded by default. */
export const philosophy = {
  title: 'Our Philosophy',
  lead: 'Five beliefs that shape every project we take on.',
  defaultPanel: 3,
  panels: [
    {
      id: 1,
      src: 'philosophy-1',
      text: 'Innovation at Heart',
      extra: 'We look for the simplest new idea that solves the real problem, not the flashiest technology.',
    },
    {
      id: 2,
      src: 'philosophy-2',
      text: 'Collaboration Matters',
      extra: 'Your team and ours work as one: shared boards, open demos and honest conversations.',
    },
    {
      id: 3,
      src: 'philosophy-3',
      text: 'We Believe in Process',
      extra: 'Clear steps, written decisions and regular reviews keep projects calm and predictable.',
    },
    {
      id: 4,
      src: 'philosophy-4',
      text: 'Continuous Improvement',
      extra: 'Every release, retrospective and support ticket teaches us how to do the next one better.',
    },
    {
      id: 5,
      src: 'philosophy-5',
      text: 'Client Success Driven',
      extra: 'We measure our work by your results: more customers, saved hours and happier users.',
    },
  ],
};

/** 'What Our Clients Say': six testimonials, five stars each. */
export const testimonials = {
  title: 'What Our Clients Say',
  lead: 'Real feedback from the businesses we work with.',
  items: [
    {
      name: 'Rakesh S.',
      role: 'Shree Pest Control Services',
      image: 'avatar-1',
      review:
        'Our booking app and website were delivered on schedule. Customers now book treatments online and our technicians see the day plan on their phones. Calls to the office dropped by half.',
    },
    {
      name: 'Ananya P.',
      role: 'QuizMaster quiz app',
      image: 'avatar-2',
      review:
        'They turned a rough idea into a polished quiz app with live leaderboards. The team suggested features we had not thought of and the app handled our first exam-season rush without a hiccup.',
    },
    {
      name: 'Vikram T.',
      role: 'MP ICT education portal',
      image: 'avatar-3',
      review:
        'The new ICT site is fast even on village connections, and teachers can update content themselves. Support has been responsive every single time we reached out.',
    },
    {
      name: 'Neha G.',
      role: 'Kirana Online shop',
      image: 'avatar-4',
      review:
        'From product photos to UPI checkout, they built our online shop end to end. Orders grew steadily after the SEO work, and the monthly reports are easy to understand.',
    },
    {
      name: 'Arjun M.',
      role: 'SkillBridge learning platform',
      image: 'avatar-5',
      review:
        'We extended our platform team with two of their developers. They joined our stand-ups from day one and shipped features like our own people. Flexible, reliable and skilled.',
    },
    {
      name: 'Dr. Meera K.',
      role: 'State Ayush Council',
      image: 'avatar-6',
      review:
        'The registration portal for practitioners replaced a paper process that took weeks. Applications are now verified online, and the team trained our staff patiently.',
    },
  ],
};

/** 'What we offer': four tabs, the first (Satisfied Client) selected by default. */
export const offerTabs = {
  title: 'What we offer',
  lead: 'Numbers and people behind the work.',
  tabs: [
    {
      id: 'client',
      title: 'Satisfied Client',
      desc: 'More than a hundred businesses, from neighbourhood clinics to state councils, trust us with their software. Most of our new work comes from referrals and returning clients.',
      img: 'offer-client',
    },
    {
      id: 'experience',
      title: 'Years Experience',
      desc: 'Six years of building apps, websites and business software have taught us what works in the Indian market: low bandwidth, UPI payments, bilingual users and tight budgets.',
      img: 'offer-experience',
    },
    {
      id: 'team',
      title: 'Team Work',
      desc: 'Designers, developers, testers and marketers sit together and share one plan. You get one team that owns the result instead of a chain of hand-offs.',
      img: 'offer-team',
    },
    {
      id: 'awards',
      title: 'Awards',
      desc: 'Our work for education and healthcare clients has been recognised at regional start-up and e-governance events, and our apps keep strong ratings on the stores.',
      img: 'offer-awards',
    },
  ],
};

/** The scroll-driven section. */
export const transactions = {
  title: 'Simple, fast & secure transactions',
  lead: 'From the first line of code to the last rupee collected, we build products people trust.',
  cards: [
    {
      title: 'Development',
      description:
        'Robust code, automated tests and secure payment integrations with UPI, cards and net banking.',
    },
    {
      title: 'Creation',
      description: 'Thoughtful design that makes every checkout, form and dashboard feel effortless.',
    },
    {
      title: 'Innovation',
      description:
        'AI, automation and cloud services applied where they save time and money for your business.',
    },
  ],
};

/** Technology page: six category tabs, the first selected by default. */

export interface TechnologyCard {
  title: string;
  /**
   * The card's mark: `public/media/technology/<icon>.svg`, written by `scripts/technology/generate.mjs`
   * (brand marks from simple-icons, Lucide line icons for the fields).
   */
  icon: string;
  description: string;
}

export interface TechnologyTab {
  id: string;
  label: string;
  intro: string;
  cards: TechnologyCard[];
}

export const technologyTabs: TechnologyTab[] = [
  {
    id: 'framework',
    label: 'Framework/PL',
    intro: 'Frameworks and languages we use to build fast, maintainable products.',
    cards: [
      {
        title: 'React',
        icon: 'react',
        description: 'Component-based UI library for fast, interactive web applications.',
      },
      {
        title: 'Angular',
        icon: 'angular',
        description: 'Full framework for large enterprise front ends with strong conventions.',
      },
      {
        title: 'Vue',
        icon: 'vue',
        description: 'Approachable, progressive framework for dashboards and interactive pages.',
      },
      {
        title: 'Flask',
        icon: 'flask',
        description: 'Lightweight Python framework for APIs and machine learning services.',
      },
      {
        title: 'Django',
        icon: 'django',
        description: 'Batteries-included Python framework for secure, data-heavy platforms.',
      },
      {
        title: 'Python',
        icon: 'python',
        description: 'Our language of choice for automation, data science and back ends.',
      },
    ],
  },
  {
    id: 'frontend',
    label: 'Frontend',
    intro: 'Accessible, responsive interfaces that load quickly on every device.',
    cards: [
      {
        title: 'HTML5',
        icon: 'html5',
        description: 'Semantic, accessible markup that search engines and screen readers understand.',
      },
      {
        title: 'CSS3',
        icon: 'css',
        description: 'Modern layouts with Grid and Flexbox, animations and responsive design.',
      },
      {
        title: 'JavaScript',
        icon: 'javascript',
        description: 'Rich interactivity in the browser with modern, standards-based code.',
      },
      {
        title: 'TypeScript',
        icon: 'typescript',
        description: 'Typed JavaScript that catches bugs before they reach production.',
      },
      { title: 'Flutter', icon: 'flutter', description: 'One code base for beautiful Android and iOS apps.' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    intro: 'Reliable servers and APIs that scale with your business.',
    cards: [
      {
        title: 'Node',
        icon: 'nodejs',
        description: 'Event-driven JavaScript runtime for fast, scalable network services.',
      },
      { title: 'Express', icon: 'express', description: 'Minimal Node.js framework for clean REST APIs.' },
      {
        title: 'PHP',
        icon: 'php',
        description: 'Proven server language behind WordPress and Laravel applications.',
      },
      {
        title: 'Laravel',
        icon: 'laravel',
        description: 'Elegant PHP framework for business applications and portals.',
      },
      {
        title: 'Java Spring',
        icon: 'spring',
        description: 'Enterprise-grade services with strong typing and mature tooling.',
      },
    ],
  },
  {
    id: 'databases',
    label: 'Databases',
    intro: 'The right store for every kind of data, backed up and secured.',
    cards: [
      {
        title: 'MongoDB',
        icon: 'mongodb',
        description: 'Flexible document database for fast-moving products.',
      },
      {
        title: 'MySQL',
        icon: 'mysql',
        description: 'The dependable relational database for transactional systems.',
      },
      {
        title: 'PostgreSQL',
        icon: 'postgresql',
        description: 'Advanced open-source SQL database with powerful querying.',
      },
      {
        title: 'Redis',
        icon: 'redis',
        description: 'In-memory store for caching, queues and real-time features.',
      },
      {
        title: 'Firebase',
        icon: 'firebase',
        description: 'Realtime database, authentication and push notifications for apps.',
      },
    ],
  },
  {
    id: 'ai',
    label: 'Machine Learning & AI',
    intro: 'Practical intelligence that automates work and reveals insights.',
    cards: [
      {
        title: 'AI',
        icon: 'ai',
        description: 'Chatbots, document understanding and assistants built on large language models.',
      },
      {
        title: 'ML',
        icon: 'ml',
        description: 'Predictive models for demand, churn, pricing and recommendations.',
      },
      {
        title: 'TensorFlow',
        icon: 'tensorflow',
        description: 'Deep learning for image recognition and production model serving.',
      },
      {
        title: 'PyTorch',
        icon: 'pytorch',
        description: 'Research-friendly deep learning for vision and language tasks.',
      },
      {
        title: 'scikit-learn',
        icon: 'scikitlearn',
        description: 'Classic machine learning for tabular business data.',
      },
    ],
  },
  {
    id: 'vcs',
    label: 'Version Control Platforms',
    intro: 'Every line of code tracked, reviewed and deployed automatically.',
    cards: [
      { title: 'Git', icon: 'git', description: 'Distributed version control for every project we deliver.' },
      {
        title: 'GitHub',
        icon: 'github',
        description: 'Code hosting, pull request reviews and Actions for CI/CD.',
      },
      {
        title: 'GitLab',
        icon: 'gitlab',
        description: 'Self-hostable platform with built-in pipelines and issue tracking.',
      },
      {
        title: 'Bitbucket',
        icon: 'bitbucket',
        description: 'Git hosting that integrates tightly with Jira for enterprise teams.',
      },
    ],
  },
];

export const technologyPage = {
  eyebrow: 'Technology',
  title: 'The technology behind our work',
  lead: 'We choose proven, well-supported tools so your product stays fast, secure and easy to maintain for years.',
};

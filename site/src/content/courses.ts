/**
 * Training courses (docs/requirements/SPEC.md §3 "Course (static)"): 19 courses in 5 categories, exact ids and prices in rupees.
 * The server keeps its own price list for payments (DECISIONS.md); these prices are for display.
 */

import type { CourseId, ProductId } from '@company/contracts';

export type { CourseId, ProductId };

export const courseCategories = [
  'Software Development',
  'Data Science',
  'Marketing',
  'Web Development',
  "Adobe's software",
] as const;
export type CourseCategory = (typeof courseCategories)[number];

export interface CourseVideo {
  /** Title of a recorded lesson included with the course. */
  title: string;
  /** Length in minutes. */
  minutes: number;
}

export interface Course {
  /** One of the server's price-list ids (@company/contracts courseCatalog). */
  id: CourseId;
  title: string;
  category: CourseCategory;
  description: string;
  /** Key of the course image in the media manifest. */
  image: string;
  /** Price in rupees. */
  price: number;
  /** Duration as shown to students. */
  duration: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels';
  /** What you will learn. */
  details: string[];
  /** Recorded lessons that come with the course. */
  videos: CourseVideo[];
  /**
   * Issue 24 (docs/requirements/issues/24-staff-console.md): false when an administrator has taken it off sale (the page says so, with no buy buttons).
   * Absent in this file: the pages' loaders set it from the server.
   */
  available?: boolean;
}

export const courses: Course[] = [
  // Software Development
  {
    id: 'basic-python',
    title: 'Basic Python',
    category: 'Software Development',
    description:
      'Start programming with Python: variables, conditions, loops, functions and files, with small projects in every module.',
    image: 'course-basic-python',
    price: 999,
    duration: '4 weeks',
    level: 'Beginner',
    details: [
      'Installing Python and using VS Code',
      'Variables, data types and operators',
      'Conditions, loops and functions',
      'Lists, tuples, dictionaries and sets',
      'Reading and writing files',
      'Mini project: a command-line expense tracker',
    ],
    videos: [
      { title: 'Your first Python program', minutes: 18 },
      { title: 'Loops explained with real examples', minutes: 24 },
      { title: 'Building the expense tracker', minutes: 41 },
    ],
  },
  {
    id: 'advance-python',
    title: 'Advance Python',
    category: 'Software Development',
    description:
      'Write professional Python: object-oriented design, modules, virtual environments, testing, APIs and automation scripts.',
    image: 'course-advance-python',
    price: 1499,
    duration: '6 weeks',
    level: 'Intermediate',
    details: [
      'Classes, inheritance and dunder methods',
      'Decorators, generators and context managers',
      'Packages, pip and virtual environments',
      'Unit testing with pytest',
      'Calling REST APIs with requests',
      'Automating Excel and e-mail tasks',
    ],
    videos: [
      { title: 'Object-oriented Python in practice', minutes: 36 },
      { title: 'Decorators without the magic', minutes: 22 },
      { title: 'Testing with pytest', minutes: 29 },
    ],
  },
  {
    id: 'basic-advance-interview',
    title: 'Basic to Advance Interview Preparation',
    category: 'Software Development',
    description:
      'Crack coding interviews: data structures, algorithms, problem-solving patterns, mock interviews and resume reviews.',
    image: 'course-interview',
    price: 1999,
    duration: '8 weeks',
    level: 'All levels',
    details: [
      'Arrays, strings, hashing and two pointers',
      'Recursion, trees, graphs and dynamic programming',
      'Time and space complexity',
      'SQL and OOP interview questions',
      'Two recorded mock interviews with feedback',
      'Resume and LinkedIn profile review',
    ],
    videos: [
      { title: 'Patterns that solve 80% of problems', minutes: 45 },
      { title: 'Dynamic programming step by step', minutes: 52 },
      { title: 'How to talk through a solution', minutes: 19 },
    ],
  },
  // Data Science
  {
    id: 'full-stack-ds',
    title: 'Full Stack Data Science',
    category: 'Data Science',
    description:
      'A complete path from Python and statistics to machine learning models deployed as APIs, with a capstone on real data.',
    image: 'course-full-stack-ds',
    price: 6999,
    duration: '6 months',
    level: 'Beginner',
    details: [
      'Python, NumPy and pandas',
      'Statistics and probability for data science',
      'Data visualisation with Matplotlib and Seaborn',
      'Machine learning with scikit-learn',
      'Model deployment with Flask and Docker',
      'Capstone project with mentor reviews',
    ],
    videos: [
      { title: 'The data science workflow', minutes: 27 },
      { title: 'Cleaning messy data with pandas', minutes: 48 },
      { title: 'Deploying a model as an API', minutes: 39 },
    ],
  },
  {
    id: 'data-analytics',
    title: 'Data Analytics',
    category: 'Data Science',
    description:
      'Turn raw data into decisions with Excel, SQL, Power BI and Python, using business case studies from Indian companies.',
    image: 'course-data-analytics',
    price: 1999,
    duration: '8 weeks',
    level: 'Beginner',
    details: [
      'Advanced Excel: pivot tables and lookups',
      'SQL queries, joins and window functions',
      'Dashboards in Power BI',
      'Exploratory analysis in Python',
      'Presenting insights to stakeholders',
      'Case study: retail sales analysis',
    ],
    videos: [
      { title: 'Pivot tables in ten minutes', minutes: 12 },
      { title: 'SQL joins visualised', minutes: 26 },
      { title: 'Your first Power BI dashboard', minutes: 34 },
    ],
  },
  {
    id: 'big-data',
    title: 'Big Data',
    category: 'Data Science',
    description:
      'Process data at scale with Hadoop, Spark, Kafka and cloud data warehouses, and build reliable data pipelines.',
    image: 'course-big-data',
    price: 4999,
    duration: '12 weeks',
    level: 'Intermediate',
    details: [
      'Distributed storage and HDFS',
      'Batch processing with Apache Spark',
      'Streaming with Kafka',
      'Data warehousing on BigQuery and Redshift',
      'Orchestrating pipelines with Airflow',
      'Project: an end-to-end ETL pipeline',
    ],
    videos: [
      { title: 'Why big data needs new tools', minutes: 21 },
      { title: 'Spark DataFrames hands-on', minutes: 44 },
      { title: 'Scheduling jobs with Airflow', minutes: 31 },
    ],
  },
  {
    id: 'deep-learning',
    title: 'Deep Learning',
    category: 'Data Science',
    description:
      'Build neural networks for images, text and time series with TensorFlow and PyTorch, and learn to train them well.',
    image: 'course-deep-learning',
    price: 4999,
    duration: '12 weeks',
    level: 'Advanced',
    details: [
      'Neural network fundamentals and backpropagation',
      'CNNs for image classification',
      'RNNs, LSTMs and transformers for text',
      'Transfer learning with pre-trained models',
      'Training on GPUs and tuning hyperparameters',
      'Project: a crop disease image classifier',
    ],
    videos: [
      { title: 'A neural network from scratch', minutes: 38 },
      { title: 'Convolutions explained visually', minutes: 29 },
      { title: 'Fine-tuning a transformer', minutes: 47 },
    ],
  },
  // Marketing
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    category: 'Marketing',
    description:
      'Learn SEO, Google Ads, social media, e-mail and analytics, and run live campaigns with a real budget during the course.',
    image: 'course-digital-marketing',
    price: 4999,
    duration: '3 months',
    level: 'Beginner',
    details: [
      'Marketing funnels and buyer personas',
      'Search engine optimisation basics',
      'Google Ads search and display campaigns',
      'Meta and Instagram advertising',
      'E-mail marketing and automation',
      'Google Analytics 4 and reporting',
    ],
    videos: [
      { title: 'How customers find businesses online', minutes: 23 },
      { title: 'Setting up a Google Ads campaign', minutes: 41 },
      { title: 'Reading GA4 reports', minutes: 28 },
    ],
  },
  {
    id: 'seo-course',
    title: 'SEO Course',
    category: 'Marketing',
    description:
      'Rank websites on Google with keyword research, on-page optimisation, technical SEO and ethical link building.',
    image: 'course-seo',
    price: 999,
    duration: '4 weeks',
    level: 'Beginner',
    details: [
      'How search engines crawl and rank',
      'Keyword research with free tools',
      'On-page SEO and content structure',
      'Technical SEO and Core Web Vitals',
      'Local SEO for Google Business Profile',
      'White-hat link building',
    ],
    videos: [
      { title: 'Keyword research walkthrough', minutes: 25 },
      { title: 'On-page checklist', minutes: 17 },
      { title: 'Fixing crawl errors', minutes: 22 },
    ],
  },
  {
    id: 'smm-course',
    title: 'Social Media Marketing',
    category: 'Marketing',
    description:
      'Grow brands on Instagram, Facebook, LinkedIn and YouTube with content planning, reels, community and paid promotion.',
    image: 'course-smm',
    price: 999,
    duration: '4 weeks',
    level: 'Beginner',
    details: [
      'Choosing the right platforms',
      'Content calendars and storytelling',
      'Short-form video and reels',
      'Community management',
      'Boosted posts and paid campaigns',
      'Measuring engagement and reach',
    ],
    videos: [
      { title: 'Planning a month of content', minutes: 20 },
      { title: 'Shooting reels on a phone', minutes: 26 },
      { title: 'Running your first ad', minutes: 23 },
    ],
  },
  // Web Development
  {
    id: 'front-end',
    title: 'Front-End Development',
    category: 'Web Development',
    description:
      'Build responsive, accessible websites with HTML, CSS, JavaScript and React, and publish them online.',
    image: 'course-front-end',
    price: 1999,
    duration: '10 weeks',
    level: 'Beginner',
    details: [
      'Semantic HTML5 and accessibility',
      'CSS3, Flexbox, Grid and responsive design',
      'Modern JavaScript (ES2023)',
      'React components, state and hooks',
      'Calling APIs with fetch',
      'Deploying to Netlify and Vercel',
    ],
    videos: [
      { title: 'Layouts with CSS Grid', minutes: 31 },
      { title: 'JavaScript in the browser', minutes: 37 },
      { title: 'Thinking in React', minutes: 42 },
    ],
  },
  {
    id: 'back-end',
    title: 'Back-End Development',
    category: 'Web Development',
    description:
      'Create secure REST APIs with Node.js, Express and databases, with authentication, testing and deployment.',
    image: 'course-back-end',
    price: 1999,
    duration: '10 weeks',
    level: 'Intermediate',
    details: [
      'Node.js and npm fundamentals',
      'REST APIs with Express',
      'MongoDB and MySQL data modelling',
      'Authentication with JWT and sessions',
      'Validation, error handling and logging',
      'Deploying on a Linux server',
    ],
    videos: [
      { title: 'Your first Express API', minutes: 28 },
      { title: 'Modelling data in MongoDB', minutes: 33 },
      { title: 'Securing routes with JWT', minutes: 35 },
    ],
  },
  {
    id: 'full-stack',
    title: 'Full Stack Development',
    category: 'Web Development',
    description:
      'Go from zero to a deployed full stack application with MongoDB, Express, React and Node.js, plus Git and teamwork.',
    image: 'course-full-stack',
    price: 4999,
    duration: '5 months',
    level: 'Beginner',
    details: [
      'HTML, CSS and JavaScript foundations',
      'React with routing and state management',
      'Node.js and Express APIs',
      'MongoDB with Mongoose',
      'Git, GitHub and code reviews',
      'Capstone: an e-commerce application',
    ],
    videos: [
      { title: 'How a full stack app fits together', minutes: 24 },
      { title: 'Connecting React to your API', minutes: 39 },
      { title: 'Shipping the capstone', minutes: 46 },
    ],
  },
  {
    id: 'ui-design',
    title: 'UI Design',
    category: 'Web Development',
    description:
      'Design clean, usable interfaces in Figma: layout, typography, colour, components and hand-off to developers.',
    image: 'course-ui-design',
    price: 999,
    duration: '4 weeks',
    level: 'Beginner',
    details: [
      'Principles of visual hierarchy',
      'Typography and colour for screens',
      'Auto layout and components in Figma',
      'Designing for mobile and desktop',
      'Prototyping interactions',
      'Developer hand-off and specs',
    ],
    videos: [
      { title: 'Figma essentials', minutes: 27 },
      { title: 'Building a component library', minutes: 34 },
      { title: 'Prototyping a sign-up flow', minutes: 21 },
    ],
  },
  // Adobe's software
  {
    id: 'premiere-pro',
    title: 'Adobe Premiere Pro',
    category: "Adobe's software",
    description:
      'Edit videos like a pro: cutting, transitions, colour correction, audio clean-up and exporting for YouTube and reels.',
    image: 'course-premiere-pro',
    price: 199,
    duration: '2 weeks',
    level: 'Beginner',
    details: [
      'Workspace and project setup',
      'Cutting and trimming on the timeline',
      'Transitions and titles',
      'Colour correction with Lumetri',
      'Audio levels and noise reduction',
      'Export presets for social media',
    ],
    videos: [
      { title: 'Editing your first video', minutes: 22 },
      { title: 'Colour grading basics', minutes: 18 },
    ],
  },
  {
    id: 'after-effects',
    title: 'Adobe After Effects',
    category: "Adobe's software",
    description:
      'Create motion graphics, animated titles and visual effects with keyframes, masks and expressions.',
    image: 'course-after-effects',
    price: 199,
    duration: '2 weeks',
    level: 'Beginner',
    details: [
      'Compositions, layers and keyframes',
      'Animating text and shapes',
      'Masks and track mattes',
      'Motion tracking',
      'Simple expressions',
      'Rendering with Media Encoder',
    ],
    videos: [
      { title: 'Animated logo reveal', minutes: 26 },
      { title: 'Kinetic typography', minutes: 23 },
    ],
  },
  {
    id: 'photoshop',
    title: 'Adobe Photoshop',
    category: "Adobe's software",
    description:
      'Retouch photos and design social posts and banners with layers, masks, adjustments and smart objects.',
    image: 'course-photoshop',
    price: 199,
    duration: '2 weeks',
    level: 'Beginner',
    details: [
      'Layers, selections and masks',
      'Photo retouching and healing',
      'Adjustment layers and colour',
      'Smart objects and filters',
      'Designing social media posts',
      'Exporting for web and print',
    ],
    videos: [
      { title: 'Masks made simple', minutes: 16 },
      { title: 'Retouching a portrait', minutes: 24 },
    ],
  },
  {
    id: 'illustrator',
    title: 'Adobe Illustrator',
    category: "Adobe's software",
    description:
      'Draw logos, icons and illustrations with the pen tool, shapes, gradients and typography in vector form.',
    image: 'course-illustrator',
    price: 199,
    duration: '2 weeks',
    level: 'Beginner',
    details: [
      'Artboards and vector basics',
      'Mastering the pen tool',
      'Shape builder and pathfinder',
      'Colour, gradients and swatches',
      'Type on a path and logo design',
      'Exporting SVG and PDF',
    ],
    videos: [
      { title: 'Pen tool practice', minutes: 21 },
      { title: 'Designing a logo', minutes: 29 },
    ],
  },
  {
    id: 'inDesign',
    title: 'Adobe InDesign',
    category: "Adobe's software",
    description:
      'Lay out brochures, magazines, catalogues and e-books with master pages, styles and print-ready export.',
    image: 'course-indesign',
    price: 499,
    duration: '3 weeks',
    level: 'Beginner',
    details: [
      'Documents, margins and grids',
      'Master pages and page numbering',
      'Paragraph and character styles',
      'Working with images and text wrap',
      'Tables and long documents',
      'Pre-flight and print-ready PDF',
    ],
    videos: [
      { title: 'Setting up a brochure', minutes: 19 },
      { title: 'Styles that save hours', minutes: 22 },
    ],
  },
];

export const courseById = (id: string | undefined): Course | undefined =>
  courses.find((course) => course.id === id);

/** What a course card shows: the courses page's loader returns these, not the lessons and syllabus. */
export type CourseCard = Omit<Course, 'details' | 'videos'>;

/** Courses of one category, at most 5 (SPEC.md: "Each tab shows up to 5 course cards"). */
export const coursesInCategory = (category: CourseCategory): CourseCard[] =>
  courses
    .filter((course) => course.category === category)
    .slice(0, 5)
    .map(({ details: _details, videos: _videos, ...card }) => card);

export const isCourseCategory = (value: unknown): value is CourseCategory =>
  typeof value === 'string' && (courseCategories as readonly string[]).includes(value);

import type { CourseId } from '@company/contracts';

/**
 * What the seeded lessons are made from (issue 32: docs/requirements/issues/32-courses-you-can-take.md, 'Seed'):
 * each course's recorded lessons (`videos`) and what it teaches (`details`), as in site/src/content/courses.ts.
 * seed-lessons.ts turns them into modules, lessons, slides and narration.
 */
export interface SeedLessonSource {
  /** Lesson titles, in order: the course page's 'Video lessons included'. */
  videos: string[];
  /** What you will learn, in order; each lesson covers its share. */
  details: string[];
}

export const seedLessonSources: Record<CourseId, SeedLessonSource> = {
  'basic-python': {
    videos: [
      'Your first Python program',
      'Loops explained with real examples',
      'Building the expense tracker',
    ],
    details: [
      'Installing Python and using VS Code',
      'Variables, data types and operators',
      'Conditions, loops and functions',
      'Lists, tuples, dictionaries and sets',
      'Reading and writing files',
      'Mini project: a command-line expense tracker',
    ],
  },
  'advance-python': {
    videos: ['Object-oriented Python in practice', 'Decorators without the magic', 'Testing with pytest'],
    details: [
      'Classes, inheritance and dunder methods',
      'Decorators, generators and context managers',
      'Packages, pip and virtual environments',
      'Unit testing with pytest',
      'Calling REST APIs with requests',
      'Automating Excel and e-mail tasks',
    ],
  },
  'basic-advance-interview': {
    videos: [
      'Patterns that solve 80% of problems',
      'Dynamic programming step by step',
      'How to talk through a solution',
    ],
    details: [
      'Arrays, strings, hashing and two pointers',
      'Recursion, trees, graphs and dynamic programming',
      'Time and space complexity',
      'SQL and OOP interview questions',
      'Two recorded mock interviews with feedback',
      'Resume and LinkedIn profile review',
    ],
  },
  'full-stack-ds': {
    videos: ['The data science workflow', 'Cleaning messy data with pandas', 'Deploying a model as an API'],
    details: [
      'Python, NumPy and pandas',
      'Statistics and probability for data science',
      'Data visualisation with Matplotlib and Seaborn',
      'Machine learning with scikit-learn',
      'Model deployment with Flask and Docker',
      'Capstone project with mentor reviews',
    ],
  },
  'data-analytics': {
    videos: ['Pivot tables in ten minutes', 'SQL joins visualised', 'Your first Power BI dashboard'],
    details: [
      'Advanced Excel: pivot tables and lookups',
      'SQL queries, joins and window functions',
      'Dashboards in Power BI',
      'Exploratory analysis in Python',
      'Presenting insights to stakeholders',
      'Case study: retail sales analysis',
    ],
  },
  'big-data': {
    videos: ['Why big data needs new tools', 'Spark DataFrames hands-on', 'Scheduling jobs with Airflow'],
    details: [
      'Distributed storage and HDFS',
      'Batch processing with Apache Spark',
      'Streaming with Kafka',
      'Data warehousing on BigQuery and Redshift',
      'Orchestrating pipelines with Airflow',
      'Project: an end-to-end ETL pipeline',
    ],
  },
  'deep-learning': {
    videos: ['A neural network from scratch', 'Convolutions explained visually', 'Fine-tuning a transformer'],
    details: [
      'Neural network fundamentals and backpropagation',
      'CNNs for image classification',
      'RNNs, LSTMs and transformers for text',
      'Transfer learning with pre-trained models',
      'Training on GPUs and tuning hyperparameters',
      'Project: a crop disease image classifier',
    ],
  },
  'digital-marketing': {
    videos: [
      'How customers find businesses online',
      'Setting up a Google Ads campaign',
      'Reading GA4 reports',
    ],
    details: [
      'Marketing funnels and buyer personas',
      'Search engine optimisation basics',
      'Google Ads search and display campaigns',
      'Meta and Instagram advertising',
      'E-mail marketing and automation',
      'Google Analytics 4 and reporting',
    ],
  },
  'seo-course': {
    videos: ['Keyword research walkthrough', 'On-page checklist', 'Fixing crawl errors'],
    details: [
      'How search engines crawl and rank',
      'Keyword research with free tools',
      'On-page SEO and content structure',
      'Technical SEO and Core Web Vitals',
      'Local SEO for Google Business Profile',
      'White-hat link building',
    ],
  },
  'smm-course': {
    videos: ['Planning a month of content', 'Shooting reels on a phone', 'Running your first ad'],
    details: [
      'Choosing the right platforms',
      'Content calendars and storytelling',
      'Short-form video and reels',
      'Community management',
      'Boosted posts and paid campaigns',
      'Measuring engagement and reach',
    ],
  },
  'front-end': {
    videos: ['Layouts with CSS Grid', 'JavaScript in the browser', 'Thinking in React'],
    details: [
      'Semantic HTML5 and accessibility',
      'CSS3, Flexbox, Grid and responsive design',
      'Modern JavaScript (ES2023)',
      'React components, state and hooks',
      'Calling APIs with fetch',
      'Deploying to Netlify and Vercel',
    ],
  },
  'back-end': {
    videos: ['Your first Express API', 'Modelling data in MongoDB', 'Securing routes with JWT'],
    details: [
      'Node.js and npm fundamentals',
      'REST APIs with Express',
      'MongoDB and MySQL data modelling',
      'Authentication with JWT and sessions',
      'Validation, error handling and logging',
      'Deploying on a Linux server',
    ],
  },
  'full-stack': {
    videos: ['How a full stack app fits together', 'Connecting React to your API', 'Shipping the capstone'],
    details: [
      'HTML, CSS and JavaScript foundations',
      'React with routing and state management',
      'Node.js and Express APIs',
      'MongoDB with Mongoose',
      'Git, GitHub and code reviews',
      'Capstone: an e-commerce application',
    ],
  },
  'ui-design': {
    videos: ['Figma essentials', 'Building a component library', 'Prototyping a sign-up flow'],
    details: [
      'Principles of visual hierarchy',
      'Typography and colour for screens',
      'Auto layout and components in Figma',
      'Designing for mobile and desktop',
      'Prototyping interactions',
      'Developer hand-off and specs',
    ],
  },
  'premiere-pro': {
    videos: ['Editing your first video', 'Colour grading basics'],
    details: [
      'Workspace and project setup',
      'Cutting and trimming on the timeline',
      'Transitions and titles',
      'Colour correction with Lumetri',
      'Audio levels and noise reduction',
      'Export presets for social media',
    ],
  },
  'after-effects': {
    videos: ['Animated logo reveal', 'Kinetic typography'],
    details: [
      'Compositions, layers and keyframes',
      'Animating text and shapes',
      'Masks and track mattes',
      'Motion tracking',
      'Simple expressions',
      'Rendering with Media Encoder',
    ],
  },
  photoshop: {
    videos: ['Masks made simple', 'Retouching a portrait'],
    details: [
      'Layers, selections and masks',
      'Photo retouching and healing',
      'Adjustment layers and colour',
      'Smart objects and filters',
      'Designing social media posts',
      'Exporting for web and print',
    ],
  },
  illustrator: {
    videos: ['Pen tool practice', 'Designing a logo'],
    details: [
      'Artboards and vector basics',
      'Mastering the pen tool',
      'Shape builder and pathfinder',
      'Colour, gradients and swatches',
      'Type on a path and logo design',
      'Exporting SVG and PDF',
    ],
  },
  inDesign: {
    videos: ['Setting up a brochure', 'Styles that save hours'],
    details: [
      'Documents, margins and grids',
      'Master pages and page numbering',
      'Paragraph and character styles',
      'Working with images and text wrap',
      'Tables and long documents',
      'Pre-flight and print-ready PDF',
    ],
  },
};

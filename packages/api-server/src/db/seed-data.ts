/**
 * First-start content: blogs, jobs, the team and the copy of the 19 courses. Images are looked up in
 * `seed/media/<folder>/<slug>.(webp|jpg|jpeg|png|svg)`; when none is there, an illustration is generated.
 */
import type { CourseId } from '@company/contracts';

export interface SeedBlog {
  slug: string;
  title: string;
  description: string;
  /** Days before the first start, so the list has a believable order. */
  daysAgo: number;
}

export const seedBlogs: SeedBlog[] = [
  {
    slug: 'choosing-a-tech-stack-for-your-startup',
    title: 'Choosing a Tech Stack for Your Startup',
    daysAgo: 3,
    description:
      'The right stack is the one your team can ship and maintain. For most early products we recommend a single language across client and server (TypeScript with React and Node), a managed PostgreSQL database and a boring, well-documented hosting setup.\n\nBefore choosing, write down three things: how many people will build the product in the first year, which integrations you cannot avoid (payments, SMS, maps), and how quickly you must hire. Popular tools win on hiring alone.\n\nAvoid rewriting later by keeping business rules out of the user interface and by putting every external service behind a small adapter. That way a change of provider is a week of work, not a quarter.',
  },
  {
    slug: 'why-your-business-needs-a-mobile-app',
    title: 'Why Your Business Needs a Mobile App, Not Just a Website',
    daysAgo: 7,
    description:
      'A fast website brings people in; an app keeps them coming back. Push notifications, offline access and one-tap payments turn occasional visitors into regular customers.\n\nFor retailers and service businesses in tier-2 cities, we see app users order two to three times more often than website visitors. The difference is convenience: the app is already on the home screen.\n\nStart small. A first version with login, a catalogue, orders and notifications can launch in eight to ten weeks, and real usage data will tell you what to build next.',
  },
  {
    slug: 'local-seo-checklist-for-small-businesses',
    title: 'A Local SEO Checklist for Small Businesses',
    daysAgo: 11,
    description:
      'Most customers search for services "near me". Being found there is not luck; it is a checklist.\n\nClaim and complete your Google Business Profile with the exact name, address and phone number that appear on your website. Add real photos, opening hours and the services you offer. Ask happy customers for reviews and reply to every one of them.\n\nOn your website, give each location its own page with a map, directions and local testimonials. Keep the pages fast on mobile: a page that takes more than three seconds to load loses half of its visitors.',
  },
  {
    slug: 'ui-ux-mistakes-that-cost-conversions',
    title: 'Five UI/UX Mistakes That Quietly Cost You Conversions',
    daysAgo: 15,
    description:
      'Small design decisions add up. These five appear in almost every audit we run.\n\n1. Forms that ask for too much: every extra field loses people. 2. Error messages that say "invalid input" instead of what to fix. 3. Buttons that look like text, or text that looks like buttons. 4. Low contrast that makes pages unreadable in sunlight. 5. Pop-ups that appear before the visitor has read a single line.\n\nFixing them rarely needs a redesign. A focused sprint of testing with five real users usually finds the worst problems in an afternoon.',
  },
  {
    slug: 'getting-started-with-machine-learning-in-business',
    title: 'Getting Started with Machine Learning in Your Business',
    daysAgo: 19,
    description:
      'Machine learning is not magic, and it does not start with a model. It starts with a question that is worth money and data that can answer it.\n\nGood first projects are narrow: predicting which invoices will be paid late, sorting support tickets by topic, or forecasting stock for the next month. Each has clear historical data and a measurable result.\n\nWe recommend a four-week pilot: one week to collect and clean data, two to build and test a baseline, one to put it in front of the people who will use it. If the pilot does not beat a spreadsheet, you have saved a much bigger bill.',
  },
  {
    slug: 'cloud-costs-under-control',
    title: 'Keeping Your Cloud Costs Under Control',
    daysAgo: 23,
    description:
      'Cloud bills grow quietly: a test server nobody switched off, logs kept forever, databases sized for a launch day that never came.\n\nTag every resource with a project and an owner, set a monthly budget alert, and review the top ten costs every month. Schedule development environments to stop at night and on weekends; that alone often saves a third.\n\nFor steady workloads, reserved capacity is cheaper than on-demand pricing. For spiky ones, serverless functions and managed queues can cost less than a server that waits all day.',
  },
  {
    slug: 'digital-marketing-on-a-small-budget',
    title: 'Digital Marketing on a Small Budget',
    daysAgo: 27,
    description:
      'You do not need a large budget to market well; you need focus. Pick one audience, one message and one or two channels, and measure everything.\n\nFor local services, search ads on a handful of high-intent keywords usually beat broad social campaigns. For products with a visual appeal, short videos on Instagram and YouTube Shorts reach people cheaply.\n\nSet up conversion tracking before spending a rupee. Without it, you cannot tell which campaign brought the customer, and every decision becomes a guess.',
  },
  {
    slug: 'how-we-run-agile-projects',
    title: 'How We Run Agile Projects with Our Clients',
    daysAgo: 31,
    description:
      'Every project we take on runs in two-week sprints. At the start of each sprint, the client and the team agree on a short list of goals; at the end, we demo working software, not slides.\n\nA shared board shows every task and who is on it. Clients can comment, reprioritise and see progress at any time. Daily updates are short and written, so nobody has to sit through long calls.\n\nThis rhythm keeps surprises small. If something turns out harder than expected, we know within days and can change the plan together.',
  },
  {
    slug: 'securing-your-web-application',
    title: 'Securing Your Web Application: The Essentials',
    daysAgo: 35,
    description:
      'Most breaches exploit simple mistakes. Cover the essentials and you are ahead of most attackers.\n\nHash passwords with a modern algorithm such as Argon2, never store them in plain text, and rate-limit login attempts. Validate every input on the server, even when the browser already checked it. Keep dependencies up to date and remove the ones you no longer use.\n\nServe everything over HTTPS, set security headers, and keep secrets out of your code repository. Finally, back up your database and test a restore: a backup you have never restored is only a hope.',
  },
  {
    slug: 'staff-augmentation-vs-outsourcing',
    title: 'Staff Augmentation or Project Outsourcing: Which Fits You?',
    daysAgo: 39,
    description:
      'Both models bring in outside talent, but they solve different problems.\n\nStaff augmentation adds skilled developers to your own team. You keep control of priorities and process; they follow your way of working. It suits companies with a clear roadmap and a technical lead, who simply need more hands.\n\nProject outsourcing hands over a defined outcome: a website, an app, an integration. The partner manages the team and delivers against a scope. It suits companies without in-house engineering, or projects outside their core.',
  },
  {
    slug: 'react-performance-tips',
    title: 'Practical Performance Tips for React Applications',
    daysAgo: 43,
    description:
      'Slow React apps usually suffer from a few common causes, and measuring first saves a lot of guesswork.\n\nUse the browser profiler to find components that render too often. Split large bundles by route so the first page loads only what it needs. Serve images in modern formats with explicit sizes to avoid layout shifts.\n\nRender on the server where it helps: content pages load faster and are easier for search engines to read. And keep state close to where it is used; global stores that change on every keystroke make the whole page work harder.',
  },
  {
    slug: 'building-a-career-in-software',
    title: 'Building a Career in Software: Advice for Freshers',
    daysAgo: 47,
    description:
      "Your first job teaches you more than any course, so choose it for what you will learn, not only for the salary.\n\nBuild two or three small projects that solve real problems and put them online with clean code and a short README. Recruiters read them. Learn Git properly, learn to write clear messages, and practise explaining your code out loud.\n\nOnce you are in, ask questions early, read other people's code, and volunteer for the tasks nobody wants. They are often where the most learning hides.",
  },
  {
    slug: 'data-analytics-for-business',
    title: 'Turning Business Data into Decisions',
    daysAgo: 51,
    description:
      'Most companies already have the data they need: sales in the billing software, leads in spreadsheets, traffic in web analytics. What is missing is a habit of looking at it together.\n\nStart with five numbers that matter to your business, such as new customers, repeat orders, average order value, cost per lead and cash collected. Put them on one dashboard that updates itself every morning.\n\nReview the dashboard every week with the people who can act on it. When a number moves, ask why, and write down what you changed. Within a quarter, the dashboard becomes the way your team talks about the business.',
  },
  {
    slug: 'devops-pipelines',
    title: 'Ship Faster with a Simple Deployment Pipeline',
    daysAgo: 55,
    description:
      'Manual deployments are slow and risky: someone copies files to a server late in the evening and hopes nothing breaks. A deployment pipeline makes every release boring, which is exactly what you want.\n\nEvery change runs the same steps: install, lint, test, build, deploy to a staging copy, then promote to production with one click. If a step fails, nothing reaches your customers.\n\nYou do not need a large platform team. A hosted CI service, a container image and a short script cover most small products, and the time saved in the first month usually pays for the setup.',
  },
  {
    slug: 'ecommerce-growth',
    title: 'Growing an Online Store Beyond the First Hundred Orders',
    daysAgo: 59,
    description:
      'The first orders usually come from friends, family and a little advertising. Growing beyond them needs a store that earns trust and makes buying easy.\n\nShow clear prices with taxes and delivery included, real product photos and honest reviews. Offer the payment methods your customers use every day, such as UPI, cards and cash on delivery, and keep checkout to a single page.\n\nThen look after the customers you already have: order updates on WhatsApp or SMS, easy returns and a small reward for the second order. Repeat customers cost far less than new ones.',
  },
];

export interface SeedJob {
  jobTitle: string;
  experience: string | null;
  education: string | null;
  location: string | null;
  skill: string;
  description: string;
  daysAgo: number;
}

export const seedJobs: SeedJob[] = [
  {
    jobTitle: 'React Developer',
    experience: '1-3 years',
    education: 'B.E./B.Tech or MCA',
    location: 'Jabalpur (on-site)',
    skill: 'React, TypeScript, HTML5, CSS3, REST APIs, Git',
    description:
      'Build responsive, accessible interfaces for client web applications. You will turn designs into reusable React components, connect them to REST APIs, and work closely with designers and back-end developers in two-week sprints.',
    daysAgo: 2,
  },
  {
    jobTitle: 'Node.js Back-End Developer',
    experience: '2-4 years',
    education: 'B.E./B.Tech in Computer Science or equivalent',
    location: 'Bengaluru (hybrid)',
    skill: 'Node.js, Express or Fastify, PostgreSQL, MongoDB, Docker',
    description:
      'Design and build APIs for web and mobile products, model databases, and keep services fast and secure. Experience with payment gateways or third-party integrations is a plus.',
    daysAgo: 4,
  },
  {
    jobTitle: 'Flutter Mobile App Developer',
    experience: '1-3 years',
    education: 'Any graduate with strong mobile development skills',
    location: 'Jabalpur (on-site)',
    skill: 'Flutter, Dart, Firebase, REST APIs, Play Store and App Store publishing',
    description:
      'Develop cross-platform mobile apps for Android and iOS from first screen to store release. You will own features end to end, including offline behaviour and push notifications.',
    daysAgo: 6,
  },
  {
    jobTitle: 'UI/UX Designer',
    experience: '2+ years',
    education: 'Degree or diploma in design, or an equivalent portfolio',
    location: 'Bengaluru (hybrid)',
    skill: 'Figma, wireframing, prototyping, design systems, usability testing',
    description:
      'Research users, sketch flows and deliver polished, accessible designs for websites and apps. You will maintain our design system and test ideas with real users before they are built.',
    daysAgo: 9,
  },
  {
    jobTitle: 'Python Developer',
    experience: '1-2 years',
    education: 'B.E./B.Tech, BCA or MCA',
    location: 'Jabalpur (on-site)',
    skill: 'Python, Django, Flask, REST APIs, MySQL',
    description:
      'Build web applications and automation scripts in Python. You will write clean, tested code and help maintain internal tools used by our project teams.',
    daysAgo: 12,
  },
  {
    jobTitle: 'Data Analyst',
    experience: '0-2 years',
    education: 'Graduate in statistics, mathematics, computer science or economics',
    location: 'Remote (India)',
    skill: 'SQL, Excel, Python (pandas), Power BI or Tableau',
    description:
      'Turn raw business data into clear dashboards and reports for our clients. You will clean data, find trends and explain what they mean in plain language.',
    daysAgo: 15,
  },
  {
    jobTitle: 'Digital Marketing Executive',
    experience: '1-3 years',
    education: 'Graduate; a certification in digital marketing is preferred',
    location: 'Jabalpur (on-site)',
    skill: 'Google Ads, Meta Ads, SEO, content calendars, analytics',
    description:
      "Plan and run campaigns for our clients across search and social media, track results and report on what works. You will also manage the company's own social channels.",
    daysAgo: 18,
  },
  {
    jobTitle: 'SEO Specialist',
    experience: '2-4 years',
    education: null,
    location: 'Remote (India)',
    skill: 'On-page and technical SEO, backlink outreach, Google Search Console, Google Business Profile',
    description:
      'Improve search rankings for client websites through technical fixes, content guidance and ethical link building. You will audit sites, plan improvements and measure their effect.',
    daysAgo: 21,
  },
  {
    jobTitle: 'Software Testing Engineer (QA)',
    experience: '1-3 years',
    education: 'B.E./B.Tech or BCA',
    location: 'Bengaluru (hybrid)',
    skill: 'Manual testing, Playwright or Selenium, API testing, bug tracking',
    description:
      'Plan and run tests for web and mobile releases, automate the repetitive ones, and work with developers to reproduce and fix issues before clients see them.',
    daysAgo: 25,
  },
  {
    jobTitle: 'Business Development Executive',
    experience: '1-4 years',
    education: 'MBA or any graduate with IT sales experience',
    location: null,
    skill: 'IT services sales, lead generation, proposals, client communication',
    description:
      'Find and win new clients for our software, app and marketing services. You will qualify leads, prepare proposals with the delivery team and keep long-term client relationships healthy.',
    daysAgo: 29,
  },
  {
    jobTitle: 'Full Stack Developer (MERN)',
    experience: '3-5 years',
    education: 'B.E./B.Tech or MCA',
    location: 'Bengaluru (hybrid)',
    skill: 'MongoDB, Express, React, Node.js, AWS',
    description:
      'Lead the development of complete web products, from database design to deployment. You will mentor junior developers and review code across the stack.',
    daysAgo: 33,
  },
];

export interface SeedTeamMember {
  slug: string;
  name: string;
  role: string;
  description: string;
  linkedin: string | null;
  github: string | null;
  twitter: string | null;
}

export const seedTeam: SeedTeamMember[] = [
  {
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    role: 'Founder & CEO',
    description:
      'Started the company in Jabalpur with a laptop and one client. Arjun still reviews every project plan and speaks with every new client.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: null,
    twitter: 'https://x.com/example',
  },
  {
    slug: 'priya-sharma',
    name: 'Priya Sharma',
    role: 'Chief Technology Officer',
    description:
      'Leads architecture and engineering practice. Fifteen years of building web platforms, payment systems and mobile apps.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: 'https://github.com/example',
    twitter: null,
  },
  {
    slug: 'rohit-verma',
    name: 'Rohit Verma',
    role: 'Head of Mobile Development',
    description:
      'Ships Flutter and native apps used by thousands of people every day, and runs our internal mobile guild.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: 'https://github.com/example',
    twitter: null,
  },
  {
    slug: 'sneha-iyer',
    name: 'Sneha Iyer',
    role: 'Lead UI/UX Designer',
    description:
      'Turns complex workflows into simple screens. Sneha runs usability tests with real users on every project.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: null,
    twitter: 'https://x.com/example',
  },
  {
    slug: 'vikram-singh',
    name: 'Vikram Singh',
    role: 'Digital Marketing Manager',
    description:
      'Plans search, social and content campaigns for our clients and measures every rupee they spend.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: null,
    twitter: 'https://x.com/example',
  },
  {
    slug: 'ananya-rao',
    name: 'Ananya Rao',
    role: 'Training Lead',
    description:
      'Designs our courses in Python, data science and web development, and mentors every batch of interns.',
    linkedin: 'https://www.linkedin.com/company/example',
    github: 'https://github.com/example',
    twitter: null,
  },
];

export interface SeedCourseCopy {
  description: string;
  details: string[];
}

export const seedCourseCopy: Record<CourseId, SeedCourseCopy> = {
  'basic-python': {
    description:
      'Learn programming from zero with Python: variables, decisions, loops, functions and files, with a small project every week.',
    details: [
      'Installing Python and writing your first program',
      'Variables, data types and operators',
      'Conditions and loops',
      'Functions and modules',
      'Working with files',
      'A mini project: an expense tracker',
    ],
  },
  'advance-python': {
    description:
      'Go beyond the basics: object-oriented design, error handling, working with APIs and databases, and writing tested code.',
    details: [
      'Classes, inheritance and dataclasses',
      'Exceptions and context managers',
      'Iterators, generators and decorators',
      'Calling REST APIs with requests',
      'SQLite and SQL basics',
      'Unit testing with pytest',
    ],
  },
  'basic-advance-interview': {
    description:
      'Prepare for technical interviews: data structures, problem solving, and mock interviews with feedback from working engineers.',
    details: [
      'Arrays, strings and hash maps',
      'Linked lists, stacks and queues',
      'Trees, graphs and recursion',
      'Sorting, searching and complexity',
      'Common interview patterns',
      'Mock interviews and resume review',
    ],
  },
  'full-stack-ds': {
    description:
      'A complete path into data science: Python, statistics, machine learning and deployment, ending with a capstone project on real data.',
    details: [
      'Python for data: NumPy and pandas',
      'Statistics and probability',
      'Data visualisation',
      'Machine learning with scikit-learn',
      'Model evaluation and tuning',
      'Deploying a model as an API',
      'Capstone project',
    ],
  },
  'data-analytics': {
    description:
      'Answer business questions with data: SQL, Excel, and dashboards that decision makers actually read.',
    details: [
      'Cleaning and shaping data in Excel',
      'SQL queries, joins and aggregations',
      'Exploratory analysis with pandas',
      'Dashboards in Power BI',
      'Presenting findings clearly',
    ],
  },
  'big-data': {
    description:
      'Process data that does not fit on one machine, with Hadoop, Spark and cloud data warehouses.',
    details: [
      'Distributed storage with HDFS',
      'Batch processing with Apache Spark',
      'Spark SQL and DataFrames',
      'Streaming data basics',
      'Cloud data warehouses',
    ],
  },
  'deep-learning': {
    description:
      'Build neural networks for images, text and sequences with TensorFlow and PyTorch, from the maths to a working model.',
    details: [
      'Neural network fundamentals',
      'Training, loss functions and optimisers',
      'Convolutional networks for images',
      'Recurrent networks and transformers for text',
      'Transfer learning',
      'Deploying a deep learning model',
    ],
  },
  'digital-marketing': {
    description:
      'Plan, run and measure campaigns across search, social and e-mail, with hands-on practice on live ad accounts.',
    details: [
      'Marketing strategy and personas',
      'Search engine optimisation',
      'Google Ads and Meta Ads',
      'Social media marketing',
      'E-mail marketing',
      'Analytics and reporting',
    ],
  },
  'seo-course': {
    description:
      'Rank higher on search engines: keyword research, on-page optimisation, technical SEO and ethical link building.',
    details: [
      'How search engines work',
      'Keyword research',
      'On-page optimisation',
      'Technical SEO and site speed',
      'Link building and local SEO',
    ],
  },
  'smm-course': {
    description:
      'Grow brands on Instagram, Facebook, LinkedIn and YouTube with content plans, paid promotion and community management.',
    details: [
      'Choosing the right platforms',
      'Content calendars',
      'Short-form video',
      'Paid social campaigns',
      'Measuring engagement',
    ],
  },
  'front-end': {
    description:
      'Build modern, responsive websites with HTML, CSS, JavaScript and React, following accessibility best practice.',
    details: [
      'Semantic HTML5',
      'CSS3, Flexbox and Grid',
      'Modern JavaScript',
      'React components and hooks',
      'Accessibility and performance',
    ],
  },
  'back-end': {
    description:
      'Build secure APIs with Node.js and Express, connected to SQL and NoSQL databases, with authentication and deployment.',
    details: [
      'Node.js and npm',
      'REST APIs with Express',
      'PostgreSQL and MongoDB',
      'Authentication and security',
      'Testing and deployment',
    ],
  },
  'full-stack': {
    description:
      'Become a full stack developer: React on the front, Node.js on the back, databases, and deploying complete applications.',
    details: [
      'HTML, CSS and JavaScript refresher',
      'React and state management',
      'Node.js and Express APIs',
      'Databases and data modelling',
      'Authentication and payments',
      'Deployment and a capstone project',
    ],
  },
  'ui-design': {
    description:
      'Design clean, usable interfaces in Figma: layout, typography, colour, components and interactive prototypes.',
    details: [
      'Design principles',
      'Typography and colour',
      'Layouts and grids',
      'Components and design systems',
      'Prototyping in Figma',
    ],
  },
  'premiere-pro': {
    description:
      'Edit videos like a professional in Adobe Premiere Pro: cutting, transitions, colour and audio.',
    details: [
      'The Premiere Pro workspace',
      'Cutting and trimming',
      'Transitions and titles',
      'Colour correction',
      'Audio editing and export',
    ],
  },
  'after-effects': {
    description:
      'Create motion graphics and visual effects in Adobe After Effects, from animated titles to compositing.',
    details: [
      'Compositions and layers',
      'Keyframe animation',
      'Motion graphics templates',
      'Masks and tracking',
      'Rendering',
    ],
  },
  photoshop: {
    description:
      'Edit photos and design graphics in Adobe Photoshop: layers, selections, retouching and social media creatives.',
    details: [
      'Layers and masks',
      'Selections and cut-outs',
      'Photo retouching',
      'Text and graphics',
      'Exporting for web and print',
    ],
  },
  illustrator: {
    description: 'Create logos, icons and illustrations in Adobe Illustrator with precise vector tools.',
    details: [
      'Vector basics',
      'The pen tool',
      'Shapes and paths',
      'Logo design',
      'Preparing files for print',
    ],
  },
  inDesign: {
    description:
      'Lay out brochures, magazines and e-books in Adobe InDesign with master pages, styles and print-ready export.',
    details: [
      'Documents and master pages',
      'Text frames and styles',
      'Images and layout',
      'Multi-page documents',
      'Print and PDF export',
    ],
  },
};

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { courseCatalog, productCatalog } from '@company/contracts';
import { describe, expect, it } from 'vitest';
import { aboutCards, aboutFaq, aboutProcess, aboutStats } from './about';
import { coreValues, perks } from './careers';
import { courseCategories, courses, coursesInCategory } from './courses';
import { heroPhrases, strip, whyChooseUs, workflow } from './home';
import { offerTabs, philosophy, stats, testimonials, welcome } from './home-lower';
import { privacyPolicy, terms } from './legal';
import { footerQuickLinks, footerSupportLinks, primaryNav } from './navigation';
import { portfolio } from './portfolio';
import { products } from './products';
import { services } from './services';
import { site } from './site';
import { technologyTabs } from './technology';

describe('brand configuration', () => {
  it('has the default brand facts of DECISIONS.md', () => {
    expect(site.name).toBe('Acme Softech');
    expect(site.email).toBe('hello@example.com');
    expect(site.phones).toEqual(['+91 98765 43210', '+91 91234 56789']);
    expect(site.offices.map((office) => office.city)).toEqual(['Jabalpur', 'Bengaluru']);
    expect(site.social).toHaveLength(3);
  });

  it('gives the chat link a prefilled greeting', () => {
    const url = new URL(site.chat.url);
    expect(url.searchParams.get('text')).toBe(site.chat.greeting);
    expect(site.chat.greeting.length).toBeGreaterThan(10);
  });
});

describe('services', () => {
  it('lists the ten slugs and labels of the spec, in order, with absolute paths', () => {
    expect(services.map((service) => [service.slug, service.title])).toEqual([
      ['app-development', 'App Development'],
      ['software-development', 'Custom Software Development'],
      ['uiux-design', 'UI/UX Design'],
      ['seo-backlinks', 'SEO & Backlinks'],
      ['my-bussiness-SEO', 'Google My Business SEO'],
      ['web-designing-development', 'Web Design & Development'],
      ['graphic-designing', 'Graphic Designing'],
      ['digital-marketing', 'Digital Marketing'],
      ['my-bussiness-listing', 'Google My Business Listing'],
      ['staff-augmentation', 'Staff Augmentation'],
    ]);
    for (const service of services) expect(service.path).toBe(`/services/${service.slug}`);
  });
});

describe('home content', () => {
  it('has the five hero phrases in order', () => {
    expect(heroPhrases).toEqual([
      'Mobile App & Web Development',
      'Machine Learning',
      'Ecommerce Development',
      'Web Designing',
      'Cloud & AI Solutions',
    ]);
  });

  it('has the feature cards, the strip, the workflow and the statistics of the spec', () => {
    expect(whyChooseUs.title).toBe('Innovative Features to Accelerate Your Business Growth!');
    expect(whyChooseUs.link).toEqual({ label: 'Why Acme Softech', path: '/about' });
    expect(whyChooseUs.features.map((feature) => feature.title)).toEqual([
      'Tailored Branding Solutions',
      'Results-Driven Digital Marketing',
    ]);
    expect(strip.map((card) => card.title)).toEqual([
      'Low Cost',
      'Permission Less',
      'Secure Data',
      '24 X 7 Support',
    ]);
    expect(workflow.steps.map((step) => step.title)).toEqual([
      'Analysis',
      'Search',
      'Development',
      'Implementation',
      'Delivery',
      'Support',
    ]);
    expect(stats.map((stat) => [stat.label, stat.value])).toEqual([
      ['Projects Completed', 100],
      ['Innovative Solutions', 50],
      ['Satisfied Customers', 100],
      ['Years Of Experience', 6],
    ]);
  });

  it('has six value cards, five philosophy panels with panel 3 the default, six testimonials and four offer tabs', () => {
    expect(welcome.title).toBe('Welcome to Acme Softech');
    expect(welcome.values.map((value) => value.title)).toEqual([
      'Outstanding Services',
      'Quick To Response',
      'High Quality Work',
      'Experienced Team',
      'Best Price',
      'Delivered On Time',
    ]);
    expect(philosophy.panels.map((panel) => [panel.id, panel.text])).toEqual([
      [1, 'Innovation at Heart'],
      [2, 'Collaboration Matters'],
      [3, 'We Believe in Process'],
      [4, 'Continuous Improvement'],
      [5, 'Client Success Driven'],
    ]);
    expect(philosophy.defaultPanel).toBe(3);
    expect(testimonials.items).toHaveLength(6);
    expect(testimonials.items[5]?.role).toMatch(/Ayush/);
    expect(offerTabs.tabs.map((tab) => tab.title)).toEqual([
      'Satisfied Client',
      'Years Experience',
      'Team Work',
      'Awards',
    ]);
    expect(offerTabs.tabs[1]?.desc).toMatch(/Six years/);
  });
});

describe('courses and products', () => {
  it('has 19 courses in the five categories, ids and prices equal to the server price list', () => {
    expect(courseCategories).toEqual([
      'Software Development',
      'Data Science',
      'Marketing',
      'Web Development',
      "Adobe's software",
    ]);
    expect(courses.map((course) => [course.id, course.category, course.price])).toEqual(
      courseCatalog.map((course) => [course.id, course.category, course.price]),
    );
    for (const category of courseCategories)
      expect(coursesInCategory(category).length).toBeLessThanOrEqual(5);
    for (const course of courses) {
      expect(course.details.length).toBeGreaterThan(0);
      expect(course.videos.length).toBeGreaterThan(0);
    }
  });

  it('has the four products with the server prices and alternating image sides', () => {
    expect(products.map((product) => [product.id, product.title, product.price])).toEqual(
      productCatalog.map((product) => [product.id, product.title, product.price]),
    );
    expect(products.map((product) => product.imageSide)).toEqual(['left', 'right', 'left', 'right']);
  });
});

describe('other pages', () => {
  it('has six technology tabs, the first Framework/PL', () => {
    expect(technologyTabs.map((tab) => tab.label)).toEqual([
      'Framework/PL',
      'Frontend',
      'Backend',
      'Databases',
      'Machine Learning & AI',
      'Version Control Platforms',
    ]);
    const titles = technologyTabs.flatMap((tab) => tab.cards.map((card) => card.title));
    for (const name of [
      'React',
      'Angular',
      'Vue',
      'Flask',
      'Django',
      'HTML5',
      'CSS3',
      'Node',
      'Express',
      'PHP',
      'MongoDB',
      'MySQL',
      'AI',
      'ML',
      'Git',
      'GitHub',
      'GitLab',
    ]) {
      expect(titles).toContain(name);
    }
  });

  it('gives every technology card a mark the generator wrote, each used once', () => {
    const icons = technologyTabs.flatMap((tab) => tab.cards.map((card) => card.icon));
    const written = readdirSync(join(import.meta.dirname, '../../public/media/technology'));
    expect(new Set(icons).size).toBe(icons.length);
    expect(written.sort()).toEqual(icons.map((icon) => `${icon}.svg`).sort());
  });

  it('has 12 portfolio cards, six App Design then six Web Design', () => {
    expect(portfolio.map((item) => item.category)).toEqual([
      ...Array(6).fill('App Design'),
      ...Array(6).fill('Web Design'),
    ]);
  });

  it('has 8 perks and the six core values of the team page', () => {
    expect(perks).toHaveLength(8);
    expect(coreValues.map((value) => value.title)).toEqual([
      'Innovation',
      'Integrity',
      'Collaboration',
      'Excellence',
      'Customer Focus',
      'Innovation Culture',
    ]);
  });

  it('has the about cards, stats, process and a four-question FAQ', () => {
    expect(aboutCards.map((card) => card.title)).toEqual([
      'Mission',
      'Vision',
      'Values',
      'Culture',
      'Future',
    ]);
    expect(aboutStats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['100+', '24/7', '50+', '100+']);
    expect(aboutProcess.steps.map((step) => step.title)).toEqual([
      'Meet & Plan',
      'Design',
      'Development',
      'Pre-Launch',
    ]);
    expect(aboutFaq.items).toHaveLength(4);
  });

  it('has nine numbered terms sections promising 7 days notice, and the privacy policy date', () => {
    expect(terms.numbered).toBe(true);
    expect(terms.sections).toHaveLength(9);
    expect(terms.sections.flatMap((section) => section.paragraphs).join(' ')).toMatch(/7 days' notice/);
    expect(privacyPolicy.lastUpdated).toBe('1 September 2024');
  });

  it('has the navigation and footer links of the spec', () => {
    expect(primaryNav.map((item) => item.label)).toEqual([
      'About Us',
      'Courses',
      'Services',
      'Technology',
      'Product',
      'Contact Us',
    ]);
    expect(footerQuickLinks.map((item) => item.label)).toEqual([
      'Home',
      'About Us',
      'Our Team',
      'Blog',
      'Careers',
    ]);
    expect(footerSupportLinks.map((item) => item.label)).toEqual([
      'Contact',
      'Privacy Policy',
      'Terms & Conditions',
      'Pricing Policy',
    ]);
  });
});

import { serviceMenu } from './service-menu';

export interface NavItem {
  label: string;
  path: string;
}

/** Main navigation in the order of SPEC.md "Navigation bar"; Services is a dropdown of the ten services. */
export const primaryNav: NavItem[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Courses', path: '/courses' },
  { label: 'Services', path: '/services' },
  { label: 'Technology', path: '/technology' },
  { label: 'Product', path: '/products' },
  { label: 'Contact Us', path: '/contact' },
];

export const servicesDropdown = serviceMenu;

/** The highlighted button of the navigation bar (DECISIONS.md: the internship application page). */
export const applyNowLink: NavItem = { label: 'Apply Now', path: '/apply-now' };

export const footerQuickLinks: NavItem[] = [
  { label: 'Home', path: '/' },
  { label: 'About Us', path: '/about' },
  { label: 'Our Team', path: '/team' },
  { label: 'Blog', path: '/blogs' },
  { label: 'Careers', path: '/career' },
];

export const footerSupportLinks: NavItem[] = [
  { label: 'Contact', path: '/contact' },
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Terms & Conditions', path: '/terms' },
  { label: 'Pricing Policy', path: '/pricing-policy' },
];

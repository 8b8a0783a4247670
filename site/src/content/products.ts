import type { ProductId } from '@company/contracts';

/** Software products (docs/requirements/SPEC.md §3 "Software product"): four products, prices in rupees. */

export interface Product {
  /** Stable id; the server's price list (@company/contracts productCatalog) uses the same ids. */
  id: ProductId;
  title: string;
  subtitle: string;
  description: string[];
  features: string[];
  /** Key of the product image in the media manifest. */
  image: string;
  /** The side the image sits on at desktop widths (alternates). */
  imageSide: 'left' | 'right';
  /** Price in rupees. */
  price: number;
  /** Issue 24 (docs/requirements/issues/24-staff-console.md): false when an administrator has taken it off sale. Set by the page's loader. */
  available?: boolean;
}

export const products: Product[] = [
  {
    id: 'quickly-billing-software',
    title: 'Quickly Billing Software',
    subtitle: 'GST billing and inventory for shops and distributors',
    description: [
      'Create GST-compliant invoices in seconds, track stock across godowns and know exactly who owes you money. Quickly Billing is designed for retail counters and wholesale distributors who need speed without complexity.',
      'It works offline on your counter PC and syncs to the cloud when connected, so billing never stops because of the internet.',
    ],
    features: [
      'GST invoices, e-way bills and returns-ready reports',
      'Barcode scanning and thermal printer support',
      'Stock, batches and low-stock alerts',
      'Customer ledgers with WhatsApp payment reminders',
      'Daily sales and profit reports',
    ],
    image: 'product-billing',
    imageSide: 'left',
    price: 7999,
  },
  {
    id: 'hotel-management-software',
    title: 'Hotel Management Software',
    subtitle: 'Front desk, rooms and restaurant in one system',
    description: [
      'Run your hotel, lodge or resort from one screen: reservations, check-in, room status, housekeeping and restaurant billing all stay in sync.',
      'Guests get professional GST invoices and you get clear occupancy and revenue reports every morning.',
    ],
    features: [
      'Room calendar with drag-and-drop reservations',
      'Guest check-in with ID capture',
      'Housekeeping status and maintenance tasks',
      'Restaurant and room-service KOT billing',
      'Occupancy, ADR and revenue reports',
    ],
    image: 'product-hotel',
    imageSide: 'right',
    price: 9999,
  },
  {
    id: 'pharmacy-management-system',
    title: 'Pharmacy Management System',
    subtitle: 'Batch, expiry and billing control for chemists',
    description: [
      'Stop losing money to expired stock. The Pharmacy Management System tracks every batch and expiry date, suggests reorders and bills quickly with salt-based search.',
      'Purchase entries, supplier returns and schedule H registers are handled in the same place, ready for inspection.',
    ],
    features: [
      'Batch and expiry tracking with alerts',
      'Search medicines by brand or salt',
      'Purchase, returns and supplier ledgers',
      'Schedule H and narcotics registers',
      'GST billing with doctor and patient details',
    ],
    image: 'product-pharmacy',
    imageSide: 'left',
    price: 9999,
  },
  {
    id: 'school-management-software',
    title: 'School Management Software',
    subtitle: 'Admissions, fees, attendance and results for schools',
    description: [
      'Give your office, teachers and parents one system: admissions, fee collection, attendance, timetables, exams and report cards.',
      'Parents receive fee receipts, attendance alerts and results on their phones, and the principal sees the whole school at a glance.',
    ],
    features: [
      'Student admissions and records',
      'Fee collection with online payments and receipts',
      'Daily attendance with SMS alerts to parents',
      'Exams, marks entry and report cards',
      'Staff, timetable and transport management',
    ],
    image: 'product-school',
    imageSide: 'right',
    price: 7999,
  },
];

export const productsPage = {
  eyebrow: 'Products',
  title: 'Ready-made software for Indian businesses',
  lead: 'Proven products you can start using this week, with installation, training and a year of updates included.',
};

export const productById = (id: string | undefined) => products.find((product) => product.id === id);

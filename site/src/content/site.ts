/**
 * The ONE brand configuration of the site (docs/requirements/DECISIONS.md "Brand and placeholders").
 * Every brand fact lives here; each can be overridden at build time with a VITE_* variable so another
 * company can reuse the site without touching the code.
 */

type Env = Record<string, string | undefined>;

/** Vite replaces import.meta.env at build time; under plain Node (config files, tests) it may be missing. */
const env: Env = (import.meta as unknown as { env?: Env }).env ?? {};

const pick = (key: string, fallback: string): string => {
  const value = env[key];
  return value && value.trim() !== '' ? value.trim() : fallback;
};

export interface Office {
  /** Short label shown on the contact page and in the footer, e.g. "Jabalpur". */
  city: string;
  /** Full postal address, one line. */
  address: string;
  /** Link that opens the address in a maps service. */
  mapUrl: string;
  /** Embeddable map (used only for the Jabalpur office on the contact page). */
  mapEmbedUrl: string;
}

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube';
  label: string;
  url: string;
}

const name = pick('VITE_BRAND_NAME', 'Acme Softech');
const phonePrimary = pick('VITE_BRAND_PHONE_1', '+91 98765 43210');
const phoneSecondary = pick('VITE_BRAND_PHONE_2', '+91 91234 56789');
const chatNumber = pick('VITE_BRAND_CHAT_NUMBER', phonePrimary).replace(/[^\d]/g, '');
const chatGreeting = pick(
  'VITE_BRAND_CHAT_GREETING',
  `Hello ${name}, I would like to know more about your services.`,
);

const jabalpurAddress = pick(
  'VITE_OFFICE_JABALPUR_ADDRESS',
  '2nd Floor, Shubham Plaza, Napier Town, Jabalpur, Madhya Pradesh 482001',
);
const bengaluruAddress = pick(
  'VITE_OFFICE_BENGALURU_ADDRESS',
  '4th Floor, 27th Main Road, HSR Layout Sector 2, Bengaluru, Karnataka 560102',
);

const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const mapsEmbed = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;

export const site = {
  name,
  /** Used in titles: "Page | Acme Softech". */
  titleSuffix: name,
  tagline: pick('VITE_BRAND_TAGLINE', 'Software, apps and digital growth from the heart of India'),
  description: pick(
    'VITE_BRAND_DESCRIPTION',
    `${name} is a software and IT services company from Jabalpur and Bengaluru: custom software, mobile apps, web design, SEO, digital marketing, staff augmentation, training courses and ready-made business software.`,
  ),
  /** Absolute origin used for canonical links, Open Graph URLs and the sitemap. No trailing slash. */
  url: pick('VITE_SITE_URL', 'https://www.acmesoftech.example').replace(/\/+$/, ''),
  email: pick('VITE_BRAND_EMAIL', 'hello@example.com'),
  phones: [phonePrimary, phoneSecondary] as const,
  foundingYear: Number(pick('VITE_BRAND_FOUNDED', '2019')),
  offices: [
    {
      city: 'Jabalpur',
      address: jabalpurAddress,
      mapUrl: pick('VITE_OFFICE_JABALPUR_MAP', mapsSearch(jabalpurAddress)),
      mapEmbedUrl: pick('VITE_OFFICE_JABALPUR_MAP_EMBED', mapsEmbed(jabalpurAddress)),
    },
    {
      city: 'Bengaluru',
      address: bengaluruAddress,
      mapUrl: pick('VITE_OFFICE_BENGALURU_MAP', mapsSearch(bengaluruAddress)),
      mapEmbedUrl: pick('VITE_OFFICE_BENGALURU_MAP_EMBED', mapsEmbed(bengaluruAddress)),
    },
  ] as [Office, Office],
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      url: pick('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/acmesoftech'),
    },
    {
      network: 'instagram',
      label: 'Instagram',
      url: pick('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/acmesoftech'),
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: pick('VITE_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/acmesoftech'),
    },
  ] satisfies SocialLink[],
  chat: {
    label: 'Chat on WhatsApp',
    greeting: chatGreeting,
    url: `https://wa.me/${chatNumber}?text=${encodeURIComponent(chatGreeting)}`,
  },
  payments: {
    /** Public key id of the payment gateway. The key secret lives on the server only. */
    keyId: pick('VITE_PAYMENT_KEY_ID', ''),
    /** Theme colour handed to the payment window. */
    themeColor: '#cc2929',
  },
  /** Year rendered in the copyright line: the build year (DECISIONS.md), fixed by vite.config.ts. */
  copyrightYear: typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : 2025,
} as const;

export type SiteConfig = typeof site;

/** `tel:` link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const mailHref = (email: string) => `mailto:${email}`;

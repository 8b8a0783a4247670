#!/usr/bin/env node
// Generates every image and video the site ships, the API server's seed media, and the typed manifest
// site/src/content/media/ (one module per group). Deterministic: the same sources produce the same files.
//
//   node site/scripts/media/generate.mjs            # everything (skips unchanged rasters via .hashes.json)
//   node site/scripts/media/generate.mjs services   # only groups whose name contains "services"
//   node site/scripts/media/generate.mjs --videos   # include the (slow) videos; add --force to ignore the cache
//
// Needs: sharp (devDependency of the site) and ffmpeg (Debian: apt-get install -y ffmpeg) for the videos.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Doc } from './lib/core.mjs';
import { Cache, ext, rasterPng, rasterRaw, sharp, writeRaster, writeSvg } from './lib/encode.mjs';
import { BLOG_COVERS, TEAM, blog, teamPortraits } from './scenes/blog.mjs';
import { faviconSvg, logoSvg, ogScene } from './scenes/brand.mjs';
import { COURSES, courses } from './scenes/courses.mjs';
import { about, aboutCards, features, offers, philosophy, team } from './scenes/home.mjs';
import { CLIENTS, TRUSTED, clientLogo, portfolio, trustedLogo } from './scenes/portfolio.mjs';
import { products } from './scenes/products.mjs';
import { services } from './scenes/services.mjs';
import { VIDEOS } from './scenes/video.mjs';
import { portrait } from './lib/ui.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, '..', '..');
const repo = join(siteDir, '..');
const PUB = join(siteDir, 'public', 'media');
const SEED = join(repo, 'packages', 'api-server', 'seed', 'media');
const MANIFEST_DIR = join(siteDir, 'src', 'content', 'media');

const args = process.argv.slice(2);
const force = args.includes('--force');
const withVideos = args.includes('--videos') || args.includes('--all');
const filters = args.filter((a) => !a.startsWith('--'));
const want = (group) => filters.length === 0 || filters.some((f) => group.includes(f));

const cache = new Cache(join(here, '.hashes.json'));
if (force) cache.data = {};

const url = (file) => `/media/${relative(PUB, file).split('\\').join('/')}`;

/** Render a scene into public/media/<dir>/<name> at 1x and 2x, AVIF + WebP. Returns a manifest entry. */
async function image(
  dir,
  name,
  scene,
  w,
  h,
  alt,
  { sizes, scales = [1, 2], formats = ['avif', 'webp'], root = PUB, quality } = {},
) {
  const draw = (s) => {
    const doc = new Doc(w, h);
    return doc.render(scene(doc), s);
  };
  const outDir = join(root, dir);
  await writeRaster(cache, outDir, name, draw, { scales, formats, quality });
  const rel = (s, f) => url(join(outDir, `${name}${s === 1 ? '' : `@${s}x`}.${ext(f)}`));
  const set = (f) => scales.map((s) => `${rel(s, f)} ${w * s}w`).join(', ');
  const entry = { src: rel(1, formats.includes('webp') ? 'webp' : formats[0]), width: w, height: h, alt };
  if (scales.length > 1) {
    entry.srcSet = set('webp');
    entry.sizes = sizes ?? `(min-width: ${w}px) ${w}px, 100vw`;
  }
  if (formats.includes('avif')) entry.sources = [{ type: 'image/avif', srcSet: set('avif') }];
  return entry;
}

// -------------------------------------------------------------------------------------------------------------
// Alt texts. Content images describe what is shown; decorative ones are ''.

const SERVICE_ALTS = {
  'app-development':
    'Two smartphones showing a wallet app and an orders app, with a build-passed notification for iOS and Android.',
  'software-development':
    'A code editor with billing code and a terminal showing passing tests and a production deploy.',
  'uiux-design':
    'A design tool with layers, colour swatches and three checkout screens being reviewed by a collaborator.',
  'seo-backlinks':
    'A search results page with Acme Softech ranked first, a rising organic traffic chart and a backlink graph.',
  'my-bussiness-SEO': 'A map with a red location pin next to a Google business profile card rated 4.9 stars.',
  'web-designing-development': 'A responsive landing page shown in a browser window and on a phone.',
  'graphic-designing':
    'A festival sale poster, a logo curve with bezier handles, a colour palette and type specimen.',
  'digital-marketing':
    'A campaign dashboard with reach, clicks and leads, a monthly bar chart, a funnel and a channel donut.',
  'my-bussiness-listing':
    'Three verified local business listings with star ratings and a rising profile views chart.',
  'staff-augmentation':
    'Six developer profile cards (React, Node.js, QA, Flutter, DevOps, UI/UX) linked to one client team.',
};

const COURSE_ALT = (id) => {
  const [title, category, , , level] = COURSES[id];
  return `${title} course thumbnail (${category}, ${level.toLowerCase()}).`;
};

const PRODUCT_DEF = {
  'quickly-billing-software': [
    'billing',
    'Quickly Billing Software on a laptop: invoice list with GST totals and a weekly sales chart, beside a printed tax invoice.',
  ],
  'hotel-management-software': [
    'hotel',
    'Hotel Management Software on a laptop: room board with free, occupied and cleaning rooms, beside a booking screen on a phone.',
  ],
  'pharmacy-management-system': [
    'pharmacy',
    'Pharmacy Management System on a laptop: medicine inventory with batches, expiry dates and stock status, beside a stock health chart.',
  ],
  'school-management-software': [
    'school',
    'School Management Software on a laptop: class attendance with an attendance trend, beside a timetable on a phone.',
  ],
};

const PHILOSOPHY_DEF = [
  ['innovation-at-heart', 'A glowing red sphere with a light bulb, circled by orbits.'],
  ['collaboration-matters', 'Five team members linked to each other in a circle.'],
  ['we-believe-in-process', 'A five-step project timeline: discover, design, build, test, launch.'],
  ['continuous-improvement', 'Rising isometric bars with an upward trend line.'],
  ['client-success-driven', 'An arrow in the centre of a target above a five-star client review.'],
];

const OFFER_DEF = {
  'satisfied-client': 'Three five-star client reviews and a 98% recommendation score.',
  'years-experience': 'A large number 6 beside a timeline of milestones from 2019 to 2025.',
  'team-work':
    'A sprint board with tasks in to do, in progress, review and done, each with a team member avatar.',
  awards: 'A gold trophy above three award cards.',
};

const ABOUT_CARDS = ['mission', 'vision', 'values', 'culture', 'future'];

const TESTIMONIAL_LOOKS = [
  { gender: 'm', skin: '#c98e66', style: 0, shirt: '#1f3b63', beard: true },
  { gender: 'f', skin: '#e0ac84', style: 1, shirt: '#5b3d74', earrings: true },
  { gender: 'm', skin: '#a8714c', style: 2, shirt: '#335c4b', glasses: true },
  { gender: 'f', skin: '#8a5a3b', style: 0, shirt: '#c2410c', bindi: true },
  { gender: 'm', skin: '#e0ac84', style: 1, shirt: '#2b2b31' },
  { gender: 'm', skin: '#8a5a3b', style: 0, shirt: '#7c2d12', beard: true, glasses: true },
];

// -------------------------------------------------------------------------------------------------------------

async function buildBrand(m) {
  const dir = join(PUB, 'brand');
  const dark = logoSvg({ onDark: true });
  const light = logoSvg({ onDark: false });
  writeSvg(dir, 'logo-on-dark.svg', dark.svg);
  writeSvg(dir, 'logo-on-light.svg', light.svg);
  writeSvg(dir, 'favicon.svg', faviconSvg(64));
  const png = async (px, padded) =>
    sharp(await rasterPng(faviconSvg(px, { padded })))
      .png({ compressionLevel: 9 })
      .toBuffer();
  writeFileSync(join(dir, 'favicon-32.png'), await png(32));
  writeFileSync(join(dir, 'apple-touch-icon.png'), await png(180, true));
  writeFileSync(join(dir, 'icon-192.png'), await png(192, true));
  writeFileSync(join(dir, 'icon-512.png'), await png(512, true));
  // ICO with PNG payloads (16, 32, 48): supported by every current browser.
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(sizes.map((s) => png(s)));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((s, i) => {
    const o = 6 + i * 16;
    header.writeUInt8(s, o);
    header.writeUInt8(s, o + 1);
    header.writeUInt8(0, o + 2);
    header.writeUInt8(0, o + 3);
    header.writeUInt16LE(1, o + 4);
    header.writeUInt16LE(32, o + 6);
    header.writeUInt32LE(pngs[i].length, o + 8);
    header.writeUInt32LE(offset, o + 12);
    offset += pngs[i].length;
  });
  writeFileSync(join(dir, 'favicon.ico'), Buffer.concat([header, ...pngs]));
  // Share image: JPEG for crawlers that do not read AVIF/WebP.
  writeFileSync(
    join(dir, 'logo.png'),
    await sharp(await rasterPng(faviconSvg(512, { padded: true })))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  const og = await image(
    'og',
    'og-default',
    ogScene,
    1200,
    630,
    'Acme Softech: software, apps and digital growth. Custom software, mobile apps, web and SEO from Jabalpur and Bengaluru.',
    {
      scales: [1],
      formats: ['jpeg'],
    },
  );
  m.brand = {
    logoOnDark: {
      src: url(join(dir, 'logo-on-dark.svg')),
      width: dark.w,
      height: dark.h,
      alt: 'Acme Softech',
    },
    logoOnLight: {
      src: url(join(dir, 'logo-on-light.svg')),
      width: light.w,
      height: light.h,
      alt: 'Acme Softech',
    },
    logoPng: { src: url(join(dir, 'logo.png')), width: 512, height: 512, alt: 'Acme Softech' },
    favicon: {
      svg: url(join(dir, 'favicon.svg')),
      ico: url(join(dir, 'favicon.ico')),
      png32: url(join(dir, 'favicon-32.png')),
      appleTouch: url(join(dir, 'apple-touch-icon.png')),
      icon192: url(join(dir, 'icon-192.png')),
      icon512: url(join(dir, 'icon-512.png')),
    },
    ogDefault: { src: og.src, width: 1200, height: 630, alt: og.alt },
  };
}

/** Video: frames piped to ffmpeg as raw RGB; H.264 MP4 and VP9 WebM; frame 0 is the poster. */
async function buildVideo(m, key, alt) {
  const v = VIDEOS[key];
  const dir = join(PUB, 'video');
  mkdirSync(dir, { recursive: true });
  const frames = v.seconds * v.fps;
  const mp4 = join(dir, `${key}.mp4`);
  const webm = join(dir, `${key}.webm`);
  const frameSvg = (i, s = 1) => {
    const doc = new Doc(v.w, v.h);
    return doc.render(v.frame(doc, i / frames), s);
  };
  const poster = await image('video', `${key}-poster`, (doc) => v.frame(doc, 0), v.w, v.h, alt, {
    scales: [1],
    quality: { avif: { quality: 46 }, webp: { quality: 70 } },
  });
  const state = cache.fresh(
    `video/${key}`,
    frameSvg(0) + frameSvg(Math.floor(frames / 3)) + JSON.stringify(v) + 'v3',
    [mp4, webm],
  );
  if (!state.ok && process.argv.includes('--adopt') && existsSync(mp4) && existsSync(webm)) state.commit();
  else if (withVideos && !state.ok) {
    const tmp = join(here, '.frames', `${key}.rgb`);
    mkdirSync(dirname(tmp), { recursive: true });
    const bufs = [];
    for (let i = 0; i < frames; i++) bufs.push(await rasterRaw(frameSvg(i)));
    writeFileSync(tmp, Buffer.concat(bufs));
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${v.w}x${v.h}`,
      '-r',
      String(v.fps),
      '-i',
      tmp,
    ];
    const scale = v.encode ? ['-vf', `scale=${v.encode.w}:${v.encode.h}:flags=lanczos`] : [];
    const common = [...scale, '-an', '-pix_fmt', 'yuv420p', '-threads', '1', '-map_metadata', '-1'];
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-tune',
      'animation',
      '-profile:v',
      'high',
      '-g',
      String(frames),
      '-bitexact',
      '-movflags',
      '+faststart',
      ...common,
      mp4,
    ]);
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '0',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-g',
      String(frames),
      '-bitexact',
      ...common,
      webm,
    ]);
    rmSync(tmp);
    state.commit();
  } else if (!existsSync(mp4)) {
    console.warn(`video ${key}: not rendered yet (run with --videos)`);
  }
  m.videos ??= {};
  m.videos[key] = {
    src: url(mp4),
    type: 'video/mp4',
    sources: [
      { src: url(webm), type: 'video/webm' },
      { src: url(mp4), type: 'video/mp4' },
    ],
    poster: poster.src,
    posterImage: poster,
    width: v.w,
    height: v.h,
  };
}

async function main() {
  const m = {};
  const existing = existsSync(join(here, '.manifest.json'))
    ? JSON.parse(readFileSync(join(here, '.manifest.json'), 'utf8'))
    : {};
  Object.assign(m, existing);
  const t0 = Date.now();
  const step = async (group, fn) => {
    if (!want(group)) return;
    const t = Date.now();
    await fn();
    cache.save();
    console.log(`${group.padEnd(14)} ${((Date.now() - t) / 1000).toFixed(1)}s`);
  };

  await step('brand', () => buildBrand(m));

  await step('videos', async () => {
    await buildVideo(m, 'hero', '');
    await buildVideo(m, 'welcome', '');
    await buildVideo(m, 'career', '');
  });

  await step('services', async () => {
    m.services = {};
    for (const slug of Object.keys(services)) {
      m.services[slug] = await image('services', slug, services[slug], 640, 480, SERVICE_ALTS[slug], {
        sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
      });
    }
  });

  await step('features', async () => {
    m.features = {};
    const alts = {
      'tailored-branding':
        'A brand board: logo, colour palette with hex codes, type specimen and a business card.',
      'results-driven-marketing':
        'A growth dashboard with SEO, social media and content progress bars beside a social post on a phone.',
    };
    for (const k of Object.keys(features))
      m.features[k] = await image('features', k, features[k], 640, 480, alts[k], {
        sizes: '(min-width: 1024px) 560px, 100vw',
      });
  });

  await step('philosophy', async () => {
    m.philosophy = [];
    for (const [k, alt] of PHILOSOPHY_DEF)
      m.philosophy.push(
        await image('philosophy', k, philosophy[k], 480, 720, alt, {
          sizes: '(min-width: 1024px) 480px, 100vw',
        }),
      );
  });

  await step('testimonials', async () => {
    m.testimonials = [];
    for (let i = 0; i < TESTIMONIAL_LOOKS.length; i++) {
      const scene = (doc) =>
        portrait(doc, 0, 0, doc.w, {
          seed: `testimonial-${i}`,
          ...TESTIMONIAL_LOOKS[i],
          bg: ['#2a2a30', '#0e0e11'],
        });
      m.testimonials.push(
        await image('testimonials', `client-${i + 1}`, scene, 96, 96, '', { sizes: '96px' }),
      );
    }
  });

  await step('offers', async () => {
    m.offers = {};
    for (const k of Object.keys(OFFER_DEF))
      m.offers[k] = await image('offers', k, offers[k], 640, 480, OFFER_DEF[k], {
        sizes: '(min-width: 1024px) 560px, 100vw',
      });
  });

  await step('courses', async () => {
    m.courses = {};
    for (const id of Object.keys(COURSES))
      m.courses[id] = await image('courses', id, courses[id], 640, 400, COURSE_ALT(id), {
        sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
      });
  });

  await step('products', async () => {
    m.products = {};
    for (const [slug, [scene, alt]] of Object.entries(PRODUCT_DEF))
      m.products[slug] = await image('products', slug, products[scene], 800, 600, alt, {
        sizes: '(min-width: 1024px) 560px, 100vw',
      });
  });

  await step('portfolio', async () => {
    m.portfolio = [];
    for (const [key, [name, kind, , , tagline]] of Object.entries(CLIENTS)) {
      const img = await image(
        'portfolio',
        key,
        portfolio[key],
        800,
        600,
        `${tagline} designed for ${name}: ${kind === 'app' ? 'two phone screens and a 4.8 store rating' : 'the home page in a browser window'}.`,
        { sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' },
      );
      const logo = clientLogo(key);
      writeSvg(join(PUB, 'portfolio', 'logos'), `${key}.svg`, logo.svg);
      m.portfolio.push({
        key,
        client: name,
        category: kind === 'app' ? 'App Design' : 'Web Design',
        image: img,
        logo: {
          src: url(join(PUB, 'portfolio', 'logos', `${key}.svg`)),
          width: logo.w,
          height: logo.h,
          alt: `${name} logo`,
        },
      });
    }
  });

  await step('trusted', async () => {
    m.trustedBy = [];
    for (const key of Object.keys(TRUSTED)) {
      const logo = trustedLogo(key);
      writeSvg(join(PUB, 'trusted'), `${key}.svg`, logo.svg);
      m.trustedBy.push({
        src: url(join(PUB, 'trusted', `${key}.svg`)),
        width: logo.w,
        height: logo.h,
        alt: TRUSTED[key][0],
      });
    }
  });

  await step('about', async () => {
    m.about = {
      hero: await image(
        'about',
        'about-hero',
        about['about-hero'],
        1200,
        720,
        'An isometric studio with four desks and screens, a server rack and a plant, with cards reading 100+ projects shipped and a 4.9 average rating.',
        { sizes: '(min-width: 1200px) 1200px, 100vw' },
      ),
      cards: {},
      teamIntro: await image(
        'about',
        'team-intro',
        team['team-intro'],
        1200,
        800,
        'Six team members for design, backend, QA, mobile, DevOps and product around a laptop showing a website.',
        { sizes: '(min-width: 1200px) 1200px, 100vw' },
      ),
    };
    for (const k of ABOUT_CARDS)
      m.about.cards[k] = await image('about/cards', k, aboutCards[k], 480, 360, '', {
        sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
      });
  });

  // Seed media for the API server: seed/media/<folder>/<slug>.webp, the layout packages/api-server/src/db/seed.ts reads.
  await step('seed', async () => {
    const index = { blogs: [], team: [], courses: [] };
    for (const [slug, [scene, alt]] of Object.entries(BLOG_COVERS)) {
      await image('blogs', slug, blog[scene], 1200, 675, alt, { root: SEED, scales: [1], formats: ['webp'] });
      index.blogs.push({ file: `blogs/${slug}.webp`, width: 1200, height: 675, alt });
    }
    for (const [slug, [, alt]] of Object.entries(TEAM)) {
      await image('team', slug, teamPortraits[slug], 480, 480, alt, {
        root: SEED,
        scales: [1],
        formats: ['webp'],
      });
      index.team.push({ file: `team/${slug}.webp`, width: 480, height: 480, alt });
    }
    for (const id of Object.keys(COURSES)) {
      await image('courses', id, courses[id], 640, 400, COURSE_ALT(id), {
        root: SEED,
        scales: [1],
        formats: ['webp'],
      });
      index.courses.push({ file: `courses/${id}.webp`, width: 640, height: 400, alt: COURSE_ALT(id) });
    }
    writeFileSync(join(SEED, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  });

  cache.save();
  if (filters.length === 0) writeFileSync(join(here, '.manifest.json'), `${JSON.stringify(m, null, 1)}\n`);
  const groups = [
    'brand',
    'videos',
    'services',
    'features',
    'philosophy',
    'testimonials',
    'offers',
    'courses',
    'products',
    'portfolio',
    'trustedBy',
    'about',
  ];
  const missing = groups.filter((k) => !m[k]);
  if (missing.length) console.warn(`manifest not written: run the groups ${missing.join(', ')} first`);
  else await writeManifest(m);
  const total = (dir) => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);
  console.log(
    `done in ${((Date.now() - t0) / 1000).toFixed(1)}s; site media ${total(PUB)} bytes; seed media ${existsSync(SEED) ? total(SEED) : 0} bytes`,
  );
}

// -------------------------------------------------------------------------------------------------------------
// Manifest: a typed TypeScript module, formatted with the repo's Prettier config.

/**
 * The keys the content modules use ('service-app-development', 'course-basic-python', 'project-logo-3'...) ->
 * manifest expressions, by the manifest module that holds them.
 */
function keyLines(m) {
  const svc = {
    'my-bussiness-SEO': 'my-business-seo',
    'my-bussiness-listing': 'my-business-listing',
    'web-designing-development': 'web-design',
    'graphic-designing': 'graphic-design',
  };
  const crs = {
    'basic-advance-interview': 'interview',
    'seo-course': 'seo',
    'smm-course': 'smm',
    inDesign: 'indesign',
  };
  const prd = {
    'quickly-billing-software': 'billing',
    'hotel-management-software': 'hotel',
    'pharmacy-management-system': 'pharmacy',
    'school-management-software': 'school',
  };
  const off = {
    'satisfied-client': 'client',
    'years-experience': 'experience',
    'team-work': 'team',
    awards: 'awards',
  };
  const q = (k) => `'${k}'`;
  const lines = {
    services: Object.keys(m.services).map((k) => `${q(`service-${svc[k] ?? k}`)}: services[${q(k)}],`),
    courses: Object.keys(m.courses).map((k) => `${q(`course-${crs[k] ?? k}`)}: courses[${q(k)}],`),
    products: Object.keys(m.products).map((k) => `${q(`product-${prd[k]}`)}: products[${q(k)}],`),
    offers: Object.keys(m.offers).map((k) => `${q(`offer-${off[k]}`)}: offers[${q(k)}],`),
    features: [
      `'feature-branding': features['tailored-branding'],`,
      `'feature-marketing': features['results-driven-marketing'],`,
    ],
    philosophy: m.philosophy.map((_, i) => `'philosophy-${i + 1}': philosophy[${i}],`),
    testimonials: m.testimonials.map((_, i) => `'avatar-${i + 1}': testimonials[${i}],`),
    portfolio: m.portfolio.flatMap((_, i) => [
      `'project-${i + 1}': portfolio[${i}].image,`,
      `'project-logo-${i + 1}': portfolio[${i}].logo,`,
    ]),
    trustedBy: m.trustedBy.map((_, i) => `'logo-client-${i + 1}': trustedBy[${i}],`),
    about: [
      `'about-hero': about.hero,`,
      `'team-intro': about.teamIntro,`,
      ...Object.keys(m.about.cards).map((k) => `${q(`about-card-${k}`)}: about.cards[${q(k)}],`),
    ],
    videos: Object.keys(m.videos).map((k) => `${q(`video-${k}-poster`)}: videos[${q(k)}].posterImage,`),
    brand: [
      `'og-default': brand.ogDefault,`,
      `'logo-on-dark': brand.logoOnDark,`,
      `'logo-on-light': brand.logoOnLight,`,
      `'logo-png': brand.logoPng,`,
    ],
  };
  return Object.fromEntries(Object.entries(lines).map(([k, l]) => [k, l.map((line) => `  ${line}`)]));
}

const GENERATED = `// GENERATED by site/scripts/media/generate.mjs — do not edit by hand; change the generator and re-run it.`;

/**
 * The manifest modules, one per group so a page's JavaScript carries only the groups it shows. Each exports
 * the group and a map of its images by the keys the content modules use (`serviceImages`...); mediaByKey
 * joins the maps in the order of keyLines().
 */
function manifestModules(m) {
  const j = (v) => JSON.stringify(v, null, 2);
  /** Fixed-length tuple type so indexed reads are typed without undefined (noUncheckedIndexedAccess). */
  const tuple = (type, n) => `readonly [${Array.from({ length: n }, () => type).join(', ')}]`;
  const keys = keyLines(m);
  const group = (name, { types, doc, declaration, mapName, mapDoc }) => {
    const imported = [...new Set([...types, 'MediaImage'])].sort();
    return {
      name,
      mapName,
      src: `${GENERATED}
import type { ${imported.join(', ')} } from './types';

/** ${doc} */
export const ${declaration};

/** ${mapDoc} */
export const ${mapName}: Readonly<Record<string, MediaImage>> = {
${keys[name].join('\n')}
};
`,
    };
  };
  const groups = [
    group('brand', {
      types: ['BrandMedia'],
      doc: 'Logos, favicons and the default share image.',
      declaration: `brand: BrandMedia = ${j(m.brand)}`,
      mapName: 'brandImages',
      mapDoc: "Brand images by key ('og-default', 'logo-on-dark', 'logo-on-light', 'logo-png').",
    }),
    group('videos', {
      types: ['MediaVideo'],
      doc: 'Background videos: the home hero, the welcome section and the career hero.',
      declaration: `videos: Record<'hero' | 'welcome' | 'career', MediaVideo> = ${j(m.videos)}`,
      mapName: 'videoPosterImages',
      mapDoc: "Video posters by key ('video-hero-poster'...).",
    }),
    group('services', {
      types: ['MediaImage', 'ServiceMediaSlug'],
      doc: 'Service card and page images by service slug.',
      declaration: `services: Record<ServiceMediaSlug, MediaImage> = ${j(m.services)}`,
      mapName: 'serviceImages',
      mapDoc:
        "Service images by the keys of content/services.ts and content/home.ts ('service-app-development').",
    }),
    group('features', {
      types: ['MediaImage'],
      doc: "Why-choose-us feature cards: 'Tailored Branding Solutions' and 'Results-Driven Digital Marketing'.",
      declaration: `features: Record<'tailored-branding' | 'results-driven-marketing', MediaImage> = ${j(m.features)}`,
      mapName: 'featureImages',
      mapDoc: "Feature card images by the keys of content/home.ts ('feature-branding', 'feature-marketing').",
    }),
    group('philosophy', {
      types: ['MediaImage'],
      doc: 'Philosophy panels in id order 1-5 (Innovation at Heart … Client Success Driven). Tall, 2:3.',
      declaration: `philosophy: ${tuple('MediaImage', m.philosophy.length)} = ${j(m.philosophy)}`,
      mapName: 'philosophyImages',
      mapDoc: "Philosophy panels by the keys of content/home-lower.ts ('philosophy-1'...).",
    }),
    group('testimonials', {
      types: ['MediaImage'],
      doc: 'Testimonial avatars in testimonial order (decorative: the name is printed beside them).',
      declaration: `testimonials: ${tuple('MediaImage', m.testimonials.length)} = ${j(m.testimonials)}`,
      mapName: 'avatarImages',
      mapDoc: "Testimonial avatars by the keys of content/home-lower.ts ('avatar-1'...).",
    }),
    group('offers', {
      types: ['MediaImage'],
      doc: "'What we offer' tabs: Satisfied Client, Years Experience, Team Work, Awards.",
      declaration: `offers: Record<'satisfied-client' | 'years-experience' | 'team-work' | 'awards', MediaImage> = ${j(m.offers)}`,
      mapName: 'offerImages',
      mapDoc: "'What we offer' images by the keys of content/home-lower.ts ('offer-client'...).",
    }),
    group('courses', {
      types: ['CourseMediaId', 'MediaImage'],
      doc: 'Course images by course id.',
      declaration: `courses: Record<CourseMediaId, MediaImage> = ${j(m.courses)}`,
      mapName: 'courseImages',
      mapDoc:
        "Course images by the keys of content/courses.ts, which carts also keep ('course-basic-python').",
    }),
    group('products', {
      types: ['MediaImage', 'ProductMediaSlug'],
      doc: 'Product mockups by product slug (Quickly Billing, Hotel, Pharmacy, School).',
      declaration: `products: Record<ProductMediaSlug, MediaImage> = ${j(m.products)}`,
      mapName: 'productImages',
      mapDoc: "Product mockups by the keys of content/products.ts ('product-billing'...).",
    }),
    group('portfolio', {
      types: ['PortfolioMedia'],
      doc: "Portfolio: 6 App Design then 6 Web Design, each with its client's logo.",
      declaration: `portfolio: ${tuple('PortfolioMedia', m.portfolio.length)} = ${j(m.portfolio)}`,
      mapName: 'projectImages',
      mapDoc:
        "Project screens and client logos by the keys of content/portfolio.ts ('project-3', 'project-logo-3').",
    }),
    group('trustedBy', {
      types: ['MediaImage'],
      doc: 'Trusted-by strip: five monochrome logos, 50 px high.',
      declaration: `trustedBy: ${tuple('MediaImage', m.trustedBy.length)} = ${j(m.trustedBy)}`,
      mapName: 'clientLogoImages',
      mapDoc: "Trusted-by logos by the keys of content/home.ts ('logo-client-1'...).",
    }),
    group('about', {
      types: ['MediaImage'],
      doc: 'About page: hero, the five carousel cards (decorative icons: the title is printed) and the team intro.',
      declaration: `about: {
  hero: MediaImage;
  cards: Record<'mission' | 'vision' | 'values' | 'culture' | 'future', MediaImage>;
  teamIntro: MediaImage;
} = ${j(m.about)}`,
      mapName: 'aboutImages',
      mapDoc: "About page images by key ('about-hero', 'team-intro', 'about-card-mission'...).",
    }),
  ];
  const union = (record) =>
    Object.keys(record)
      .map((s) => `'${s}'`)
      .join(' | ');
  const types = `${GENERATED}
// Every image and video the site ships, with intrinsic dimensions and alt text. Images come as WebP
// (\`src\`/\`srcSet\`) with an AVIF \`sources\` entry for <picture>; \`sizes\` suits the slot the image was made for.

/** One alternative format for a <picture> <source>. */
export interface MediaSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** A raster or vector image. \`alt\` is '' for decorative images. */
export interface MediaImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  sources?: MediaSource[];
  width: number;
  height: number;
  alt: string;
}

/** A looping, muted background video. \`poster\` is a single URL for the video element's poster attribute. */
export interface MediaVideo {
  src: string;
  type: 'video/mp4' | 'video/webm';
  sources: { src: string; type: 'video/mp4' | 'video/webm' }[];
  poster: string;
  posterImage: MediaImage;
  width: number;
  height: number;
}

export interface PortfolioMedia {
  key: string;
  client: string;
  category: 'App Design' | 'Web Design';
  image: MediaImage;
  logo: MediaImage;
}

export interface BrandMedia {
  logoOnDark: MediaImage;
  logoOnLight: MediaImage;
  /** Raster logo (512 x 512) for structured data, which needs a bitmap. */
  logoPng: MediaImage;
  favicon: { svg: string; ico: string; png32: string; appleTouch: string; icon192: string; icon512: string };
  ogDefault: MediaImage;
}

export type ServiceMediaSlug = ${union(m.services)};
export type CourseMediaId = ${union(m.courses)};
export type ProductMediaSlug = ${union(m.products)};
`;
  const names = groups.map((g) => g.name);
  const mapOf = Object.fromEntries(groups.map((g) => [g.name, g.mapName]));
  const index = `${GENERATED}
// The whole manifest. Pages import the group they show ('./media/services'...), so that a page's JavaScript
// does not carry every image of the site; this module is for tools, tests and lookups across groups.
${names.map((n) => `import { ${n}, ${mapOf[n]} } from './${n}';`).join('\n')}
import type { MediaImage } from './types';

export type * from './types';
export { ${names.map((n) => `${n}, ${mapOf[n]}`).join(', ')} };

/**
 * Flat lookup by the image keys used in the content modules (site/src/content/*.ts), e.g. 'service-app-development',
 * 'course-basic-python', 'project-3', 'project-logo-3', 'philosophy-1', 'avatar-1', 'offer-client', 'logo-client-1'.
 */
export const mediaByKey: Readonly<Record<string, MediaImage>> = {
${Object.keys(keys)
  .map((n) => `  ...${mapOf[n]},`)
  .join('\n')}
};
`;
  return [
    { file: 'types.ts', src: types },
    ...groups.map(({ name, src }) => ({ file: `${name}.ts`, src })),
    { file: 'index.ts', src: index },
  ];
}

async function writeManifest(m) {
  let format = async (src) => src;
  try {
    const prettier = await import('prettier');
    const config = JSON.parse(readFileSync(join(repo, '.prettierrc.json'), 'utf8'));
    format = (src) => prettier.format(src, { ...config, parser: 'typescript' });
  } catch (e) {
    console.warn(`prettier unavailable (${e.message}); writing an unformatted manifest`);
  }
  rmSync(MANIFEST_DIR, { recursive: true, force: true });
  mkdirSync(MANIFEST_DIR, { recursive: true });
  for (const { file, src } of manifestModules(m)) writeFileSync(join(MANIFEST_DIR, file), await format(src));
}

await main();

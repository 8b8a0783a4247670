import { courseCatalog, productCatalog, staffPasswordProblem } from '@company/contracts';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ServerConfig } from '../config.js';
import { revokeAllSessions } from '../lib/auth.js';
import { createDiskStore, objectKey, type ObjectStore } from '../lib/storage.js';
import { contentTypeOf } from '../lib/uploads.js';
import type { Db } from './client.js';
import { seedBlogs, seedCourseCopy, seedJobs, seedTeam } from './seed-data.js';
import { seedLessons } from './seed-lessons.js';
import { blogs, courses, jobs, meta, products, teamMembers, users } from './schema.js';

const SEED_KEY = 'seed:content:v1';
const mediaExtensions = ['.webp', '.jpg', '.jpeg', '.png', '.svg'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function hue(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 360;
  return value;
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A 1200x675 cover in the brand colours (red on black) with the title, for blogs and courses. */
export function coverSvg(title: string, label: string): string {
  const accent = `hsl(${hue(title)} 70% 45%)`;
  const lines = wrap(title, 26)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0b0b"/><stop offset="1" stop-color="#2a0b0b"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<circle cx="1030" cy="140" r="220" fill="${accent}" opacity="0.35"/>
<circle cx="1120" cy="560" r="140" fill="#cc2929" opacity="0.55"/>
<rect x="80" y="120" width="120" height="10" rx="5" fill="#cc2929"/>
<text x="80" y="190" font-family="Segoe UI, Arial, sans-serif" font-size="30" fill="#f2b8b8" letter-spacing="4">${escapeXml(label.toUpperCase())}</text>
<text x="80" y="300" font-family="Segoe UI, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${lines}</text>
</svg>
`;
}

/** A 600x600 portrait placeholder with the person's initials. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(name)}">
<rect width="600" height="600" fill="hsl(${hue(name)} 35% 18%)"/>
<circle cx="300" cy="300" r="230" fill="#cc2929"/>
<text x="300" y="345" text-anchor="middle" font-family="Segoe UI, Arial, sans-serif" font-size="150" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`;
}

/**
 * Puts `<slug>.<ext>` into the object store's `<folder>/`: the file from seed/media/<folder> when one exists
 * (any of webp, jpg, jpeg, png, svg; an existing object is kept), else the generated SVG (written when it
 * differs). Returns the file name.
 */
async function placeMedia(
  config: ServerConfig,
  store: ObjectStore,
  folder: string,
  slug: string,
  fallbackSvg: () => string,
): Promise<string> {
  const sourceDir = join(config.packageRoot, 'seed', 'media', folder);
  let available: string[] = [];
  try {
    available = await readdir(sourceDir);
  } catch {
    // No seed media for this folder.
  }
  for (const extension of mediaExtensions) {
    const name = `${slug}${extension}`;
    if (available.includes(name)) {
      const key = objectKey(folder, name);
      if (!(await store.head(key)))
        await store.put(key, await readFile(join(sourceDir, name)), contentTypeOf(name));
      return name;
    }
  }
  const name = `${slug}.svg`;
  const svg = Buffer.from(fallbackSvg());
  const key = objectKey(folder, name);
  if (!(await store.holds(key, svg))) await store.put(key, svg, 'image/svg+xml');
  return name;
}

const daysAgo = (days: number, base: number) => new Date(base - days * 86_400_000);

/**
 * Brings the database to its starting content. Every start: the courses and products of the spec's
 * catalogue (a missing one is inserted with the catalogue's price, available; an existing one gets the
 * catalogue's title, category and order, but keeps the price and availability staff set in the console:
 * issue 24 (docs/requirements/issues/24-staff-console.md)), and the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. First start only (claimed atomically, so two
 * servers on one PostgreSQL seed once): blogs, jobs and the team, with their images.
 */
export async function seedDatabase(
  db: Db,
  config: ServerConfig,
  store: ObjectStore = createDiskStore(config.uploadDir),
): Promise<void> {
  const courseImages = new Map<string, string>();
  for (const course of courseCatalog) {
    courseImages.set(
      course.id,
      await placeMedia(config, store, 'courses', course.id, () => coverSvg(course.title, course.category)),
    );
  }
  const blogImages = new Map<string, string>();
  for (const blog of seedBlogs) {
    blogImages.set(
      blog.slug,
      await placeMedia(config, store, 'blogs', blog.slug, () => coverSvg(blog.title, 'Acme Softech blog')),
    );
  }
  const teamImages = new Map<string, string>();
  for (const member of seedTeam) {
    teamImages.set(
      member.slug,
      await placeMedia(config, store, 'team', member.slug, () => avatarSvg(member.name)),
    );
  }

  await db.transaction(async (tx) => {
    for (const [index, course] of courseCatalog.entries()) {
      const copy = seedCourseCopy[course.id];
      await tx
        .insert(courses)
        .values({
          id: course.id,
          title: course.title,
          category: course.category,
          price: course.price,
          description: copy.description,
          details: copy.details,
          videos: [],
          image: courseImages.get(course.id)!,
          sortOrder: index,
        })
        // Never `price` or `available`: after the first start they are what staff set in the console.
        .onConflictDoUpdate({
          target: courses.id,
          set: { title: course.title, category: course.category, sortOrder: index },
        });
    }
    for (const [index, product] of productCatalog.entries()) {
      await tx
        .insert(products)
        .values({ id: product.id, title: product.title, price: product.price, sortOrder: index })
        .onConflictDoUpdate({ target: products.id, set: { title: product.title, sortOrder: index } });
    }

    const claimed = await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (claimed.length === 0) return;

    const now = Date.now();
    await tx.insert(blogs).values(
      seedBlogs.map((blog) => ({
        title: blog.title,
        description: blog.description,
        image: blogImages.get(blog.slug)!,
        createdAt: daysAgo(blog.daysAgo, now),
      })),
    );
    await tx.insert(jobs).values(
      seedJobs.map((job) => ({
        jobTitle: job.jobTitle,
        experience: job.experience,
        education: job.education,
        location: job.location,
        skill: job.skill,
        description: job.description,
        createdAt: daysAgo(job.daysAgo, now),
        updatedAt: daysAgo(Math.max(0, job.daysAgo - 1), now),
      })),
    );
    await tx.insert(teamMembers).values(
      seedTeam.map((member, index) => ({
        name: member.name,
        role: member.role,
        description: member.description,
        linkedin: member.linkedin,
        github: member.github,
        twitter: member.twitter,
        image: teamImages.get(member.slug)!,
        sortOrder: index,
      })),
    );
  });

  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): modules and playable lessons per course.
  await seedLessons(db, config, store);
  await ensureAdmin(db, config);
}

/** Creates the administrator, or promotes the account and updates its password when the variables change. */
async function ensureAdmin(db: Db, config: ServerConfig): Promise<void> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the staff rule; loadConfig refuses it first.
  const weak = staffPasswordProblem(adminPassword);
  if (weak) throw new Error(`ADMIN_PASSWORD is too weak for the administrator: ${weak}`);
  const [existing] = await db.select().from(users).where(eq(users.email, adminEmail));
  const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  if (!existing) {
    await db
      .insert(users)
      .values({
        name: config.adminName,
        email: adminEmail,
        mobile: '',
        address: '',
        passwordHash: await hash(adminPassword, options),
        role: 'admin',
      })
      .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
    return;
  }
  const samePassword = await verify(existing.passwordHash, adminPassword).catch(() => false);
  if (existing.role !== 'admin' || !samePassword) {
    const passwordHash = samePassword ? undefined : await hash(adminPassword, options);
    // A role or password change ends every session of the account (docs/requirements/issues/23-safe-in-production.md): a session started as a
    // customer, or with the old password, must sign in again.
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: 'admin', ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, existing.id));
      await revokeAllSessions(tx as unknown as Db, existing.id);
    });
  }
}

/** Test helper: how many rows a table has. */
export async function countRows(
  db: Db,
  table: 'blogs' | 'jobs' | 'team_members' | 'courses' | 'products',
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`));
  return Number(result.rows[0]?.count ?? 0);
}

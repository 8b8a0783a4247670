/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): every site address answers an HTML
 * page while PostgreSQL is down (its prerendered content, the page with what it could load, or the site's
 * own error page with 503 and Retry-After), never the API's JSON and never a stack; and works again once
 * PostgreSQL is back. The real built server and site on a PostgreSQL cluster of this test's own (it is
 * stopped mid-test, so it cannot be the suite's shared TEST_DATABASE_URL server).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  repoRoot,
  siteBuildDir,
  spawnServer,
  ensureServerBuilt,
  type ServerProcess,
  waitHealthy,
} from './harness-b';

const PGBIN = '/usr/lib/postgresql/15/bin';
const postgresScript = join(repoRoot, '.ci', 'postgres.sh');

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * Every route pattern of the built site (its server build's route table, so a route added later is
 * swept too), as full paths like `/blog/:id` or `/admin/applications/:kind/:id`.
 */
function sitePatterns(): string[] {
  const script = `import(${JSON.stringify(join(siteBuildDir, 'server', 'index.js'))}).then((build) => {
    const routes = Object.values(build.routes).map(({ id, parentId, path, index }) => ({ id, parentId, path, index }));
    process.stdout.write(JSON.stringify(routes));
  })`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not read the site's routes: ${result.stderr}`);
  const routes = JSON.parse(result.stdout) as RouteEntry[];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const base = parent ? fullPath(parent) : '';
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base || '/';
  };
  const patterns = new Set<string>();
  for (const route of routes) {
    // A layout with an index child is reached through the index; root alone is '/'.
    if (!route.index && routes.some((child) => child.parentId === route.id && child.index)) continue;
    patterns.add(fullPath(route));
  }
  return [...patterns].sort();
}

/** A concrete address for a pattern: a real one from the sitemap when there is one, else made up. */
function addressFor(pattern: string, known: string[]): string {
  if (pattern.endsWith('/*') || pattern === '*') return pattern.replace(/\*$/, 'no-such-page-here');
  if (!pattern.includes(':')) return pattern;
  const matcher = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  const real = known.find((path) => matcher.test(path));
  if (real) return real;
  return pattern.replace(/:kind\b/g, 'job').replace(/:[A-Za-z]+/g, '4f0a9d6e-1c2b-4c3d-8e9f-0a1b2c3d4e5f');
}

function asPostgres(command: string): void {
  const result =
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
      : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !existsSync(PGBIN))(
  'every site address while PostgreSQL is down',
  () => {
    let server: ServerProcess;
    let dataDir: string;
    let pgDir: string;
    let pgPort: number;
    let pgEnv: NodeJS.ProcessEnv;
    let patterns: string[] = [];
    let addresses: string[] = [];
    const blogTitles: string[] = [];

    const postgresUp = () =>
      asPostgres(
        `${PGBIN}/pg_ctl -D ${pgDir}/data -l ${pgDir}/pg.log -w -o '-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off' start`,
      );
    const postgresDown = () => {
      const stopped = spawnSync('bash', [postgresScript, 'stop'], { env: pgEnv, encoding: 'utf8' });
      if (stopped.status !== 0) throw new Error(`PostgreSQL did not stop: ${stopped.stderr}`);
    };

    beforeAll(async () => {
      ensureServerBuilt();
      if (!existsSync(join(siteBuildDir, 'server', 'index.js')))
        throw new Error('build the site first (pnpm build)');
      pgPort = await freePort();
      pgDir = mkdtempSync(join(tmpdir(), 'acme-site-outage-pg-'));
      pgEnv = { ...process.env, PGCI_PORT: String(pgPort), PGCI_DIR: pgDir };
      const started = spawnSync('bash', [postgresScript, 'start'], { env: pgEnv, encoding: 'utf8' });
      if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
      const databaseUrl = started.stdout.trim().split('\n').at(-1)!;
      dataDir = mkdtempSync(join(tmpdir(), 'acme-site-outage-data-'));
      server = spawnServer({
        dataDir,
        port: await freePort(),
        env: { DATABASE_URL: databaseUrl, SITE_BUILD_DIR: siteBuildDir },
      });
      await waitHealthy(server, 120_000);
      // Real addresses for the dynamic patterns (a blog, a job, a course, a service), read while all is up.
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const known = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      const blogs = (await (await fetch(`${server.api}/blog?limit=3`)).json()) as {
        data: { title: string }[];
      };
      blogTitles.push(...blogs.data.map((blog) => blog.title));
      expect(blogTitles.length).toBeGreaterThan(0);
      patterns = sitePatterns();
      addresses = patterns.map((pattern) => addressFor(pattern, known));
      // Query strings make prerendered pages render on the server: sweep one of those too.
      addresses.push('/courses?category=marketing', '/products?from=outage');
      postgresDown();
    }, 240_000);

    afterAll(async () => {
      await server?.stop();
      if (pgDir) {
        spawnSync('bash', [postgresScript, 'stop'], { env: pgEnv });
        rmSync(pgDir, { recursive: true, force: true });
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('covers the whole route table', () => {
      for (const expected of [
        '/',
        '/courses',
        '/courses/:id',
        '/blog/:id',
        '/user/myprofile',
        '/admin/orders',
      ])
        expect(patterns).toContain(expected);
      expect(addresses.length).toBeGreaterThan(60);
    });

    for (const signedIn of [false, true]) {
      it(`answers every address with an HTML page (${signedIn ? 'with' : 'without'} a session hint)`, async () => {
        expect(await fetch(`${server.api}/blog`).then((answer) => answer.status)).toBe(503);
        const failures: string[] = [];
        for (const address of addresses) {
          const answer = await fetch(`${server.origin}${address}`, {
            headers: {
              accept: 'text/html,application/xhtml+xml',
              ...(signedIn ? { cookie: 'acme_signed_in=1' } : {}),
            },
          });
          const type = answer.headers.get('content-type') ?? '';
          const body = await answer.text();
          const problems: string[] = [];
          if (/\n\s+at .+:\d+:\d+/.test(body) || /ECONNREFUSED|node_modules\//.test(body))
            problems.push('a stack trace');
          if (type.includes('json') || body.trimStart().startsWith('{')) problems.push('JSON');
          if (![200, 404, 503].includes(answer.status)) problems.push(`status ${answer.status}`);
          if (answer.status === 503 && !answer.headers.get('retry-after'))
            problems.push('503 without Retry-After');
          // Resource routes (sitemap.xml, robots.txt) keep their own type; every page is the site's HTML.
          if (!/\.[a-z]+$/.test(address)) {
            if (!type.startsWith('text/html')) problems.push(`type ${type}`);
            if (!/^<!doctype html>/i.test(body) || !body.includes('lang="en-IN"'))
              problems.push('not the site');
            if (!/<header\b/.test(body) || !/<footer\b/.test(body)) problems.push('no header/footer');
          }
          if (problems.length > 0)
            failures.push(
              `${address} → ${answer.status} ${type}: ${problems.join(', ')}: ${body.slice(0, 120)}`,
            );
        }
        expect(failures).toEqual([]);
      }, 180_000);
    }

    it('says so in the site’s words, with a way to try again', async () => {
      // /unavailable is what the server sends for an address it cannot render.
      const page = await (await fetch(`${server.origin}/unavailable`)).text();
      expect(page).toContain('We’ll be right back');
      expect(page).toContain('Try again');
    });

    it('answers an address it cannot render with the site’s own page, not JSON', async () => {
      // A Host header no URL can be made of fails the renderer: the error reaches the site's error handler.
      const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: new URL(server.origin).port,
            path: '/blogs',
            headers: { host: 'no such host', accept: 'text/html' },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type']),
                body,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain('We’ll be right back');
      expect(answer.body).toMatch(/<header\b[\s\S]*<footer\b/);
      // "Try again" asks for the address that failed; no script would hydrate it as /unavailable.
      expect(answer.body).toMatch(
        /<a [^>]*href="\/blogs"[^>]*data-retry-link|<a [^>]*data-retry-link[^>]*href="\/blogs"/,
      );
      expect(answer.body).not.toMatch(/<script\b/);
    });

    it('works again once PostgreSQL is back', async () => {
      postgresUp();
      const deadline = Date.now() + 60_000;
      let blogs = '';
      while (Date.now() < deadline) {
        const answer = await fetch(`${server.origin}/blogs`, { headers: { accept: 'text/html' } });
        blogs = await answer.text();
        if (answer.status === 200 && blogs.includes(blogTitles[0]!.replace(/&/g, '&amp;'))) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(blogs).toContain(blogTitles[0]!.replace(/&/g, '&amp;'));
      for (const address of ['/courses', '/courses?category=marketing', '/products']) {
        const answer = await fetch(`${server.origin}${address}`, { headers: { accept: 'text/html' } });
        expect(answer.status, address).toBe(200);
        expect(answer.headers.get('content-type'), address).toMatch(/^text\/html/);
      }
    }, 90_000);
  },
);

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md), Deliver 1: generated bad input for every route.
 * The routes come from the app's own route table (`app.routeTable`, recorded as they are registered), so a
 * route added later is covered with no change here. For every route, fast-check generates hostile cases (one
 * body, query or path field made wrong while the rest stays valid; wrong content types, broken bodies; every
 * kind of token), sent over real HTTP to the built server (`dist/main.js`, its own process, as in production: a
 * client and server sharing one event loop hide refusals the client cannot read) on a real PGlite database.
 * A case fails on:
 * - `5xx`: any server error;
 * - `internal detail`: a stack trace, file path, SQL error code or text, or an internal error name in a body;
 * - `2xx on invalid input`: a write route accepting a body that is wrong by construction (tests/fuzz/schema.ts);
 * - `unreadable refusal`: no answer (a socket error such as EPIPE or ECONNRESET), or a 4xx that is not JSON
 *   with a `message`;
 * - `auth after validation`: a route that declares a token answering anything but 401 (no, bad or expired
 *   token) or 403 (a customer or staff where more is needed) whatever the input; and a route that declares
 *   none but answered an anonymous caller 401 once and validated the input of another (400);
 * - `prototype pollution`: `Object.prototype` changed by a request.
 *
 * Each route gets a systematic sweep (`sweepFor`), then random cases (`casesFor`).
 * Seeded and replayable: `FUZZ_SEED` (printed; a fixed seed under CI=true so a run is repeatable, a new random one
 * on a developer's machine so each run there explores further), `FUZZ_RUNS` (random cases in all, default 3000), `FUZZ_ROUTE` and
 * `FUZZ_CASE` (one route, one case), `FUZZ_REPORT` (a JSON file of the failures by kind and route).
 */
import fc from 'fast-check';
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RouteEntry } from '../../packages/api-server/src/lib/route-table.js';
import { JWT_SECRET, signToken } from '../../packages/api-server/test/helpers.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  assertServerBuilt,
  customer,
  freshDataDir,
  pdfBytes,
  pngBytes,
  signIn,
  spawnServer,
  type Spawned,
  startApp,
  visitor,
} from '../security/harness-a';
import { type Case, casesFor, modelOf, sweepFor, type TokenKind } from './cases';
import { isFileValue } from './schema';

const CI_SEED = 310_031;
const seed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI === 'true'
    ? CI_SEED
    : Math.floor(Math.random() * 2 ** 31);
const totalRuns = Number(process.env.FUZZ_RUNS ?? 3000);
const onlyRoute = process.env.FUZZ_ROUTE;
const onlyCase = process.env.FUZZ_CASE === undefined ? undefined : Number(process.env.FUZZ_CASE);

type Kind =
  | '5xx'
  | 'internal detail'
  | '2xx on invalid input'
  | 'unreadable refusal'
  | 'auth after validation'
  | 'prototype pollution';

interface Failure {
  kind: Kind;
  route: string;
  index: number;
  label: string;
  token: TokenKind;
  status: number | string;
  excerpt: string;
}

/** What no answer may show: stack frames and paths on the server. */
const internalAnywhere = [
  /\bat (?:async )?\S+ \(?(?:file:|\/|node:)[^)\s]*:\d+:\d+\)?/,
  /(?:\/work\/|\/home\/|\/usr\/lib\/|\/tmp\/|node_modules|file:\/\/)/,
];
/** What no refusal may show: SQL error codes and texts, driver and internal error names. */
const internalInErrors = [
  /\b(?:SQLSTATE|22P02|22P05|22021|23505|23503|23502|42P01|42703|42601)\b/,
  /syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|invalid input syntax for|invalid byte sequence|relation "\w+" does not exist|Failed query|PGlite|drizzle/i,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FastifyError)\b/,
  /\bFST_[A-Z_]+\b/,
];

/** Stable per route, so a route added later does not change the cases of the others. */
function routeSeed(key: string): number {
  let hash = seed >>> 0;
  for (const char of key) hash = (Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0) & 0x7fffffff;
  return hash;
}

const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('issue 31: generated hostile input for every route of the route table', () => {
  let server: Spawned;
  let dataDir: string;
  let table: RouteEntry[];
  const tokens = {} as Record<TokenKind, string | undefined>;

  let accounts = 0;
  /** A new customer account (a case may delete one: the next case gets a fresh account). */
  const newCustomer = async () =>
    (await customer(visitor(server.origin), `fuzz.${++accounts}@example.com`)).token;
  async function newStaff(): Promise<string> {
    const email = `fuzz.staff.${++accounts}@example.com`;
    await customer(visitor(server.origin), email);
    const granted = await visitor(server.origin).api('POST', 'admin/staff', {
      json: { email },
      token: tokens.admin,
    });
    if (granted.status !== 201) throw new Error(`staff grant failed: ${granted.status} ${granted.text}`);
    return signIn(visitor(server.origin), email, 'customer-password-1');
  }
  /** After a write that succeeded: a customer or staff account that it ended is replaced. */
  async function keepIdentities(): Promise<void> {
    for (const kind of ['customer', 'staff'] as const) {
      const me = await visitor(server.origin).api('GET', 'customer/me', { token: tokens[kind] });
      if (me.status === 401) tokens[kind] = kind === 'customer' ? await newCustomer() : await newStaff();
    }
  }

  beforeAll(async () => {
    assertServerBuilt();
    // The route table of the app factory (the same sources as the build), then the built server to attack.
    const factory = await startApp();
    table = factory.app.routeTable;
    await factory.close();
    dataDir = await freshDataDir();
    // Tokens that outlast a long run (FUZZ_RUNS): an access token expiring mid-run would change the answers.
    const env = { NODE_ENV: 'test', RATE_LIMITS: 'off', JWT_SECRET, ACCESS_TOKEN_TTL: '12h' };
    const started = await spawnServer(env, dataDir);
    if (!started.ready) throw new Error(`the server did not start:\n${started.output()}`);
    server = started;
    tokens.admin = await signIn(visitor(server.origin), ADMIN_EMAIL, ADMIN_PASSWORD);
    const admin = tokens.admin;
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub as string;
    // An access token still unexpired whose account was deleted.
    const deleted = await newCustomer();
    const gone = await visitor(server.origin).api('POST', 'customer/me/delete', {
      json: { confirm: 'DELETE' },
      token: deleted,
    });
    if (gone.status !== 200) throw new Error(`account deletion failed: ${gone.status} ${gone.text}`);
    Object.assign(tokens, {
      none: undefined,
      customer: await newCustomer(),
      staff: await newStaff(),
      deleted,
      forged: await signToken(
        { sub: adminId, role: 'admin' },
        '1h',
        'a-forged-secret-that-is-not-the-servers-0123',
      ),
      expired: await signToken(
        { sub: adminId, role: 'admin' },
        Math.floor(Date.now() / 1000) - 60,
        JWT_SECRET,
      ),
      malformed: 'not-a-token',
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(
    route: RouteEntry,
    c: Case,
  ): Promise<{ status: number; text: string; type: string } | { error: string }> {
    const headers: Record<string, string> = {};
    const token = tokens[c.token];
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | Buffer | FormData | undefined;
    if (c.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.body.value);
    } else if (c.body?.kind === 'raw') {
      headers['content-type'] = c.body.contentType;
      body = c.body.bytes;
    } else if (c.body?.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of Object.entries(c.body.fields)) {
        if (isFileValue(value)) {
          const bytes = value.bytes
            ? Buffer.concat([pdfBytes(), Buffer.alloc(value.bytes, 0x20)])
            : value.name.endsWith('.pdf')
              ? pdfBytes()
              : pngBytes();
          form.append(name, new Blob([new Uint8Array(bytes)]), value.name);
        } else form.append(name, String(value));
      }
      body = form;
    }
    try {
      const response = await fetch(`${server.origin}${c.path}`, {
        method: route.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return {
        error: `${(error as Error).name}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      };
    }
  }

  /** The failures of one answer. */
  function judge(
    route: RouteEntry,
    c: Case,
    answer: Awaited<ReturnType<typeof send>>,
  ): Array<[Kind, string]> {
    if ('error' in answer) return [['unreadable refusal', `no answer: ${answer.error}`]];
    const found: Array<[Kind, string]> = [];
    const { status, text } = answer;
    const excerpt = text.slice(0, 200);
    if (status >= 500) found.push(['5xx', excerpt]);
    const detail = [...internalAnywhere, ...(status >= 400 ? internalInErrors : [])].find((pattern) =>
      pattern.test(text),
    );
    if (detail) found.push(['internal detail', `${detail}: ${excerpt}`]);
    if (c.invalid && status >= 200 && status < 300) found.push(['2xx on invalid input', excerpt]);
    if (status >= 400 && status < 500) {
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (!answer.type.includes('json') || typeof message !== 'string')
        found.push(['unreadable refusal', `${answer.type}: ${excerpt}`]);
    }
    const reached = c.routable && !(status === 404 && text.includes('No route for'));
    if (route.auth !== 'none' && reached) {
      const anonymous = ['none', 'forged', 'expired', 'malformed', 'deleted'].includes(c.token);
      const expected =
        c.token === 'deleted' && [401, 403].includes(status)
          ? undefined
          : anonymous
            ? 401
            : c.token === 'customer' && route.auth !== 'customer'
              ? 403
              : c.token === 'staff' && route.auth === 'admin'
                ? 403
                : undefined;
      if (expected !== undefined && status !== expected)
        found.push(['auth after validation', `declared ${route.auth}, expected ${expected}: ${excerpt}`]);
    }
    if (
      ({} as Record<string, unknown>).polluted !== undefined ||
      ({} as Record<string, unknown>).role !== undefined
    )
      found.push(['prototype pollution', excerpt]);
    return found;
  }

  it('answers every hostile case with a readable refusal or a harmless success, never a 5xx', async () => {
    const all = table;
    expect(all.length, 'the route table is empty').toBeGreaterThan(0);
    // From the whole table, so that a replay of one route draws the same cases.
    const perRoute = Math.max(1, Math.ceil(totalRuns / all.length));
    const chosen = all.filter((route) => !onlyRoute || routeKey(route) === onlyRoute);
    const failures: Failure[] = [];
    /** Per route without a declared token: whether an anonymous caller got 401, and got 400 elsewhere. */
    const anonymous = new Map<string, { unauthorised?: string; validated?: string }>();
    let sent = 0;
    const started = Date.now();
    /** Ids seen in successful answers, by the path that gave them: later routes address real records. */
    const known = new Map<string, string[]>();
    const harvest = (path: string, text: string) => {
      const prefix = path.split('?')[0]!;
      const ids: string[] = [];
      const walk = (value: unknown, depth: number) => {
        if (depth > 4 || typeof value !== 'object' || value === null) return;
        if (Array.isArray(value)) return value.slice(0, 5).forEach((item) => walk(item, depth + 1));
        const id = (value as { id?: unknown }).id;
        if (typeof id === 'string' && /^[\w-]{1,100}$/.test(id)) ids.push(id);
        Object.values(value).forEach((item) => walk(item, depth + 1));
      };
      try {
        walk(JSON.parse(text), 0);
      } catch {
        return;
      }
      if (ids.length > 0)
        known.set(prefix, [...new Set([...ids, ...(known.get(prefix) ?? [])])].slice(0, 20));
    };

    for (const route of chosen) {
      const key = routeKey(route);
      const model = modelOf(route, known);
      const cases = [
        ...sweepFor(model),
        ...fc.sample(casesFor(model), { seed: routeSeed(key), numRuns: perRoute }),
      ];
      for (const [index, c] of cases.entries()) {
        if (onlyCase !== undefined && index !== onlyCase) continue;
        const answer = await send(route, c);
        sent++;
        if (!('error' in answer) && answer.status < 300) {
          if (route.method !== 'GET') await keepIdentities();
          else harvest(c.path, answer.text);
        }
        for (const [kind, excerpt] of judge(route, c, answer)) {
          failures.push({
            kind,
            route: key,
            index,
            label: c.label,
            token: c.token,
            status: 'error' in answer ? answer.error : answer.status,
            excerpt,
          });
        }
        if (route.auth === 'none' && c.token === 'none' && c.routable && !('error' in answer)) {
          const seen = anonymous.get(key) ?? {};
          if (answer.status === 401 && answer.text.includes('Please sign in'))
            seen.unauthorised ??= `#${index} ${c.label}`;
          if (answer.status === 400 && /"errors":\{"[^"]/.test(answer.text))
            seen.validated ??= `#${index} ${c.label}`;
          anonymous.set(key, seen);
        }
      }
    }
    for (const [key, seen] of anonymous) {
      if (seen.unauthorised && seen.validated) {
        failures.push({
          kind: 'auth after validation',
          route: key,
          index: Number(seen.validated.slice(1).split(' ')[0]),
          label: `anonymous: 401 for ${seen.unauthorised}, but the input of ${seen.validated} was validated first`,
          token: 'none',
          status: 400,
          excerpt: 'declare the route’s token check as an onRequest hook (lib/admin-only.ts)',
        });
      }
    }

    const byKind: Record<string, number> = {};
    const byRoute: Record<string, number> = {};
    for (const failure of failures) {
      byKind[failure.kind] = (byKind[failure.kind] ?? 0) + 1;
      byRoute[failure.route] = (byRoute[failure.route] ?? 0) + 1;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: seed ${seed}, ${sent} cases over ${chosen.length} routes in ${seconds} s, ${failures.length} failures` +
        (failures.length > 0 ? ` ${JSON.stringify(byKind)}` : ''),
    );
    if (process.env.FUZZ_REPORT) {
      writeFileSync(
        process.env.FUZZ_REPORT,
        JSON.stringify({ seed, cases: sent, routes: chosen.length, byKind, byRoute, failures }, null, 2),
      );
    }
    const replay = (failure: Failure) =>
      `FUZZ_SEED=${seed} FUZZ_RUNS=${totalRuns} FUZZ_ROUTE='${failure.route}' FUZZ_CASE=${failure.index}`;
    const shown = failures
      .slice(0, 40)
      .map(
        (failure) =>
          `[${failure.kind}] ${failure.route} #${failure.index} ${failure.label}, token ${failure.token} → ${failure.status}\n` +
          `    ${failure.excerpt.replace(/\s+/g, ' ').slice(0, 200)}\n    replay: ${replay(failure)} pnpm vitest run --project fuzz`,
      );
    expect(failures.length, `${failures.length} failures (first 40):\n${shown.join('\n')}`).toBe(0);
  });
});

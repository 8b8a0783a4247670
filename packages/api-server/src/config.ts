import { staffPasswordProblem } from '@company/contracts';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A rate limit: at most `max` requests per `windowMs` from one client address. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitName = 'login' | 'otp' | 'register' | 'contact' | 'applications' | 'payment';

export interface ServerConfig {
  /** `production` turns on Secure cookies and quieter logs. */
  production: boolean;
  host: string;
  port: number;
  /** Embedded database, uploads (unless `uploadDir`), outbox and generated secrets live here. */
  dataDir: string;
  /**
   * Uploaded files; `resumes/` is private, `blogs/` and `team/` are served at `/uploads/...`. With `s3` set
   * only the uploads still arriving (`.incoming/`) are kept here; the files themselves are in the bucket.
   */
  uploadDir: string;
  /** When set, node-postgres on this URL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * `DATABASE_POOL_MAX`: PostgreSQL connections of this replica's pool (default 10). Every replica opens its
   * own, so with several replicas keep their sum near a few per PostgreSQL core: on 2 cores, two replicas
   * with 4 each took 16 % fewer enquiries per second than one, with 10 each 36 % fewer (pnpm bench:api).
   */
  databasePoolMax?: number;
  /** HS256 key for access tokens (at least 32 characters); generated into DATA_DIR when not given. */
  jwtSecret: string | undefined;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  cookieSecure: boolean;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminName: string;
  rateLimits: Record<RateLimitName, RateLimit> | false;
  logLevel: string;
  /** Folder of the built site (`site/build`): `client/` static files, `server/index.js` SSR handler. */
  siteBuildDir: string;
  /** Where the server's package lives (migrations, seed media). */
  packageRoot: string;
  /* ---------- issue 23 (docs/requirements/issues/23-safe-in-production.md) part B ---------- */
  /** First retry delay of a failed queue job (a mail the server could not send); doubles on each retry. */
  queueRetryBaseMs: number;

  /* ---- Issue 23 part A: payments sandbox, proxy, per-account limits, request timeouts ---- */
  /**
   * `PAYMENT_SANDBOX`: `on` runs the sandbox checkout on purpose (allowed in production, with a "test payments"
   * banner on every page); `off` refuses the sandbox; `auto` (unset) allows it outside production only.
   */
  paymentSandbox: 'on' | 'off' | 'auto';
  /** Fastify's `trustProxy` from `TRUST_PROXY`: false (X-Forwarded-For ignored), a hop count or addresses. */
  trustProxy: boolean | number | string[];
  /**
   * `SHUTDOWN_DRAIN`: on SIGTERM, how long the server keeps answering (with `/ready` at 503 and every answer
   * closing its connection) before it stops taking requests, so a load balancer moves traffic away first.
   * 0 (default) stops at once; behind a load balancer set it a little above the health-check interval.
   */
  shutdownDrainMs: number;
  /**
   * `SHUTDOWN_GRACE`: after the drain, the server stops listening but leaves kept-alive connections open for
   * up to this long (answering any request on them, with `Connection: close`), so a proxy that keeps
   * connections to it (nginx's upstream `keepalive`) closes each one itself instead of sending a request on a
   * connection the server is closing. 0 (default) closes each connection once it has been idle for 0.5 s (one
   * carrying a request is answered first); behind deploy/nginx.conf set it a little above its upstream
   * `keepalive_timeout` (10 s): 12s. The server exits as soon as every connection has closed; after this grace
   * it closes the idle ones the same way and finishes the requests still running.
   */
  shutdownGraceMs: number;
  /** Per-account limits on top of the per-address ones (any number of addresses), or false when off. */
  accountLimits: Record<AccountLimitName, RateLimit> | false;
  /** `REQUEST_TIMEOUT`: the whole request (headers and body) must arrive within this many ms. */
  requestTimeoutMs: number;
  /** `CONNECTION_TIMEOUT`: an idle socket is closed after this many ms. */
  connectionTimeoutMs: number;
  /**
   * `UPLOAD_SWEEP_INTERVAL` (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md): how often the
   * running server removes what interrupted uploads left (default 10m; 0 turns it off: then only at start).
   */
  uploadSweepIntervalMs: number;
  /**
   * `UPLOAD_SWEEP_GRACE`: only leftovers older than this are removed (default 15m), so an upload still under way
   * on this or another replica (sharing the bucket) keeps its files. Keep it above REQUEST_TIMEOUT.
   */
  uploadSweepGraceMs: number;

  /* ---- Issue 24 (docs/requirements/issues/24-staff-console.md) ---- */
  /**
   * `PUBLIC_URL`: the address visitors use (scheme and host, no trailing slash), for absolute links in e-mails
   * (the password-reset link). Unset: `VITE_SITE_URL`, else `http://HOST:PORT` (see `publicUrlOf`).
   */
  publicUrl: string;
  /**
   * `STAFF_EMAIL`: where staff notifications go (a new enquiry, application or paid order), one address or
   * several separated by commas. Unset: ADMIN_EMAIL. Neither: no staff mail (the server says so at start).
   */
  staffEmail: string | undefined;
  /** The daily retention job (privacy policy periods); tests turn it off to run it themselves. Default on. */
  retentionJob?: boolean;

  /* ---- Issue 26 (docs/requirements/issues/26-past-one-machine.md): object storage and operations ---- */
  /**
   * `S3_BUCKET` and friends: uploads and resized images go to this S3-compatible bucket, shared by every
   * replica. Unset: UPLOAD_DIR on local disk, which serves ONE replica only (see {@link parseS3Config}).
   */
  s3: S3Config | undefined;
  /**
   * `METRICS_TOKEN`: `/metrics` (Prometheus) answers only a request with `Authorization: Bearer <token>`.
   * Unset: there is no `/metrics` at all.
   */
  metricsToken: string | undefined;

  /* ---- Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): lesson videos ---- */
  /** `FFMPEG_PATH`: the ffmpeg that transcodes lesson videos (Debian's by default: `apt-get install -y ffmpeg`). */
  ffmpegPath: string;
  /** `FFPROBE_PATH`: the ffprobe that checks an upload is a video first. */
  ffprobePath: string;
}

/** Where uploads go when `S3_BUCKET` is set. */
export interface S3Config {
  bucket: string;
  /** `S3_ENDPOINT`: a non-AWS service (MinIO, R2, …); unset means AWS S3 of `region`. */
  endpoint: string | undefined;
  /** `S3_REGION`, else `AWS_REGION`/`AWS_DEFAULT_REGION`; `us-east-1` with an endpoint. */
  region: string;
  /** `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY`; both unset: the AWS SDK's default credentials. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `S3_FORCE_PATH_STYLE`: `http://host/bucket/key` addresses (MinIO); default on with an endpoint. */
  forcePathStyle: boolean;
}

/* ---- Issue 26: object storage ---- */

const s3Variables = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The object storage settings, or undefined when `S3_BUCKET` is not set (uploads stay on disk). A partial
 * configuration refuses to start rather than quietly writing files to one replica's disk: another S3_
 * variable without S3_BUCKET, one of the key pair without the other, a bad bucket name, endpoint or flag,
 * or AWS S3 (no endpoint) without a region.
 */
export function parseS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => (env[name] ?? '').trim() || undefined;
  const bucket = value('S3_BUCKET');
  const problems: string[] = [];
  if (!bucket) {
    const stray = s3Variables.filter((name) => value(name));
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not. Set S3_BUCKET to ` +
        'store uploads in that object storage, or remove the S3_ variables to keep them in UPLOAD_DIR on ' +
        'local disk (one replica only). Refusing to start.',
    );
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    problems.push(
      `S3_BUCKET "${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens).`,
    );
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
      problems.push(
        `S3_ENDPOINT "${endpoint}" is not an http(s) address without credentials (e.g. http://minio:9000).`,
      );
    }
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      `${accessKeyId ? 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY' : 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'}: ` +
        'set both, or neither to use the AWS default credentials (AWS_ACCESS_KEY_ID, a profile or a role).',
    );
  }
  const region =
    value('S3_REGION') ?? value('AWS_REGION') ?? value('AWS_DEFAULT_REGION') ?? (endpoint ? 'us-east-1' : '');
  if (!region) problems.push("S3_REGION is not set (AWS S3 needs the bucket's region, e.g. ap-south-1).");
  const pathStyle = (value('S3_FORCE_PATH_STYLE') ?? '').toLowerCase();
  if (pathStyle && !['true', '1', 'on', 'false', '0', 'off'].includes(pathStyle)) {
    problems.push(`S3_FORCE_PATH_STYLE "${env.S3_FORCE_PATH_STYLE}" is not true or false.`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Object storage is not configured correctly. Refusing to start:\n- ${problems.join('\n- ')}`,
    );
  }
  return {
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? ['true', '1', 'on'].includes(pathStyle) : Boolean(endpoint),
  };
}

/** `METRICS_TOKEN`: at least 16 characters when set (it guards process and traffic figures). */
export function parseMetricsToken(text: string | undefined): string | undefined {
  const token = (text ?? '').trim();
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 24`). Refusing to start.',
    );
  }
  return token;
}

/* ---- Issue 24: the public base URL of links in e-mails ---- */

/**
 * The absolute origin links in e-mails start with. Only ever from configuration, never from a request's
 * Host header (which a client chooses: a reset link pointing at another host would hand it the token).
 */
export function publicUrlOf(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const given = (env.PUBLIC_URL ?? '').trim() || (env.VITE_SITE_URL ?? '').trim();
  if (given) {
    let parsed: URL;
    try {
      parsed = new URL(given);
    } catch {
      throw new Error(`Invalid PUBLIC_URL "${given}" (use e.g. https://www.example.com)`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
      throw new Error(`Invalid PUBLIC_URL "${given}" (an http or https address without credentials)`);
    }
    return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
  }
  const local = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${local}:${port}`;
}

/**
 * `STAFF_EMAIL` as a comma-separated list of addresses (lower-cased), or undefined when blank. Anything that
 * is not a plain address refuses to start rather than sending staff mail nowhere.
 */
export function parseStaffEmail(text: string | undefined): string | undefined {
  const list = (text ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(entry))
      throw new Error(
        `Invalid STAFF_EMAIL entry "${entry}" (use e.g. office@example.com, or a comma-separated list)`,
      );
  }
  return list.length > 0 ? list.join(', ') : undefined;
}

/* ---- Issue 23 part A ---- */

/** Per-account limits: wrong passwords of one account, one-time code requests for one e-mail. */
export type AccountLimitName = 'login' | 'otp';

const defaultAccountLimits: Record<AccountLimitName, RateLimit> = {
  login: { max: 10, windowMs: 15 * 60_000 },
  otp: { max: 5, windowMs: 60 * 60_000 },
};

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` accepts it: unset/`false` → off; `true` → trust every hop (only behind
 * a proxy that overwrites the header); a whole number → that many hops; otherwise a comma-separated list of
 * addresses or CIDR ranges of the proxies.
 */
export function parseTrustProxy(text: string | undefined): boolean | number | string[] {
  const value = (text ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    ) {
      throw new Error(
        `Invalid TRUST_PROXY entry "${entry}" (use a hop count, or addresses/CIDR ranges separated by commas)`,
      );
    }
  }
  return list;
}

/** Payment keys and the sandbox switch: production without keys refuses to start unless PAYMENT_SANDBOX=on. */
function parsePaymentSandbox(env: NodeJS.ProcessEnv, production: boolean): 'on' | 'off' | 'auto' {
  const text = (env.PAYMENT_SANDBOX ?? '').trim().toLowerCase();
  const mode = text === '' || text === 'auto' ? 'auto' : ['on', 'true', '1'].includes(text) ? 'on' : 'off';
  if (text !== '' && !['auto', 'on', 'true', '1', 'off', 'false', '0'].includes(text)) {
    throw new Error(`Invalid PAYMENT_SANDBOX "${env.PAYMENT_SANDBOX}" (use on or off)`);
  }
  const hasKeys = Boolean(env.RAZORPAY_KEY_ID?.trim() && env.RAZORPAY_KEY_SECRET?.trim());
  if (!hasKeys && (mode === 'off' || (mode === 'auto' && production))) {
    throw new Error(
      'Payments are not configured: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_WEBHOOK_SECRET) ' +
        'to take real payments, or PAYMENT_SANDBOX=on to run test payments on purpose (every page then shows a ' +
        '"test payments" banner). Refusing to start.',
    );
  }
  return mode;
}

/* ---- end of issue 23 part A ---- */

/** Defaults for production; `RATE_LIMIT_<NAME>=max/window` overrides one (window like `15m`, `1h`, `60s`). */
const defaultRateLimits: Record<RateLimitName, RateLimit> = {
  login: { max: 10, windowMs: 15 * 60_000 },
  otp: { max: 5, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  contact: { max: 10, windowMs: 10 * 60_000 },
  applications: { max: 10, windowMs: 60 * 60_000 },
  // Issue 23 part A: `POST payment/order` per client address.
  payment: { max: 20, windowMs: 10 * 60_000 },
};

function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`Invalid duration "${text}" (use e.g. 500ms, 60s, 15m, 1h)`);
  const value = Number(match[1]);
  const unit = match[2] ?? 'ms';
  return value * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit]!;
}

export function parseRateLimit(text: string): RateLimit {
  const [max, window] = text.split('/');
  const parsedMax = Number(max);
  if (!Number.isInteger(parsedMax) || parsedMax < 1 || !window) {
    throw new Error(`Invalid rate limit "${text}" (use max/window, e.g. 10/15m)`);
  }
  return { max: parsedMax, windowMs: parseDuration(window) };
}

function parsePoolMax(text: string | undefined): number {
  if (text === undefined || text === '') return 10;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1 || max > 100)
    throw new Error(`Invalid DATABASE_POOL_MAX "${text}": a whole number of connections from 1 to 100`);
  return max;
}

function parsePort(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT "${text}"`);
  return port;
}

/** The folder holding the server's package.json, from both `src/` (tsx, tests) and `dist/` (bundle). */
export function findPackageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api-server package folder');
    dir = parent;
  }
}

/* ---------- Issue 23 part B: secrets in production ---------- */

/** Why the server refuses to start, or undefined when it may. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * In production every replica and every restart must share the same keys, so they come from the
 * environment: a key generated into DATA_DIR (the development default) differs per disk and signs
 * everyone out on a new one, and the sandbox checkout's per-process secret would make one replica reject
 * another's signatures. Answers what is missing (empty outside production).
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const missing: string[] = [];
  if (!env.JWT_SECRET) {
    missing.push(
      'JWT_SECRET is not set. In production the key that signs sessions must come from the environment ' +
        '(at least 32 random characters, the same on every replica, e.g. `openssl rand -base64 48`); ' +
        'a key generated into DATA_DIR is for development only.',
    );
  }
  const realGateway = Boolean(env.RAZORPAY_KEY_ID?.trim() && env.RAZORPAY_KEY_SECRET?.trim());
  const sandboxOn = ['on', 'true', '1'].includes((env.PAYMENT_SANDBOX ?? '').trim().toLowerCase());
  const sandboxSecret = env.PAYMENT_SANDBOX_SECRET?.trim() ?? '';
  // Without keys and without PAYMENT_SANDBOX=on the payments refusal already says what to set.
  if (!realGateway && sandboxOn && sandboxSecret.length < 32) {
    missing.push(
      `PAYMENT_SANDBOX_SECRET is ${sandboxSecret ? 'shorter than 32 characters' : 'not set'}. ` +
        'Without Razorpay keys the sandbox checkout runs, and in production its signing secret must come ' +
        'from the environment (at least 32 random characters, the same on every replica). Set ' +
        'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments instead.',
    );
  }
  return missing;
}

/**
 * Settings that are present but unusable, in every mode: a signing key too short to be safe, an
 * administrator password that a member of staff could not choose (issue 31: 12 characters, not a common
 * leaked password), a database address that is not one.
 */
function weakSettingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    problems.push(
      `JWT_SECRET is only ${env.JWT_SECRET.length} ${env.JWT_SECRET.length === 1 ? 'character' : 'characters'} long: it must be at least 32 random characters ` +
        '(e.g. `openssl rand -base64 48`).',
    );
  }
  if (env.ADMIN_PASSWORD) {
    const problem = staffPasswordProblem(env.ADMIN_PASSWORD);
    if (problem) problems.push(`ADMIN_PASSWORD is too weak for the administrator: ${problem}`);
  }
  if (env.DATABASE_URL) {
    let protocol = '';
    try {
      protocol = new URL(env.DATABASE_URL).protocol;
    } catch {
      protocol = '';
    }
    if (!['postgres:', 'postgresql:'].includes(protocol))
      problems.push('DATABASE_URL is not a PostgreSQL address (postgres://user:password@host:5432/name).');
  }
  return problems;
}

/* ---------- end of issue 23 part B ---------- */

/**
 * Issue 32: lesson videos are transcoded by Debian's ffmpeg (never a binary fetched at install). In production a
 * missing one refuses the start instead of failing every upload later; elsewhere the seed and tests say so.
 */
export function mediaToolProblems(env: NodeJS.ProcessEnv, ffmpegPath: string, ffprobePath: string): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [name, variable, path] of [
    ['ffmpeg', 'FFMPEG_PATH', ffmpegPath],
    ['ffprobe', 'FFPROBE_PATH', ffprobePath],
  ] as const) {
    try {
      accessSync(path, constants.X_OK);
    } catch {
      problems.push(
        `${name} is not at ${path} (${variable}): lesson videos cannot be transcoded. Install Debian's ` +
          `(\`apt-get install -y ffmpeg\`) or set ${variable} to the program.`,
      );
    }
  }
  return problems;
}

/** One parser's refusal as an item of the list: without its own "Refusing to start", sub-items indented. */
const asListItem = (message: string) =>
  message
    .replace(/\s*Refusing to start\.$/, '')
    .replace(/\. Refusing to start:\n/, ':\n')
    .replace(/\n- /g, '\n  - ');

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const production = env.NODE_ENV === 'production';
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): every missing, malformed or weak
  // setting is collected and reported at once, before anything (database, object store) is opened.
  const problems: string[] = [];
  const read = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      problems.push(asListItem((error as Error).message));
      return fallback;
    }
  };
  // Issue 23 part A first: without keys, production runs only with PAYMENT_SANDBOX=on (then part B wants its secret).
  const paymentSandbox = read(() => parsePaymentSandbox(env, production), 'off' as const);
  problems.push(...productionSecretProblems(env), ...weakSettingProblems(env)); // issue 23 part B, issue 31
  const packageRoot = findPackageRoot();
  const dataDir = resolve(env.DATA_DIR || 'data');
  const rateLimitsOff = ['off', 'false', '0'].includes((env.RATE_LIMITS ?? '').toLowerCase());
  const limitOf = (text: string | undefined, fallback: RateLimit) =>
    text ? read(() => parseRateLimit(text), fallback) : fallback;
  const durationOf = (text: string | undefined, fallback: number) =>
    text ? read(() => parseDuration(text), fallback) : fallback;
  /** `<PREFIX>_<NAME>=max/window` overrides each of `defaults`; false when RATE_LIMITS is off. */
  const limitsOf = <Name extends string>(prefix: string, defaults: Record<Name, RateLimit>) =>
    rateLimitsOff
      ? false
      : (Object.fromEntries(
          (Object.keys(defaults) as Name[]).map((name) => [
            name,
            limitOf(env[`${prefix}_${name.toUpperCase()}`], defaults[name]),
          ]),
        ) as Record<Name, RateLimit>);
  const rateLimits = limitsOf('RATE_LIMIT', defaultRateLimits);
  const port = read(() => parsePort(env.PORT, 3000), 3000);
  const ffmpegPath = env.FFMPEG_PATH?.trim() || '/usr/bin/ffmpeg';
  const ffprobePath = env.FFPROBE_PATH?.trim() || '/usr/bin/ffprobe';
  problems.push(...mediaToolProblems(env, ffmpegPath, ffprobePath)); // issue 32
  const config: ServerConfig = {
    production,
    host: env.HOST || '127.0.0.1',
    port,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: read(() => parsePoolMax(env.DATABASE_POOL_MAX), 10),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: durationOf(env.ACCESS_TOKEN_TTL, 15 * 60 * 1000) / 1000,
    refreshTokenTtl: durationOf(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600 * 1000) / 1000,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Acme Softech <no-reply@example.com>',
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminName: env.ADMIN_NAME || 'Site Administrator',
    rateLimits,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'debug'),
    siteBuildDir: resolve(env.SITE_BUILD_DIR || join(packageRoot, '..', '..', 'site', 'build')),
    packageRoot,
    // Issue 23 part B.
    queueRetryBaseMs: durationOf(env.MAIL_RETRY_DELAY, 30_000),
    // Issue 23 part A.
    paymentSandbox,
    trustProxy: read(() => parseTrustProxy(env.TRUST_PROXY), false),
    shutdownDrainMs: durationOf(env.SHUTDOWN_DRAIN, 0),
    shutdownGraceMs: durationOf(env.SHUTDOWN_GRACE, 0),
    accountLimits: limitsOf('ACCOUNT_LIMIT', defaultAccountLimits),
    requestTimeoutMs: durationOf(env.REQUEST_TIMEOUT, 60_000),
    connectionTimeoutMs: durationOf(env.CONNECTION_TIMEOUT, 30_000),
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md).
    uploadSweepIntervalMs: durationOf(env.UPLOAD_SWEEP_INTERVAL, 10 * 60_000),
    uploadSweepGraceMs: durationOf(env.UPLOAD_SWEEP_GRACE, 15 * 60_000),
    // Issue 24.
    publicUrl: read(() => publicUrlOf(env, env.HOST || '127.0.0.1', port), ''),
    staffEmail:
      read(() => parseStaffEmail(env.STAFF_EMAIL), undefined) ??
      (env.ADMIN_EMAIL?.trim().toLowerCase() || undefined),
    // Issue 26.
    s3: read(() => parseS3Config(env), undefined),
    metricsToken: read(() => parseMetricsToken(env.METRICS_TOKEN), undefined),
    // Issue 32.
    ffmpegPath,
    ffprobePath,
    ...overrides,
  };
  if (problems.length > 0) {
    const where = production ? ' in production (NODE_ENV=production)' : '';
    throw new ConfigError(
      `Refusing to start${where}: ${problems.length === 1 ? 'one setting needs' : `${problems.length} settings need`} ` +
        `attention:\n- ${problems.join('\n- ')}`,
    );
  }
  return config;
}

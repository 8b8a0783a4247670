/**
 * The cases of the hostile-input suite (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)), generated
 * with fast-check from a route of the app's route table: one field of a body, query or path made hostile while
 * the rest stays valid, a wrong or broken body as a whole, and each kind of token.
 */
import fc from 'fast-check';

import { pdfBytes, pngBytes } from '../../packages/api-server/test/helpers.js';

import type { RouteEntry } from '../../packages/api-server/src/lib/route-table.js';
import {
  type Field,
  fieldsOf,
  type Hostile,
  hostileValues,
  invalidByConstruction,
  isFileValue,
  sampleUuid,
  validBody,
  validValue,
} from './schema';

/** `deleted`: an unexpired token of an account that no longer exists. */
export const tokenKinds = [
  'none',
  'customer',
  'staff',
  'admin',
  'forged',
  'expired',
  'malformed',
  'deleted',
] as const;
export type TokenKind = (typeof tokenKinds)[number];

/** Whole-body hostility: wrong content types, broken encodings, prototype keys, sizes. */
export const bodyKinds = [
  'text/plain',
  'form-urlencoded',
  'multipart where JSON is expected',
  'JSON where multipart is expected',
  'truncated multipart',
  'multipart without a boundary',
  'malformed JSON',
  'empty JSON body',
  'invalid UTF-8 bytes in JSON',
  'invalid UTF-8 bytes in multipart',
  'UTF-16 multipart text with a lone surrogate',
  'prototype keys',
  'JSON array',
  'JSON null',
  'deep nesting',
  'huge array',
  'over the body limit',
  'large upload',
] as const;
export type BodyKind = (typeof bodyKinds)[number];

/** Hostile path parameters, as they appear in the URL (already percent-encoded). */
export const hostileParams: Array<{ label: string; value: string; routable: boolean }> = [
  { label: 'NUL', value: '%00', routable: true },
  { label: 'encoded lone surrogate (CESU bytes)', value: '%ED%A0%80', routable: false },
  { label: 'malformed percent-encoding', value: '%E0%A4%A', routable: false },
  { label: 'a bare percent', value: '%', routable: false },
  { label: 'dot segments', value: '..%2F..%2Fetc%2Fpasswd', routable: true },
  { label: 'over the parameter limit', value: 'a'.repeat(300), routable: false },
  { label: '__proto__', value: '__proto__', routable: true },
  { label: 'constructor', value: 'constructor', routable: true },
  { label: 'negative number', value: '-1', routable: true },
  { label: 'exponent', value: '1e999', routable: true },
  { label: 'true', value: 'true', routable: true },
  { label: 'upper-case UUID', value: sampleUuid.toUpperCase(), routable: true },
  { label: 'UUID with a NUL', value: `${sampleUuid}%00`, routable: true },
  { label: 'SQL-looking', value: "'%20OR%201%3D1--", routable: true },
  { label: 'emoji', value: '%F0%9F%98%80', routable: true },
  { label: 'encoded space', value: '%20', routable: true },
];

/** Hostile query values (percent-encoded), for any query field. */
export const hostileQueryValues: Array<{ label: string; value: string }> = [
  { label: 'empty', value: '' },
  { label: 'true', value: 'true' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'float', value: '1.5' },
  { label: 'exponent', value: '1e999' },
  { label: 'hex', value: '0x10' },
  { label: 'huge', value: '99999999999999999999' },
  { label: 'NUL', value: '%00' },
  { label: 'encoded lone surrogate (CESU bytes)', value: '%ED%A0%80' },
  { label: 'malformed percent-encoding', value: '%E0%A4%A' },
  { label: 'very long', value: 'a'.repeat(5000) },
  { label: 'SQL-looking', value: "'%20OR%201%3D1--" },
  { label: 'LIKE wildcards', value: '%25_%25' },
  { label: 'regex-looking', value: '(a%2B)%2B%24' },
];

export interface Case {
  token: TokenKind;
  /** What the case does, printed with a failure. */
  label: string;
  /** The path with parameters filled in, and the query string (with its `?`), both already encoded. */
  path: string;
  /** The request body; `undefined` for none. */
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fields: Record<string, unknown> }
    | { kind: 'raw'; contentType: string; bytes: Buffer };
  /** Sent to a write route, wrong by construction: a 2xx is a failure. */
  invalid: boolean;
  /** Whether the request reaches the route at all (a path the router refuses does not). */
  routable: boolean;
}

export interface RouteModel {
  route: RouteEntry;
  /** Ids of records that exist, by the path before the parameter (`/api/v1/admin/jobs`). */
  known: Map<string, string[]>;
  body: Field[];
  query: Field[];
  params: Field[];
  /** A required file field in the body: the route takes multipart only. */
  multipart: boolean;
}

export function modelOf(route: RouteEntry, known: Map<string, string[]> = new Map()): RouteModel {
  const body = fieldsOf(route.schema.body);
  return {
    route,
    known,
    body,
    query: fieldsOf(route.schema.querystring),
    params: fieldsOf(route.schema.params),
    multipart: body.some((field) => field.kind === 'file' && !field.optional),
  };
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The URL path with each `:param` (and a `*`) filled: valid values unless `hostile` names one. */
function fillPath(model: RouteModel, hostile?: { name: string; value: string }): string {
  const url = model.route.url.startsWith('/') ? model.route.url : `/${model.route.url}`;
  return url
    .replace(/:(\w+)/g, (_, name: string, offset: number) => {
      if (hostile?.name === name) return hostile.value;
      const field = model.params.find((candidate) => candidate.name === name);
      // A record that exists (seen in an earlier answer) when the parameter's schema takes it.
      const existing = model.known
        .get(url.slice(0, offset - 1))
        ?.find((id) => !field || field.schema.safeParse(id).success);
      const value = existing ?? (field ? validValue(field) : sampleUuid);
      return encodeURIComponent(String(value));
    })
    .replace('*', hostile?.name === '*' ? hostile.value : 'fuzz.png');
}

const stringify = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** Multipart text fields are strings: what a value becomes on the way. */
function asFormValue(value: unknown): unknown {
  return isFileValue(value) ? value : stringify(value);
}

/** A JSON body cannot carry a file: file fields are left out. */
function withoutFiles(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !isFileValue(value)));
}

function boundary(): string {
  return '----fuzzboundary7MA4YWxkTrZu0gW';
}

/** A multipart body by hand (for broken ones): `parts` as text fields, then a cut or invalid bytes. */
function rawMultipart(
  fields: Record<string, unknown>,
  variant: 'truncated' | 'invalid-utf8' | 'utf-16',
): Buffer {
  const b = boundary();
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (isFileValue(value)) {
      if (variant === 'truncated') continue;
      const bytes = value.name.endsWith('.pdf') ? pdfBytes() : pngBytes();
      chunks.push(
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
      continue;
    }
    const type = variant === 'utf-16' ? 'Content-Type: text/plain; charset=utf-16le\r\n' : '';
    chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n`));
    chunks.push(
      variant === 'invalid-utf8'
        ? Buffer.concat([Buffer.from('T'), Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff])])
        : variant === 'utf-16'
          ? Buffer.from(`${stringify(value)}\ud800`, 'utf16le')
          : Buffer.from(stringify(value)),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  if (variant === 'truncated') {
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="image"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
      ),
    );
    return Buffer.concat(chunks);
  }
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return Buffer.concat(chunks);
}

function wholeBody(model: RouteModel, kind: BodyKind): { body: Case['body']; invalid: boolean } {
  const valid = validBody(model.body);
  const json = (value: unknown) => ({ kind: 'json' as const, value });
  const raw = (contentType: string, bytes: Buffer | string) => ({
    kind: 'raw' as const,
    contentType,
    bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
  });
  switch (kind) {
    case 'text/plain':
      return { body: raw('text/plain', JSON.stringify(valid)), invalid: model.body.length > 0 };
    case 'form-urlencoded':
      return {
        body: raw(
          'application/x-www-form-urlencoded',
          new URLSearchParams(valid as Record<string, string>).toString(),
        ),
        invalid: model.body.length > 0,
      };
    case 'multipart where JSON is expected':
      return {
        body: {
          kind: 'multipart',
          fields: Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, asFormValue(v)])),
        },
        invalid: false,
      };
    case 'JSON where multipart is expected':
      return {
        body: json(
          Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, isFileValue(v) ? v.name : v])),
        ),
        invalid: model.multipart,
      };
    case 'truncated multipart':
      return {
        body: raw(`multipart/form-data; boundary=${boundary()}`, rawMultipart(valid, 'truncated')),
        invalid: true,
      };
    case 'multipart without a boundary':
      return { body: raw('multipart/form-data', rawMultipart(valid, 'truncated')), invalid: true };
    case 'malformed JSON':
      return { body: raw('application/json', `${JSON.stringify(valid).slice(0, -1)},`), invalid: true };
    case 'empty JSON body':
      return { body: raw('application/json', ''), invalid: model.body.some((field) => !field.optional) };
    case 'invalid UTF-8 bytes in JSON': {
      const text = JSON.stringify(valid);
      const bytes = Buffer.concat([
        Buffer.from(text.slice(0, 2)),
        Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff]),
        Buffer.from(text.slice(2)),
      ]);
      return { body: raw('application/json', bytes), invalid: false };
    }
    case 'invalid UTF-8 bytes in multipart':
      return {
        body: raw(`multipart/form-data; boundary=${boundary()}`, rawMultipart(valid, 'invalid-utf8')),
        invalid: false,
      };
    case 'UTF-16 multipart text with a lone surrogate':
      return {
        body: raw(`multipart/form-data; boundary=${boundary()}`, rawMultipart(valid, 'utf-16')),
        invalid: model.body.some((field) => field.kind === 'string'),
      };
    case 'prototype keys':
      return {
        body: raw(
          'application/json',
          `{"__proto__":{"polluted":"yes","role":"admin"},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(valid).slice(1)}`,
        ),
        invalid: false,
      };
    case 'JSON array':
      return { body: json([valid]), invalid: model.body.length > 0 };
    case 'JSON null':
      return { body: raw('application/json', 'null'), invalid: model.body.some((field) => !field.optional) };
    case 'deep nesting':
      return {
        body: raw('application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`),
        invalid: model.body.length > 0,
      };
    case 'huge array':
      return { body: json(Array.from({ length: 100_000 }, () => 1)), invalid: model.body.length > 0 };
    case 'large upload': {
      // Refused before it is read (no or the wrong token, 413): the client must still get the answer.
      const fields = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, asFormValue(v)]));
      return {
        body: {
          kind: 'multipart',
          fields: { ...fields, padding: { file: true, name: 'large.pdf', bytes: 3 * 1024 * 1024 } },
        },
        invalid: false,
      };
    }
    case 'over the body limit':
      return { body: json({ ...valid, padding: 'a'.repeat(1_200_000) }), invalid: true };
  }
}

/** The fast-check arbitrary of the cases for one route. */
export function casesFor(model: RouteModel): fc.Arbitrary<Case> {
  const { route } = model;
  const write = writes.has(route.method);
  // The route's own token half the time (to reach its input), every other kind the rest.
  const token = fc.oneof(
    { arbitrary: fc.constant(ownToken(route)), weight: tokenKinds.length },
    { arbitrary: fc.constantFrom(...tokenKinds), weight: tokenKinds.length },
  );
  const path = fillPath(model);
  const validParts = (): Record<string, unknown> => validBody(model.body);
  const bodyOf = (fields: Record<string, unknown>, multipart: boolean): Case['body'] =>
    model.body.length === 0 && !write
      ? undefined
      : multipart
        ? {
            kind: 'multipart',
            fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asFormValue(v)])),
          }
        : { kind: 'json', value: withoutFiles(fields) };

  const choices: Array<fc.Arbitrary<Case>> = [];

  // The valid body as it is: the baseline every mutation departs from.
  choices.push(
    fc.record({ token, multipart: fc.boolean() }).map(({ token, multipart }) => ({
      token,
      label: `valid body as ${multipart || model.multipart ? 'multipart' : 'JSON'}`,
      path,
      body: bodyOf(validParts(), multipart || model.multipart),
      invalid: false,
      routable: true,
    })),
  );

  if (model.body.length > 0) {
    const fieldCase = fc
      .constantFrom(...model.body)
      .chain((field) =>
        fc.record({
          field: fc.constant(field),
          hostile: fc.constantFrom<Hostile>(...hostileValues(field)),
          multipart: model.multipart ? fc.constant(true) : fc.boolean(),
          token,
        }),
      )
      .map(({ field, hostile, multipart, token }) => {
        const fields = { ...validParts(), [field.name]: hostile.value };
        const sent = multipart ? asFormValue(hostile.value) : hostile.value;
        return {
          token,
          label: `body field "${field.name}" (${field.kind}) = ${hostile.label} as ${multipart ? 'multipart' : 'JSON'}`,
          path,
          body: bodyOf(fields, multipart),
          invalid: write && invalidByConstruction(field, sent, multipart),
          routable: true,
        } satisfies Case;
      });
    choices.push(fieldCase, fieldCase);
  }

  if (write || model.body.length > 0) {
    choices.push(
      fc.record({ kind: fc.constantFrom(...bodyKinds), token }).map(({ kind, token }) => {
        const { body, invalid } = wholeBody(model, kind);
        return { token, label: `whole body: ${kind}`, path, body, invalid: write && invalid, routable: true };
      }),
    );
  }

  const queryFields = model.query.length > 0 ? model.query.map((field) => field.name) : ['q', 'page'];
  choices.push(
    fc
      .record({
        name: fc.constantFrom(...queryFields, '__proto__[polluted]', 'constructor[prototype][polluted]'),
        value: fc.constantFrom(...hostileQueryValues),
        repeated: fc.boolean(),
        token,
      })
      .map(({ name, value, repeated, token }) => {
        const pair = `${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${value.value}`;
        const query = repeated ? `?${pair}&${pair}` : `?${pair}`;
        return {
          token,
          label: `query ${name} = ${value.label}${repeated ? ' (twice)' : ''}`,
          path: `${path}${query}`,
          body: bodyOf(validParts(), model.multipart),
          invalid: false,
          routable: !value.label.startsWith('malformed'),
        };
      }),
  );

  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (route.url.includes('*')) paramNames.push('*');
  if (paramNames.length > 0) {
    choices.push(
      fc
        .record({ name: fc.constantFrom(...paramNames), value: fc.constantFrom(...hostileParams), token })
        .map(({ name, value, token }) => ({
          token,
          label: `path parameter ${name} = ${value.label}`,
          path: fillPath(model, { name, value: value.value }),
          body: bodyOf(validParts(), model.multipart),
          invalid: false,
          routable: value.routable,
        })),
    );
  }

  return fc.oneof(...choices);
}

/** The token a route's own users hold: the one that gets past its check to the input. */
export function ownToken(route: RouteEntry): TokenKind {
  return route.auth === 'none' ? 'none' : route.auth;
}

const sweepValues = new Set([
  'true',
  'number',
  'null',
  'empty array',
  'empty object',
  'empty string',
  'max length + 1',
  'lone high surrogate at the end',
  'lone low surrogate at the start',
  'NUL',
  'deep nesting',
]);
const sweepQueryValues = new Set([
  'true',
  'negative',
  'exponent',
  'NUL',
  'very long',
  'encoded lone surrogate (CESU bytes)',
]);

/**
 * The systematic part, run before the random one: with the route's own token, every body field with each of
 * the commonest wrong values and every query field with each of a few wrong strings; and an anonymous call
 * with valid input and with one wrong field (a route that checks its token after validating shows itself).
 */
export function sweepFor(model: RouteModel): Case[] {
  const { route } = model;
  const write = writes.has(route.method);
  const token = ownToken(route);
  const path = fillPath(model);
  const valid = validBody(model.body);
  const multipart = model.multipart;
  const body = (fields: Record<string, unknown>): Case['body'] =>
    model.body.length === 0 && !write
      ? undefined
      : multipart
        ? {
            kind: 'multipart',
            fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asFormValue(v)])),
          }
        : { kind: 'json', value: withoutFiles(fields) };
  const cases: Case[] = [
    {
      token: 'none',
      label: 'anonymous, valid input',
      path,
      body: body(valid),
      invalid: false,
      routable: true,
    },
  ];
  const param = model.params[0];
  if (param) {
    cases.push({
      token: 'none',
      label: `anonymous, path parameter ${param.name} = "x"`,
      path: fillPath(model, { name: param.name, value: 'x' }),
      body: body(valid),
      invalid: false,
      routable: true,
    });
  }
  if (write) {
    cases.push({
      token: 'none',
      label: 'anonymous, whole body: large upload',
      path,
      body: wholeBody(model, 'large upload').body,
      invalid: false,
      routable: true,
    });
  }
  const first = model.body[0];
  if (first) {
    cases.push({
      token: 'none',
      label: `anonymous, body field "${first.name}" = null`,
      path,
      body: body({ ...valid, [first.name]: null }),
      invalid: write && invalidByConstruction(first, multipart ? 'null' : null, multipart),
      routable: true,
    });
  }
  for (const field of model.body) {
    for (const hostile of hostileValues(field).filter((candidate) => sweepValues.has(candidate.label))) {
      const sent = multipart ? asFormValue(hostile.value) : hostile.value;
      cases.push({
        token,
        label: `body field "${field.name}" (${field.kind}) = ${hostile.label} as ${multipart ? 'multipart' : 'JSON'}`,
        path,
        body: body({ ...valid, [field.name]: hostile.value }),
        invalid: write && invalidByConstruction(field, sent, multipart),
        routable: true,
      });
    }
  }
  for (const field of model.query) {
    for (const value of hostileQueryValues.filter((candidate) => sweepQueryValues.has(candidate.label))) {
      cases.push({
        token,
        label: `query ${field.name} = ${value.label}`,
        path: `${path}?${encodeURIComponent(field.name)}=${value.value}`,
        body: body(valid),
        invalid: false,
        routable: true,
      });
    }
  }
  return cases;
}

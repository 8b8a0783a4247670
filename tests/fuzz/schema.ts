/**
 * Reading the contracts' zod schemas for the hostile-input suite (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)):
 * which fields a route takes, what kind each is, a valid value for each (so one field at a time can be made
 * wrong while the rest of the body stays right), and whether a hostile value is invalid by construction.
 */

/** What the suite needs of a zod 4 schema: parsing, and its definition for the walk. */
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
  _zod: { def: Record<string, unknown> & { type: string } };
  maxLength?: number | null;
  minLength?: number | null;
  options?: readonly unknown[];
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'file' | 'array' | 'object' | 'other';

export interface Field {
  name: string;
  schema: ZodLike;
  kind: FieldKind;
  /** Longest accepted string, when the contract says. */
  maxLength?: number;
  /** Leaving it out (or blank, which the contracts read as left out) is fine. */
  optional: boolean;
  nullable: boolean;
  /** The options of an enum. */
  options: string[];
  /** The element of an array, the shape of an object. */
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** The schema under wrappers: optional, default, nullable, and pipes (a preprocess's target, a transform's source). */
function base(schema: ZodLike): { schema: ZodLike; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    if (def.type === 'nullable') nullable = true;
    if (
      ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
    ) {
      current = def.innerType as ZodLike;
    } else if (def.type === 'pipe') {
      const input = def.in as ZodLike;
      current = input._zod.def.type === 'transform' ? (def.out as ZodLike) : input;
    } else if (def.type === 'lazy') {
      current = (def.getter as () => ZodLike)();
    } else break;
  }
  return { schema: current, nullable };
}

/** The fields of an object schema (through refinements, pipes and wrappers); empty for anything else. */
export function fieldsOf(schema: unknown): Field[] {
  if (!isZod(schema)) return [];
  const object = base(schema).schema;
  if (object._zod.def.type !== 'object') return [];
  const shape = object._zod.def.shape as Record<string, ZodLike>;
  return Object.entries(shape).map(([name, field]) => describe(name, field));
}

function describe(name: string, schema: ZodLike): Field {
  const { schema: inner, nullable } = base(schema);
  const type = inner._zod.def.type;
  const kind: FieldKind =
    type === 'string' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object'
      ? type
      : type === 'enum' || type === 'literal'
        ? 'enum'
        : type === 'custom'
          ? 'file'
          : 'other';
  const options =
    type === 'enum'
      ? Object.values(inner._zod.def.entries as Record<string, string>).map(String)
      : type === 'literal'
        ? (inner._zod.def.values as unknown[]).map(String)
        : [];
  return {
    name,
    schema,
    kind,
    maxLength: kind === 'string' ? (inner.maxLength ?? undefined) : undefined,
    optional: schema.safeParse(undefined).success,
    nullable: nullable || schema.safeParse(null).success,
    options,
    element: type === 'array' ? (inner._zod.def.element as ZodLike) : undefined,
    shape: type === 'object' ? (inner._zod.def.shape as Record<string, ZodLike>) : undefined,
  };
}

/* ---------- valid values ---------- */

export const sampleUuid = '00000000-0000-4000-8000-000000000000';
const stringCandidates = [
  'Asha Verma',
  'asha.fuzz@example.com',
  'basic-python',
  '9876543210',
  '123456',
  'https://example.com/asha',
  '2026-01-15',
  sampleUuid,
  'order_fuzz0000000000',
  'A plain sentence of text.',
];

/** A file the multipart sender attaches: its name says what the field accepts. */
export interface FileValue {
  file: true;
  name: string;
  /** A file of this many bytes (the content then means nothing); else a small valid PNG or PDF. */
  bytes?: number;
}
export const isFileValue = (value: unknown): value is FileValue =>
  typeof value === 'object' && value !== null && (value as FileValue).file === true;

/** A value the field's own schema accepts (the first that fits), so the rest of a body stays valid. */
export function validValue(field: Field, depth = 0): unknown {
  const fits = (value: unknown) => field.schema.safeParse(value).success;
  const pick = (candidates: unknown[]) => candidates.find(fits) ?? candidates[0];
  switch (field.kind) {
    case 'string':
      return pick(stringCandidates);
    case 'number':
      return pick([1, 10, 100, 1000, 0]);
    case 'boolean':
      return pick([true, false]);
    case 'enum':
      return pick(field.options);
    case 'file': {
      const names = ['cover.png', 'resume.pdf'];
      const name = names.find((candidate) => fits({ name: candidate, size: 100 })) ?? names[0]!;
      return { file: true, name } satisfies FileValue;
    }
    case 'array':
      return depth > 3 || !field.element ? [] : [validValue(describe('item', field.element), depth + 1)];
    case 'object':
      return depth > 3 || !field.shape
        ? {}
        : Object.fromEntries(
            Object.entries(field.shape).map(([name, schema]) => [
              name,
              validValue(describe(name, schema), depth + 1),
            ]),
          );
    default:
      return pick(['x', 1, true]);
  }
}

/** A body every field of which its own schema accepts (left-out optional fields stay out half the time). */
export function validBody(fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, validValue(field)]));
}

/* ---------- hostile values ---------- */

/** A hostile value for one field, and how it was made (printed with a failure). */
export interface Hostile {
  label: string;
  value: unknown;
}

// eslint-disable-next-line no-control-regex -- what the contracts refuse (tabs and line breaks are allowed)
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const numeric = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * Whether `value`, sent in `field` as JSON (or as multipart text, where every value is a string), is wrong by
 * construction: the kind of value is not the field's kind (no booleans for numbers, no numbers for text), the
 * text is not valid Unicode or holds control characters, or it is longer than the contract's limit. Numeric
 * strings for numbers and `"true"` for booleans are not counted (forms send text; the contracts say so).
 */
export function invalidByConstruction(field: Field, value: unknown, multipart: boolean): boolean {
  if (value === null) return !field.nullable && !multipart;
  if (typeof value === 'string') {
    if (!value.isWellFormed() && !multipart) return true;
    if (controlCharacter.test(value) && field.kind !== 'file') return true;
    if (value.trim() === '') return !field.optional && field.kind !== 'other';
  }
  switch (field.kind) {
    case 'string':
      if (typeof value !== 'string') return !multipart;
      return field.maxLength !== undefined && value.length > field.maxLength;
    case 'number':
      if (typeof value === 'number') return false;
      if (typeof value === 'string') return !numeric.test(value.replace(/[₹,]/g, ''));
      return true;
    case 'boolean':
      if (typeof value === 'boolean') return false;
      if (typeof value === 'string') return !['true', 'false', 'on', 'off'].includes(value);
      return true;
    case 'enum':
      return !field.options.includes(String(value)) || (typeof value !== 'string' && !multipart);
    case 'file':
      return !isFileValue(value);
    case 'array':
      return !Array.isArray(value) && !multipart;
    case 'object':
      return (typeof value !== 'object' || Array.isArray(value)) && !multipart;
    default:
      return false;
  }
}

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

/** The hostile values for a field: wrong types, boundary lengths, invalid Unicode, control characters, and so on. */
export function hostileValues(field: Field): Hostile[] {
  const max = field.maxLength ?? 200;
  const valid = validValue(field);
  const text = typeof valid === 'string' ? valid : 'Asha';
  return [
    { label: 'number', value: 42 },
    { label: 'float', value: 4.2 },
    { label: 'negative', value: -1 },
    { label: 'huge number', value: 1e308 },
    { label: 'true', value: true },
    { label: 'false', value: false },
    { label: 'null', value: null },
    { label: 'empty array', value: [] },
    { label: 'array of the valid value', value: [valid] },
    { label: 'empty object', value: {} },
    { label: 'object', value: { value: valid } },
    { label: 'numeric string', value: '7' },
    { label: 'numeric string with spaces', value: ' 12 ' },
    { label: 'string "true"', value: 'true' },
    { label: 'string "null"', value: 'null' },
    { label: 'empty string', value: '' },
    { label: 'blank string', value: '   ' },
    { label: 'max length', value: 'a'.repeat(max) },
    { label: 'max length + 1', value: 'a'.repeat(max + 1) },
    { label: 'very long', value: 'a'.repeat(200_000) },
    { label: 'lone high surrogate at the end', value: `T\ud800` },
    { label: 'lone low surrogate at the start', value: `\udc00x` },
    { label: 'lone surrogate in the valid value', value: `${text}\ud83d` },
    { label: 'reversed surrogate pair', value: `a\ude00\ud83db` },
    { label: 'NUL', value: `${text}\u0000` },
    { label: 'BEL and ESC', value: `a\u0007\u001b[31mb` },
    { label: 'DEL', value: `\u007f${text}` },
    { label: 'C1 control and BOM', value: `\u0085\ufeff${text}` },
    { label: 'noncharacters', value: `\ufffe\uffff${text}` },
    { label: 'emoji and combining marks', value: `${text} 👩‍💻 é` },
    { label: 'right-to-left override', value: `\u202e${text}` },
    { label: 'prototype key as value', value: '__proto__' },
    { label: 'constructor as value', value: 'constructor' },
    { label: 'SQL-looking', value: `' OR 1=1; --` },
    { label: 'deep nesting', value: deep(2000) },
    { label: 'huge array', value: Array.from({ length: 50_000 }, () => 1) },
    { label: 'array of hostile strings', value: ['T\ud800', '\u0000'] },
    { label: 'object with __proto__', value: JSON.parse('{"__proto__":{"polluted":"yes"},"a":1}') },
  ];
}

import fc from 'fast-check';

/**
 * Request bodies derived from a call's contract schema (its JSON Schema, the same one /api/docs shows) for
 * the fuzz tests: `plausible` values lie near the schema's edges (small ids that exist in the demo world, the
 * bounds themselves, long and unusual text), `malformed` ones break it in one place or as a whole (wrong
 * types, numbers out of range or not finite, NUL, lone surrogates, huge text, too many elements, extra and
 * missing fields), and `encodeBody` writes them the way the call reads them (JSON, form or multipart).
 */

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** A number JSON.stringify cannot write (`1e309` parses to Infinity): put into the text as it stands. */
export class RawNumber {
  constructor(readonly text: string) {}
}
/** A file part of a multipart body. */
export class FilePart {
  constructor(
    readonly filename: string,
    readonly bytes: Buffer,
  ) {}
}

const LONG = 100_000;
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '\u202Eevil',
  '\uFEFF',
  '\uFFFF',
  "' or 1=1 --",
  "'); drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../etc/passwd',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '2026-13-01',
  '😀'.repeat(60),
];

function lowerBound(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0.01);
  return schema.type === 'integer' ? -(2 ** 31) : -1e9;
}
function upperBound(schema: JsonSchema): number {
  if (schema.maximum !== undefined) return schema.maximum;
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - (schema.type === 'integer' ? 1 : 0.01);
  return schema.type === 'integer' ? 2 ** 31 - 1 : 1e9;
}

const isoDay = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));
const nearDay = fc
  .integer({ min: -400, max: 400 })
  .map((days) => new Date(Date.UTC(2026, 10, 25) + days * 86_400_000).toISOString().slice(0, 10));

/** A value the schema (nearly always) accepts, biased towards the edges and towards ids that exist. */
export function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer': {
      const [low, high] = [lowerBound(schema), upperBound(schema)];
      return fc.oneof(
        {
          arbitrary: fc.integer({ min: Math.max(low, 1), max: Math.max(Math.min(high, 40), Math.max(low, 1)) }),
          weight: 4,
        },
        fc.constantFrom(low, high),
        fc.integer({ min: low, max: high }),
      );
    }
    case 'number': {
      const [low, high] = [lowerBound(schema), upperBound(schema)];
      return fc.oneof(
        fc.constantFrom(low, high),
        fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return plausibleText(schema);
    case 'array': {
      const item = schema.items ? plausible(schema.items) : fc.constant(1);
      const minLength = schema.minItems ?? 0;
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength, maxLength: Math.max(minLength, 3) }), weight: 4 },
        fc.array(item, { minLength: schema.maxItems ?? 60, maxLength: schema.maxItems ?? 60 }),
      );
    }
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value)])),
        { requiredKeys: schema.required ?? [] },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function plausibleText(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') {
    return fc
      .tuple(
        fc.constantFrom('logo.png', 'x.jpg', 'a.bmp', '..\\..\\x.exe', 'ü\u0000.png'),
        fc.uint8Array({ maxLength: 64 }),
      )
      .map(([name, bytes]) => new FilePart(name, Buffer.from(bytes)));
  }
  if (schema.format === 'date') return fc.oneof(nearDay, isoDay);
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 300;
  const options = [
    fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }),
    fc.constant('ß'.repeat(Math.max(minLength, Math.min(maxLength, 20_000)))),
    fc.constantFrom('Nordlicht GmbH', 'a', 'test@demo.test', 'https://example.com', 'DE89370400440532013000'),
  ];
  if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= maxLength));
  }
  return fc.oneof(...options);
}

/** A value the schema refuses (or, rarely, one it accepts after all: the caller checks with the schema). */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', '1', [], {}, [1], { id: 1 });
  const bySchema: fc.Arbitrary<unknown>[] = [wrongType];
  const type = schema.anyOf ? schema.anyOf.find((branch) => branch.type !== 'null')?.type : schema.type;
  if (type === 'integer' || type === 'number') {
    const [low, high] = [lowerBound(schema), upperBound(schema)];
    bySchema.push(
      fc.constantFrom<unknown>(
        low - 1,
        high + 1,
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 53,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        0.1 + 0.2,
        1e-300,
        -0,
        String(high),
        new RawNumber('1e309'),
        new RawNumber('-1e309'),
        new RawNumber('1e-400'),
        new RawNumber('123456789012345678901234567890'),
      ),
      fc.double().filter((value) => Number.isFinite(value)),
    );
  }
  if (type === 'string' || type === undefined) {
    const maxLength = schema.maxLength ?? 10_000;
    bySchema.push(
      fc.constantFrom(...HOSTILE_TEXT),
      fc.constantFrom('a'.repeat(maxLength + 1), 'x'.repeat(LONG)),
      fc.string({ maxLength: 50, unit: 'binary' }),
    );
  }
  if (type === 'array') {
    const item = schema.items ? plausible(schema.items) : fc.constant(1);
    const tooMany = (schema.maxItems ?? 200) + 1;
    bySchema.push(
      fc.array(item, { minLength: tooMany, maxLength: tooMany }),
      fc.constant(Array.from({ length: 10_000 }, (_, index) => index + 1)),
      fc.constant([[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]),
    );
  }
  return fc.oneof(...bySchema);
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'toString',
  'user_id',
  'agency_id',
  'role',
  'x\u0000',
];

/** An object with an own property of any name, `__proto__` included. */
function withKey(value: Record<string, unknown>, key: string, item: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: item, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** A value broken in one place: the whole of it, one field or element, an extra or a missing field. */
export function malformed(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [hostile(schema)];
  if (schema.anyOf && depth < 4) {
    options.push(
      ...schema.anyOf.filter((branch) => branch.type !== 'null').map((branch) => malformed(branch, depth + 1)),
    );
  }
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (schema.type === 'object' && keys.length > 0 && depth < 4) {
    const base = plausible(schema) as fc.Arbitrary<Record<string, unknown>>;
    const oneField = fc
      .constantFrom(...keys)
      .chain((key) =>
        fc.tuple(base, malformed(properties[key]!, depth + 1)).map(([value, bad]) => withKey(value, key, bad)),
      );
    const missing = fc
      .tuple(base, fc.constantFrom(...keys))
      .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)));
    const extra = fc
      .tuple(
        base,
        fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 20 })),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([value, key, item]) => withKey(value, key, item));
    options.push(oneField, oneField, oneField, missing, extra);
  }
  if (schema.type === 'array' && schema.items && depth < 4) {
    const items = schema.items;
    options.push(
      fc
        .tuple(fc.array(plausible(items), { maxLength: 3 }), malformed(items, depth + 1), fc.nat())
        .map(([list, bad, at]) => {
          const copy = [...list];
          copy.splice(at % (copy.length + 1), 0, bad);
          return copy;
        }),
    );
  }
  return fc.oneof(...options);
}

/** JSON text of a value, RawNumber written as it stands. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawNumber) {
      raws.push(item.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    if (item instanceof FilePart) return item.filename;
    return item;
  });
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)]!);
}

/** The flat (name, text) pairs a form or multipart body carries: arrays as `name[]`, objects as JSON. */
function formFields(value: unknown): [string, string | FilePart][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [['body', toJsonText(value)]];
  const fields: [string, string | FilePart][] = [];
  const asText = (item: unknown) =>
    item instanceof FilePart
      ? item
      : typeof item === 'string'
        ? item
        : item instanceof RawNumber
          ? item.text
          : item === null
            ? ''
            : typeof item === 'object'
              ? toJsonText(item)
              : String(item);
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) for (const element of item) fields.push([`${key}[]`, asText(element)]);
    else fields.push([key, asText(item)]);
  }
  return fields;
}

/** Percent-encodes text as UTF-8; a lone surrogate goes out as its (invalid) three CESU-8 bytes. */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

export type EncodedBody = { payload: Buffer; contentType: string };

export function encodeBody(value: unknown, encoding: 'json' | 'form' | 'multipart'): EncodedBody {
  if (encoding === 'json') return { payload: Buffer.from(toJsonText(value)), contentType: 'application/json' };
  const fields = formFields(value);
  if (encoding === 'form') {
    const text = fields
      .map(([key, item]) => `${percentEncode(key)}=${percentEncode(item instanceof FilePart ? item.filename : item)}`)
      .join('&');
    return { payload: Buffer.from(text), contentType: 'application/x-www-form-urlencoded' };
  }
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts = fields.map(([key, item]) =>
    item instanceof FilePart
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${item.filename}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          item.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${item}\r\n`),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

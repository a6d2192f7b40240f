/**
 * fast-check arbitraries for tool inputs, derived from each tool's JSON Schema (the same one
 * GET /api/tools publishes), plus hostile variants: wrong types, huge strings, deep nesting, unicode
 * edge cases, prototype-pollution keys, SQL and HTML payloads. Schema-shaped inputs reach the tools'
 * logic; hostile ones probe the doors.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export const SQL_PAYLOADS = [
  "'; drop table users; --", "' or '1'='1", '1; select pg_sleep(5)', "x' union select password from accounts --", '$$; delete from products; $$',
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)', '{{constructor.constructor("alert(1)")()}}',
];
export const UNICODE_EDGES = [
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\u202Etxt.exe', '\uFEFF', 'e\u0301', '👩🏽‍🦱', '\u2028\u2029', 'Ω≈ç√∫', '𝕏', '\u200B', '\r\n\t',
];
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_EDGES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(10_001, 100_001, 1_000_001).map((n) => 'x'.repeat(n)),
);

const deepNesting = fc.integer({ min: 20, max: 2_000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value, including the hostile strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, '', [], {}),
  deepNesting,
);

const FORMAT_SAMPLES: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  url: fc.webUrl(),
  date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
};

/** Ids of real rows (products, posts, the fuzzer's own items) so inputs reach past "not found". */
let knownIds: string[] = [];
export const useKnownIds = (ids: string[]) => { knownIds = ids; };

const stringFor = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'uuid' && knownIds.length) return fc.oneof(fc.uuid(), fc.constantFrom(...knownIds));
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity)),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
};

const numberFor = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A value that fits the schema's shape (refinements the JSON Schema cannot say may still fail). */
export const arbitraryFor = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': return stringFor(schema);
    case 'integer': return numberFor(schema, true);
    case 'number': return numberFor(schema, false);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => arbitraryFor(s, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, Math.max(minLength, 5));
      return fc.array(arbitraryFor(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = arbitraryFor(child, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Schema-shaped inputs with one part made hostile: a wrong type, an unknown or polluting key, a payload. */
export const hostileVariantOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const base = arbitraryFor(schema);
  return fc.oneof(
    hostileValue,
    fc.tuple(base, fc.constantFrom(...POLLUTION_KEYS), hostileValue).map(([value, key, payload]) => {
      const text = JSON.stringify(value ?? {});
      return `${text.startsWith('{') && text !== '{}' ? `${text.slice(0, -1)},` : '{'}${JSON.stringify(key)}:${JSON.stringify(payload) ?? 'null'}}`;
    }),
    fc.tuple(base, fc.constantFrom(...(Object.keys(schema.properties ?? {}).length ? Object.keys(schema.properties!) : ['x'])), hostileValue).map(([value, key, payload]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: payload } : payload),
    fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), hostileValue).map(([value, key, payload]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [`x_${key}`]: payload } : payload),
  );
};

/**
 * The body text to send: a raw JSON string passes through untouched (so `__proto__` arrives as an
 * own key, as an attacker would send it); anything else is serialised.
 */
export const bodyText = (value: unknown): string => {
  if (typeof value === 'string' && (value.startsWith('{') || value.startsWith('['))) {
    try {
      JSON.parse(value);
      return value;
    } catch {
      // an ordinary string that merely starts with a brace
    }
  }
  return JSON.stringify(value) ?? 'null';
};

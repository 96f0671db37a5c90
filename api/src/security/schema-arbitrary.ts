import fc from 'fast-check';

/** The part of JSON Schema 2020-12 the OpenAPI document uses for request bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
}

/** Strings that have broken parsers, databases and presenters elsewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '𝕮𝖑𝖆𝖎𝖒 🚢',
  'x'.repeat(5000),
  '1e309',
  '-0',
  'NaN',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  '{"$gt":""}',
];
const NASTY_NUMBERS = [0, -1, 1.5, -1e21, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 63)];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Values shaped like `schema` most of the time, and wrong in every way a careless or hostile
 * client could be wrong the rest: wrong types, missing or extra fields, edge-case strings and
 * numbers. The api must answer all of them with 2xx or a 4xx, never a 5xx.
 */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk;
  return fc.oneof({ weight: 4, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: junk });
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, depth);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 3 });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
        fc.constantFrom(...NASTY_NUMBERS),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...NASTY_NUMBERS));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return junk;
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const model = Object.fromEntries(keys.map((k) => [k, arbitraryFor(properties[k], depth + 1)]));
  return fc
    .tuple(
      fc.record(model, { requiredKeys: keys.filter((k) => required.has(k)) }),
      fc.option(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'companyId', 'x'), junk), {
        freq: 5,
      }),
    )
    .map(([body, extra]) => (extra ? { ...extra, ...body } : body));
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
  const formatted =
    schema.format === 'date'
      ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
      : schema.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
        : schema.format === 'email'
          ? fc.emailAddress()
          : schema.format === 'uuid'
            ? fc.uuid()
            : plain;
  return fc.oneof(
    { weight: 3, arbitrary: formatted },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  );
}

import fc from 'fast-check';

/**
 * Hostile requests for one operation of an OpenAPI document (the platform's merged `/api/docs`), as fast-check
 * arbitraries: values that look valid from the schemas, their boundaries, and malformed ones (wrong types, nulls,
 * NUL characters, lone surrogates, bidi and zero-width characters, huge strings, deep nesting, long arrays, unknown
 * fields, bad path ids, broken JSON, bad encodings). Used by `gateway/src/docs/api-fuzz.int.test.ts`; nothing here
 * knows a route: a new endpoint is fuzzed by being in the document.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface FuzzParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  /** Path and query string, encoded as sent. */
  url: string;
  body?: string | Uint8Array;
  headers: Record<string, string>;
}

export interface FuzzContext {
  /** Resolves `#/components/schemas/…` references. */
  schemas: Record<string, JsonSchema>;
  /** Ids that exist (users created for the run): valid-looking path ids and body ids. */
  ids: readonly string[];
  /** Strings no generated value may be (e.g. the run users' password, so no case can change it). */
  forbidden: readonly string[];
}

/** Characters and snippets that broke or could break a layer below: PostgreSQL, encoders, the validator, SQL. */
const HOSTILE_SNIPPETS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u0007',
  '\u001b[31m',
  'e\u0301',
  '\u{1F4C8}',
  '%00',
  '%ED%A0%80',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\\',
  '"',
  '\r\n',
  '__proto__',
  '{{7*7}}',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_SNIPPETS),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_SNIPPETS), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 100, max: 5000 }).map((length) => 'ñ'.repeat(length)),
);

/** Values of `depth` levels of arrays or objects (deeper ones travel as raw bodies: JSON.stringify recurses). */
const deepValue = fc
  .tuple(fc.integer({ min: 30, max: 1000 }), fc.boolean())
  .map(([depth, arrays]) =>
    JSON.parse(
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const longArray = fc
  .tuple(fc.integer({ min: 101, max: 5000 }), fc.constantFrom<unknown>(0, 'x', null, {}))
  .map(([length, item]) => Array.from({ length }, () => item));

/** Anything a field should not hold. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constantFrom(0, -1, 2 ** 53 + 1)),
  },
  { weight: 2, arbitrary: fc.constantFrom<unknown>([], {}, [null], { a: 1 }, '', ' ', 'null', 'true', '0') },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: longArray },
);

function resolve(schema: JsonSchema | undefined, context: FuzzContext): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = context.schemas[current.$ref.split('/').pop() ?? ''] ?? {};
  }
  return current;
}

const repeatTo = (length: number) => 'a'.repeat(Math.max(0, length));

/** A value the schema accepts, or one just past one of its bounds. */
function schemaValue(schema: JsonSchema | undefined, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  if (resolved.enum?.length) {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...resolved.enum) },
      fc.string({ maxLength: 12 }),
    );
  }
  switch (resolved.type) {
    case 'string': {
      const min = resolved.minLength ?? 0;
      const max = resolved.maxLength ?? 200;
      const boundaries = fc.constantFrom(repeatTo(min - 1), repeatTo(min), repeatTo(max), repeatTo(max + 1));
      if (resolved.format === 'uuid') {
        const known = context.ids.length > 0 ? [fc.constantFrom(...context.ids)] : [];
        return fc.oneof(...known, fc.uuid(), boundaries);
      }
      if (resolved.format === 'email') {
        return fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, boundaries);
      }
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 60) }) },
        {
          weight: 2,
          arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
        },
        { weight: 1, arbitrary: boundaries },
      );
    }
    case 'integer':
    case 'number': {
      const min = resolved.minimum ?? -1000;
      const max = resolved.maximum ?? 1000;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 1) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = resolved.minItems ?? 0;
      const max = resolved.maxItems ?? 5;
      const item = schemaValue(resolved.items, context, depth + 1);
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(item, { minLength: min, maxLength: Math.min(max, 8) }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(max + 1, Math.max(0, min - 1))
            .chain((length) => fc.array(item, { minLength: length, maxLength: length })),
        },
      );
    }
    default: {
      if (!resolved.properties || depth > 4)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      const model = Object.fromEntries(
        Object.entries(resolved.properties).map(([name, property]) => [
          name,
          schemaValue(property, context, depth + 1),
        ]),
      );
      return fc.record(model, { requiredKeys: resolved.required?.filter((name) => name in model) ?? [] });
    }
  }
}

/** A valid-looking object with one thing wrong: a field's value, a field too many, or a required one missing. */
function mutatedObject(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  const names = Object.keys(resolved.properties ?? {});
  const base = schemaValue(resolved, context) as fc.Arbitrary<Record<string, unknown>>;
  const nested = names.filter((name) => resolve(resolved.properties?.[name], context).properties);
  const choices: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(
        base,
        fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'id', 'roles', 'status')),
        wrongValue,
      )
      .map(([object, key, value]) => ({ ...object, [key]: value })),
  ];
  if (names.length > 0) {
    choices.push(
      fc
        .tuple(base, fc.constantFrom(...names), wrongValue)
        .map(([object, name, value]) => ({ ...object, [name]: value })),
      fc.tuple(base, fc.constantFrom(...names)).map(([object, name]) => {
        const { [name]: _removed, ...rest } = object;
        return rest;
      }),
    );
  }
  if (nested.length > 0) {
    choices.push(
      fc
        .tuple(base, fc.constantFrom(...nested), fc.string({ maxLength: 10 }), wrongValue)
        .map(([object, name, key, value]) => ({
          ...object,
          [name]: { ...(object[name] as object), [key]: value },
        })),
    );
  }
  return fc.oneof(...choices);
}

/** Bodies that are not what any endpoint reads: broken JSON, other shapes, deep or huge documents. */
const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"texto"',
    '42',
    'true',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\ufeff{}',
    'NaN',
    '{"a":1e999999}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constant(`{"a":"${'x'.repeat(200_000)}"}`),
  fc.constant(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])),
);

/** How a body travels: mostly as JSON, sometimes with a wrong type or an encoding it does not have. */
const transport: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ 'content-type': 'application/json' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'multipart/form-data; boundary=x' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('gzip', 'br', 'deflate', 'compress', 'x-inventada', 'gzip, br')
      .map((encoding) => ({ 'content-type': 'application/json', 'content-encoding': encoding })),
  },
);

/** A string as it goes in a URL: percent-encoded, a lone surrogate as the (invalid) UTF-8 bytes of one. */
function encodeComponent(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** A path parameter: an id that exists, a random one, or something that is no id at all. */
function pathValue(parameter: FuzzParameter, context: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: schemaValue(parameter.schema, context).map(encodeComponent) },
    { weight: 2, arbitrary: hostileString.map(encodeComponent) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%ED%A0%80',
        '%C0%80',
        '%',
        '..',
        '%2e%2e',
        '%2F',
        'null',
        '-1',
        '0',
        '%20',
        'a'.repeat(3000),
      ),
    },
  );
}

/**
 * A query string: the documented parameters with values that look valid (some left out), or with hostile values,
 * unknown parameters and repeated ones.
 */
function queryString(parameters: FuzzParameter[], context: FuzzContext): fc.Arbitrary<string> {
  const join = (parts: (string | null)[]) => parts.filter((part): part is string => part !== null).join('&');
  const valid = fc
    .tuple(
      ...parameters.map((parameter) =>
        fc.option(
          schemaValue(parameter.schema, context).map(
            (value) => `${parameter.name}=${encodeComponent(value)}`,
          ),
          { freq: 2 },
        ),
      ),
    )
    .map(join);
  const hostileValue = fc.oneof(
    { weight: 3, arbitrary: schemaValue({}, context).map(encodeComponent) },
    { weight: 3, arbitrary: hostileString.map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '', 'x'.repeat(8000)) },
  );
  const documented = parameters.map((parameter) =>
    fc.option(
      fc
        .oneof(schemaValue(parameter.schema, context).map(encodeComponent), hostileValue)
        .map((value) => `${parameter.name}=${value}`),
      { freq: 3 },
    ),
  );
  const names = parameters.length ? parameters.map((parameter) => parameter.name) : ['page'];
  const extra = fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`),
    fc
      .tuple(fc.constantFrom(...names), fc.integer({ min: 2, max: 1200 }))
      .map(([name, times]) => Array.from({ length: times }, () => `${name}=1`).join('&')),
    fc.constantFrom('%00=1', 'a[b][c]=1', 'page[]=1', '__proto__[x]=1', '&&&', '=', '%ED%A0%80'),
  );
  const hostile = fc
    .tuple(fc.tuple(...documented), fc.option(extra, { freq: 3 }))
    .map(([values, unknown]) => join([...values, unknown]));
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostile });
}

const containsForbidden = (value: unknown, forbidden: readonly string[]) => {
  const text = JSON.stringify(value) ?? '';
  return forbidden.some((word) => text.includes(word));
};

/** Every request fast-check may draw for an operation. */
export function fuzzRequests(operation: FuzzOperation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter, context)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
  const query = queryString(queryParameters, context);
  const writes = operation.method !== 'get' && operation.method !== 'head';
  const json = operation.body
    ? fc.oneof(
        { weight: 4, arbitrary: schemaValue(operation.body, context) },
        { weight: 5, arbitrary: mutatedObject(operation.body, context) },
      )
    : fc.oneof(
        fc.constant(undefined),
        fc.constant({}),
        mutatedObject({ type: 'object', properties: {} }, context),
      );
  const body: fc.Arbitrary<{ body?: string | Uint8Array; headers: Record<string, string> }> = writes
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .tuple(
              json.filter((value) => !containsForbidden(value, context.forbidden)),
              transport,
            )
            .map(([value, headers]) =>
              value === undefined ? { headers: {} } : { body: JSON.stringify(value), headers },
            ),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(rawBody, transport).map(([raw, headers]) => ({ body: raw, headers })),
        },
      )
    : fc.constant({ headers: {} });
  return fc.tuple(path, query, body).map(([url, search, payload]) => ({
    method: operation.method.toUpperCase(),
    url: search ? `${url}?${search}` : url,
    ...payload,
  }));
}

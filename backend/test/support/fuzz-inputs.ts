import fc from 'fast-check';

/** An OpenAPI schema, as much of it as the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
}

/** Strings that broke or could break a server: control and odd characters, injection, huge and empty. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDC00 low',
  '📝 pen',
  'a'.repeat(10_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '1e308',
  '-0',
  'NaN',
  '0x10',
  '2026-02-30T25:61:00Z',
  'demo@penwright.test',
  'x@y',
];

const NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, 1e-300];

/** Any JSON value a hostile client might put in a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3 },
    fc.constantFrom(...ODD_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...NUMBERS),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', 'status', '\uD800'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A value of roughly the type the schema names, so validation goes past the first field. */
function plausible(schema: Schema, components: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  if (resolved.enum?.length) return fc.constantFrom(...resolved.enum);
  if (resolved.type === 'integer' || resolved.type === 'number')
    return fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constantFrom(...NUMBERS));
  if (resolved.type === 'boolean') return fc.boolean();
  if (resolved.type === 'array')
    return fc.array(plausible(resolved.items ?? {}, components, depth + 1), { maxLength: 30 });
  if (resolved.properties && depth < 3) return objectOf(resolved, components, depth + 1);
  return fc.oneof(fc.string({ maxLength: 30 }), fc.emailAddress(), fc.constantFrom(...ODD_STRINGS));
}

function objectOf(
  schema: Schema,
  components: Record<string, Schema>,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: plausible(property, components, depth) },
        { weight: 1, arbitrary: hostileValue },
      ),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!] ?? {}, components);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], components);
  return schema;
}

const deeplyNested = fc.integer({ min: 33, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A request body as sent on the wire: mostly schema-shaped JSON with hostile values, sometimes worse. */
export function hostileBody(schema: Schema | undefined, components: Record<string, Schema>): fc.Arbitrary<string> {
  const shaped = schema ? plausible(schema, components) : hostileValue;
  const withExtraKeys = fc
    .tuple(shaped, fc.constantFrom('isAdmin', 'id', 'userId', 'status', '__proto__', 'constructor'), hostileValue)
    .map(([body, key, value]) =>
      body && typeof body === 'object' && !Array.isArray(body)
        ? JSON.stringify(body)
            .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'},`)
            .replace(/,\}$/, '}')
        : JSON.stringify(body),
    );
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 2, arbitrary: withExtraKeys },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.constantFrom('{"email":', '{"a":1}}', 'null', '"text"', '[]', '{}', '\u0000') },
  );
}

/** A path or query parameter value, as text before URL encoding. */
export const hostileParameter: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS.filter((value) => value.length < 100)),
  fc.constantFrom(...NUMBERS.map(String)),
  fc.integer({ min: -3, max: 40 }).map(String),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

import fc from 'fast-check';

/** An OpenAPI 3.0 schema object as @fastify/swagger emits it from the zod schemas. */
export type JsonSchema = Record<string, unknown>;

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  'date-time': () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  date: () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
};

// Patterns the schemas use that fast-check cannot read (lookarounds, flags): any string instead.
function stringMatching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format();
  if (typeof schema.pattern === 'string') return stringMatching(schema.pattern);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const upTo = (max: number) => Math.min(max, minLength + 60);
  // Any code point at times (lone surrogates, controls), and past any column's width when no length is documented.
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: upTo(maxLength ?? 40) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: upTo(maxLength ?? 40) }) },
  );
  if (maxLength !== undefined) return text;
  return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.string({ minLength: 256, maxLength: 1100 }) });
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const bound = (key: string, exclusive: string) =>
    typeof schema[key] === 'number'
      ? (schema[key] as number)
      : typeof schema[exclusive] === 'number'
        ? (schema[exclusive] as number)
        : undefined;
  const min = bound('minimum', 'exclusiveMinimum');
  const max = bound('maximum', 'exclusiveMaximum');
  if (schema.type === 'integer') {
    const low = min === undefined ? -1000 : Math.ceil(min) + (typeof schema.exclusiveMinimum === 'number' ? 1 : 0);
    const high = max === undefined ? 1_000_000 : Math.floor(max) - (typeof schema.exclusiveMaximum === 'number' ? 1 : 0);
    // Mostly small: the ids of the rows the test's database holds.
    const small = fc.integer({ min: Math.max(low, Math.min(1, high)), max: Math.min(high, Math.max(low, 1) + 40) });
    return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min: low, max: high }) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that fit a JSON schema, most of the time (patterns, formats and refinements the schema
 * cannot say are only approached): the requests a well-behaved client would send.
 */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (typeof schema.$ref === 'string') return arbitraryOf(resolve(schema.$ref), resolve, depth + 1);
  const value = fitting(schema, resolve, depth);
  return schema.nullable === true ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function fitting(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const next = (child: unknown) => arbitraryOf(child as JsonSchema, resolve, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return fc.oneof(...options.map(next));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return next(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, minLength + 5) : minLength + 5;
      return fc.array(next(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, next);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, next: (child: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const record = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, next(child)]));
  if (Object.keys(record).length === 0) {
    const extra = schema.additionalProperties;
    return extra && typeof extra === 'object'
      ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), next(extra), { maxKeys: 4 })
      : fc.constant({});
  }
  return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) });
}

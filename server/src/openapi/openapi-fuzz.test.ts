import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/identity.ts';
import { createProviderHarness, type ProviderHarness } from '../../test/providers.ts';
import { AREAS, type Area, hostPattern } from '../plugins/hosts.ts';
import type { OpenApiDocument } from './openapi.plugin.ts';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.ts';

/**
 * Each host fuzzed from its own OpenAPI document (issue 22 §5): requests generated from the
 * documented schemas (and junk beside them), sent with and without a token of each kind, and
 * every answer checked against the documented statuses and body schemas. Fixed seed, bounded runs.
 */
const SEED = 22;
const RUNS_PER_OPERATION = Number(process.env.OPENAPI_FUZZ_RUNS ?? 12);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const HOSTS: Record<Area, string> = { www: 'www.localhost', project: 'project.localhost', app: 'app.localhost' };

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

type Token = 'none' | 'couple' | 'provider';
interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw' | 'text'; text: string }
    | { kind: 'file'; bytes: Uint8Array };
  /** Query keys sent twice (`?a=1&a=2` reads as an array). */
  repeated: boolean;
  token: Token;
  accept: string | undefined;
  ip: number;
}

let h: ProviderHarness;
const tokens: Record<Exclude<Token, 'none'>, string> = { couple: '', provider: '' };
let people = 0;

/** A signed-in couple and provider; again whenever an operation logged one out or deleted it. */
async function signIn() {
  const live = async (host: string, token: string) =>
    token !== '' &&
    (await h.app.inject({ url: '/api/me', headers: { host, authorization: `Bearer ${token}` } })).statusCode === 200;
  if (!(await live(HOSTS.project, tokens.couple))) {
    const phone = `+3361234${String(people++).padStart(4, '0')}`;
    const proof = await h.prove(phone, { ip: `203.0.113.${people}` });
    const registered = await h.post('/api/register', registration(phone), { token: proof.token, host: HOSTS.project });
    tokens.couple = registered.json.token;
  }
  if (!(await live(HOSTS.app, tokens.provider))) {
    tokens.provider = (await h.signUp(`fuzz-${people++}@example.fr`)).token;
  }
}

const junkText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc.string({ minLength: 101, maxLength: 120 }),
);
// Numbers a database column or a parser may choke on: past int4 and int8, signs, fractions, words.
const edgeNumber = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
);
const junkParam = fc.oneof(junkText, edgeNumber, fc.integer({ min: -5, max: 100_000 }).map(String));

function requests(operation: Operation, resolve: (ref: string) => JsonSchema): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const valuesOf = (place: string, junk: fc.Arbitrary<unknown>) => {
    const arbitraries = Object.fromEntries(
      parameters
        .filter((p) => p.in === place)
        .map((p) => [p.name, fc.oneof({ weight: 3, arbitrary: arbitraryOf(p.schema, resolve) }, { weight: 1, arbitrary: junk })]),
    );
    const required = parameters.filter((p) => p.in === place && (p.required || place === 'path')).map((p) => p.name);
    return fc.record(arbitraries, { requiredKeys: required });
  };
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const junkBodies = [
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
    fc.string({ maxLength: 30 }).map((text) => ({ kind: 'raw' as const, text })),
    fc.string({ maxLength: 30 }).map((text) => ({ kind: 'text' as const, text })),
  ];
  const bodies: fc.Arbitrary<FuzzRequest['body']>[] = [fc.constant({ kind: 'none' as const })];
  if (json) {
    const fitting = arbitraryOf(json, resolve).map((value) => ({ kind: 'json' as const, value }));
    bodies.push(fitting, fitting, fitting, ...junkBodies);
  } else if (!content['multipart/form-data']) {
    bodies.push(...junkBodies);
  }
  if (content['multipart/form-data']) {
    bodies.push(fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ kind: 'file' as const, bytes })));
  }
  return fc.record({
    params: valuesOf('path', junkParam),
    query: valuesOf('query', fc.oneof(junkText, edgeNumber)),
    body: fc.oneof(...bodies),
    token: fc.constantFrom<Token>('none', 'couple', 'provider'),
    accept: fc.constantFrom(undefined, 'application/json', 'text/html'),
    repeated: fc.boolean(),
    ip: fc.integer({ min: 1, max: 254 }),
  });
}

const queryValue = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function injection(area: Area, path: string, method: string, request: FuzzRequest): InjectOptions {
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(request.params[name] ?? 'x')));
  const pairs = Object.entries(request.query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(queryValue(value))}`,
  );
  const query = request.repeated ? [...pairs, ...pairs, 'stray=1'] : pairs;
  const headers: Record<string, string> = { host: HOSTS[area] };
  if (request.token !== 'none') headers.authorization = `Bearer ${tokens[request.token]}`;
  if (request.accept) headers.accept = request.accept;
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    remoteAddress: `198.51.100.${request.ip}`,
    headers,
  };
  const { body } = request;
  if (body.kind === 'json')
    return { ...options, payload: JSON.stringify(body.value), headers: { ...headers, 'content-type': 'application/json' } };
  if (body.kind === 'raw') return { ...options, payload: body.text, headers: { ...headers, 'content-type': 'application/json' } };
  if (body.kind === 'text') return { ...options, payload: body.text, headers: { ...headers, 'content-type': 'text/plain' } };
  if (body.kind === 'file') {
    const boundary = 'fuzzboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(body.bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { ...options, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  return options;
}

/** OpenAPI 3.0 writes exclusive bounds as draft 4 did (`minimum: 0, exclusiveMinimum: true`); ajv reads draft 7. */
function draft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, draft7(value)]));
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive]) out[exclusive] = out[bound];
    else delete out[exclusive];
    if (out[exclusive] !== undefined) delete out[bound];
  }
  return out;
}

function validatorOf(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ components: document.components }, 'document');
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const rewrite = (schema: JsonSchema) =>
    draft7(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/'))) as JsonSchema;
  return (schema: JsonSchema, value: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      compiled.set(schema, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

/** What is wrong with an answer, per the operation's documentation; undefined when it fits. */
function violation(
  operation: Operation,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  validate: ReturnType<typeof validatorOf>,
): string | undefined {
  const { statusCode } = answer;
  if (statusCode >= 500) return `answered ${statusCode}: ${answer.body.slice(0, 200)}`;
  const documented = operation.responses[String(statusCode)] ?? operation.responses.default;
  if (!documented) return `undocumented status ${statusCode}: ${answer.body.slice(0, 200)}`;
  const media =
    String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (answer.body === '' || !documented.content) return undefined;
  const described = documented.content[media] ?? documented.content['*/*'];
  if (!described) return `${statusCode} answered ${media}, documented ${Object.keys(documented.content).join(', ')}`;
  if (media !== 'application/json' || !described.schema) return undefined;
  const problem = validate(described.schema, JSON.parse(answer.body));
  return problem && `${statusCode} body ${problem}: ${answer.body.slice(0, 200)}`;
}

beforeAll(async () => {
  h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), undefined, { directory: true });
});
afterAll(() => h?.close());

async function documentOf(area: Area): Promise<OpenApiDocument> {
  const docs = await h.app.inject({ url: '/api/docs/json', headers: { host: HOSTS[area] } });
  expect(docs.statusCode).toBe(200);
  return docs.json() as OpenApiDocument;
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the documents', () => {
  it('document on each host exactly the operations it routes, each version of a shared path on its own host', async () => {
    const documented = Object.fromEntries(
      await Promise.all(AREAS.map(async (area) => [area, new Set(operationsOf(await documentOf(area)))] as const)),
    );
    // The couple's and the provider's versions of the same paths, each on its host.
    for (const operation of [
      'GET /api/me',
      'POST /api/logout',
      'POST /api/account/delete',
      'POST /api/phone/check',
      'POST /api/phone/verify',
    ]) {
      expect(documented.app?.has(operation), `app ${operation}`).toBe(true);
    }
    expect(documented.project?.has('GET /api/me')).toBe(true);
    // Each documented operation is routed on its host and on no host whose document leaves it out:
    // the router is asked with each binding `bindToAreas` can give (plugins/hosts.ts).
    const bindings = [
      ['www'],
      ['project'],
      ['app'],
      ['www', 'project'],
      ['www', 'app'],
      ['project', 'app'],
      [...AREAS],
    ] as Area[][];
    const routedOn = (method: string, path: string) => {
      const url = path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
      const bound = bindings.filter((areas) =>
        h.app.hasRoute({ method, url, constraints: { host: hostPattern(areas, h.config.domains) } }),
      );
      return new Set(bound.flat());
    };
    const wrong: string[] = [];
    for (const operation of new Set(AREAS.flatMap((area) => [...(documented[area] ?? [])]))) {
      const [method = 'GET', path = '/'] = operation.split(' ');
      const hosts = routedOn(method, path);
      for (const area of AREAS) {
        if (hosts.has(area) !== documented[area]?.has(operation))
          wrong.push(`${area}: ${operation} ${hosts.has(area) ? 'routed' : 'not routed'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('each document', () => {
  it('names the token each secured operation takes, describes every answer and documents the upload field', async () => {
    const [www, project, app] = await Promise.all(AREAS.map(documentOf));
    const security = (document: OpenApiDocument | undefined, method: string, path: string) =>
      document?.paths[path]?.[method]?.security;
    expect(security(app, 'get', '/api/me')).toEqual([{ bearer: [] }]);
    expect(app?.components.securitySchemes?.bearer).toMatchObject({ description: expect.stringMatching(/^A provider's/) });
    expect(security(project, 'get', '/api/me')).toEqual([{ bearer: [] }]);
    expect(project?.components.securitySchemes?.bearer).toMatchObject({ description: expect.stringMatching(/^A couple's/) });
    expect(security(project, 'get', '/api/portfolios')).toEqual([{ providerBearer: [] }]);
    expect(security(www, 'get', '/api/portfolios')).toEqual([{ providerBearer: [] }]);
    const upload = app?.paths['/api/images/upload-image']?.post as Operation | undefined;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({ required: ['file'] });
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '413', '415', '429']));
    expect(JSON.stringify([www, project, app])).not.toContain('Default Response');
    const yaml = await h.app.inject({ url: '/api/docs/yaml', headers: { host: HOSTS.app } });
    expect(yaml.body).toContain('/api/images/upload-image');
  });
});

describe.each(AREAS)('the %s host', (area) => {
  it('answers every generated request with a documented status and body', async () => {
    const document = await documentOf(area);
    const resolve = (ref: string) =>
      ref
        .split('/')
        .slice(1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document) as JsonSchema;
    const validate = validatorOf(document);
    // One line per operation and kind of problem, with the first request that showed it.
    const problems = new Map<string, string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined;
        if (!operation) continue;
        await signIn();
        const samples = fc.sample(requests(operation, resolve), { seed: SEED, numRuns: RUNS_PER_OPERATION });
        for (const request of samples) {
          const options = injection(area, path, method, request);
          const answer = await h.app.inject(options);
          const problem = violation(operation, answer, validate);
          // OPENAPI_FUZZ_STATS=1 prints each answer's status: how far the requests get past the guards.
          if (process.env.OPENAPI_FUZZ_STATS)
            console.log(`STAT ${area} ${method.toUpperCase()} ${path} ${request.token} ${answer.statusCode}`);
          const kind = `${method.toUpperCase()} ${path}: ${problem?.slice(0, 40)}`;
          if (problem && !problems.has(kind)) problems.set(kind, `${options.url} (${request.token} token): ${problem}`);
        }
      }
    }
    expect(Object.fromEntries(problems)).toEqual({});
  });
});

import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { parse } from 'yaml';
import { startSite, webDir, type RunningSite } from './site-server';

/**
 * Malformed requests to every operation of the services' contract (web/src/services/openapi.yaml,
 * served by the embedded stand-ins) and to the site's own API routes, generated with fast-check
 * from a fixed seed (a failure names its request and repeats): odd methods, path parameters that
 * are garbage or undecodable, bodies of every JSON shape, wrong types for the documented fields,
 * deep nesting, oversized and invalid UTF-8 bodies, any media type, random Idempotency-Key and
 * Authorization headers. Not one may answer 5xx or show a stack trace.
 *
 * On a server of its own: the requests create accounts and orders, which the other specs' server
 * must not see.
 */

const SEED = 27_2026;
/** Requests per operation: with the contract's operations and the site's 4 API routes, over 2,000. */
const PER_OPERATION = 56;

interface Operation {
  method: 'GET' | 'POST';
  /** The address template, `/embedded/userbase/account/get/{userId}` style. */
  path: string;
  /** The body's documented field names (none for GET). */
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: SchemaRef }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}
type SchemaRef = { $ref?: string; properties?: Record<string, unknown> };

const openapi = parse(readFileSync(join(webDir, 'src', 'services', 'openapi.yaml'), 'utf8')) as OpenApiDocument;

function fieldsOf(schema: SchemaRef | undefined): string[] {
  const resolved = schema?.$ref ? openapi.components.schemas[schema.$ref.split('/').pop()!] : schema;
  return Object.keys(resolved?.properties ?? {});
}

/**
 * Every documented operation, but the location stand-in's test switch: it turns the location
 * service's failure (its documented 503) on for every later request.
 */
const OPERATIONS: Operation[] = [
  ...Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === 'get' || method === 'post')
      .filter(() => !path.startsWith('/location/admin/'))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path: `/embedded${path}`,
        fields: fieldsOf(Object.values(operation.requestBody?.content ?? {})[0]?.schema),
      })),
  ),
  { method: 'POST', path: '/api/experiments/events/', fields: ['type', 'experimentId', 'variantId', 'tokens'] },
  { method: 'GET', path: '/api/experiments/{id}/results/', fields: [] },
  { method: 'POST', path: '/api/revalidate/', fields: ['_type', '_id'] },
  { method: 'GET', path: '/api/draft-mode/enable/', fields: [] },
];

/** A path parameter: plain, reserved, undecodable, over-long or dot segments (as sent, encoded). */
const pathParameter = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '-1', '0', 'null', '%F0%9F%92%A9'),
  fc.integer({ min: 1, max: 400 }).map((n) => 'x'.repeat(n)),
  fc.uuid(),
);

/** A header value a client can send: printable ASCII (Node refuses others before sending). */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 300,
});

const deep = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A body: any JSON, wrong types for the documented fields, deep, huge, not JSON, not UTF-8. */
function bodyFor(operation: Operation): fc.Arbitrary<Buffer | null> {
  const wrongTypes = fc
    .dictionary(
      operation.fields.length ? fc.constantFrom(...operation.fields) : fc.string({ maxLength: 10 }),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 8 },
    )
    .map((value) => JSON.stringify(value));
  return fc
    .oneof(
      fc.constant(null),
      fc.json({ maxDepth: 4 }),
      wrongTypes,
      fc.string({ maxLength: 200 }),
      fc.integer({ min: 33, max: 8_000 }).map(deep),
      fc.integer({ min: 16 * 1024 + 1, max: 80 * 1024 }).map((n) => `{"a":"${'x'.repeat(n)}"}`),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from([0xff, 0xfe, ...bytes])),
    )
    .map((body) => (body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body)));
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

function requestsFor(operation: Operation, seed: number): FuzzRequest[] {
  const parameters = (operation.path.match(/\{[^}]+\}/g) ?? []).length;
  const arbitrary = fc.record({
    method: fc.oneof(
      { weight: 3, arbitrary: fc.constant(operation.method) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'),
      },
    ),
    parameters: fc.array(pathParameter, { minLength: parameters, maxLength: parameters }),
    query: fc.option(
      fc.string({ maxLength: 60 }).map((q) => `?${encodeURIComponent(q)}=${encodeURIComponent(q)}`),
      {
        nil: '',
      },
    ),
    contentType: fc.constantFrom(
      'text/plain',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
    idempotencyKey: fc.option(headerValue, { nil: undefined }),
    authorization: fc.option(
      headerValue.map((token) => `Bearer ${token}`),
      { nil: undefined },
    ),
    body: bodyFor(operation),
  });
  return fc.sample(arbitrary, { numRuns: PER_OPERATION, seed }).map((generated) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => generated.parameters[index++] ?? 'x') + generated.query;
    const headers: Record<string, string> = {};
    if (generated.contentType) headers['content-type'] = generated.contentType;
    if (generated.idempotencyKey !== undefined) headers['idempotency-key'] = generated.idempotencyKey;
    if (generated.authorization !== undefined) headers.authorization = generated.authorization;
    const sendsBody = generated.body !== null && generated.method !== 'GET' && generated.method !== 'HEAD';
    return { method: generated.method, path, headers, body: sendsBody ? generated.body : null };
  });
}

interface Answer {
  status: number;
  body: string;
  location?: string;
}

/**
 * Sends a request; a 308 (the trailing-slash redirect, which keeps the method and the body) is
 * followed once on the site, so that the request reaches the handler it names.
 */
async function sendFollowing(baseUrl: string, agent: Agent, fuzz: FuzzRequest): Promise<Answer> {
  const answer = await send(baseUrl, agent, fuzz);
  if (answer.status !== 308 || !answer.location?.startsWith('/')) return answer;
  return send(baseUrl, agent, { ...fuzz, path: answer.location });
}

function send(baseUrl: string, agent: Agent, fuzz: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        agent,
        method: fuzz.method,
        path: fuzz.path,
        headers: { ...fuzz.headers, ...(fuzz.body ? { 'content-length': String(fuzz.body.byteLength) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            location: res.headers.location,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
    req.end(fuzz.body ?? undefined);
  });
}

/** What a leaked server error looks like in a body. */
const SERVER_TRACES = [
  /\n\s+at \S[^\n]*:\d+:\d+/,
  /node_modules/,
  /\.next\/server/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|SQLITE_\w+)\b/,
  /Maximum call stack/,
];

test.describe('fuzzing every service operation and API route', () => {
  // Starting a server and sending over 2,000 requests: about 30 s here.
  test.describe.configure({ timeout: 240_000 });
  let site: RunningSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startSite({ output: 'ignore' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('over 2,000 malformed requests: no 5xx, no stack trace', async () => {
    const requests = OPERATIONS.flatMap((operation, index) => requestsFor(operation, SEED + index));
    expect(requests.length).toBeGreaterThanOrEqual(2_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const fuzz = requests[next++]!;
        let answer: Answer;
        try {
          answer = await sendFollowing(site!.baseUrl, agent, fuzz);
        } catch (error) {
          failures.push(`${fuzz.method} ${fuzz.path.slice(0, 120)}: ${(error as Error).message}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const trace = SERVER_TRACES.find((pattern) => pattern.test(answer.body));
        if (answer.status >= 500 || trace) {
          failures.push(
            `${fuzz.method} ${fuzz.path.slice(0, 120)} (${fuzz.headers['content-type'] ?? 'no type'}, ` +
              `${fuzz.body?.byteLength ?? 0} bytes) answered ${answer.status}: ${answer.body.slice(0, 160)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    agent.destroy();
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz: ${requests.length} requests to ${OPERATIONS.length} operations, ${serverErrors} server errors; ` +
        `statuses ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    );
    expect(failures).toEqual([]);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { api, startTestStack, type TestStack } from '../testing/stack-harness';
import { issueToken, bearer } from '../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../testing/reimbursement-builders';
import { fileProtestLetter, letterBody } from '../testing/protest-builders';
import { createDatabase, seed } from '@claims/db';
import { scratchDatabase } from '@claims/db/testing/scratch-database';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';
import { responseValidator, type OpenApiDocument, type OperationObject } from './response-validator';

/**
 * Every operation of /api/openapi.json called with generated path ids, list queries and bodies,
 * as a client of Alfa and as a master. Any 5xx fails, any answer that does not match its
 * documented schema fails, and any answer to Alfa that carries Beta's records fails.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 4);
// Printed with every failure: `FUZZ_SEED=<seed> npm test -- openapi-fuzz` replays the same inputs.
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

// Health answers 503 by contract while a process is down, and this stack runs no jobs worker.
const REPORTS_OUTAGES = new Set(['get /api/health']);

let stack: TestStack;
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let doc: OpenApiDocument;
let validate: ReturnType<typeof responseValidator>;
const beta = { ids: [] as string[], references: [] as string[] };
const alfa = { ids: [] as string[] };

beforeAll(async () => {
  // A database of its own: as a master the fuzz creates reference data and rewrites settings
  // (a one-second timer would expire other files' cases), which no other test file may meet.
  scratch = await scratchDatabase();
  const seeding = createDatabase(scratch.url);
  await seed(seeding, { demo: true });
  await seeding.destroy();
  process.env.DATABASE_URL = scratch.url;
  stack = await startTestStack();
  doc = (await api(stack.baseUrl, 'GET', '/api/openapi.json')).body;
  validate = responseValidator(doc);
  const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    api(stack.baseUrl, method, path, body, headers);
  const refs = await shippingRefs(stack.deps.db);
  const other = bearer(await issueToken(stack.deps.db, 'other.client@example.com'));
  const client = bearer(await issueToken(stack.deps.db, 'client@example.com'));
  const betaRequest = await fileReimbursement(stack.baseUrl, call, other, requestBody(refs));
  const betaLetter = await fileProtestLetter(
    stack.baseUrl,
    call,
    other,
    letterBody({ embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId }),
  );
  const alfaRequest = await fileReimbursement(stack.baseUrl, call, client, requestBody(refs));
  const betaClient = await stack.deps
    .db('users')
    .where({ email: 'other.client@example.com' })
    .first('client_id');
  beta.ids.push(betaRequest.id, betaLetter.id, betaClient.clientId);
  beta.references.push(betaRequest.reference, betaLetter.reference);
  alfa.ids.push(alfaRequest.id);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await scratch?.drop();
});

/** Ids a path parameter may take: real records of both companies, and garbage. */
const pathValue = () =>
  fc.oneof(
    fc.constantFrom(...beta.ids, ...alfa.ids),
    fc.constantFrom(randomUUID(), '0', '-1', '99999999999999999999', "1' OR '1'='1", '%2e%2e%2f', 'nul%00'),
    // Never empty or all dots: those would address another route (`/api/ports/` is the list).
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => !/^\.+$/.test(s))
      .map(encodeURIComponent),
  );

/** ra-data-simple-rest queries: well-formed ones on documented fields, and broken JSON. */
const listQuery = (operation: OperationObject) => {
  const fields = sortFields(operation);
  const json = (v: unknown) => JSON.stringify(v);
  return fc.record({
    sort: fc.oneof(
      fc.tuple(fc.constantFrom('id', ...fields), fc.constantFrom('ASC', 'DESC', 'asc', 'x')).map(json),
      fc.string({ maxLength: 10 }),
    ),
    range: fc.oneof(
      fc.tuple(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -5, max: 300 })).map(json),
      fc.constantFrom('[0]', '[1e400,2]', '"a"', '[0,99999999]'),
    ),
    filter: fc.oneof(
      fc
        .dictionary(
          fc.constantFrom('q', 'id', 'status', 'clientId', 'companyId', 'createdAt', 'x'),
          fc.oneof(
            fc.string({ maxLength: 10 }),
            fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
            fc.integer(),
          ),
        )
        .map(json),
      fc.constantFrom('{', '[]', 'null', '{"q":{"$ne":1}}'),
    ),
  });
};

function sortFields(operation: OperationObject): string[] {
  const sort = operation.parameters?.find((p) => p.name === 'sort');
  const named = /field one of: (.*)$/.exec(sort?.description ?? '')?.[1];
  return named ? named.split(', ').filter(Boolean) : [];
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('every documented operation, fuzzed', () => {
  for (const caller of ['client@example.com', 'master@example.com'] as const) {
    it(`never answers ${caller} with a 5xx, an undocumented shape or another company's data`, async () => {
      const failures: string[] = [];
      // Deletions go last, so the other operations still find the records they are given.
      const order = (m: string) => (m === 'delete' ? 1 : 0);
      const all = operations().sort((a, b) => order(a.method) - order(b.method));
      expect(all.length).toBeGreaterThan(50);
      for (const { path, method, operation } of all) {
        const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map(([, n]) => n as string);
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema as
          JsonSchema | undefined;
        const isList = operation.parameters?.some((p) => p.name === 'range');
        // A session per operation: logging out (or any revocation) ends only that operation's.
        const token = await issueToken(stack.deps.db, caller);
        const input = fc.record({
          params: fc.tuple(...pathNames.map(() => pathValue())),
          query: isList ? listQuery(operation) : fc.constant(undefined),
          body: bodySchema ? arbitraryFor(bodySchema) : fc.constant(undefined),
          language: fc.constantFrom('pt-BR', 'en', 'es', 'xx'),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ params, query, body, language }) => {
            let url = path;
            pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, String(params[i]))));
            if (query) url += `?${new URLSearchParams(query)}`;
            const res = await fetch(`${stack.baseUrl}${url}`, {
              method: method.toUpperCase(),
              headers: {
                ...bearer(token, language),
                Accept: 'application/json',
                'Content-Type': 'application/json',
                // A client address of its own: login failures here must not throttle other tests.
                'X-Forwarded-For': `10.${randomBytes(3).join('.')}`,
              },
              body: body === undefined || method === 'get' ? undefined : JSON.stringify(body),
              signal: AbortSignal.timeout(15_000),
            });
            const text = await res.text();
            const where = `${method.toUpperCase()} ${url} ${JSON.stringify(body)?.slice(0, 300)}`;
            if (res.status === 503 && REPORTS_OUTAGES.has(`${method} ${path}`)) return;
            if (res.status >= 500) failures.push(`${res.status} ${where}: ${text.slice(0, 300)}`);
            const problem = validate(path, method, res.status, res.headers.get('content-type'), text);
            if (problem) failures.push(`${res.status} ${where}: ${problem}`);
            if (caller === 'client@example.com' && res.status < 300) {
              const leaked = [...beta.ids, ...beta.references].filter((v) => text.includes(v));
              if (leaked.length) failures.push(`${res.status} ${where}: Beta's ${leaked.join(', ')}`);
            }
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED },
        );
      }
      expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    }, 480_000);
  }
});

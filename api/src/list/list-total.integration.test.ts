import { randomBytes, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { api, stackForFile } from '../testing/stack-harness';
import { TENANTS, tenantsForFile } from '../testing/callers';
import { LIST_COUNT_TTL_SECONDS, ListCountCache } from './count-cache';

/**
 * The total in a list's Content-Range: exact when the page ends the list, otherwise counted and
 * reused for a few seconds, never across tenants. Rows are written straight into the projection
 * with references of this run, and every list asks for exactly those references.
 */
const run = stackForFile();
const tenants = tenantsForFile(run, TENANTS);

const tag = randomBytes(4).toString('hex').toUpperCase();
let serial = 0;
/** References of this run, to list requests by before and after some are filed. */
const references = (n: number) => Array.from({ length: n }, () => `RR-LT-${tag}-${++serial}`);

/** A submitted request of `company`, created now (after the ones before it), as the projection holds it. */
async function submitted(company: 'alfa' | 'beta', reference: string): Promise<string> {
  const id = randomUUID();
  await run.stack.deps.db('reimbursement_requests').insert({
    id,
    reference,
    office: 'BR',
    workflow_id: `reimbursement-${id}`,
    client_id: tenants.companies[company],
    created_at: run.stack.deps.db.raw(`now() + make_interval(secs => ?)`, [
      Number(reference.split('-').at(-1)) / 1000,
    ]),
    submitted_at: run.stack.deps.db.fn.now(),
  });
  return id;
}

async function list(who: keyof typeof tenants.headers, references: string[], range: [number, number]) {
  const filter = encodeURIComponent(JSON.stringify({ reference: references }));
  const res = await api(
    run.stack.baseUrl,
    'GET',
    `/api/reimbursements?filter=${filter}&range=${JSON.stringify(range)}&sort=["createdAt","DESC"]`,
    undefined,
    tenants.headers[who],
  );
  expect(res.status).toBe(200);
  const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
  return { ids: (res.body as { id: string }[]).map((r) => r.id), total };
}

describe('the total of a list page', () => {
  it('is exact at once when the page ends the list', async () => {
    const refs = references(3);
    await submitted('alfa', refs[0]!);
    await submitted('alfa', refs[1]!);
    expect((await list('staff', refs, [0, 9])).total).toBe(2);
    const newest = await submitted('alfa', refs[2]!);
    expect(await list('staff', refs, [0, 9])).toEqual({ ids: expect.arrayContaining([newest]), total: 3 });
  });

  it('of a full page is reused for a few seconds while the rows stay fresh, then counted again', async () => {
    const refs = references(3);
    await submitted('alfa', refs[0]!);
    await submitted('alfa', refs[1]!);
    const counted = Date.now();
    expect((await list('staff', refs, [0, 0])).total).toBe(2);

    const newest = await submitted('alfa', refs[2]!);
    // A moment later the page already shows the new request; its total may lag.
    expect(await list('staff', refs, [0, 0])).toEqual({ ids: [newest], total: 2 });

    await new Promise((r) => setTimeout(r, LIST_COUNT_TTL_SECONDS * 1000 - (Date.now() - counted) + 300));
    expect(await list('staff', refs, [0, 0])).toEqual({ ids: [newest], total: 3 });
  }, 20_000);

  it("is never another company's: each side counts what it may see", async () => {
    const refs = references(5);
    for (const reference of refs.slice(0, 2)) await submitted('alfa', reference);
    for (const reference of refs.slice(2)) await submitted('beta', reference);
    // The same query from three callers within the cache's lifetime.
    expect((await list('alfa', refs, [0, 0])).total).toBe(2);
    expect((await list('beta', refs, [0, 0])).total).toBe(3);
    expect((await list('staff', refs, [0, 0])).total).toBe(5);
    expect((await list('alfa', refs, [0, 0])).total).toBe(2);
  });

  it('is never short of the rows a page shows', async () => {
    const refs = references(4);
    for (const reference of refs.slice(0, 2)) await submitted('alfa', reference);
    expect((await list('staff', refs, [0, 0])).total).toBe(2);
    for (const reference of refs.slice(2)) await submitted('alfa', reference);
    // Rows 1-2 of 4 while the cached total still says 2: the total says at least 3.
    const later = await list('staff', refs, [1, 2]);
    expect(later.ids).toHaveLength(2);
    expect(later.total).toBe(3);
  });
});

describe('the cache of list totals', () => {
  const cache = new ListCountCache({} as IORedis, 'claims');
  const sql = 'select count(*) from reimbursement_requests as r where r.office = ?';

  it('keys a total by tenant scope as well as by query', () => {
    const alfa = randomUUID();
    const beta = randomUUID();
    const keys = [
      cache.key({ all: true }, sql, ['BR']),
      cache.key({ clientIds: [alfa] }, sql, ['BR']),
      cache.key({ clientIds: [beta] }, sql, ['BR']),
      cache.key({ clientIds: [] }, sql, ['BR']),
      cache.key({ all: true }, sql, ['AR']),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(cache.key({ clientIds: [alfa, beta] }, sql, ['BR'])).toBe(
      cache.key({ clientIds: [beta, alfa] }, sql, ['BR']),
    );
  });

  it('answers nothing, and throws nothing, when Redis is unreachable', async () => {
    const offline = new IORedis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const unreachable = new ListCountCache(offline, 'claims');
    const key = unreachable.key({ all: true }, sql, ['BR']);
    await expect(unreachable.set(key, 12)).resolves.toBeUndefined();
    await expect(unreachable.get(key)).resolves.toBeUndefined();
    offline.disconnect();
  });
});

import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { stackForFile } from '../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../testing/callers';

/**
 * The reference lists' search boxes (ListSpec `searchIgnoringAccents`) find a name typed as
 * people type it in a hurry: without its accents, in any case. Ports have their own test beside
 * their route, with the port names of each country.
 */
const run = stackForFile();
const master = callsAsForFile(run, CALLERS.MASTER);

/** The ids a list's search box answers for `q`. */
async function found(resource: string, q: string): Promise<string[]> {
  const res = await master.call(
    'GET',
    `/api/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
  );
  expect(res.status).toBe(200);
  return res.body.map((row: { id: string }) => row.id);
}

const claimsBueId = async () =>
  (await run.stack.deps.db('users').where({ email: CALLERS.CLAIMS_BUE }).first('id')).id as string;

describe('a search typed without accents', () => {
  it.each([
    ['users', 'fernandez', 'Martina Fernández'],
    ['users', 'FERNÁNDEZ', 'Martina Fernández, in capitals'],
  ])('in %s, "%s" finds %s', async (resource, q) => {
    expect(await found(resource, q)).toContain(await claimsBueId());
  });

  it.each([
    ['clients', 'beta comercio', DEMO_COMPANIES.beta.id],
    ['clients', 'COMÉRCIO', DEMO_COMPANIES.beta.id],
  ])('in %s, "%s" finds its company', async (resource, q, id) => {
    expect(await found(resource, q)).toContain(id);
  });
});

import { stackForFile } from '../../testing/stack-harness';
import { projectedCases, searchBox, uniqueTerms } from '../../testing/search-box';
import { TENANTS, tenantsForFile } from '../../testing/callers';
import { ownUser } from '../../testing/tokens';

/**
 * The search box of the protest letters' list, answered through the indexed side table
 * `protest_letter_search` (issue 19): "contains" over the same fields as before, never across
 * companies, and for an inspector only the letters whose inspection is theirs. Letters are
 * written straight into the projection (the side table follows them by a trigger).
 */
const run = stackForFile();
let inspectorEmail: string;
const tenants = tenantsForFile(run, async (db) => {
  // An inspector of this file's own: the letter it inspects here stays out of the demo inspector's list.
  inspectorEmail = await ownUser(db, 'INSPECTOR');
  return { ...TENANTS, inspector: inspectorEmail };
});

const unique = uniqueTerms();
const search = searchBox(run, tenants, '/api/protest-letters');

/** Filed letters as the projection holds them. */
const letters = projectedCases(run, tenants, 'protest_letters', () => ({
  reference: unique('PL-SR-'),
  filed_at: run.stack.deps.db.fn.now(),
}));
const filed = letters.file;

describe('the protest letters search box', () => {
  it('finds a letter by part of its reference, protocol, BL, house BL, ship or voyage, in any case', async () => {
    const fields = {
      reference: unique('PL-SREF-'),
      protocol: unique('PRSR'),
      bill_of_lading: unique('BLSR'),
      house_bill_of_lading: unique('HBSR'),
      ship: `MSC ${unique('SHIPSR')}`,
      voyage: unique('VOYSR'),
    };
    const id = await filed('alfa', fields);
    for (const value of Object.values(fields))
      expect(await search('staff', value.slice(1, -1).toLowerCase())).toEqual([id]);
    expect(await search('staff', `${fields.voyage}X`)).toEqual([]);
  });

  it("never answers a client another company's letter, and an inspector only the letters they inspect", async () => {
    const shared = unique('BLSHARED');
    const ours = await filed('alfa', { bill_of_lading: shared });
    const theirs = await filed('beta', { bill_of_lading: shared });
    const inspected = await filed('beta', { house_bill_of_lading: shared });
    const inspector = await run.stack.deps.db('users').where({ email: inspectorEmail }).first('id');
    await run.stack.deps
      .db('inspections')
      .insert({ protest_letter_id: inspected, inspector_id: inspector.id });

    expect(await search('alfa', shared)).toEqual([ours]);
    expect((await search('beta', shared)).sort()).toEqual([theirs, inspected].sort());
    expect(await search('inspector', shared)).toEqual([inspected]);
    expect((await search('staff', shared)).sort()).toEqual([ours, theirs, inspected].sort());
  });

  it('follows the letter: a changed BL, a deleted letter', async () => {
    const before = unique('BLOLD');
    const after = unique('BLNEW');
    const id = await filed('alfa', { bill_of_lading: before });
    await letters.update(id, { bill_of_lading: after });
    expect(await search('alfa', before)).toEqual([]);
    expect(await search('alfa', after)).toEqual([id]);
    await letters.remove(id);
    expect(await search('staff', after)).toEqual([]);
  });
});

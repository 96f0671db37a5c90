import { stackForFile } from '../../testing/stack-harness';
import { projectedCases, searchBox, uniqueTerms } from '../../testing/search-box';
import { TENANTS, tenantsForFile } from '../../testing/callers';

/**
 * The search box of the reimbursement list, answered through the indexed side table
 * `reimbursement_search` (issue 19): the same "contains" search over the same fields as before,
 * a whole identifier looked up exactly, in step with the request, and never across companies. Rows are written straight into the
 * projection (the side table follows them by a trigger) with a term of this run only.
 */
const run = stackForFile();
const tenants = tenantsForFile(run, TENANTS);

const unique = uniqueTerms();
const search = searchBox(run, tenants, '/api/reimbursements');

/** Submitted requests as the projection holds them. */
const requests = projectedCases(run, tenants, 'reimbursement_requests', (id) => ({
  reference: unique('RR-SR-'),
  workflow_id: `reimbursement-${id}`,
  submitted_at: run.stack.deps.db.fn.now(),
}));
const submitted = requests.file;

describe('the reimbursement search box', () => {
  it('finds a request by part of its reference, BL/CT-e, booking, house BL, company or a container, in any case', async () => {
    const fields = {
      reference: unique('RR-SREF-'),
      bl_or_cte: unique('BLSR'),
      booking_number: unique('BKSR'),
      house_bl: unique('HBSR'),
      company_name: `Exportadora ${unique('SR')} Ltda`,
      containers: [unique('MSCU'), unique('TGHU')],
    };
    const id = await submitted('alfa', fields);
    for (const value of [...Object.values(fields).flat()]) {
      const part = String(value).slice(1, -1).toLowerCase();
      expect(await search('staff', part)).toEqual([id]);
    }
    expect(await search('staff', `${fields.bl_or_cte}X`)).toEqual([]);
    // A container as it is printed, owner code apart: "MSCU 1A2B3C4D1".
    const container = fields.containers[0]!;
    expect(await search('staff', `${container.slice(0, 4)} ${container.slice(4)}`)).toEqual([id]);
  });

  it("never answers a client another company's request, even on the same term", async () => {
    const shared = unique('BLSHARED');
    const ours = await submitted('alfa', { bl_or_cte: shared });
    const theirs = await submitted('beta', { bl_or_cte: shared, containers: [shared] });
    expect(await search('alfa', shared)).toEqual([ours]);
    expect(await search('beta', shared)).toEqual([theirs]);
    expect((await search('staff', shared)).sort()).toEqual([ours, theirs].sort());
  });

  it('follows the request: a changed BL, a new container, a deleted request', async () => {
    const before = unique('BLOLD');
    const after = unique('BLNEW');
    const container = unique('CSQU');
    const id = await submitted('alfa', { bl_or_cte: before });
    await requests.update(id, { bl_or_cte: after, containers: [container] });
    expect(await search('alfa', before)).toEqual([]);
    expect(await search('alfa', after)).toEqual([id]);
    expect(await search('alfa', container)).toEqual([id]);

    await requests.remove(id);
    expect(await search('staff', after)).toEqual([]);
  });

  it('answers a whole identifier by an exact lookup: its requests, not those that only contain it', async () => {
    const bl = unique('BLEX');
    const container = unique('EXCU');
    const whole = await submitted('alfa', { bl_or_cte: bl, containers: [container] });
    const sameBl = await submitted('beta', { bl_or_cte: bl });
    const longer = await submitted('alfa', { bl_or_cte: `${bl}7`, house_bl: `X${container}` });
    // Typed whole, in any case: the requests that hold it, the one of each company or both for staff.
    expect((await search('staff', bl.toLowerCase())).sort()).toEqual([whole, sameBl].sort());
    expect(await search('alfa', bl)).toEqual([whole]);
    expect(await search('staff', container)).toEqual([whole]);
    // A part of it is still "contains": every request whose value holds it.
    expect((await search('staff', bl.slice(0, -1))).sort()).toEqual([whole, sameBl, longer].sort());
    expect(await search('staff', `${bl}7`)).toEqual([longer]);
  });

  it('matches %, _ and \\ in the term as themselves', async () => {
    const base = unique('BK');
    const id = await submitted('alfa', { booking_number: `${base}_50%\\A` });
    expect(await search('staff', `${base}_50%\\A`)).toEqual([id]);
    expect(await search('staff', `${base.slice(0, -1)}_`)).toEqual([]);
    expect(await search('staff', `${base}%A`)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { containerCheckDigit } from '@claims/domain';
import { api, stackForFile } from '../../testing/stack-harness';
import { ownUser, signedIn } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * The same loss claimed twice (issue 15, a tester's finding): a second request on the same BL
 * naming a container of a first one, already paid or not, was not flagged. Staff now see the other
 * request on the detail; the customer's answer carries no such list.
 */
const run = stackForFile();
let client: Record<string, string>;
let analyst: Record<string, string>;

beforeAll(async () => {
  client = await signedIn(run.stack.deps.db, 'client@example.com', 'es');
  analyst = await signedIn(
    run.stack.deps.db,
    await ownUser(run.stack.deps.db, 'CLAIMS', 'same-shipment'),
    'es',
  );
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const detail = async (id: string, who: Record<string, string>) =>
  (await call('GET', `/api/reimbursements/${id}`, undefined, who)).body;

/** A request on `bl` naming `containers`, as the client files it. */
async function fileOn(bl: string, containers: string[]) {
  const refs = await shippingRefs(run.stack.deps.db);
  const body = requestBody(refs);
  return fileReimbursement(run.stack.baseUrl, call, client, {
    ...body,
    shipping: { ...body.shipping, blOrCte: bl, containers },
  });
}

describe('a request on the same shipment as another', () => {
  it('shows staff the other request on the same BL naming one of its containers, and nothing else', async () => {
    // A BL of this test's own, written as the first filer wrote it and then in lower case.
    const bl = `SSZ${randomBytes(4).toString('hex').toUpperCase()}`;
    const first = await fileOn(bl, ['MSCU1234566', 'TGHU7654320']);
    const second = await fileOn(bl.toLowerCase(), ['TGHU7654320']);
    // A container of this test's own: other files search for theirs by number.
    const serial = `ZZZU${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const elsewhere = await fileOn(bl, [`${serial}${containerCheckDigit(serial)}`]);

    const seen = await detail(second.id, analyst);
    expect(seen.sameShipment).toEqual([
      {
        id: first.id,
        reference: first.reference,
        analysisStatus: expect.any(String),
        clientName: 'Exportadora Alfa Ltda',
      },
    ]);
    // Another container on the same BL is another loss.
    expect((await detail(elsewhere.id, analyst)).sameShipment).toEqual([]);
    // The customer is not shown the list.
    expect((await detail(second.id, client)).sameShipment).toEqual([]);
  });
});

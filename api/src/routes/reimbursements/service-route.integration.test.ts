import { stackForFile } from '../../testing/stack-harness';
import { reimbursementFilingForFile } from '../../testing/reimbursement-filing';
import { REQUIRED_FILES, requestBody, uploadRequestFile } from '../../testing/reimbursement-builders';

/**
 * Cabotage is shipping between two ports of one country: a request filed as cabotage from Santos
 * (BR) to Buenos Aires (AR) is a 422 on the port of discharge, in the request's language, whether
 * filed whole or from a saved draft, and nothing is stored or changed.
 */
const run = stackForFile();
const filing = reimbursementFilingForFile(run);

const { call, fileAsClient } = filing;
const portId = async (code: string) =>
  (await run.stack.deps.db('ports').where({ code }).whereNull('deleted_at').first('id')).id as string;
/** The requests, filed or drafts, that name an invoice: a refused filing leaves none. */
const requestsWithInvoice = async (invoiceNumber: string) =>
  Number(
    (
      await run.stack.deps
        .db('reimbursement_requests')
        .where({ invoice_number: invoiceNumber })
        .count('* as n')
    )[0]!.n,
  );

/** A complete cabotage request between the two ports named by their UN/LOCODEs. */
async function cabotage(from: string, to: string, invoiceNumber: string) {
  const body = requestBody(filing.refs);
  return {
    ...body,
    serviceType: 'CABOTAGE',
    shipping: {
      ...body.shipping,
      invoiceNumber,
      portOfLoadingId: await portId(from),
      portOfDischargeId: await portId(to),
    },
  };
}

describe('cabotage between two ports of one country', () => {
  it('refuses Santos → Buenos Aires with a 422 on the port of discharge, in each language, storing nothing', async () => {
    const invoice = `NF-CAB-${Date.now()}`;
    const body = await cabotage('BRSSZ', 'ARBUE', invoice);
    for (const [language, message] of [
      ['es', 'En cabotaje, los puertos de embarque y de descarga deben estar en el mismo país'],
      ['en', 'In cabotage, the ports of loading and discharge must be in the same country'],
      ['pt-BR', 'Na cabotagem, os portos de embarque e de descarga devem estar no mesmo país'],
    ] as const) {
      const res = await call('POST', '/api/reimbursements', body, {
        ...filing.client,
        'Content-Language': language,
      });
      expect([language, res.status, res.body.error.code]).toEqual([language, 422, 'VALIDATION_FAILED']);
      expect(res.body.error.fields).toEqual({ 'shipping.portOfDischargeId': message });
    }
    expect(await requestsWithInvoice(invoice)).toBe(0);
  });

  it('refuses the same route submitted from a draft, which stays a draft as it was', async () => {
    const body = await cabotage('BRSSZ', 'ARBUE', `NF-CAB-D-${Date.now()}`);
    const draft = await call('POST', '/api/reimbursements/drafts', { data: body }, filing.client);
    expect(draft.status).toBe(201);
    for (const [documentType, name] of REQUIRED_FILES)
      await uploadRequestFile(run.stack.baseUrl, draft.body.id, filing.client, { documentType, name });
    const submitted = await call(
      'POST',
      `/api/reimbursements/drafts/${draft.body.id}/submit`,
      {},
      {
        ...filing.client,
        'Content-Language': 'es',
      },
    );
    expect(submitted.status).toBe(422);
    expect(submitted.body.error.fields).toEqual({
      'shipping.portOfDischargeId':
        'En cabotaje, los puertos de embarque y de descarga deben estar en el mismo país',
    });
    const kept = await call('GET', `/api/reimbursements/drafts/${draft.body.id}`, undefined, filing.client);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      draft: true,
      data: { shipping: { portOfDischargeId: body.shipping.portOfDischargeId } },
    });
    const row = await run.stack.deps
      .db('reimbursement_requests')
      .where({ id: draft.body.id })
      .first('draft', 'submitted_at');
    expect(row).toEqual({ draft: true, submittedAt: null });
  });

  it('files Santos → Rio Grande as cabotage, both ports in Brazil', async () => {
    const filed = await fileAsClient(await cabotage('BRSSZ', 'BRRIG', `NF-CAB-BR-${Date.now()}`));
    const read = await call('GET', `/api/reimbursements/${filed.id}`, undefined, filing.client);
    expect(read.body).toMatchObject({ serviceType: 'CABOTAGE' });
  });
});

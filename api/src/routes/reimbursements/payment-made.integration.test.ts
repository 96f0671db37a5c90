import { stackForFile } from '../../testing/stack-harness';
import { CALLERS } from '../../testing/callers';
import { reimbursementFilingForFile } from '../../testing/reimbursement-filing';
import { signedIn } from '../../testing/tokens';
import { requestBody } from '../../testing/reimbursement-builders';

/**
 * A payment made is never more than the value agreed: a tester recorded R$ 70.000,00 paid on
 * R$ 62.500,50 agreed (approved by a master), and the customer was e-mailed the 70.000, the
 * summary and the dashboard counted it. The api refuses it on the amount, in the caller's
 * language, before the workflow hears of it; the agreed value itself is recorded.
 */
const run = stackForFile();
const filing = reimbursementFilingForFile(run);
let master: Record<string, string>;
beforeAll(async () => {
  master = await signedIn(run.stack.deps.db, CALLERS.MASTER);
});

const { call, fileAsClient } = filing;
const act = (id: string, action: string, body: unknown, headers: Record<string, string>) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, headers);
/** A payment made in reais on 20/11/2026, recorded by the analyst unless said otherwise. */
const pay = (id: string, value: string, headers = filing.claims) =>
  act(id, 'markPaid', { paidOn: '2026-11-20', value, currency: 'BRL' }, headers);
/** Intl writes a non-breaking space between R$ and the amount: compared as a reader sees it. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** A request whose agreed value is R$ 62.500,50, approved by a master, its payment scheduled. */
async function scheduledAt62500() {
  const { id } = await fileAsClient(requestBody(filing.refs));
  const proposed = await act(id, 'proposeAgreement', { value: '62500.50', currency: 'BRL' }, filing.claims);
  expect(proposed.body.proposals[0].status).toBe('PENDING_APPROVAL');
  expect((await act(id, 'approveProposal', {}, master)).status).toBe(200);
  expect((await act(id, 'acceptProposal', {}, filing.client)).status).toBe(200);
  expect((await act(id, 'settlementDocumentsProvided', {}, filing.client)).status).toBe(200);
  const scheduled = await act(id, 'schedulePayment', { expectedDate: '2030-12-20' }, filing.claims);
  expect(scheduled.body.analysisStatus).toBe('PAYMENT_SCHEDULED');
  return id;
}

const paymentNotices = (id: string) =>
  run.stack.deps.db('outbox').whereRaw("payload->>'caseId' = ?", [id]).where({ kind: 'PAYMENT_MADE' });

describe('recording a payment made against the agreed value', () => {
  it('refuses more than agreed with a 422 on the amount, in each language, and nothing changes', async () => {
    const id = await scheduledAt62500();
    for (const [language, message] of [
      ['pt-BR', 'O valor pago não pode ser maior que o valor acordado (R$ 62.500,50)'],
      ['es', 'El importe pagado no puede ser mayor que el importe acordado (62.500,50 BRL)'],
      ['en', 'The amount paid cannot be more than the agreed value (R$62,500.50)'],
    ] as const) {
      const res = await pay(id, '70000.00', { ...filing.claims, 'Content-Language': language });
      expect([language, res.status, res.body.error?.code]).toEqual([language, 422, 'VALIDATION_FAILED']);
      expect(Object.keys(res.body.error.fields)).toEqual(['value']);
      expect(spaced(res.body.error.fields.value)).toBe(message);
    }
    // A cent above is above too.
    const cent = await pay(id, '62500.51');
    expect(cent.status).toBe(422);
    const read = await call('GET', `/api/reimbursements/${id}`, undefined, filing.claims);
    expect(read.body.analysisStatus).toBe('PAYMENT_SCHEDULED');
    expect(read.body.payment.paidOn).toBeNull();
    expect(read.body.log.map((e: { action: string }) => e.action)).not.toContain('PAYMENT_MADE');
    expect(await paymentNotices(id)).toEqual([]);
  });

  it('records a payment of exactly the agreed value, and tells the customer', async () => {
    const id = await scheduledAt62500();
    const paid = await pay(id, '62500.50');
    expect(paid.status).toBe(200);
    expect(paid.body.analysisStatus).toBe('PAYMENT_MADE');
    expect(paid.body.payment).toMatchObject({ paidOn: '2026-11-20' });
    expect((await paymentNotices(id)).length).toBeGreaterThan(0);
  });

  it('holds a partially procedent claim to the part its analysis proposed, as its notice told the customer', async () => {
    const { id } = await fileAsClient(requestBody(filing.refs));
    const analysed = await act(
      id,
      'recordAnalysis',
      {
        result: 'PARTIALLY_PROCEDENT',
        justification: 'Parte da carga já avariada no embarque',
        proposedAmount: '12000.00',
        reimbursementAmount: '12000.00',
        partialProposedValue: '9800.00',
        currency: 'BRL',
      },
      filing.claims,
    );
    expect(analysed.body.analysisStatus).toBe('PARTIALLY_PROCEDENT');
    expect((await act(id, 'requestSettlementDocuments', {}, filing.claims)).status).toBe(200);
    expect((await act(id, 'settlementDocumentsProvided', {}, filing.client)).status).toBe(200);
    const scheduled = await act(id, 'schedulePayment', { expectedDate: '2030-12-20' }, filing.claims);
    expect(scheduled.body.analysisStatus).toBe('PAYMENT_SCHEDULED');

    const above = await pay(id, '12000.00');
    expect(above.status).toBe(422);
    expect(spaced(above.body.error.fields.value)).toBe(
      'O valor pago não pode ser maior que o valor acordado (R$ 9.800,00)',
    );
    const paid = await pay(id, '9800.00');
    expect(paid.body.analysisStatus).toBe('PAYMENT_MADE');
  });

  it('refuses a payment in another currency than the agreed one with a 422 on the currency, in each language', async () => {
    const id = await scheduledAt62500();
    for (const [language, message] of [
      ['pt-BR', 'O pagamento deve ser registrado na moeda do valor acordado (BRL)'],
      ['es', 'El pago debe registrarse en la moneda del importe acordado (BRL)'],
      ['en', 'The payment must be recorded in the currency of the agreed value (BRL)'],
    ] as const) {
      const res = await act(
        id,
        'markPaid',
        { paidOn: '2026-11-20', value: '9000.00', currency: 'USD' },
        { ...filing.claims, 'Content-Language': language },
      );
      expect([language, res.status, res.body.error?.code]).toEqual([language, 422, 'VALIDATION_FAILED']);
      expect(res.body.error.fields).toEqual({ currency: message });
    }
    const read = await call('GET', `/api/reimbursements/${id}`, undefined, filing.claims);
    expect(read.body.analysisStatus).toBe('PAYMENT_SCHEDULED');
    expect(await paymentNotices(id)).toEqual([]);
  });

  it('refuses a payment of nothing with a 422 on the amount, not as less than agreed', async () => {
    const id = await scheduledAt62500();
    const res = await pay(id, '0.00');
    expect([res.status, res.body.error?.code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(res.body.error.fields).toEqual({ value: 'O valor precisa ser maior que zero' });
    const read = await call('GET', `/api/reimbursements/${id}`, undefined, filing.claims);
    expect(read.body.analysisStatus).toBe('PAYMENT_SCHEDULED');
    expect(await paymentNotices(id)).toEqual([]);
  });
});

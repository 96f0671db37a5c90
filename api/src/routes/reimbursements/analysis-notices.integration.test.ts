import { randomBytes } from 'node:crypto';
import { api, stackForFile } from '../../testing/stack-harness';
import { mailedTo } from '../../testing/mail';
import { ownUser, signedIn } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * What the customer is told of the analysis (a Spanish-speaking client, as a tester walked it):
 * a partially procedent claim names the partial value proposed, on the page, in the bell and by
 * e-mail (its body: jobs/templates/analysis-notices.unit.test.ts); an analysis withdrawn after they were told it is news to them too.
 */
const run = stackForFile({ jobs: true });
let client: Record<string, string>;
let analyst: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  const db = run.stack.deps.db;
  const alfa = await db('users').where({ email: 'client@example.com' }).first('client_id');
  const email = `analysis-notices-${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await db('users')
    .insert({
      email,
      role: 'CLIENT_MASTER',
      client_id: alfa.clientId,
      name: 'Lucía',
      last_name: 'Pérez',
      language: 'es',
    })
    .returning('id');
  clientId = user.id;
  client = await signedIn(db, email, 'es');
  analyst = await signedIn(db, await ownUser(db, 'CLAIMS', 'analysis-notices'), 'es');
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const act = (id: string, action: string, body: unknown) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, analyst);

/** Delivers a step's notices and answers the subject the client was e-mailed. */
const mailedToClient = async (caseId: string, kind: string) => ({
  subject: (await mailedTo(run, caseId, kind, clientId)).subject,
});

const bell = async () =>
  (await call('GET', '/api/notifications', undefined, client)).body.map((n: { title: string }) => n.title);

describe('the analysis as the customer hears of it', () => {
  it('names the partial value of a partially procedent claim, and tells the client when the analysis is withdrawn', async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const filed = await fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs));
    const { id, reference } = filed as { id: string; reference: string };

    const recorded = await act(id, 'recordAnalysis', {
      result: 'PARTIALLY_PROCEDENT',
      justification: 'Parte de la carga ya estaba dañada',
      reimbursementAmount: '7000.00',
      currency: 'USD',
      quotation: '5.40',
      partialProposedValue: '5250.50',
    });
    expect(recorded.status).toBe(200);

    // The page: the partial value beside the reimbursement amount.
    const page = (await call('GET', `/api/reimbursements/${id}`, undefined, client)).body;
    expect(page.outcome.decision).toMatchObject({
      kind: 'PARTIALLY_PROCEDENT',
      value: '7000.00',
      partialValue: '5250.50',
      currency: 'USD',
    });

    // The e-mail and the bell, as the client writes numbers.
    const mail = await mailedToClient(id, 'PARTIALLY_PROCEDENT');
    expect(mail.subject).toBe(`Reclamo parcialmente procedente: ${reference} — valor propuesto USD 5.250,50`);
    expect(await bell()).toContain(
      `Reclamo parcialmente procedente: ${reference} — valor propuesto USD 5.250,50`,
    );

    // Withdrawn: the client, who was told the result, is told it no longer stands.
    const removed = await act(id, 'removeAnalysis', {});
    expect(removed.status).toBe(200);
    const withdrawn = await mailedToClient(id, 'ANALYSIS_REMOVED');
    expect(withdrawn.subject).toBe(`Análisis retirado: ${reference} vuelve a estar en análisis`);
    expect(await bell()).toContain(`Análisis retirado: ${reference} vuelve a estar en análisis`);
    expect((await call('GET', `/api/reimbursements/${id}`, undefined, client)).body.outcome).toBeNull();
  });

  it('schedules the payment of a partially procedent claim at its partial value, as its notice said', async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const filed = await fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs));
    const { id, reference } = filed as { id: string; reference: string };
    const steps: [string, unknown, Record<string, string>][] = [
      [
        'recordAnalysis',
        {
          result: 'PARTIALLY_PROCEDENT',
          justification: 'Parte de la carga ya estaba dañada',
          reimbursementAmount: '12000.00',
          currency: 'BRL',
          partialProposedValue: '7500.00',
        },
        analyst,
      ],
      ['requestSettlementDocuments', {}, analyst],
      ['settlementDocumentsProvided', {}, client],
      ['schedulePayment', { expectedDate: '2030-12-20' }, analyst],
    ];
    for (const [action, body, by] of steps)
      expect((await call('POST', `/api/reimbursements/${id}/actions/${action}`, body, by)).status).toBe(200);
    const mail = await mailedToClient(id, 'PAYMENT_SCHEDULED');
    expect(mail.subject).toBe(`Pago de BRL 7.500,00 en ${reference} programado para el 20/12/2030`);
  });
});

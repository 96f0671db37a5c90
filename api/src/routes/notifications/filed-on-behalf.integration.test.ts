import { randomBytes } from 'node:crypto';
import { until } from '@claims/workers/testing/jobs-harness';
import { api, stackForFile } from '../../testing/stack-harness';
import { mailedTo } from '../../testing/mail';
import { signedIn } from '../../testing/tokens';
import { fileProtestLetter, letterBody } from '../../testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * A customs broker files in its client's name (issue 15, a tester's finding): the client company
 * was told nothing, since every notice meant for the customer goes to whoever filed. Its users
 * now hear of the filing, in their language, naming the broker; a company filing for itself does
 * not hear of it twice.
 */
const run = stackForFile({ jobs: true });
let broker: Record<string, string>;
let companyUser: { id: string; headers: Record<string, string> };
let clientId: string;
let brokerName: string;

beforeAll(async () => {
  const db = run.stack.deps.db;
  const brokerUser = await db('users').where({ email: 'broker@example.com' }).first('customs_broker_id');
  brokerName = (await db('customs_brokers').where({ id: brokerUser.customsBrokerId }).first('name')).name;
  clientId = (
    await db('customs_broker_clients')
      .where({ customs_broker_id: brokerUser.customsBrokerId })
      .first('client_id')
  ).clientId;
  broker = await signedIn(db, 'broker@example.com', 'pt-BR');
  // A user of the represented company of this file's own, who reads Spanish.
  const email = `filed-on-behalf-${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await db('users')
    .insert({
      email,
      role: 'CLIENT_MASTER',
      client_id: clientId,
      name: 'Lucía',
      last_name: 'Pérez',
      language: 'es',
    })
    .returning('id');
  companyUser = { id: user.id, headers: await signedIn(db, email, 'es') };
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** Delivers a case's notices of one kind and answers the subject the company's user was e-mailed. */
const mailedToCompany = async (caseId: string, kind: string) => ({
  subject: (await mailedTo(run, caseId, kind, companyUser.id)).subject,
});

const bell = async () =>
  (await call('GET', '/api/notifications', undefined, companyUser.headers)).body.map(
    (n: { title: string }) => n.title,
  );

describe('a case filed by a customs broker in its client’s name', () => {
  it('tells the client company of a reimbursement request, naming the broker, in its language', async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const filed = await fileReimbursement(run.stack.baseUrl, call, broker, requestBody(refs), clientId);
    const subject = `Solicitud de resarcimiento ${filed.reference} registrada en nombre de su empresa por ${brokerName}`;
    expect(await mailedToCompany(filed.id, 'REQUEST_FILED_ON_BEHALF')).toEqual({ subject });
    expect(await bell()).toContain(subject);
  });

  it('tells the client company of a protest letter, naming the broker', async () => {
    const db = run.stack.deps.db;
    const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const letter = await fileProtestLetter(
      run.stack.baseUrl,
      call,
      broker,
      letterBody({ embarkation: br[0], discharge: br[1] }, { clientId }),
    );
    const subject = `Carta de protesta ${letter.reference} registrada en nombre de su empresa por ${brokerName}`;
    expect(await mailedToCompany(letter.id, 'PROTEST_LETTER_FILED_ON_BEHALF')).toEqual({ subject });
  });

  it('writes no such notice when the company files for itself', async () => {
    const refs = await shippingRefs(run.stack.deps.db);
    const filed = await fileReimbursement(run.stack.baseUrl, call, companyUser.headers, requestBody(refs));
    const kinds = await run.stack.deps
      .db('outbox')
      .whereRaw("payload->>'caseId' = ?", [filed.id])
      .pluck('kind');
    expect(kinds).toContain('REQUEST_FILED');
    expect(kinds).not.toContain('REQUEST_FILED_ON_BEHALF');
  });

  it('tells the company and its broker of every step after, and the answer to a counteroffer to whoever made it', async () => {
    const db = run.stack.deps.db;
    const refs = await shippingRefs(db);
    const filed = await fileReimbursement(run.stack.baseUrl, call, broker, requestBody(refs), clientId);
    const claims = await signedIn(db, 'claims@example.com', 'pt-BR');
    const act = (action: string, body: unknown, headers: Record<string, string>) =>
      call('POST', `/api/reimbursements/${filed.id}/actions/${action}`, body, headers);
    const brokerId = (await db('users').where({ email: 'broker@example.com' }).first('id')).id;

    const asked = await act(
      'requestDocuments',
      { party: 'CLIENT', documentTypes: ['POWER_OF_ATTORNEY'], message: 'Envie a procuração' },
      claims,
    );
    expect(asked.status).toBe(200);
    const subject = await mailedToCompany(filed.id, 'DOCUMENTS_REQUESTED_CUSTOMER');
    expect(subject.subject).toContain(filed.reference);
    const [notice] = await db('outbox')
      .whereRaw("payload->>'caseId' = ?", [filed.id])
      .where({ kind: 'DOCUMENTS_REQUESTED_CUSTOMER' });
    const recipients = await until('the broker mailed too', async () => {
      const to = await db('email_log')
        .where({ event_key: notice.eventKey, status: 'SENT' })
        .pluck('recipient_id');
      return to.includes(brokerId) ? to : null;
    });
    expect(recipients).toEqual(expect.arrayContaining([brokerId, companyUser.id]));
    // Nobody on the claims side hears its own request read back.
    const staff = await db('users')
      .whereIn('id', recipients)
      .whereIn('role', ['CLAIMS', 'MASTER', 'CUSTOMER_SERVICE']);
    expect(staff).toEqual([]);

    // The company's own user answers a proposal with a counteroffer; its decline reaches them.
    const other = await fileReimbursement(run.stack.baseUrl, call, broker, requestBody(refs), clientId);
    const actOn = (action: string, body: unknown, headers: Record<string, string>) =>
      call('POST', `/api/reimbursements/${other.id}/actions/${action}`, body, headers);
    expect((await actOn('proposeAgreement', { value: '100.00', currency: 'BRL' }, claims)).status).toBe(200);
    expect(
      (await actOn('counterOffer', { value: '150.00', message: 'O dano foi maior' }, companyUser.headers))
        .status,
    ).toBe(200);
    expect(
      (await actOn('declineCounteroffer', { message: 'Mantemos o valor proposto' }, claims)).status,
    ).toBe(200);
    expect(await mailedToCompany(other.id, 'COUNTEROFFER_DECLINED')).toEqual({
      subject: expect.stringContaining(other.reference),
    });
    // "Your counteroffer was declined" is for whoever made it, not for the broker who filed.
    const declined = await run.stack.deps
      .db('outbox')
      .whereRaw("payload->>'caseId' = ?", [other.id])
      .where({ kind: 'COUNTEROFFER_DECLINED' })
      .pluck('payload');
    expect(declined.map((p: { recipient: string }) => p.recipient)).toEqual([companyUser.id]);
  });
});

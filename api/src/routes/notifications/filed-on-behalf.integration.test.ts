import { randomBytes } from 'node:crypto';
import { startTestJobs, until, type TestJobs } from '@claims/workers/testing/jobs-harness';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { fileProtestLetter, letterBody } from '../../testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * A customs broker files in its client's name (issue 15, a tester's finding): the client company
 * was told nothing, since every notice meant for the customer goes to whoever filed. Its users
 * now hear of the filing, in their language, naming the broker; a company filing for itself does
 * not hear of it twice.
 */
let stack: TestStack;
let jobs: TestJobs;
let broker: Record<string, string>;
let companyUser: { id: string; headers: Record<string, string> };
let clientId: string;
let brokerName: string;

beforeAll(async () => {
  jobs = await startTestJobs();
  stack = await startTestStack({ REDIS_PREFIX: jobs.redisPrefix });
  const db = stack.deps.db;
  const brokerUser = await db('users').where({ email: 'broker@example.com' }).first('customs_broker_id');
  brokerName = (await db('customs_brokers').where({ id: brokerUser.customs_broker_id }).first('name')).name;
  clientId = (
    await db('customs_broker_clients')
      .where({ customs_broker_id: brokerUser.customs_broker_id })
      .first('client_id')
  ).client_id;
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
afterAll(async () => {
  await stack?.stop();
  await jobs?.stop();
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(stack.baseUrl, method, path, body, headers);

/** Delivers a case's notices of one kind and answers the subject the company's user was e-mailed. */
async function mailedToCompany(caseId: string, kind: string) {
  const rows = () =>
    stack.deps.db('outbox').whereRaw("payload->>'caseId' = ?", [caseId]).where({ kind }).select('event_key');
  for (const row of await rows()) await jobs.deliver(row.event_key);
  return until(`${kind} mailed`, async () => {
    const sent: { subject: string } | undefined = await stack.deps
      .db('email_log')
      .whereIn(
        'event_key',
        (await rows()).map((r) => r.event_key),
      )
      .where({ recipient_id: companyUser.id, status: 'SENT' })
      .first('subject');
    return sent;
  });
}

const bell = async () =>
  (await call('GET', '/api/notifications', undefined, companyUser.headers)).body.map(
    (n: { title: string }) => n.title,
  );

describe('a case filed by a customs broker in its client’s name', () => {
  it('tells the client company of a reimbursement request, naming the broker, in its language', async () => {
    const refs = await shippingRefs(stack.deps.db);
    const filed = await fileReimbursement(stack.baseUrl, call, broker, requestBody(refs), clientId);
    const subject = `Solicitud de resarcimiento ${filed.reference} registrada en nombre de su empresa por ${brokerName}`;
    expect(await mailedToCompany(filed.id, 'REQUEST_FILED_ON_BEHALF')).toEqual({ subject });
    expect(await bell()).toContain(subject);
  });

  it('tells the client company of a protest letter, naming the broker', async () => {
    const db = stack.deps.db;
    const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const letter = await fileProtestLetter(
      stack.baseUrl,
      call,
      broker,
      letterBody({ embarkation: br[0], discharge: br[1] }, { clientId }),
    );
    const subject = `Carta de protesta ${letter.reference} registrada en nombre de su empresa por ${brokerName}`;
    expect(await mailedToCompany(letter.id, 'PROTEST_LETTER_FILED_ON_BEHALF')).toEqual({ subject });
  });

  it('writes no such notice when the company files for itself', async () => {
    const refs = await shippingRefs(stack.deps.db);
    const filed = await fileReimbursement(stack.baseUrl, call, companyUser.headers, requestBody(refs));
    const kinds = await stack.deps.db('outbox').whereRaw("payload->>'caseId' = ?", [filed.id]).pluck('kind');
    expect(kinds).toContain('REQUEST_FILED');
    expect(kinds).not.toContain('REQUEST_FILED_ON_BEHALF');
  });
});

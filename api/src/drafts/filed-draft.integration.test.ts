import { randomBytes } from 'node:crypto';
import { containerCheckDigit } from '@claims/domain';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../testing/reimbursement-builders';
import { fileProtestLetter, letterBody } from '../testing/protest-builders';

/**
 * A draft opened again once it was filed (the wizard's address reloaded after filing): the api
 * says it was filed and names the case it became, to whoever may see that case; to anyone else
 * it stays what it was, a case that does not exist (404).
 */
const run = stackForFile();
let as: Record<'author' | 'colleague' | 'other', Record<string, string>>;

/** A client user of the test's own, of the company of `like`. */
async function clientUser(like: string, role: string, locale: string) {
  const db = run.stack.deps.db;
  const model = await db('users').where({ email: like }).first('client_id', 'password_hash');
  const email = `filed-draft-${role}-${randomBytes(4).toString('hex')}@example.com`.toLowerCase();
  await db('users').insert({
    email,
    role,
    client_id: model.clientId,
    name: 'Lucía',
    last_name: 'Ruiz',
    language: locale,
    password_hash: model.passwordHash,
  });
  return signedIn(db, email, locale);
}

beforeAll(async () => {
  as = {
    author: await clientUser('client@example.com', 'CLIENT_MASTER', 'es'),
    colleague: await clientUser('client@example.com', 'CLIENT_OPERATOR', 'pt-BR'),
    other: await clientUser('other.client@example.com', 'CLIENT_MASTER', 'es'),
  };
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** A container of this test's own: other files search for theirs by number. */
function ownContainer() {
  const serial = `FDRU${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${serial}${containerCheckDigit(serial)}`;
}

describe('a filed draft opened again', () => {
  it("answers its author 409 DRAFT_ALREADY_FILED naming the request, in the author's language", async () => {
    const body = requestBody(await shippingRefs(run.stack.deps.db));
    const filed = await fileReimbursement(run.stack.baseUrl, call, as.author, {
      ...body,
      shipping: { ...body.shipping, containers: [ownContainer()] },
    });
    const again = await call('GET', `/api/reimbursements/drafts/${filed.id}`, undefined, as.author);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'DRAFT_ALREADY_FILED',
      message: `Este borrador ya fue enviado: ahora es el proceso ${filed.reference}`,
      details: { caseId: filed.id, reference: filed.reference },
    });
    // Saving or discarding it is refused the same way: it is a case now.
    const put = await call('PUT', `/api/reimbursements/drafts/${filed.id}`, { data: {} }, as.author);
    expect(put.status).toBe(409);
    const removed = await call('DELETE', `/api/reimbursements/drafts/${filed.id}`, undefined, as.author);
    expect(removed.status).toBe(409);
    expect((await call('GET', `/api/reimbursements/${filed.id}`, undefined, as.author)).status).toBe(200);

    // A colleague sees the case anyway: the same answer. Another company's user: 404, no hint.
    const colleague = await call('GET', `/api/reimbursements/drafts/${filed.id}`, undefined, as.colleague);
    expect(colleague.status).toBe(409);
    expect(colleague.body.error.details).toEqual({ caseId: filed.id, reference: filed.reference });
    const other = await call('GET', `/api/reimbursements/drafts/${filed.id}`, undefined, as.other);
    expect(other.status).toBe(404);
    expect(other.body.error).toEqual({ code: 'CASE_NOT_FOUND', message: 'Proceso no encontrado' });
    expect((await call('PUT', `/api/reimbursements/drafts/${filed.id}`, { data: {} }, as.other)).status).toBe(
      404,
    );
  });

  it('answers the same for a protest letter, and 404 to another company', async () => {
    const br = await run.stack.deps.db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const base = letterBody({ embarkation: br[0], discharge: br[1] });
    const letter = await fileProtestLetter(run.stack.baseUrl, call, as.author, {
      ...base,
      containers: [{ ...base.containers[0], number: ownContainer() }],
    });
    const again = await call('GET', `/api/protest-letters/drafts/${letter.id}`, undefined, as.author);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('DRAFT_ALREADY_FILED');
    expect(again.body.error.details).toEqual({ caseId: letter.id, reference: letter.reference });
    const other = await call('GET', `/api/protest-letters/drafts/${letter.id}`, undefined, as.other);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('CASE_NOT_FOUND');
    expect(other.body.error.details).toBeUndefined();
  });

  it('still answers 404 for a draft nobody filed and one that never was', async () => {
    const draft = await call('POST', '/api/reimbursements/drafts', { data: {} }, as.author);
    expect(
      (await call('GET', `/api/reimbursements/drafts/${draft.body.id}`, undefined, as.colleague)).status,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/reimbursements/drafts/${unknown}`, undefined, as.author)).status).toBe(
      404,
    );
  });
});

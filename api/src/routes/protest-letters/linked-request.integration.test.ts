import { formatTaxId } from '@claims/domain';
import { api, stackForFile } from '../../testing/stack-harness';
import { signedInEach } from '../../testing/tokens';
import {
  argentineInspectionForm,
  brazilianRoute,
  fileProtestLetter,
  inspectionToday,
  letterBody,
} from '../../testing/protest-builders';
import { offeredDraftSubmission, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * Issue 15 item 5, through the real api and worker: a letter names its client and port; the
 * inspector sees whom to meet on site and records an analysis statement apart from the
 * observation; the POSITIVE result's draft carries the company data; the request filed from it
 * and the letter name each other.
 */
const run = stackForFile();
let as: Record<'client' | 'broker' | 'other' | 'claims' | 'inspector', Record<string, string>>;
let ports: { embarkation: string; discharge: string };
let inspectorId: string;
const today = inspectionToday('BR');

beforeAll(async () => {
  const db = run.stack.deps.db;
  as = await signedInEach(db, {
    client: ['client@example.com', 'es'],
    broker: ['broker@example.com', 'pt-BR'],
    other: 'other.client@example.com',
    claims: 'claims@example.com',
    inspector: ['inspector@example.com', 'es'],
  });
  ports = await brazilianRoute(db);
  inspectorId = (await db('users').where({ email: 'inspector@example.com' }).first('id')).id;
});

const call = (method: string, p: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, p, body, headers);
const act = (id: string, action: string, payload: unknown, who: Record<string, string>) =>
  call('POST', `/api/protest-letters/${id}/actions/${action}`, payload, who);

/** The inspector's POSITIVE result on a scheduled letter: damage in transit. */
const recordDamage = (letterId: string) =>
  act(
    letterId,
    'recordInspectionResult',
    { result: 'POSITIVE', observation: 'Puerta abollada', analysisStatement: 'Daño en tránsito' },
    as.inspector,
  );
/** The client takes the reimbursement request the letter offers, as a pre-filled draft. */
const takeOfferedDraft = (letterId: string) =>
  call('POST', `/api/protest-letters/${letterId}/reimbursement-draft`, {}, as.client);

/**
 * A letter with an inspection scheduled for the demo inspector today (its result may be recorded),
 * its site contact written the Argentine way.
 */
async function scheduledLetter(route: { embarkation: string; discharge: string } = ports) {
  const letter = await fileProtestLetter(
    run.stack.baseUrl,
    call,
    as.client,
    letterBody(route, { inspectionRequested: true }),
  );
  const requested = await act(letter.id, 'requestInspection', argentineInspectionForm, as.client);
  expect(requested.status).toBe(200);
  const scheduled = await act(letter.id, 'scheduleInspection', { inspectorId, ...today }, as.claims);
  expect(scheduled.status).toBe(200);
  return letter as { id: string; reference: string };
}

describe('a protest letter and the reimbursement request it backs', () => {
  it("names the letter's client and both its ports (name and UN/LOCODE) in its detail, for the client and for claims", async () => {
    const letter = await scheduledLetter();
    const portOf = (id: string) => run.stack.deps.db('ports').where({ id }).first('name', 'code');
    const [embarkation, discharge] = [await portOf(ports.embarkation), await portOf(ports.discharge)];
    for (const who of [as.client, as.broker, as.claims]) {
      const detail = await call('GET', `/api/protest-letters/${letter.id}`, undefined, who);
      expect(detail.body).toMatchObject({
        clientName: 'Exportadora Alfa Ltda',
        portOfDischargeName: discharge.name,
        portOfEmbarkation: { name: embarkation.name, code: embarkation.code },
        portOfDischarge: { name: discharge.name, code: discharge.code },
      });
    }
  });

  it('shows the assigned inspector the site contact and requires the analysis statement apart from the observation', async () => {
    const letter = await scheduledLetter();
    const seen = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector);
    expect(seen.body.inspection).toMatchObject({
      name: 'José Núñez',
      contact: 'Jefe de depósito',
      telephone: '+54 11 4321 5678',
      email: 'jose.nunez@alfa.example.com',
      address: 'Av. Pedro de Mendoza 1200, Depósito 3, Buenos Aires',
      ...today,
    });

    const withoutStatement = await act(
      letter.id,
      'recordInspectionResult',
      { result: 'POSITIVE', observation: 'Abolladura en la puerta trasera' },
      as.inspector,
    );
    expect(withoutStatement.status).toBe(422);
    expect(withoutStatement.body.error.fields).toHaveProperty('analysisStatement');
    const unchanged = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector);
    expect(unchanged.body.status).toBe('INSPECTION_SCHEDULED');

    const recorded = await act(
      letter.id,
      'recordInspectionResult',
      {
        result: 'POSITIVE',
        observation: '  Abolladura en la puerta trasera  ',
        analysisStatement: 'Daño ocurrido durante la descarga; la carga húmeda es consecuencia.',
      },
      as.inspector,
    );
    expect(recorded.status).toBe(200);
    const forClient = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.client);
    expect(forClient.body.inspection).toMatchObject({
      result: 'POSITIVE',
      observation: 'Abolladura en la puerta trasera',
      analysisStatement: 'Daño ocurrido durante la descarga; la carga húmeda es consecuencia.',
    });
  });

  it("pre-fills the POSITIVE result's draft with the company data, and links the filed request and the letter both ways", async () => {
    const letter = await scheduledLetter();
    await recordDamage(letter.id);
    const alfa = await run.stack.deps
      .db('clients')
      .where({ name: 'Exportadora Alfa Ltda' })
      .first('id', 'tax_id');

    const offered = await takeOfferedDraft(letter.id);
    expect(offered.status).toBe(201);
    expect(offered.body.data.clientData).toMatchObject({
      taxId: formatTaxId('BR', alfa.taxId),
      companyName: 'Exportadora Alfa Ltda',
    });
    expect(offered.body.data.shipping).toMatchObject({
      blOrCte: 'MSCUSSZ123456',
      containers: ['MSCU1234566'],
    });
    // Between two Brazilian ports: cabotage.
    expect(offered.body.data.serviceType).toBe('CABOTAGE');
    // Taken twice (a double click): the same draft, not a second one.
    const again = await takeOfferedDraft(letter.id);
    expect(again.body.id).toBe(offered.body.id);

    // The wizard saves and submits its own data: the link comes from the draft, not from the form.
    const refs = await shippingRefs(run.stack.deps.db);
    const filed = await call(
      'POST',
      '/api/reimbursements',
      offeredDraftSubmission(refs, offered.body.id, offered.body.data.clientData, {
        stateRegistration: '110.042.490.114',
        cityRegistration: '4.123.456-7',
      }),
      as.client,
    );
    expect(filed.status).toBe(201);
    expect(filed.body.protestLetter).toEqual({ id: letter.id, reference: letter.reference });

    const linked = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.client);
    expect(linked.body).toMatchObject({
      reimbursementRequestId: filed.body.id,
      reimbursementRequestReference: filed.body.reference,
    });
    expect(linked.body.log.map((e: { action: string }) => e.action)).toContain('LETTER_OF_PROTEST_LINKED');
    // The claims team is told which request the letter now backs, not that "the case was updated".
    const linkNotice = await run.stack.deps
      .db('outbox')
      .where({ kind: 'LETTER_OF_PROTEST_LINKED' })
      .whereRaw(`payload->>'caseId' = ?`, [letter.id])
      .first('payload');
    expect(linkNotice?.payload).toMatchObject({ requestReference: filed.body.reference });
    // Linked once: neither side is offered the link again, and a second one is refused, changing nothing.
    const staffView = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);
    expect(staffView.body.allowedActions).not.toContain('linkReimbursement');
    expect(linked.body.allowedActions).not.toContain('linkReimbursement');
    const relinked = await act(
      letter.id,
      'linkReimbursement',
      { reimbursementRequestId: filed.body.id },
      as.claims,
    );
    expect(relinked.status).toBe(409);
    expect(relinked.body.error.code).toBe('ILLEGAL_TRANSITION');
    const after = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.claims);
    expect(after.body.log).toHaveLength(staffView.body.log.length);
    const forClaims = await call('GET', `/api/reimbursements/${filed.body.id}`, undefined, as.claims);
    expect(forClaims.body.protestLetter).toEqual({ id: letter.id, reference: letter.reference });
    // The inspector never learns about the money side.
    const forInspector = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.inspector);
    expect(forInspector.body).not.toHaveProperty('reimbursementRequestReference');

    // A second company's draft cannot name this letter.
    const otherDraft = await call('POST', '/api/reimbursements/drafts', { data: {} }, as.other);
    const foreign = await call(
      'POST',
      '/api/reimbursements',
      {
        ...requestBody(refs, { damages: [], extraCosts: [] }),
        protestLetterId: letter.id,
        draftId: otherDraft.body.id,
      },
      as.other,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toHaveProperty('protestLetterId');
  });

  it('sends a route across a border (Buenos Aires → Santos), long course, to the e-mail of SPEC §1, with no draft', async () => {
    const ar = await run.stack.deps.db('ports').where({ country: 'AR' }).first('id');
    const letter = await scheduledLetter({ embarkation: ar.id, discharge: ports.discharge });
    await recordDamage(letter.id);
    const detail = await call('GET', `/api/protest-letters/${letter.id}`, undefined, as.client);
    expect(detail.body).toMatchObject({ reimbursementByEmail: true });
    // The client's notice says so too, with the address: never "a pre-filled request awaits you".
    const kinds = await run.stack.deps
      .db('outbox')
      .whereRaw("payload->>'caseId' = ?", [letter.id])
      .whereIn('kind', ['PROTEST_REIMBURSEMENT_SUGGESTED', 'PROTEST_REIMBURSEMENT_BY_EMAIL'])
      .select('kind', 'payload');
    expect(kinds.map((k) => k.kind)).toEqual(['PROTEST_REIMBURSEMENT_BY_EMAIL']);
    expect(kinds[0].payload.email).toMatch(/@/);
    const offered = await takeOfferedDraft(letter.id);
    expect(offered.status).toBe(422);
    expect(offered.body.error.code).toBe('CARRIER_NOTICE');
    expect(offered.body.error.message).toMatch(/@/);
    const drafts = await run.stack.deps.db('reimbursement_requests').where({ protest_letter_id: letter.id });
    expect(drafts).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { until } from '@claims/workers/testing/jobs-harness';
import { api, stackForFile } from '../../testing/stack-harness';
import { caseNotices, mailedTo } from '../../testing/mail';
import { ownPeople, signedIn } from '../../testing/tokens';
import {
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '../../testing/reimbursement-builders';

/**
 * The claim conversation through the api (issue 15): what each party is asked and told at each
 * step, in their language. A client and a BUE analyst of their own read Spanish; the e-mails go
 * through the real jobs worker into an SMTP sink (asserted on email_log, the delivery record).
 */
const run = stackForFile({ jobs: true });
let refs: Awaited<ReturnType<typeof shippingRefs>>;
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = run.stack.deps.db;
  const alfa = await db('users').where({ email: 'client@example.com' }).first('client_id');
  const people = await ownPeople(db, 'conv', {
    client: { role: 'CLIENT_MASTER', client_id: alfa.clientId, name: 'Lucía', last_name: 'Pérez' },
    bue: {
      role: 'CLAIMS',
      team: 'BUE',
      name: 'Martín',
      last_name: 'Gómez',
      authority_limit: '10000.00',
      authority_currency: 'BRL',
    },
    // An analyst of São Paulo who reads English, to see the customer's answers follow them.
    sao: { role: 'CLAIMS', team: 'CLI_SAO', name: 'Ana', last_name: 'Lima', language: 'en' },
  });
  Object.assign(ids, people.ids);
  Object.assign(h, people.headers);
  h.claims = await signedIn(db, 'claims@example.com', 'es');
  h.master = await signedIn(db, 'master@example.com', 'es');
  refs = await shippingRefs(db);
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const act = (id: string, action: string, body: unknown, by: string) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, h[by]!);
const detail = async (id: string, by: string) =>
  (await call('GET', `/api/reimbursements/${id}`, undefined, h[by]!)).body;

const notices = (caseId: string, kind: string) => caseNotices(run, caseId, kind);

/** The latest log row of an action. */
const logged = (log: { action: string; details: Record<string, unknown> }[], action: string) =>
  [...log].reverse().find((e) => e.action === action)!;

describe('the reimbursement conversation', () => {
  it('carries each step to whom it concerns, in their language, and shows each side what it needs', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    const reference: string = filed.reference;

    // The client who filed gets one confirmation, in their language.
    const confirmation = await mailedTo(run, id, 'REQUEST_FILED', ids.client!);
    expect(confirmation).toEqual({
      subject: `Recibimos su solicitud de resarcimiento ${reference}`,
      locale: 'es',
    });
    expect((await notices(id, 'REQUEST_FILED')).map((r) => r.payload.recipient)).toEqual([ids.client]);

    // A transfer tells the receiving team, in the app and by e-mail.
    expect((await act(id, 'transferResponsibility', { team: 'BUE' }, 'claims')).status).toBe(200);
    const transfer = await mailedTo(run, id, 'RESPONSIBILITY_TRANSFERRED', ids.bue!);
    expect(transfer).toEqual({ subject: `Proceso ${reference} transferido a su equipo (BUE)`, locale: 'es' });
    const bueInbox = await call('GET', '/api/notifications', undefined, h.bue!);
    expect(bueInbox.body.map((n: { title: string }) => n.title)).toContain(
      `Proceso ${reference} transferido a su equipo (BUE)`,
    );

    // Documents asked of the client: the types and the message, by when, in the notice and the detail.
    const asked = await act(
      id,
      'requestDocuments',
      {
        party: 'CLIENT',
        documentTypes: ['POWER_OF_ATTORNEY', 'DESTRUCTION_CERTIFICATE'],
        message: 'Necesitamos el poder firmado y el certificado de destrucción de la mercadería.',
      },
      'bue',
    );
    expect(asked.status).toBe(200);
    const docsMail = await mailedTo(run, id, 'DOCUMENTS_REQUESTED_CUSTOMER', ids.client!);
    expect(docsMail.subject).toMatch(
      new RegExp(
        `^Documentos solicitados en ${reference}: Poder, Certificado de destrucción — envíelos hasta el \\d{2}/\\d{2}/\\d{4}$`,
      ),
    );
    const checklist = (await detail(id, 'client')).documentRequest;
    expect(checklist).toMatchObject({
      kind: 'DOCUMENTS',
      message: 'Necesitamos el poder firmado y el certificado de destrucción de la mercadería.',
      requestedByName: 'Martín Gómez',
      items: [
        { documentType: 'POWER_OF_ATTORNEY', provided: false },
        { documentType: 'DESTRUCTION_CERTIFICATE', provided: false },
      ],
    });
    expect(checklist.deadline).toBeTruthy();
    // The checklist fills in as the client uploads.
    await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'POWER_OF_ATTORNEY',
      name: 'poder.pdf',
    });
    expect((await detail(id, 'client')).documentRequest.items).toEqual([
      expect.objectContaining({ documentType: 'POWER_OF_ATTORNEY', provided: true, fileName: 'poder.pdf' }),
      expect.objectContaining({ documentType: 'DESTRUCTION_CERTIFICATE', provided: false }),
    ]);
    // Staff see their own request and message in the log.
    const staffLog = (await detail(id, 'bue')).log;
    expect(
      staffLog.find((e: { action: string }) => e.action === 'DOCUMENTS_REQUESTED_CUSTOMER').details,
    ).toEqual({
      party: 'CLIENT',
      team: undefined,
      documentTypes: ['POWER_OF_ATTORNEY', 'DESTRUCTION_CERTIFICATE'],
      message: 'Necesitamos el poder firmado y el certificado de destrucción de la mercadería.',
    });
    await act(id, 'documentsProvided', {}, 'client');

    // Above the analyst's limit (10 000 BRL): the masters are asked, the client hears nothing yet.
    const proposed = await act(id, 'proposeAgreement', { value: '15000.00', currency: 'BRL' }, 'bue');
    expect(proposed.body.proposals.at(-1).status).toBe('PENDING_APPROVAL');
    const held = await notices(id, 'PROPOSAL_AWAITING_APPROVAL');
    expect(held.map((r) => r.payload.recipient)).toEqual(['role:MASTER']);
    expect(await notices(id, 'AGREEMENT_PROPOSAL')).toEqual([]);
    expect((await detail(id, 'client')).proposals).toEqual([]);
    await act(id, 'approveProposal', {}, 'master');
    const proposalMail = await mailedTo(run, id, 'AGREEMENT_PROPOSAL', ids.client!);
    expect(proposalMail.subject).toMatch(
      new RegExp(
        `^Propuesta de acuerdo de BRL 15\\.000,00 en ${reference}: acéptela o haga una contraoferta hasta el `,
      ),
    );
    // The customer never reads the internal approval step.
    const clientLog = (await detail(id, 'client')).log.map((e: { action: string }) => e.action);
    expect(clientLog).not.toContain('PROPOSAL_APPROVED');
    expect(clientLog).toContain('AGREEMENT_PROPOSAL');

    // Counteroffer, declined with a message; then countered again and accepted by claims.
    await act(id, 'counterOffer', { value: '18000.00', message: 'El daño fue mayor' }, 'client');
    const counterMail = await mailedTo(run, id, 'COUNTEROFFER_MADE', ids.bue!);
    expect(counterMail.subject).toBe(
      `Contraoferta de BRL 18.000,00 en ${reference}: acéptela, recházela o responda con una propuesta`,
    );
    expect((await act(id, 'declineCounteroffer', { message: '' }, 'bue')).status).toBe(422);
    const declined = await act(
      id,
      'declineCounteroffer',
      { message: 'El informe no respalda ese valor' },
      'bue',
    );
    expect(declined.body.counterofferPending).toBe(false);
    const clientThread = (await detail(id, 'client')).proposals;
    expect(clientThread.at(-1)).toMatchObject({
      kind: 'COUNTEROFFER',
      status: 'REJECTED',
      answeredByName: 'Martín Gómez',
      answerMessage: 'El informe no respalda ese valor',
    });
    await act(id, 'proposeAgreement', { value: '8000.00', currency: 'BRL' }, 'bue');
    await act(id, 'counterOffer', { value: '9000.00' }, 'client');
    const accepted = await act(id, 'acceptCounteroffer', {}, 'bue');
    expect(accepted.body).toMatchObject({ analysisStatus: 'AWAITING_RR_POA', counterofferPending: false });
    // Both logs name what was agreed: the counteroffer accepted, not the one declined before it.
    for (const side of ['client', 'bue'])
      expect(logged((await detail(id, side)).log, 'COUNTEROFFER_ACCEPTED').details).toMatchObject({
        value: '9000.00',
        currency: 'BRL',
      });
    const acceptedMail = await mailedTo(run, id, 'COUNTEROFFER_ACCEPTED', ids.client!);
    expect(acceptedMail.subject).toMatch(
      new RegExp(
        // Every user of the company is told, so it is "the" counteroffer, no one's "your" one.
        // Only the R&R: the power of attorney sent with the earlier documents is not asked twice.
        `^La contraoferta de BRL 9\\.000,00 fue aceptada en ${reference}: envíe hasta el .*: Recibo y finiquito \\(R&R\\)$`,
      ),
    );

    // Settlement documents: the R&R and the power of attorney, as a checklist. The power of
    // attorney the client sent with the documents asked before counts: it is not asked again,
    // on either side.
    for (const side of ['client', 'bue']) {
      const settlement = (await detail(id, side)).documentRequest;
      expect(settlement.kind).toBe('SETTLEMENT');
      expect(settlement.items).toEqual([
        expect.objectContaining({ documentType: 'RECEIPT_AND_RELEASE', provided: false }),
        expect.objectContaining({ documentType: 'POWER_OF_ATTORNEY', provided: true, fileName: 'poder.pdf' }),
      ]);
    }
    // Sent again as it was, it is a new file, not taken for a retry of the earlier upload, and
    // the checklist names it.
    const poderAgain = await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'POWER_OF_ATTORNEY',
      name: 'poder.pdf',
    });
    expect(poderAgain.status).toBe(201);
    expect((await detail(id, 'client')).documentRequest.items[1]).toMatchObject({
      provided: true,
      fileId: poderAgain.body.id,
    });
    await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'RECEIPT_AND_RELEASE',
      name: 'recibo-finiquito.pdf',
    });
    expect(
      (await detail(id, 'client')).documentRequest.items.map((i: { provided: boolean }) => i.provided),
    ).toEqual([true, true]);
    await act(id, 'settlementDocumentsProvided', {}, 'client');

    // A schedule in the past is refused, in the caller's language; the client sees the date.
    const past = await act(id, 'schedulePayment', { expectedDate: '2025-11-20' }, 'bue');
    expect(past.status).toBe(422);
    expect(past.body.error.fields.expectedDate).toBe('El campo fecha prevista no puede ser una fecha pasada');
    await act(id, 'schedulePayment', { expectedDate: '2030-12-20' }, 'bue');
    expect((await detail(id, 'client')).payment).toMatchObject({ expectedDate: '2030-12-20', paidOn: null });
    const scheduledMail = await mailedTo(run, id, 'PAYMENT_SCHEDULED', ids.client!);
    // What is paid, the agreed value, as the client writes numbers; also in their bell.
    expect(scheduledMail.subject).toBe(`Pago de BRL 9.000,00 en ${reference} programado para el 20/12/2030`);
    const clientBell = await call('GET', '/api/notifications', undefined, h.client!);
    expect(clientBell.body.map((n: { title: string }) => n.title)).toContain(
      `Pago de BRL 9.000,00 en ${reference} programado para el 20/12/2030`,
    );

    // Payment made, with its receipt, shown to both sides.
    const receipt = await uploadRequestFile(run.stack.baseUrl, id, h.bue!, {
      documentType: 'PROOF_OF_PAYMENT',
      name: 'transferencia.pdf',
    });
    const paid = await act(
      id,
      'markPaid',
      { paidOn: '2026-11-20', value: '9000.00', currency: 'BRL', receiptFileId: receipt.body.id },
      'bue',
    );
    expect(paid.status).toBe(200);
    for (const side of ['client', 'bue'])
      expect((await detail(id, side)).payment).toMatchObject({
        paidOn: '2026-11-20',
        value: '9000.00',
        currency: 'BRL',
        receipt: { id: receipt.body.id, name: 'transferencia.pdf' },
      });
    const paidMail = await mailedTo(run, id, 'PAYMENT_MADE', ids.client!);
    expect(paidMail.subject).toBe(`Pago realizado en ${reference}: BRL 9.000,00 el 20/11/2026`);

    // Closed: how it ended, never "no analysis".
    await act(id, 'close', { reason: 'Pago confirmado por el cliente' }, 'bue');
    const closed = await detail(id, 'client');
    expect(closed.outcome).toMatchObject({
      closed: true,
      closedByName: 'Martín Gómez',
      closeReason: 'Pago confirmado por el cliente',
      decision: {
        kind: 'COUNTEROFFER_ACCEPTED',
        value: '9000.00',
        currency: 'BRL',
        decidedByName: 'Martín Gómez',
      },
    });
  });

  it('says staff recorded the documents as received, and the client that they sent theirs', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    await act(id, 'requestDocuments', { party: 'CLIENT', documentTypes: ['POWER_OF_ATTORNEY'] }, 'claims');
    await act(id, 'documentsProvided', {}, 'client');
    // Sent to claims by e-mail this time: the analyst records them.
    await act(
      id,
      'requestDocuments',
      { party: 'CLIENT', documentTypes: ['DESTRUCTION_CERTIFICATE'] },
      'claims',
    );
    expect((await act(id, 'documentsProvided', { note: 'Recibidos por correo' }, 'claims')).status).toBe(200);
    for (const side of ['client', 'claims']) {
      const steps = (await detail(id, side)).log.filter((e: { action: string }) =>
        e.action.startsWith('DOCUMENTS_'),
      );
      expect(steps.slice(-3)).toMatchObject([
        { action: 'DOCUMENTS_PROVIDED', doneByName: 'Lucía Pérez' },
        { action: 'DOCUMENTS_REQUESTED_CUSTOMER' },
        {
          action: 'DOCUMENTS_RECEIPT_RECORDED',
          doneByName: 'Rafael Moreira',
          details: { note: 'Recibidos por correo' },
        },
      ]);
      const timeline = (await call('GET', `/api/reimbursements/${id}/timeline`, undefined, h[side]!)).body;
      expect(timeline.events.at(-1)).toMatchObject({
        label: 'Recepción de documentos registrada',
        doneBy: 'Rafael Moreira',
      });
    }
  });

  it('the client accepting a proposal reads the R&R and power of attorney as asked by the claims team', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    const reference: string = filed.reference;
    await act(id, 'transferResponsibility', { team: 'BUE' }, 'claims');
    await act(id, 'proposeAgreement', { value: '7000.00', currency: 'BRL' }, 'bue');
    const accepted = await act(id, 'acceptProposal', {}, 'client');
    expect(accepted.body.analysisStatus).toBe('AWAITING_RR_POA');
    // Who accepted, for the portal to say "accepted by you" to them alone, not to a colleague.
    expect((await detail(id, 'client')).proposals.at(-1)).toMatchObject({
      status: 'ACCEPTED',
      answeredBy: ids.client,
      answeredByName: 'Lucía Pérez',
    });
    // Both sides read who decided alike: the client, by accepting the proposal.
    for (const side of ['client', 'bue'])
      expect((await detail(id, side)).outcome.decision).toMatchObject({
        kind: 'PROPOSAL_ACCEPTED',
        decidedByName: 'Lucía Pérez',
        decidedByClient: true,
        approvedByName: null,
      });

    // The acceptance set the request off, but the request is the claims team's, never the
    // client's own: neither side reads "asked by Lucía Pérez".
    const client = (await detail(id, 'client')).documentRequest;
    expect(client).toMatchObject({ kind: 'SETTLEMENT', requestedByName: null, requestedByClaimsTeam: true });
    expect((await detail(id, 'bue')).documentRequest).toMatchObject({
      kind: 'SETTLEMENT',
      requestedByName: null,
    });

    // The client is told what to send and until when, though the step that asked was their own.
    const toClient = await notices(id, 'SETTLEMENT_DOCUMENTS_REQUESTED');
    expect(toClient.map((r) => r.payload.recipient)).toEqual(['case-customers']);
    const mail = await mailedTo(run, id, 'SETTLEMENT_DOCUMENTS_REQUESTED', ids.client!);
    expect(mail.subject).toMatch(
      new RegExp(`^Envíe hasta el .* para ${reference}: Recibo y finiquito \\(R&R\\), Poder$`),
    );
  });

  it('lets a master reject a held proposal with a reason: the analyst is told and may propose again', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    const reference: string = filed.reference;
    await act(id, 'transferResponsibility', { team: 'BUE' }, 'claims');
    await act(id, 'proposeAgreement', { value: '15000.00', currency: 'BRL', message: 'Oferta' }, 'bue');

    // Only a master answers, and never without saying why.
    expect((await act(id, 'rejectProposal', { reason: 'Sin informe' }, 'bue')).status).toBe(403);
    expect((await act(id, 'rejectProposal', { reason: ' ' }, 'master')).status).toBe(422);
    const rejected = await act(
      id,
      'rejectProposal',
      { reason: 'El informe no justifica ese valor' },
      'master',
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.analysisStatus).toBe('UNDER_ANALYSIS_BUE');
    expect(rejected.body.proposals.at(-1)).toMatchObject({
      status: 'REJECTED',
      answerMessage: 'El informe no justifica ese valor',
    });
    const rejectedMail = await mailedTo(run, id, 'PROPOSAL_REJECTED', ids.bue!);
    expect(rejectedMail).toEqual({
      subject: `Propuesta de BRL 15.000,00 en ${reference} no aprobada: proponga de nuevo`,
      locale: 'es',
    });
    const staffLog = (await detail(id, 'bue')).log;
    expect(staffLog.at(-1)).toMatchObject({
      action: 'PROPOSAL_REJECTED',
      details: { reason: 'El informe no justifica ese valor' },
    });

    // The client never knew: no proposal, no step, no notice.
    const client = await detail(id, 'client');
    expect(client.proposals).toEqual([]);
    expect(client.log.map((e: { action: string }) => e.action)).not.toContain('PROPOSAL_REJECTED');
    expect((await notices(id, 'PROPOSAL_REJECTED')).map((r) => r.payload.recipient)).toEqual([
      'case-analysts',
    ]);

    // Back where the analyst proposes again, this time within the limit.
    const again = await act(id, 'proposeAgreement', { value: '9000.00', currency: 'BRL' }, 'bue');
    expect(again.status).toBe(200);
    expect(again.body.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');
  });

  it('a rejected acceptance of a counteroffer leaves the counteroffer open for another answer', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    await act(id, 'proposeAgreement', { value: '40000.00', currency: 'BRL' }, 'claims');
    await act(id, 'counterOffer', { value: '70000.00' }, 'client');
    await act(id, 'acceptCounteroffer', {}, 'claims');
    const rejected = await act(id, 'rejectProposal', { reason: 'Demasiado alto' }, 'master');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      analysisStatus: 'UNDER_ANALYSIS_CLI_SAO',
      counterofferPending: true,
    });
    expect(rejected.body.proposals.at(-1)).toMatchObject({ kind: 'COUNTEROFFER', status: 'OPEN' });
    expect(await notices(id, 'COUNTEROFFER_ACCEPTANCE_REJECTED')).toHaveLength(1);
    expect((await act(id, 'declineCounteroffer', { message: 'No' }, 'claims')).status).toBe(200);
  });

  it('says each offer’s message once, on the offer: the offer it answers does not repeat it', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    await act(
      id,
      'proposeAgreement',
      { value: '4000.00', currency: 'BRL', message: 'Nuestra oferta' },
      'claims',
    );
    await act(id, 'counterOffer', { value: '7000.00', message: 'El daño fue mayor' }, 'client');
    const again = { value: '5000.00', currency: 'BRL', message: 'Podemos llegar a 5.000' };
    expect((await act(id, 'proposeAgreement', again, 'claims')).status).toBe(200);
    for (const side of ['client', 'claims']) {
      const thread = (await detail(id, side)).proposals as Record<string, unknown>[];
      expect(thread.map((p) => [p.kind, p.status, p.message, p.answerMessage])).toEqual([
        ['PROPOSAL', 'COUNTERED', 'Nuestra oferta', null],
        ['COUNTEROFFER', 'COUNTERED', 'El daño fue mayor', null],
        ['PROPOSAL', 'OPEN', 'Podemos llegar a 5.000', null],
      ]);
    }
  });

  it('holds the acceptance of a counteroffer above the limit for a master, then asks for the R&R', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    const reference: string = filed.reference;
    const analyst = (await run.stack.deps.db('users').where({ email: 'claims@example.com' }).first('id')).id;
    await act(id, 'proposeAgreement', { value: '40000.00', currency: 'BRL' }, 'claims');
    await act(id, 'counterOffer', { value: '70000.00', message: 'Mi propio texto' }, 'client');
    const held = await act(id, 'acceptCounteroffer', { message: 'Aceptamos su valor' }, 'claims');
    expect(held.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    expect(held.body.proposals.at(-1)).toMatchObject({ kind: 'COUNTEROFFER', status: 'PENDING_APPROVAL' });
    expect((await notices(id, 'COUNTEROFFER_AWAITING_APPROVAL')).map((r) => r.payload.recipient)).toEqual([
      'role:MASTER',
    ]);
    // The client's own counteroffer still waits for an answer, as far as they can tell.
    // Until a master approves, the customer sees their counteroffer unanswered: no name, no text.
    expect((await detail(id, 'client')).proposals.at(-1)).toMatchObject({
      status: 'OPEN',
      answeredByName: null,
      answerMessage: null,
      answeredAt: null,
      approvedBy: null,
    });
    const approved = await act(id, 'approveProposal', {}, 'master');
    expect(approved.body.analysisStatus).toBe('AWAITING_RR_POA');
    expect(approved.body.proposals.at(-1).status).toBe('ACCEPTED');
    const agreed = { value: '70000.00', currency: 'BRL' };
    expect(logged(approved.body.log, 'COUNTEROFFER_ACCEPTED').details).toMatchObject(agreed);
    expect(logged(approved.body.log, 'COUNTEROFFER_ACCEPTANCE_APPROVED').details).toMatchObject(agreed);
    // The client reads the approval as the acceptance it let through, with the same amount.
    expect(logged((await detail(id, 'client')).log, 'COUNTEROFFER_ACCEPTED').details).toMatchObject(agreed);
    const toClient = await notices(id, 'COUNTEROFFER_ACCEPTED');
    expect(toClient.map((r) => r.payload.recipient)).toEqual(['case-customers']);
    // Claims' words with the acceptance, never the client's own counteroffer text quoted back.
    expect(toClient[0].payload).toMatchObject({ value: '70000.00', message: 'Aceptamos su valor' });
    // It names the settlement documents to send, as an acceptance within the limit does (its
    // subject and body read "{documents}" otherwise); so does the analyst's notice.
    expect(toClient[0].payload.documentTypes).toBe('RECEIPT_AND_RELEASE,POWER_OF_ATTORNEY');
    expect((await notices(id, 'COUNTEROFFER_ACCEPTANCE_APPROVED'))[0].payload.documentTypes).toBe(
      'RECEIPT_AND_RELEASE,POWER_OF_ATTORNEY',
    );
    // The only proposal the client was told of is claims' first one, not a "new proposal" now.
    expect((await notices(id, 'AGREEMENT_PROPOSAL')).map((r) => r.payload.value)).toEqual(['40000.00']);
    expect(await notices(id, 'PROPOSAL_APPROVED')).toEqual([]);
    // The analyst who accepted learns the master approved it, as the counteroffer accepted.
    const toAnalyst = await mailedTo(run, id, 'COUNTEROFFER_ACCEPTANCE_APPROVED', analyst);
    expect(toAnalyst.subject).toBe(
      `Aceite da contraproposta de BRL 70.000,00 aprovado em ${reference}: valor acordado`,
    );
    const staffTimeline = (await call('GET', `/api/reimbursements/${id}/timeline`, undefined, h.claims!))
      .body;
    expect(staffTimeline.events.at(-1)).toMatchObject({
      label: 'Aceptación de la contraoferta aprobada por un máster',
      doneBy: 'Helena Duarte',
    });

    // The client reads the counteroffer accepted by the claims team: no master, no approval.
    const clientTimeline = (await call('GET', `/api/reimbursements/${id}/timeline`, undefined, h.client!))
      .body;
    expect(clientTimeline.events.at(-1)).toMatchObject({
      label: 'Contraoferta aceptada',
      doneBy: 'Equipo de siniestros',
    });
    expect(JSON.stringify(clientTimeline)).not.toContain('Helena');
    const client = await detail(id, 'client');
    expect(JSON.stringify(client)).not.toContain('Helena');
    // The settlement documents the approval asked for: asked by the claims team, not by the master.
    expect(client.documentRequest).toMatchObject({
      kind: 'SETTLEMENT',
      requestedByName: null,
      requestedByClaimsTeam: true,
    });
    expect(client.outcome.decision).toMatchObject({
      kind: 'COUNTEROFFER_ACCEPTED',
      value: '70000.00',
      decidedByName: 'Rafael Moreira',
      decidedByClient: false,
      approvedByName: null,
    });
    // Staff read the same decider, and apart from it the master who approved.
    expect((await detail(id, 'claims')).outcome.decision).toMatchObject({
      decidedByName: 'Rafael Moreira',
      approvedByName: 'Helena Duarte',
    });
  });
});

describe('the customer’s answers reach every analyst who acted on the case since it was transferred', () => {
  type Mail = { recipientId: string; subject: string; locale: string };
  const to = (mails: Mail[], userId: string) => mails.filter((m) => m.recipientId === userId);

  /** Every e-mail of a step, once its row is delivered: who got it, in which language. */
  async function delivered(caseId: string, kind: string, steps = 1) {
    const rows = await notices(caseId, kind);
    expect(rows).toHaveLength(steps);
    for (const row of rows) await run.jobs.deliver(row.eventKey);
    const keys = rows.map((r) => r.eventKey);
    await until(`${kind} delivered`, async () =>
      (await run.stack.deps.db('outbox').whereIn('event_key', keys).whereNull('delivered_at').first('id'))
        ? false
        : true,
    );
    const mails: Mail[] = await run.stack.deps
      .db('email_log')
      .whereIn('event_key', keys)
      .where('status', 'SENT')
      .select('recipient_id', 'subject', 'locale');
    return mails;
  }

  it('tells the analyst who asked, and after a transfer only the team now responsible, in their language', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    const reference: string = filed.reference;
    const claimsSao = (await run.stack.deps.db('users').where({ email: 'claims@example.com' }).first('id'))
      .id;

    // São Paulo asks for documents: the analyst who asked hears of the answer, in English.
    await act(
      id,
      'requestDocuments',
      { party: 'CLIENT', documentTypes: ['POWER_OF_ATTORNEY'], message: 'Send the power of attorney' },
      'sao',
    );
    await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'POWER_OF_ATTORNEY',
      name: 'poder.pdf',
    });
    expect((await act(id, 'documentsProvided', {}, 'client')).status).toBe(200);
    const provided = await delivered(id, 'DOCUMENTS_PROVIDED');
    expect(to(provided, ids.sao!)).toEqual([
      { recipientId: ids.sao, subject: `Documents sent for ${reference}: back to analysis`, locale: 'en' },
    ]);
    // Then hands the case over to Buenos Aires: from now on it is Buenos Aires' to hear of.
    expect((await act(id, 'transferResponsibility', { team: 'BUE' }, 'sao')).status).toBe(200);

    // Buenos Aires proposes; the customer counters: Buenos Aires hears of it, São Paulo no more.
    await act(id, 'proposeAgreement', { value: '8000.00', currency: 'BRL' }, 'bue');
    expect((await act(id, 'counterOffer', { value: '9000.00' }, 'client')).status).toBe(200);
    const countered = await delivered(id, 'COUNTEROFFER_MADE');
    expect(to(countered, ids.bue!)).toEqual([expect.objectContaining({ locale: 'es' })]);
    expect(to(countered, ids.bue!)[0]!.subject).toMatch(/^Contraoferta de BRL 9\.000,00 en /);
    expect(to(countered, ids.sao!)).toEqual([]);
    expect(to(countered, claimsSao)).toEqual([]);
    const bell = await call('GET', '/api/notifications', undefined, h.sao!);
    expect(bell.body.filter((n: { kind: string }) => n.kind === 'COUNTEROFFER_MADE')).toHaveLength(0);

    // Documents Buenos Aires asks for after the transfer: only Buenos Aires is told they came.
    await act(id, 'requestDocuments', { party: 'CLIENT', documentTypes: ['DESTRUCTION_CERTIFICATE'] }, 'bue');
    expect((await act(id, 'documentsProvided', {}, 'client')).status).toBe(200);
    // Both answers' e-mails: São Paulo's is the one from before the transfer.
    const bothProvided = await delivered(id, 'DOCUMENTS_PROVIDED', 2);
    expect(to(bothProvided, ids.bue!)).toHaveLength(1);
    expect(to(bothProvided, ids.sao!)).toHaveLength(1);

    // A message from the customer reaches Buenos Aires alone.
    expect(
      (await call('POST', `/api/reimbursements/${id}/messages`, { text: 'Any news?' }, h.client!)).status,
    ).toBe(201);
    const messaged = await delivered(id, 'CASE_MESSAGE');
    expect(to(messaged, ids.bue!)).toHaveLength(1);
    expect(to(messaged, ids.sao!)).toEqual([]);
    expect(to(messaged, claimsSao)).toEqual([]);
    expect(to(messaged, ids.client!)).toEqual([]);
  });
  it('writes a message sent twice under one Idempotency-Key once: one message, one e-mail, one bell notice each', async () => {
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.client!, requestBody(refs));
    const id: string = filed.id;
    expect((await act(id, 'transferResponsibility', { team: 'BUE' }, 'claims')).status).toBe(200);
    const path = `/api/reimbursements/${id}/messages`;
    const send = (by: string, text: string, key: string) =>
      call('POST', path, { text }, { ...h[by]!, 'Idempotency-Key': key });

    // The customer's double click: both sends arrive together; then a retry after a lost answer.
    const asking = randomUUID();
    const sends = [
      ...(await Promise.all([
        send('client', '¿Hay novedades?', asking),
        send('client', '¿Hay novedades?', asking),
      ])),
      await send('client', '¿Hay novedades?', asking),
    ];
    expect(sends.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(sends.map((r) => r.body.id)).size).toBe(1);
    expect(to(await delivered(id, 'CASE_MESSAGE'), ids.bue!)).toHaveLength(1);

    // Buenos Aires answers from the console, with a double click too.
    const answering = randomUUID();
    const answers = await Promise.all([
      send('bue', 'Sí, la propuesta sale hoy.', answering),
      send('bue', 'Sí, la propuesta sale hoy.', answering),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const mails = await delivered(id, 'CASE_MESSAGE', 2);
    expect(to(mails, ids.client!)).toHaveLength(1);
    expect(to(mails, ids.bue!)).toHaveLength(1);

    // A key that is no key is refused, and writes nothing.
    const malformed = await send('client', 'Otra cosa', 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_IDEMPOTENCY_KEY');

    const thread = await call('GET', path, undefined, h.client!);
    expect(thread.body.map((m: { text: string }) => m.text)).toEqual([
      '¿Hay novedades?',
      'Sí, la propuesta sale hoy.',
    ]);
    // Each reader's bell rings once per message.
    const keys = (await notices(id, 'CASE_MESSAGE')).map((r) => r.eventKey);
    const bells: { userId: string; count: string }[] = await run.stack.deps
      .db('notifications')
      .whereIn('event_key', keys)
      .groupBy('user_id')
      .select('user_id')
      .count('* as count');
    expect(bells.map((b) => b.userId)).toEqual(expect.arrayContaining([ids.bue, ids.client]));
    expect(bells.filter((b) => Number(b.count) !== 1)).toEqual([]);
  });
});

import { api, stackForFile } from '../../testing/stack-harness';
import { ownUser, signedIn } from '../../testing/tokens';
import {
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '../../testing/reimbursement-builders';

const run = stackForFile();
let h: Record<string, Record<string, string>>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
const emails = {
  client: 'client@example.com',
  other: 'other.client@example.com',
  broker: 'broker@example.com',
  claims: 'claims@example.com',
  bue: 'claims.bue@example.com',
  master: 'master@example.com',
  service: 'service@example.com',
  inspector: 'inspector@example.com',
};
beforeAll(async () => {
  h = {};
  for (const [k, email] of Object.entries(emails)) h[k] = await signedIn(run.stack.deps.db, email);
  refs = await shippingRefs(run.stack.deps.db);
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const file = (overrides: Record<string, unknown> = {}, by = 'client') =>
  fileReimbursement(run.stack.baseUrl, call, h[by]!, requestBody(refs, overrides));
const act = (
  id: string,
  action: string,
  body: unknown = {},
  by = 'claims',
  extra: Record<string, string> = {},
) => call('POST', `/api/reimbursements/${id}/actions/${action}`, body, { ...h[by]!, ...extra });

describe('filing a reimbursement request', () => {
  it('saves a draft step by step without a workflow, then submits it whole', async () => {
    const draft = await call('POST', '/api/reimbursements/drafts', { data: { office: 'BR' } }, h.client!);
    expect(draft.status).toBe(201);
    const described = run.stack.deps.temporal.workflow.getHandle(`reimbursement-${draft.body.id}`).describe();
    await expect(described).rejects.toThrow();
    const body = requestBody(refs);
    const put = await call('PUT', `/api/reimbursements/drafts/${draft.body.id}`, { data: body }, h.client!);
    expect(put.status).toBe(200);
    expect(put.body.data.shipping.voyage).toBe('245S');
    const early = await call('POST', `/api/reimbursements/drafts/${draft.body.id}/submit`, {}, h.client!);
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('REIMBURSEMENT_DOCUMENTS_MISSING');
    // Named as the user reads it, and by key for the UI to mark the upload slots.
    expect(early.body.error.message).toContain('Romaneio (packing list)');
    expect(early.body.error.fields.attachments).toContain('PACKING_LIST');
    // A file dropped from the draft is gone from it; nobody else can drop one.
    const stray = await uploadRequestFile(run.stack.baseUrl, draft.body.id, h.client!, {
      documentType: 'PHOTOS',
      name: 'wrong.png',
    });
    const path = `/api/reimbursements/${draft.body.id}/files/${stray.body.id}`;
    expect((await call('DELETE', path, undefined, h.other!)).status).toBe(404);
    expect((await call('DELETE', path, undefined, h.client!)).status).toBe(204);
    const resumed = await call('GET', `/api/reimbursements/drafts/${draft.body.id}`, undefined, h.client!);
    expect(resumed.body.attachments).toEqual([]);
    for (const [documentType, name] of [
      ['COMMERCIAL_INVOICE', 'i.pdf'],
      ['PACKING_LIST', 'p.pdf'],
      ['PHOTOS', 'f.png'],
      ['LOSS_STATEMENT', 'l.pdf'],
      ['PROOF_OF_PAYMENT', 'c.pdf'],
    ] as const)
      expect(
        (await uploadRequestFile(run.stack.baseUrl, draft.body.id, h.client!, { documentType, name })).status,
      ).toBe(201);
    const submitted = await call('POST', `/api/reimbursements/drafts/${draft.body.id}/submit`, {}, h.client!);
    expect(submitted.status).toBe(201);
    expect(submitted.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    // The company by name, as the console's summary card shows it.
    expect(submitted.body.clientName).toBe('Exportadora Alfa Ltda');
    expect(submitted.body.attachments).toHaveLength(5);
    expect(submitted.body.totals.byCurrency).toEqual({ BRL: '9700.00', USD: '600.00' });
    expect(submitted.body.totals.brl).toBe('12959.26');
    expect(submitted.body.damages[0].amountBrl).toBe('3259.26');
    expect(submitted.body.timeBarDate).toBeTruthy();
    expect(submitted.body.slaDueAt).toBeTruthy();
  });

  it('validates the whole request: tax id, BL/CT-e, containers, totals, quotations, at least one item', async () => {
    const bad = requestBody(refs, {
      clientData: {
        taxId: '11.111.111/1111-11',
        companyName: 'X',
        stateRegistration: '1',
        cityRegistration: '2',
      },
      faults: [
        {
          productDescription: 'Café',
          amount: '10',
          unitPrice: '850.00',
          totalPrice: '8000.00',
          currency: 'BRL',
        },
      ],
      damages: [],
      extraCosts: [{ description: 'Frete', value: '10.00', total: '10.00', currency: 'EUR' }],
    });
    (bad.shipping as Record<string, unknown>).containers = ['ABCD1234567'];
    (bad.shipping as Record<string, unknown>).blOrCte = '!!';
    const res = await call('POST', '/api/reimbursements', bad, h.client!);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      [
        'clientData.taxId',
        'extraCosts.0.quotation',
        'faults.0.totalPrice',
        'shipping.blOrCte',
        'shipping.containers.0',
      ].sort(),
    );
    const none = await call(
      'POST',
      '/api/reimbursements',
      requestBody(refs, { faults: [], damages: [], extraCosts: [] }),
      h.client!,
    );
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toHaveProperty('faults');
  });

  it('refuses what the carrier notice sends by e-mail, with the address from settings', async () => {
    const body = requestBody(refs);
    (body.shipping as Record<string, unknown>).transporter = 'ALIANCA Navegação';
    const res = await call('POST', '/api/reimbursements', body, { ...h.client!, 'Content-Language': 'en' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CARRIER_NOTICE');
    expect(res.body.error.message).toContain('sinistros.alianca@example.com');
    const longCourse = await call(
      'POST',
      '/api/reimbursements',
      requestBody(refs, { serviceType: 'LONG_COURSE' }),
      h.client!,
    );
    expect(longCourse.body.error.code).toBe('CARRIER_NOTICE');
    const shown = await call('GET', '/api/reimbursements/carrier-notice', undefined, h.client!);
    expect(shown.body).toEqual({ carrier: 'Aliança', email: 'sinistros.alianca@example.com' });
  });

  it('lets a broker file for a client it represents, and no staff role file at all', async () => {
    const alfa = (await run.stack.deps.db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('id')).id;
    const filed = await fileReimbursement(run.stack.baseUrl, call, h.broker!, requestBody(refs), alfa);
    expect(filed.clientId).toBe(alfa);
    expect((await call('POST', '/api/reimbursements/drafts', { data: {} }, h.claims!)).status).toBe(403);
  });
});

describe('a reimbursement case moving through its analysis', () => {
  it('records the outcome with all its fields, removes it, and closes on an improcedent one', async () => {
    const { id } = await file();
    const res = await act(id, 'recordAnalysis', {
      result: 'PARTIALLY_PROCEDENT',
      justification: 'Parte da carga já avariada',
      proposedAmount: '5000.00',
      reimbursementAmount: '4000.00',
      currency: 'USD',
      quotation: '5.40',
      insuranceCovered: true,
      insuranceCompany: 'Seguradora Azul',
      sinisterNumber: 'SN-1',
      processNumber: 'PR-9',
      expectedPaymentDate: '2030-12-30',
      partialProposedValue: '4000.00',
      salvageOrSale: '300.00',
      comments: 'ok',
    });
    expect(res.status).toBe(200);
    expect(res.body.analysisStatus).toBe('PARTIALLY_PROCEDENT');
    expect(res.body.analysis).toMatchObject({
      insuranceCompany: 'Seguradora Azul',
      quotation: '5.400000',
      salvageOrSale: '300.00',
    });
    expect(res.body.firstAnsweredAt ?? res.body.slaDueAt).toBeNull();
    const removed = await act(id, 'removeAnalysis');
    expect(removed.body.analysis).toBeNull();
    const missing = await act(id, 'recordAnalysis', { result: 'IMPROCEDENT' });
    expect(missing.status).toBe(422);
  });

  it('versions proposals and counteroffers, settles by payment, closes, reopens', async () => {
    const { id } = await file();
    const p1 = await act(id, 'proposeAgreement', { value: '9000.00', currency: 'BRL', message: 'Proposta' });
    expect(p1.body.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');
    expect(p1.body.proposals[0]).toMatchObject({ version: 1, kind: 'PROPOSAL', status: 'OPEN' });
    expect(p1.body.proposals[0].expiresAt).toBeTruthy();
    const counter = await act(id, 'counterOffer', { value: '11000.00', message: 'Contra' }, 'client');
    expect(counter.body.counterofferPending).toBe(true);
    const p2 = await act(id, 'proposeAgreement', { value: '10000.00', currency: 'BRL' });
    expect(p2.body.proposals.map((p: { version: number; status: string }) => [p.version, p.status])).toEqual([
      [1, 'COUNTERED'],
      [2, 'COUNTERED'],
      [3, 'OPEN'],
    ]);
    expect((await act(id, 'acceptProposal', {}, 'client')).body.analysisStatus).toBe('AWAITING_RR_POA');
    await act(id, 'settlementDocumentsProvided', {}, 'client');
    await act(id, 'schedulePayment', { expectedDate: '2030-12-20' });
    await act(id, 'markPaid', { paidOn: '2026-11-20', value: '10000.00', currency: 'BRL' });
    const closed = await act(id, 'close');
    expect(closed.body.analysisStatus).toBe('PROCESS_CLOSED');
    const reopened = await act(id, 'reopen', { reason: 'Valor' });
    expect(reopened.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    const outbox = await run.stack.deps.db('outbox').whereRaw("payload->>'caseId' = ?", [id]).pluck('kind');
    expect(outbox).toEqual(
      expect.arrayContaining(['AGREEMENT_PROPOSAL', 'COUNTEROFFER_MADE', 'PAYMENT_MADE', 'REQUEST_REOPENED']),
    );
  });

  it('holds a proposal above the author’s authority for a MASTER before the customer sees it', async () => {
    const { id } = await file();
    const held = await act(id, 'proposeAgreement', { value: '60000.00', currency: 'BRL' });
    expect(held.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    expect(held.body.proposals[0].status).toBe('PENDING_APPROVAL');
    const seen = await call('GET', `/api/reimbursements/${id}`, undefined, h.client!);
    expect(seen.body.proposals).toEqual([]);
    expect((await act(id, 'acceptProposal', {}, 'client')).status).toBe(409);
    expect((await act(id, 'approveProposal', {}, 'claims')).status).toBe(403);
    const approved = await act(id, 'approveProposal', {}, 'master');
    expect(approved.body.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');
    expect(approved.body.proposals[0]).toMatchObject({ status: 'OPEN' });
  });

  it('weighs a proposal in reais against a limit in dollars at the case’s own quotation of the dollar', async () => {
    // An analyst whose limit is 10.000 USD; the request quotes the dollar at 5,4321 (its damages).
    const email = await ownUser(run.stack.deps.db, 'CLAIMS', 'usd-limit');
    await run.stack.deps
      .db('users')
      .where({ email })
      .update({ authority_limit: '10000.00', authority_currency: 'USD' });
    h.usdAnalyst = await signedIn(run.stack.deps.db, email);
    const { id } = await file();
    const small = await act(id, 'proposeAgreement', { value: '100.00', currency: 'BRL' }, 'usdAnalyst');
    expect(small.status).toBe(200);
    expect(small.body.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');
    const other = await file();
    // 60.000 BRL is above 10.000 × 5,4321 = 54.321 BRL: a master approves it.
    const large = await act(
      other.id,
      'proposeAgreement',
      { value: '60000.00', currency: 'BRL' },
      'usdAnalyst',
    );
    expect(large.body.proposals[0].status).toBe('PENDING_APPROVAL');
  });

  it('settles by netting, undoes a deal, extends the time bar and runs the debt-note recovery', async () => {
    const { id } = await file();
    await act(id, 'recordAnalysis', {
      result: 'FULLY_PROCEDENT',
      reimbursementAmount: '9000.00',
      currency: 'BRL',
    });
    await act(id, 'requestSettlementDocuments');
    expect((await act(id, 'undoDeal')).body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    await act(id, 'recordAnalysis', {
      result: 'FULLY_PROCEDENT',
      reimbursementAmount: '9000.00',
      currency: 'BRL',
    });
    await act(id, 'requestSettlementDocuments');
    const netted = await act(id, 'settlementDocumentsProvided', { settledByNetting: true }, 'client');
    expect(netted.body.analysisStatus).toBe('ACCOUNTS_SETTLED');
    const extended = await act(id, 'extendTimeBar', {
      grantedBy: 'Armador',
      grantedTo: 'Alfa',
      until: '2028-06-30',
    });
    expect(extended.body.timeBarDate).toBe('2028-06-30');
    expect(extended.body.timeBarExtensions[0]).toMatchObject({
      grantedBy: 'Armador',
      extendedUntil: '2028-06-30',
    });
    // An "extension" to the same day or an earlier one (a mistyped year) would bar the claim
    // sooner: refused on its field, and the time bar stays.
    for (const until of ['2028-06-30', '2027-06-30']) {
      const earlier = await act(id, 'extendTimeBar', { grantedBy: 'Armador', grantedTo: 'Alfa', until });
      expect([earlier.status, earlier.body.error.fields]).toEqual([
        422,
        { until: 'A nova prescrição precisa ser posterior à atual' },
      ]);
    }
    const kept = await call('GET', `/api/reimbursements/${id}`, undefined, h.claims!);
    expect([kept.body.timeBarDate, kept.body.timeBarExtensions.length]).toEqual(['2028-06-30', 1]);
    expect((await act(id, 'advanceRecovery', { subStatus: 'PROVIDER_ON_NOTICE' })).status).toBe(409);
    expect((await act(id, 'startRecovery', {})).body.subStatus).toBe('THIRD_PARTY_UNDER_ANALYSIS');
    expect((await act(id, 'advanceRecovery', { subStatus: 'DEBT_NOTE_PAID' })).status).toBe(409);
    await act(id, 'advanceRecovery', { subStatus: 'PROVIDER_ON_NOTICE' });
    const issued = await act(id, 'advanceRecovery', { subStatus: 'DEBT_NOTE_ISSUED', dueDate: '2027-01-31' });
    expect(issued.body.subStatus).toBe('DEBT_NOTE_ISSUED');
    const child = await run.stack.deps.temporal.workflow.getHandle(`reimbursement-${id}-recovery`).describe();
    expect(child.status.name).toBe('RUNNING');
    const list = await call(
      'GET',
      `/api/reimbursements?filter=${encodeURIComponent(JSON.stringify({ subStatus: 'DEBT_NOTE_ISSUED' }))}`,
      undefined,
      h.claims!,
    );
    expect(list.body.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('lets one of two claims users acting at once win; the other gets 409', async () => {
    const { id } = await file();
    const [a, b] = await Promise.all([
      // Two outcomes for one request: whichever lands first, the other is no longer legal.
      act(id, 'recordAnalysis', { result: 'IMPROCEDENT', justification: 'x' }),
      act(id, 'recordAnalysis', { result: 'IMPROCEDENT', justification: 'y' }, 'bue'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it.each([
    ['markPaid', { paidOn: '2026-11-20', value: '10000.00', currency: 'BRL' }],
    ['acceptProposal', {}],
    ['reopen', {}],
    ['undoDeal', {}],
    ['removeAnalysis', {}],
    ['schedulePayment', { expectedDate: '2030-12-01' }],
    ['unblockPayment', {}],
    ['settlementDocumentsProvided', {}],
    ['documentsProvided', {}],
    ['approveProposal', {}],
  ])('refuses %s while under analysis with 409', async (action, body) => {
    const { id } = await file();
    const by = action === 'acceptProposal' ? 'client' : action === 'approveProposal' ? 'master' : 'claims';
    expect((await act(id, action, body, by)).status).toBe(409);
  });
});

describe('who may act and see', () => {
  it('answers 404 outside one’s reach, 403 for roles that may not act, 409 for the wrong side', async () => {
    const { id } = await file();
    for (const action of ['close', 'transferResponsibility', 'proposeAgreement'])
      expect((await act(id, action, {}, 'other')).status).toBe(404);
    expect((await act(id, 'close', {}, 'service')).status).toBe(403);
    expect((await act(id, 'close', {}, 'inspector')).status).toBe(404);
    expect((await act(id, 'close', {}, 'client')).status).toBe(409);
    expect((await call('GET', `/api/reimbursements/${id}/history`, undefined, h.client!)).status).toBe(403);
    expect((await call('GET', `/api/reimbursements/${id}/history`, undefined, h.service!)).status).toBe(403);
  });
});

describe('the read side', () => {
  it('lists only one’s companies, with filters', async () => {
    const { id, reference } = await file();
    const other = await file({}, 'other');
    const mine = await call('GET', '/api/reimbursements?range=[0,99]', undefined, h.client!);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-range')).toMatch(/^reimbursements /);
    const ids = mine.body.map((r: { id: string }) => r.id);
    expect(ids).toContain(id);
    // The builder's request claims 8500 + 1200 BRL and 600 USD at 5.4321.
    expect(mine.body.find((r: { id: string }) => r.id === id).totalBrl).toBe('12959.26');
    expect(ids).not.toContain(other.id);
    const filter = (f: object) => `/api/reimbursements?filter=${encodeURIComponent(JSON.stringify(f))}`;
    const byRef = await call('GET', filter({ reference }), undefined, h.claims!);
    expect(byRef.body.map((r: { id: string }) => r.id)).toEqual([id]);
    for (const f of [
      { analysisStatus: 'UNDER_ANALYSIS_CLI_SAO', team: 'CLI_SAO', office: 'BR' },
      { container: 'MSCU1234566' },
      { blOrCte: 'MSCUSSZ123456' },
      { currency: 'USD' },
      { timeBarWithinDays: 400 },
      { slaBreached: false },
      { createdFrom: '2020-01-01' },
    ])
      expect(
        (await call('GET', filter(f), undefined, h.claims!)).body.map((r: { id: string }) => r.id),
      ).toContain(id);
    // "Time bar within N days" as the console's quick filter asks for it, nearest time bar first
    // (read from its own index): the same requests as newest first, in time-bar order.
    const timeBarNewest = (
      await call('GET', filter({ timeBarWithinDays: 400 }) + '&range=[0,99]', undefined, h.claims!)
    ).body as { id: string; timeBarDate: string }[];
    // Other files file meanwhile: past a page of matches, the two orders page different requests,
    // so the nearest-first read is narrowed to the requests the newest-first page holds.
    const timeBarNearest = (
      await call(
        'GET',
        filter({ timeBarWithinDays: 400, id: timeBarNewest.map((r) => r.id) }) +
          `&range=[0,99]&sort=${encodeURIComponent('["timeBarDate","ASC"]')}`,
        undefined,
        h.claims!,
      )
    ).body as { id: string; timeBarDate: string }[];
    expect(timeBarNearest.map((r) => r.id).sort()).toEqual(timeBarNewest.map((r) => r.id).sort());
    expect(timeBarNearest.map((r) => r.id)).toContain(id);
    const dates = timeBarNearest.map((r) => r.timeBarDate);
    expect(dates).toEqual([...dates].sort());
    // Other files share this database (the dashboard test breaches an SLA on purpose): this
    // request, on time, must not be among the breached.
    const breached = (await call('GET', filter({ slaBreached: true }), undefined, h.claims!)).body;
    expect(breached.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('logs FILE_ADDED through the workflow for a file added to a filed request, in any status', async () => {
    const { id } = await file();
    const log = () =>
      run.stack.deps
        .db('case_events')
        .where({ case_kind: 'reimbursement', case_id: id })
        .orderBy('seq')
        .select('seq', 'action', 'from_status', 'to_status', 'done_by', 'payload');
    // The draft's own uploads (before filing) are not in the log.
    expect((await log()).map((e) => e.action)).toEqual(['REQUEST_CREATED']);
    const up = await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'LOSS_STATEMENT',
      name: 'declaracao.pdf',
    });
    expect(up.status).toBe(201);
    await act(id, 'requestDocuments', { party: 'CLIENT' });
    await uploadRequestFile(run.stack.baseUrl, id, h.claims!, { documentType: 'PHOTOS', name: 'foto.png' });
    await act(id, 'close');
    const late = await uploadRequestFile(run.stack.baseUrl, id, h.client!, {
      documentType: 'SURVEY_REPORT',
      name: 'laudo-final.pdf',
    });
    expect(late.status).toBe(201);
    const entries = await log();
    const client = await run.stack.deps.db('users').where({ email: emails.client }).first('id');
    expect(entries.map((e) => [Number(e.seq), e.action, e.fromStatus, e.toStatus])).toEqual([
      [1, 'REQUEST_CREATED', null, 'UNDER_ANALYSIS_CLI_SAO'],
      [2, 'FILE_ADDED', 'UNDER_ANALYSIS_CLI_SAO', 'UNDER_ANALYSIS_CLI_SAO'],
      [3, 'DOCUMENTS_REQUESTED_CUSTOMER', 'UNDER_ANALYSIS_CLI_SAO', 'AWAITING_DOCS_CLIENT'],
      [4, 'FILE_ADDED', 'AWAITING_DOCS_CLIENT', 'AWAITING_DOCS_CLIENT'],
      [5, 'REQUEST_CLOSED', 'AWAITING_DOCS_CLIENT', 'PROCESS_CLOSED'],
      [6, 'FILE_ADDED', 'PROCESS_CLOSED', 'PROCESS_CLOSED'],
    ]);
    expect(entries[1]).toMatchObject({
      doneBy: client.id,
      payload: { fileId: up.body.id, documentType: 'LOSS_STATEMENT', fileName: 'declaracao.pdf' },
    });
    // A file changes nothing else: the status stays and the case still moves.
    const request = await call('GET', `/api/reimbursements/${id}`, undefined, h.claims!);
    expect(request.body.analysisStatus).toBe('PROCESS_CLOSED');
    expect(request.body.attachments).toHaveLength(8);
    expect((await act(id, 'reopen', { reason: 'Novo documento' })).body.analysisStatus).toBe(
      'UNDER_ANALYSIS_CLI_SAO',
    );
  });

  it('shows a localized timeline with the next deadline, and the workflow history to claims', async () => {
    const { id } = await file();
    await act(id, 'requestDocuments', { party: 'CLIENT' });
    const timeline = await call('GET', `/api/reimbursements/${id}/timeline`, undefined, {
      ...h.client!,
      'Content-Language': 'en',
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.events.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
    ]);
    // The client's own deadline, not the workflow's next reminder on the way to it.
    expect(timeline.body.nextDeadline.text).toMatch(
      /^closes on \d{2}\/\d{2}\/\d{4} unless the documents are sent$/,
    );
    const history = await call('GET', `/api/reimbursements/${id}/history`, undefined, h.claims!);
    expect(history.status).toBe(200);
    expect(history.body.events[0].type).toBe('WORKFLOW_EXECUTION_STARTED');
    expect(history.body.events.map((e: { update?: string }) => e.update)).toContain('requestDocuments');
    // The projection runs as a local activity: the history names it from its marker.
    expect(history.body.events).toContainEqual(
      expect.objectContaining({
        type: 'MARKER_RECORDED',
        marker: 'core_local_activity',
        activity: 'recordReimbursementTransition',
        attempt: 1,
      }),
    );
    expect(history.body.events).toContainEqual(
      expect.objectContaining({ marker: 'core_patch', patch: 'local-projection' }),
    );
  });
});

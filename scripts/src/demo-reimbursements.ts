import { officeNow } from '@claims/domain';
import { createDatabase } from '@claims/db';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import demoRequests from './demo-reimbursements.json';

type Headers = Record<string, string>;
type Refs = Awaited<ReturnType<typeof shippingRefs>>;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const BETA = {
  taxId: '61.524.039/0001-00',
  companyName: 'Beta Comércio S.A.',
  stateRegistration: '110.042.490.114',
  cityRegistration: '5.234.567-8',
};

/**
 * A demo request as demo-reimbursements.json lists it: whose (`alfa` or `beta`), where it was
 * discharged, and its one item in one currency (a quotation for a foreign one).
 */
interface DemoRequest {
  company: string;
  office: string;
  bl: string;
  container: string;
  dischargedDaysAgo: number;
  currency: string;
  quotation?: string;
  product: string;
  amount: string;
  unitPrice: string;
  totalPrice: string;
}
const DEMO_REQUESTS: Record<keyof typeof demoRequests, DemoRequest> = demoRequests;

/** The request's body: Beta's requests carry Beta's client data. */
function body(refs: Refs, o: DemoRequest) {
  const money = { currency: o.currency, ...(o.quotation ? { quotation: o.quotation } : {}) };
  const base = requestBody(refs);
  return requestBody(refs, {
    office: o.office,
    ...(o.company === 'beta' ? { clientData: BETA } : {}),
    shipping: {
      ...base.shipping,
      blOrCte: o.bl,
      containers: [o.container],
      dischargeDate: daysAgo(o.dischargedDaysAgo),
    },
    faults: [
      {
        productDescription: o.product,
        amount: o.amount,
        unitPrice: o.unitPrice,
        totalPrice: o.totalPrice,
        ...money,
      },
    ],
    damages: [],
    extraCosts: [{ description: 'Armazenagem extra', value: '1200.00', total: '1200.00', currency: 'BRL' }],
  });
}

/**
 * Demo reimbursement requests of both demo companies across the main statuses, filed (draft,
 * documents, submission) and moved through the real API, so each has its workflow, projection,
 * proposals and log: under analysis (one per team), awaiting the client's documents, awaiting
 * the answer to a proposal, payment scheduled, paid and closed, improcedent. In BRL, USD and ARS.
 * Answers the ids of the requests.
 */
export async function seedDemoReimbursements(
  baseUrl: string,
  tokens: { client: Headers; otherClient: Headers; claims: Headers },
  refs: Refs,
): Promise<string[]> {
  const ids: string[] = [];
  const call = (method: string, path: string, b: unknown, headers: Headers) =>
    api(baseUrl, method, path, b, headers);
  const file = async (request: DemoRequest) => {
    const headers = request.company === 'beta' ? tokens.otherClient : tokens.client;
    const filed = (await fileReimbursement(baseUrl, call, headers, body(refs, request))) as { id: string };
    ids.push(filed.id);
    return filed;
  };
  const act = async (id: string, action: string, payload: unknown, headers = tokens.claims) => {
    const res = await call('POST', `/api/reimbursements/${id}/actions/${action}`, payload, headers);
    if (res.status !== 200)
      throw new Error(`demo ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
  };
  const { client: alfa, otherClient: beta } = tokens;

  // Under analysis at CLI_SAO (a Brazilian office's team), just filed.
  await file(DEMO_REQUESTS.underAnalysisSao);

  // Under analysis at BUE: an Argentine discharge, in pesos.
  await file(DEMO_REQUESTS.underAnalysisBue);

  // Under analysis at CLI_SSZ, transferred there from CLI_SAO.
  const transferred = await file(DEMO_REQUESTS.transferred);
  await act(transferred.id, 'transferResponsibility', { team: 'CLI_SSZ' });

  // Awaiting the client's documents.
  const awaitingDocs = await file(DEMO_REQUESTS.awaitingDocs);
  await act(awaitingDocs.id, 'requestDocuments', {
    party: 'CLIENT',
    documentTypes: ['LOSS_STATEMENT'],
    message: 'Envie a declaração de perda assinada.',
  });

  // Awaiting the answer to a proposal in dollars, after a counteroffer.
  const proposal = await file(DEMO_REQUESTS.proposal);
  await act(proposal.id, 'proposeAgreement', {
    value: '3800.00',
    currency: 'USD',
    quotation: '5.4321',
    message: 'Proposta de acordo.',
  });
  await act(proposal.id, 'counterOffer', { value: '4800.00', message: 'Contraproposta.' }, alfa);
  await act(proposal.id, 'proposeAgreement', {
    value: '4300.00',
    currency: 'USD',
    quotation: '5.4321',
    message: 'Nova proposta.',
  });

  // Payment scheduled: a counteroffer, a new proposal accepted, settlement documents sent.
  const scheduled = await file(DEMO_REQUESTS.scheduled);
  await act(scheduled.id, 'proposeAgreement', { value: '7000.00', currency: 'BRL', message: 'Proposta.' });
  await act(scheduled.id, 'counterOffer', { value: '9000.00', message: 'Contraproposta.' }, beta);
  await act(scheduled.id, 'proposeAgreement', {
    value: '8200.00',
    currency: 'BRL',
    message: 'Nova proposta.',
  });
  await act(scheduled.id, 'acceptProposal', {}, beta);
  await act(scheduled.id, 'settlementDocumentsProvided', { settledByNetting: false }, beta);
  await act(scheduled.id, 'schedulePayment', { expectedDate: daysAhead(10) });

  // Paid and closed: a survey report asked of the Brazilian complementary party first.
  const paid = await file(DEMO_REQUESTS.paid);
  await act(paid.id, 'requestDocuments', {
    party: 'COMPLEMENTARY_BR',
    documentTypes: ['SURVEY_REPORT'],
    message: 'Laudo de vistoria.',
  });
  await act(paid.id, 'documentsProvided', { note: 'Laudo recebido.' });
  await act(paid.id, 'recordAnalysis', {
    result: 'FULLY_PROCEDENT',
    reimbursementAmount: '6300.00',
    currency: 'BRL',
    justification: 'Avaria comprovada pelo laudo.',
  });
  await act(paid.id, 'requestSettlementDocuments', {});
  await act(paid.id, 'settlementDocumentsProvided', { settledByNetting: false }, alfa);
  // A payment is scheduled ahead (a past date is refused), then paid early, today.
  await act(paid.id, 'schedulePayment', { expectedDate: daysAhead(1) });
  await act(paid.id, 'markPaid', { paidOn: officeNow('BR').date, value: '6300.00', currency: 'BRL' });
  await act(paid.id, 'close', { reason: 'Pagamento realizado.' });

  // Improcedent: in pesos, handled by BUE.
  const improcedent = await file(DEMO_REQUESTS.improcedent);
  await act(improcedent.id, 'recordAnalysis', {
    result: 'IMPROCEDENT',
    justification: 'Avaria anterior ao embarque, registrada no termo de entrega.',
  });
  return ids;
}

/** Signs the demo users in (straight into access_tokens) and seeds the demo requests through the api. */
export async function seedDemoReimbursementCases(baseUrl: string, databaseUrl: string): Promise<void> {
  const db = createDatabase(databaseUrl, { max: 2 });
  try {
    const ids = await seedDemoReimbursements(
      baseUrl,
      {
        client: await signedIn(db, 'client@example.com'),
        otherClient: await signedIn(db, 'other.client@example.com'),
        claims: await signedIn(db, 'claims@example.com'),
      },
      await shippingRefs(db),
    );
    console.log(`demo: ${ids.length} reimbursement requests filed`);
  } finally {
    await db.destroy();
  }
}

import { officeNow } from '@claims/domain';
import { createDatabase } from '@claims/db';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';

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

/** A request of the demo companies: items in one currency (a quotation for a foreign one). */
function body(
  refs: Refs,
  o: {
    office: 'BR' | 'AR';
    company?: typeof BETA;
    bl: string;
    container: string;
    dischargedDaysAgo: number;
    currency: 'BRL' | 'USD' | 'ARS';
    quotation?: string;
    product: string;
    amount: string;
    unitPrice: string;
    totalPrice: string;
  },
) {
  const money = { currency: o.currency, ...(o.quotation ? { quotation: o.quotation } : {}) };
  const base = requestBody(refs);
  return requestBody(refs, {
    office: o.office,
    ...(o.company ? { clientData: o.company } : {}),
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
  const file = async (headers: Headers, b: Record<string, unknown>) => {
    const filed = (await fileReimbursement(baseUrl, call, headers, b)) as { id: string };
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
  await file(
    alfa,
    body(refs, {
      office: 'BR',
      bl: 'MSCUSSZ200101',
      container: 'MSCU1234566',
      dischargedDaysAgo: 5,
      currency: 'BRL',
      product: 'Café em grãos, saca 60 kg',
      amount: '10',
      unitPrice: '850.00',
      totalPrice: '8500.00',
    }),
  );

  // Under analysis at BUE: an Argentine discharge, in pesos.
  await file(
    beta,
    body(refs, {
      office: 'AR',
      company: BETA,
      bl: 'MSCUBUE200102',
      container: 'TGHU7654320',
      dischargedDaysAgo: 12,
      currency: 'ARS',
      quotation: '0.0055',
      product: 'Vinho tinto, caixa com 6',
      amount: '40',
      unitPrice: '45000.00',
      totalPrice: '1800000.00',
    }),
  );

  // Under analysis at CLI_SSZ, transferred there from CLI_SAO.
  const transferred = await file(
    alfa,
    body(refs, {
      office: 'BR',
      bl: 'MSCUSSZ200103',
      container: 'MSCU1234566',
      dischargedDaysAgo: 20,
      currency: 'USD',
      quotation: '5.4321',
      product: 'Peças automotivas',
      amount: '3',
      unitPrice: '1200.00',
      totalPrice: '3600.00',
    }),
  );
  await act(transferred.id, 'transferResponsibility', { team: 'CLI_SSZ' });

  // Awaiting the client's documents.
  const awaitingDocs = await file(
    beta,
    body(refs, {
      office: 'BR',
      company: BETA,
      bl: 'MSCUSSZ200104',
      container: 'TGHU7654320',
      dischargedDaysAgo: 30,
      currency: 'BRL',
      product: 'Tecidos de algodão, rolo',
      amount: '25',
      unitPrice: '320.00',
      totalPrice: '8000.00',
    }),
  );
  await act(awaitingDocs.id, 'requestDocuments', {
    party: 'CLIENT',
    documentTypes: ['LOSS_STATEMENT'],
    message: 'Envie a declaração de perda assinada.',
  });

  // Awaiting the answer to a proposal in dollars, after a counteroffer.
  const proposal = await file(
    alfa,
    body(refs, {
      office: 'BR',
      bl: 'MSCUSSZ200105',
      container: 'MSCU1234566',
      dischargedDaysAgo: 45,
      currency: 'USD',
      quotation: '5.4321',
      product: 'Eletrônicos, caixa',
      amount: '8',
      unitPrice: '650.00',
      totalPrice: '5200.00',
    }),
  );
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
  const scheduled = await file(
    beta,
    body(refs, {
      office: 'BR',
      company: BETA,
      bl: 'MSCUSSZ200106',
      container: 'TGHU7654320',
      dischargedDaysAgo: 60,
      currency: 'BRL',
      product: 'Açúcar refinado, fardo',
      amount: '100',
      unitPrice: '95.00',
      totalPrice: '9500.00',
    }),
  );
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
  const paid = await file(
    alfa,
    body(refs, {
      office: 'BR',
      bl: 'MSCUSSZ200107',
      container: 'MSCU1234566',
      dischargedDaysAgo: 120,
      currency: 'BRL',
      product: 'Café em grãos, saca 60 kg',
      amount: '6',
      unitPrice: '850.00',
      totalPrice: '5100.00',
    }),
  );
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
  const improcedent = await file(
    beta,
    body(refs, {
      office: 'AR',
      company: BETA,
      bl: 'MSCUBUE200108',
      container: 'TGHU7654320',
      dischargedDaysAgo: 90,
      currency: 'ARS',
      quotation: '0.0055',
      product: 'Erva-mate, pacote 1 kg',
      amount: '500',
      unitPrice: '3200.00',
      totalPrice: '1600000.00',
    }),
  );
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

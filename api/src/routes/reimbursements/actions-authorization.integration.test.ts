import { reimbursement as domain } from '@claims/domain';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import type { Caller } from '../../testing/callers';
import * as actionTable from '../../testing/action-tables';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * ARCHITECTURE §5 for every person action of a reimbursement request: each action is tried by
 * every caller on a case in a status where it IS legal, so the answer is about who asks, never
 * about when. The actions come from the domain (PERSON_ACTIONS): one without a row here fails.
 */
type Who = Caller;
const STAFF: Who[] = ['MASTER', 'CLAIMS', 'CLAIMS_BUE'];
const CLIENT_SIDE: Who[] = [
  'CLIENT_MASTER',
  'CLIENT_OPERATOR',
  'CUSTOMS_BROKER_MASTER',
  'CUSTOMS_BROKER_OPERATOR',
];

type Step = [action: domain.PersonAction, body: object, by?: Who];
const outcome = { result: 'FULLY_PROCEDENT', reimbursementAmount: '9000.00', currency: 'BRL' };
const proposal = { value: '1000.00', currency: 'BRL' };

// Each status along the settlement is the one before it and one more step.
const toProcedent: Step[] = [['recordAnalysis', outcome]];
const toAwaitingPoa: Step[] = [...toProcedent, ['requestSettlementDocuments', {}]];
const toAwaitingScheduling: Step[] = [...toAwaitingPoa, ['settlementDocumentsProvided', {}, 'CLIENT_MASTER']];
const toScheduled: Step[] = [...toAwaitingScheduling, ['schedulePayment', { expectedDate: '2030-12-20' }]];

/** How to bring a freshly filed case (UNDER_ANALYSIS_CLI_SAO) to a status, and the status reached. */
const STATES = {
  UNDER_ANALYSIS: { steps: [], status: 'UNDER_ANALYSIS_CLI_SAO' },
  AWAITING_DOCS_CLIENT: {
    steps: [['requestDocuments', { party: 'CLIENT' }]],
    status: 'AWAITING_DOCS_CLIENT',
  },
  // Above claims@'s authority limit (50 000 BRL): held for a MASTER, still under analysis.
  PROPOSAL_PENDING_APPROVAL: {
    steps: [['proposeAgreement', { value: '60000.00', currency: 'BRL' }]],
    status: 'UNDER_ANALYSIS_CLI_SAO',
  },
  AWAITING_PROPOSAL_RESPONSE: {
    steps: [['proposeAgreement', proposal]],
    status: 'AWAITING_PROPOSAL_RESPONSE',
  },
  COUNTEROFFER_PENDING: {
    steps: [
      ['proposeAgreement', proposal],
      ['counterOffer', { value: '1500.00' }, 'CLIENT_MASTER'],
    ],
    status: 'UNDER_ANALYSIS_CLI_SAO',
  },
  FULLY_PROCEDENT: { steps: toProcedent, status: 'FULLY_PROCEDENT' },
  AWAITING_RR_POA: { steps: toAwaitingPoa, status: 'AWAITING_RR_POA' },
  AWAITING_PAYMENT_SCHEDULING: { steps: toAwaitingScheduling, status: 'AWAITING_PAYMENT_SCHEDULING' },
  PAYMENT_SCHEDULED: { steps: toScheduled, status: 'PAYMENT_SCHEDULED' },
  PAYMENT_BLOCKED_BY_FINANCE: {
    steps: [...toScheduled, ['blockPayment', {}]],
    status: 'PAYMENT_BLOCKED_BY_FINANCE',
  },
  PROCESS_CLOSED: { steps: [['close', {}]], status: 'PROCESS_CLOSED' },
  RECOVERY_STARTED: { steps: [['startRecovery', {}]], status: 'UNDER_ANALYSIS_CLI_SAO' },
} satisfies Record<string, { steps: Step[]; status: domain.AnalysisStatus }>;
type State = keyof typeof STATES;

/**
 * Who is meant to take each action (ARCHITECTURE §4-5), and where it is legal. STAFF: MASTER and
 * CLAIMS; CLIENT_SIDE: client and broker users of the case's company; MASTER: MASTER alone.
 */
type Side = 'STAFF' | 'CLIENT_SIDE' | 'STAFF_AND_CLIENT_SIDE' | 'MASTER';
const ROWS: Record<domain.PersonAction, { in: State; body: object; by: Side }> = {
  transferResponsibility: { in: 'UNDER_ANALYSIS', body: { team: 'BUE' }, by: 'STAFF' },
  requestDocuments: { in: 'UNDER_ANALYSIS', body: { party: 'CLIENT', message: 'NF' }, by: 'STAFF' },
  documentsProvided: { in: 'AWAITING_DOCS_CLIENT', body: {}, by: 'STAFF_AND_CLIENT_SIDE' },
  recordAnalysis: {
    in: 'UNDER_ANALYSIS',
    body: { result: 'IMPROCEDENT', justification: 'Avaria anterior ao embarque' },
    by: 'STAFF',
  },
  proposeAgreement: { in: 'UNDER_ANALYSIS', body: proposal, by: 'STAFF' },
  approveProposal: { in: 'PROPOSAL_PENDING_APPROVAL', body: {}, by: 'MASTER' },
  rejectProposal: { in: 'PROPOSAL_PENDING_APPROVAL', body: { reason: 'Acima do laudo' }, by: 'MASTER' },
  acceptProposal: { in: 'AWAITING_PROPOSAL_RESPONSE', body: {}, by: 'CLIENT_SIDE' },
  counterOffer: { in: 'AWAITING_PROPOSAL_RESPONSE', body: { value: '1500.00' }, by: 'CLIENT_SIDE' },
  acceptCounteroffer: { in: 'COUNTEROFFER_PENDING', body: {}, by: 'STAFF' },
  declineCounteroffer: { in: 'COUNTEROFFER_PENDING', body: { message: 'Valor acima do laudo' }, by: 'STAFF' },
  requestSettlementDocuments: { in: 'FULLY_PROCEDENT', body: {}, by: 'STAFF' },
  settlementDocumentsProvided: { in: 'AWAITING_RR_POA', body: {}, by: 'STAFF_AND_CLIENT_SIDE' },
  schedulePayment: { in: 'AWAITING_PAYMENT_SCHEDULING', body: { expectedDate: '2030-12-20' }, by: 'STAFF' },
  blockPayment: { in: 'PAYMENT_SCHEDULED', body: { reason: 'Finance' }, by: 'STAFF' },
  unblockPayment: { in: 'PAYMENT_BLOCKED_BY_FINANCE', body: {}, by: 'STAFF' },
  markPaid: {
    in: 'PAYMENT_SCHEDULED',
    body: { paidOn: '2026-11-20', value: '9000.00', currency: 'BRL' },
    by: 'STAFF',
  },
  close: { in: 'UNDER_ANALYSIS', body: {}, by: 'STAFF' },
  removeAnalysis: { in: 'FULLY_PROCEDENT', body: {}, by: 'STAFF' },
  undoDeal: { in: 'AWAITING_RR_POA', body: {}, by: 'STAFF' },
  reopen: { in: 'PROCESS_CLOSED', body: { reason: 'Novo documento' }, by: 'STAFF' },
  extendTimeBar: {
    in: 'UNDER_ANALYSIS',
    body: { grantedBy: 'Armador', grantedTo: 'Alfa', until: '2028-06-30' },
    by: 'STAFF',
  },
  startRecovery: { in: 'UNDER_ANALYSIS', body: {}, by: 'STAFF' },
  advanceRecovery: { in: 'RECOVERY_STARTED', body: { subStatus: 'PROVIDER_ON_NOTICE' }, by: 'STAFF' },
};

/**
 * The answer each caller gets: 401 without a session; 404 out of reach (another company, an
 * inspector: no reimbursement is theirs); 403 for a role that may not act here (customer service
 * reads only; a MASTER-only action, refused by role before the case is asked); 409 for the other
 * side (the case refuses an actor the transition does not name, as it refuses an illegal step).
 */
function expected(by: Side): Record<Who, number> {
  const mayAct = (who: Who) =>
    by === 'MASTER'
      ? who === 'MASTER'
      : (STAFF.includes(who) && by !== 'CLIENT_SIDE') || (CLIENT_SIDE.includes(who) && by !== 'STAFF');
  const refused = by === 'MASTER' ? 403 : 409;
  return Object.fromEntries(
    actionTable.EVERYONE.map((who) => [
      who,
      who === 'anonymous'
        ? 401
        : who === 'OTHER_COMPANY' || who === 'INSPECTOR'
          ? 404
          : who === 'CUSTOMER_SERVICE'
            ? 403
            : mayAct(who)
              ? 200
              : refused,
    ]),
  ) as Record<Who, number>;
}

let stack: TestStack;
let headers: Record<Who, Record<string, string>>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
/** Every case this file filed. */
const built: string[] = [];

const call = (method: string, path: string, body: unknown, h: Record<string, string>) =>
  api(stack.baseUrl, method, path, body, h);
const act = (id: string, action: string, body: object, who: Who) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, headers[who]);

/** A fresh request of Alfa, filed by its client and moved to `state` by the right users. */
async function caseIn(state: State): Promise<string> {
  const { id } = await fileReimbursement(stack.baseUrl, call, headers.CLIENT_MASTER, requestBody(refs));
  built.push(id);
  let status = 'UNDER_ANALYSIS_CLI_SAO';
  for (const [action, body, by = 'CLAIMS'] of STATES[state].steps as Step[]) {
    const res = await act(id, action, body, by);
    if (res.status !== 200)
      throw new Error(`${state}: ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
    status = res.body.analysisStatus;
  }
  if (status !== STATES[state].status) throw new Error(`${state}: the case is ${status}`);
  return id;
}

/** Every case the table needs: one per caller allowed to act, as an allowed call moves it. */
let cases: Map<domain.PersonAction, Promise<string[]>>;

beforeAll(async () => {
  stack = await startTestStack();
  headers = await actionTable.everyoneSignedIn(stack.deps.db);
  refs = await shippingRefs(stack.deps.db);
  cases = actionTable.casesBuiltAhead(
    domain.PERSON_ACTIONS,
    (action) => ROWS[action] && expected(ROWS[action].by),
    (action) => caseIn(ROWS[action].in),
    8,
  );
});
afterAll(() => actionTable.endOfTable(stack, cases, built));

describe('who may take each reimbursement action (ARCHITECTURE §5)', () => {
  it('has a row for every person action of the domain, and none for an action that is gone', () => {
    expect(Object.keys(ROWS).sort()).toEqual([...domain.PERSON_ACTIONS].sort());
  });

  it('names for each row an actor the transition table lets act', () => {
    for (const [action, row] of Object.entries(ROWS) as [domain.PersonAction, (typeof ROWS)['close']][]) {
      const actors: readonly string[] = domain.transitions[action].actors;
      if (row.by !== 'CLIENT_SIDE') expect([action, actors.includes('STAFF')]).toEqual([action, true]);
      if (row.by === 'CLIENT_SIDE' || row.by === 'STAFF_AND_CLIENT_SIDE')
        expect([action, actors.includes('CLIENT_SIDE')]).toEqual([action, true]);
      expect([action, domain.MASTER_ONLY_ACTIONS.includes(action)]).toEqual([action, row.by === 'MASTER']);
    }
  });

  it.each(domain.PERSON_ACTIONS)('%s', async (action) => {
    const row = ROWS[action];
    const want = expected(row.by);
    const ids = await cases.get(action)!;
    const { got, wrong } = await actionTable.triedByEveryone(want, ids, (id, who) =>
      act(id, action, row.body, who),
    );
    expect(got).toEqual(want);
    // Each refusal is for the reason its status says (a 409 from the case, not a conflict elsewhere).
    expect(wrong).toEqual([]);
  });
});

import { reimbursement as domain, type RoleKey } from '@claims/domain';
import { allowedReimbursementActions, reimbursementPolicy, requestPartsPolicy } from './reimbursements';
import { signedInAs } from './testing';

const request = { id: 'r1', clientId: 'client-alfa' };
const at = (status: domain.AnalysisStatus, over: Partial<domain.ReimbursementCase> = {}) => ({
  status,
  owningTeam: 'CLI_SAO' as const,
  counterofferPending: false,
  subStatus: null,
  ...over,
});
const allowed = (role: RoleKey, state: domain.ReimbursementCase) =>
  allowedReimbursementActions(signedInAs(role), request, state);

describe('who may ask for a command on a reimbursement request (ARCHITECTURE §5)', () => {
  it.each([
    // role, the approval above authority, every other command
    ['MASTER', true, true],
    ['CLAIMS', false, true],
    ['CUSTOMER_SERVICE', false, false],
    ['CLIENT_MASTER', false, true],
    ['CLIENT_OPERATOR', false, true],
    ['CUSTOMS_BROKER_MASTER', false, true],
    ['CUSTOMS_BROKER_OPERATOR', false, true],
    ['INSPECTOR', false, false],
  ] as const)('%s: the approval %s, the other commands %s', (role, approval, others) => {
    for (const action of domain.PERSON_ACTIONS)
      expect([action, reimbursementPolicy.can(signedInAs(role), action, request)]).toEqual([
        action,
        domain.MASTER_ONLY_ACTIONS.includes(action) ? approval : others,
      ]);
  });

  it('knows no command the domain does not name', () => {
    expect(reimbursementPolicy.can(signedInAs('MASTER'), 'expire' as domain.PersonAction, request)).toBe(
      false,
    );
  });
});

describe('the commands a request offers its user now (allowedActions)', () => {
  it('offers claims the analysis, proposal, transfer and document request of a case under analysis', () => {
    const actions = allowed('CLAIMS', at('UNDER_ANALYSIS_CLI_SAO'));
    expect(actions).toEqual(
      expect.arrayContaining([
        'transferResponsibility',
        'requestDocuments',
        'recordAnalysis',
        'proposeAgreement',
        'close',
      ]),
    );
    expect(actions).not.toContain('markPaid');
    expect(actions).not.toContain('approveProposal');
  });

  it('offers staff exactly the legal staff transitions in every status, never the other side’s', () => {
    for (const status of domain.ANALYSIS_STATUSES)
      for (const role of ['MASTER', 'CLAIMS'] as const) {
        const legal = domain
          .legalActions(at(status), 'STAFF')
          .filter(domain.isPersonAction)
          .filter((a) => role === 'MASTER' || !domain.MASTER_ONLY_ACTIONS.includes(a));
        expect([status, role, allowed(role, at(status))]).toEqual([status, role, legal]);
        for (const clientOnly of ['acceptProposal', 'counterOffer', 'expire', 'autoClose'])
          expect(allowed(role, at(status))).not.toContain(clientOnly);
      }
  });

  it('offers the customer its answers: to a proposal, to a document request; nothing under analysis', () => {
    expect(allowed('CLIENT_OPERATOR', at('AWAITING_PROPOSAL_RESPONSE'))).toEqual([
      'acceptProposal',
      'counterOffer',
    ]);
    expect(allowed('CUSTOMS_BROKER_MASTER', at('AWAITING_DOCS_CLIENT'))).toEqual(['documentsProvided']);
    expect(allowed('CLIENT_MASTER', at('UNDER_ANALYSIS_CLI_SAO'))).toEqual([]);
  });

  it('offers customer service and an inspector nothing, in any status', () => {
    for (const status of domain.ANALYSIS_STATUSES) {
      expect(allowed('CUSTOMER_SERVICE', at(status))).toEqual([]);
      expect(allowed('INSPECTOR', at(status))).toEqual([]);
    }
  });

  it('leaves the answer to a proposal above authority to a MASTER', () => {
    const held = at('UNDER_ANALYSIS_CLI_SAO', { proposalAwaitingApproval: true });
    expect(allowed('MASTER', held)).toEqual(expect.arrayContaining(['approveProposal', 'rejectProposal']));
    expect(allowed('CLAIMS', held)).not.toContain('approveProposal');
    expect(allowed('CLAIMS', held)).not.toContain('rejectProposal');
    expect(allowed('CLAIMS', held)).not.toContain('proposeAgreement');
  });

  it('moves the payment on from a scheduled payment, and only reopens a closed case', () => {
    expect(allowed('CLAIMS', at('PAYMENT_SCHEDULED'))).toEqual(
      expect.arrayContaining(['blockPayment', 'markPaid']),
    );
    expect(allowed('CLAIMS', at('PROCESS_CLOSED')).filter((a) => a !== 'startRecovery')).toEqual(['reopen']);
  });
});

describe('what of a request its reader sees (requestPartsPolicy)', () => {
  // Staff read the team's steps and the same shipment's other requests; the customer, its
  // broker and (who reads no request at all) the inspector neither.
  it.each([
    ['MASTER', true],
    ['CLAIMS', true],
    ['CUSTOMER_SERVICE', true],
    ['CLIENT_MASTER', false],
    ['CLIENT_OPERATOR', false],
    ['CUSTOMS_BROKER_MASTER', false],
    ['CUSTOMS_BROKER_OPERATOR', false],
    ['INSPECTOR', false],
  ] as const)('%s: %s', (role, sees) => {
    const user = signedInAs(role);
    expect({
      teamSteps: requestPartsPolicy.can(user, 'readTeamSteps', request),
      sameShipment: requestPartsPolicy.can(user, 'readSameShipment', request),
    }).toEqual({ teamSteps: sees, sameShipment: sees });
  });
});

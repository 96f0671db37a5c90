import { reimbursement } from '@claims/domain';
import type { ReimbursementDetail } from '../types';
import { awaitingStaffStatuses, staffReimbursementActions } from './legal-actions';

const request = (over: Partial<ReimbursementDetail> = {}) =>
  ({
    id: 'r1',
    reference: 'RR-2026-000001',
    office: 'BR',
    team: 'CLI_SAO',
    analysisStatus: 'UNDER_ANALYSIS_CLI_SAO',
    subStatus: null,
    counterofferPending: false,
    proposals: [],
    containers: [],
    ...over,
  }) as ReimbursementDetail;

describe('the commands a staff member is offered on a reimbursement request', () => {
  it('offers claims the analysis, proposal, transfer and document request of a case under analysis', () => {
    const actions = staffReimbursementActions(request(), 'CLAIMS');
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

  it('never offers what only the customer does, nor what the workflow does by itself', () => {
    for (const status of reimbursement.ANALYSIS_STATUSES)
      for (const role of ['MASTER', 'CLAIMS'] as const) {
        const actions = staffReimbursementActions(request({ analysisStatus: status }), role);
        for (const clientOnly of [
          'acceptProposal',
          'counterOffer',
          'expire',
          'autoClose',
          'settlementDocumentsLapsed',
        ])
          expect(actions).not.toContain(clientOnly);
      }
  });

  it('offers exactly the legal transitions in every status', () => {
    for (const status of reimbursement.ANALYSIS_STATUSES) {
      const detail = request({ analysisStatus: status });
      for (const action of staffReimbursementActions(detail, 'CLAIMS'))
        expect(
          reimbursement.isLegal(
            { status, owningTeam: 'CLI_SAO', counterofferPending: false },
            action,
            'STAFF',
          ),
        ).toBe(true);
    }
  });

  it('offers customer service nothing, and anyone outside the staff nothing', () => {
    for (const status of reimbursement.ANALYSIS_STATUSES) {
      expect(staffReimbursementActions(request({ analysisStatus: status }), 'CUSTOMER_SERVICE')).toEqual([]);
      expect(staffReimbursementActions(request({ analysisStatus: status }), 'CLIENT_MASTER')).toEqual([]);
      expect(staffReimbursementActions(request({ analysisStatus: status }), undefined)).toEqual([]);
    }
  });

  it('leaves the approval of a proposal above authority to a MASTER', () => {
    const held = request({ proposals: [{ status: 'PENDING_APPROVAL' } as never] });
    expect(staffReimbursementActions(held, 'MASTER')).toContain('approveProposal');
    expect(staffReimbursementActions(held, 'CLAIMS')).not.toContain('approveProposal');
    expect(staffReimbursementActions(held, 'CLAIMS')).not.toContain('proposeAgreement');
  });

  it('moves the payment on from a scheduled payment, and only reopens a closed case', () => {
    expect(staffReimbursementActions(request({ analysisStatus: 'PAYMENT_SCHEDULED' }), 'CLAIMS')).toEqual(
      expect.arrayContaining(['blockPayment', 'markPaid']),
    );
    expect(
      staffReimbursementActions(request({ analysisStatus: 'PROCESS_CLOSED' }), 'CLAIMS').filter(
        (a) => a !== 'startRecovery',
      ),
    ).toEqual(['reopen']);
  });

  it("counts a team's own analysis and the money steps as awaiting it, never another team's queue", () => {
    const statuses = awaitingStaffStatuses('CLI_SAO');
    expect(statuses).toEqual(
      expect.arrayContaining([
        'UNDER_ANALYSIS_CLI_SAO',
        'FULLY_PROCEDENT',
        'AWAITING_PAYMENT_SCHEDULING',
        'PAYMENT_SCHEDULED',
      ]),
    );
    expect(statuses).not.toContain('UNDER_ANALYSIS_BUE');
    expect(statuses).not.toContain('AWAITING_DOCS_CLIENT');
    expect(statuses).not.toContain('PROCESS_CLOSED');
  });
});

import { protest as domain, type RoleKey } from '@claims/domain';
import { allowedProtestActions, letterPartsPolicy, protestLetterPolicy } from './protest-letters';
import { everyRoleTakingPart, signedInAs } from './testing';

const letter = { id: 'p1', clientId: 'client-alfa' };
const at = (status: domain.ProtestStatus): domain.ProtestCase => ({
  ...domain.initialProtestCase(false),
  status,
});
const allowed = (role: RoleKey, status: domain.ProtestStatus) =>
  allowedProtestActions(signedInAs(role), letter, at(status));

describe('who may ask for a command on a letter of protest', () => {
  it.each(everyRoleTakingPart(true))('%s: %s', (role, may) => {
    for (const action of domain.PROTEST_PERSON_ACTIONS)
      expect([action, protestLetterPolicy.can(signedInAs(role), action, letter)]).toEqual([action, may]);
  });
});

describe('the commands a letter offers its user now (allowedActions)', () => {
  it('lets claims schedule a requested inspection and cancel it', () => {
    expect(allowed('CLAIMS', 'INSPECTION_REQUESTED')).toEqual(
      expect.arrayContaining(['scheduleInspection', 'cancelInspection']),
    );
  });

  it('opens the analysis after the inspection, then records the statement', () => {
    expect(allowed('MASTER', 'CONCLUDED')).toContain('openAnalysis');
    expect(allowed('MASTER', 'UNDER_ANALYSIS')).toContain('concludeAnalysis');
    expect(allowed('MASTER', 'UNDER_ANALYSIS')).not.toContain('openAnalysis');
  });

  it("offers the inspector only the result of a scheduled inspection, and staff never the inspector's", () => {
    expect(allowed('INSPECTOR', 'INSPECTION_SCHEDULED')).toEqual(['recordInspectionResult']);
    expect(allowed('INSPECTOR', 'REGISTERED')).toEqual([]);
    for (const status of domain.PROTEST_STATUSES_IN_ORDER)
      expect(allowed('CLAIMS', status)).not.toContain('recordInspectionResult');
  });

  it('offers the customer the inspection request it owes, and the link to a request at any time', () => {
    expect(allowed('CLIENT_OPERATOR', 'AWAITING_INSPECTION_REQUEST')).toEqual([
      'requestInspection',
      'linkReimbursement',
    ]);
    expect(allowed('CUSTOMS_BROKER_MASTER', 'ANALYSIS_CONCLUDED')).toEqual(['linkReimbursement']);
  });

  it('offers customer service nothing, in any status', () => {
    for (const status of domain.PROTEST_STATUSES_IN_ORDER)
      expect(allowed('CUSTOMER_SERVICE', status)).toEqual([]);
  });
});

describe('what of a letter its reader sees (letterPartsPolicy)', () => {
  // Everyone but the inspector reads the reimbursement side; the inspector, like staff, reads
  // the team's steps, which the customer and its broker never do.
  const ROLES: [RoleKey, { reimbursementSide: boolean; teamSteps: boolean }][] = [
    ['MASTER', { reimbursementSide: true, teamSteps: true }],
    ['CLAIMS', { reimbursementSide: true, teamSteps: true }],
    ['CUSTOMER_SERVICE', { reimbursementSide: true, teamSteps: true }],
    ['CLIENT_MASTER', { reimbursementSide: true, teamSteps: false }],
    ['CLIENT_OPERATOR', { reimbursementSide: true, teamSteps: false }],
    ['CUSTOMS_BROKER_MASTER', { reimbursementSide: true, teamSteps: false }],
    ['CUSTOMS_BROKER_OPERATOR', { reimbursementSide: true, teamSteps: false }],
    ['INSPECTOR', { reimbursementSide: false, teamSteps: true }],
  ];
  it.each(ROLES)('%s: %j', (role, sees) => {
    const user = signedInAs(role);
    expect({
      reimbursementSide: letterPartsPolicy.can(user, 'readReimbursementSide', letter),
      teamSteps: letterPartsPolicy.can(user, 'readTeamSteps', letter),
    }).toEqual(sees);
  });
});

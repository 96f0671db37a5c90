import { protest } from '@claims/domain';
import { staffProtestActions } from './legal-actions';
import type { ProtestLetterDetail } from './types';

const letter = (status: ProtestLetterDetail['status']) =>
  ({ id: 'p1', reference: 'CP-1', status, inspection: null }) as unknown as ProtestLetterDetail;

describe('the commands a staff member is offered on a letter of protest', () => {
  it('lets claims schedule a requested inspection and cancel it', () => {
    expect(staffProtestActions(letter('INSPECTION_REQUESTED'), 'CLAIMS')).toEqual(
      expect.arrayContaining(['scheduleInspection', 'cancelInspection']),
    );
  });

  it('opens the analysis after the inspection, then records the statement', () => {
    expect(staffProtestActions(letter('CONCLUDED'), 'MASTER')).toContain('openAnalysis');
    expect(staffProtestActions(letter('UNDER_ANALYSIS'), 'MASTER')).toContain('concludeAnalysis');
    expect(staffProtestActions(letter('UNDER_ANALYSIS'), 'MASTER')).not.toContain('openAnalysis');
  });

  it("never offers the inspector's result, nor anything to customer service", () => {
    for (const status of protest.PROTEST_STATUSES_IN_ORDER) {
      expect(staffProtestActions(letter(status), 'CLAIMS')).not.toContain('recordInspectionResult');
      expect(staffProtestActions(letter(status), 'CUSTOMER_SERVICE')).toEqual([]);
    }
  });
});

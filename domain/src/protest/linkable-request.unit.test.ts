import { ANALYSIS_STATUSES } from '../reimbursement/state-machine';
import { isLinkableRequestStatus, LINKABLE_REQUEST_STATUSES, namesLetterShipment } from './linkable-request';

describe('the reimbursement requests a letter of protest may back', () => {
  it('are those not closed: neither closed by the team nor by expiry', () => {
    expect(LINKABLE_REQUEST_STATUSES).not.toContain('PROCESS_CLOSED');
    expect(LINKABLE_REQUEST_STATUSES).not.toContain('CLOSED_BY_EXPIRY');
    expect(LINKABLE_REQUEST_STATUSES).toContain('UNDER_ANALYSIS_CLI_SAO');
    expect(LINKABLE_REQUEST_STATUSES).toHaveLength(ANALYSIS_STATUSES.length - 2);
    expect(isLinkableRequestStatus('PROCESS_CLOSED')).toBe(false);
    expect(isLinkableRequestStatus('CLOSED_BY_EXPIRY')).toBe(false);
    expect(isLinkableRequestStatus('AWAITING_DOCS_CLIENT')).toBe(true);
  });

  it('tells a request on the letter’s BL (master or house, spaces and case aside) from one on another', () => {
    const letter = { billOfLading: 'MSCUSSZ123456', houseBillOfLading: 'HB778899' };
    expect(namesLetterShipment(letter, 'mscu ssz123456')).toBe(true);
    expect(namesLetterShipment(letter, 'HB778899')).toBe(true);
    expect(namesLetterShipment(letter, 'MAEU998877665')).toBe(false);
    expect(namesLetterShipment(letter, null)).toBe(false);
    expect(namesLetterShipment({ billOfLading: null, houseBillOfLading: null }, 'MSCUSSZ123456')).toBe(false);
  });
});

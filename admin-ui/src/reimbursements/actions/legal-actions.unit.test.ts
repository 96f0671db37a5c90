import { awaitingStaffStatuses } from './legal-actions';

describe('the queues a claims team works from', () => {
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

import { consoleLink } from './console-link';

describe('notifications in the console', () => {
  it('open portal links at the console’s own routes: cases and the report page', () => {
    expect(consoleLink('/reports/detail/abc-1')).toBe('/reports/abc-1');
    expect(consoleLink('/request-reimbursement/detail/r-1')).toBe('/reimbursements/r-1/show');
    expect(consoleLink('/processes/details/p-1')).toBe('/protest-letters/p-1/show');
    expect(consoleLink('/somewhere/else')).toBeNull();
    expect(consoleLink(null)).toBeNull();
  });
});

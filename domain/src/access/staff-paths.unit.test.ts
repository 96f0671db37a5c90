import { consoleRouteFor, consoleUrlFor } from './staff-paths';

describe('the spec paths staff open in the console (SPEC §2)', () => {
  it.each([
    ['/ports/list', '/ports'],
    ['/vessels/new', '/vessels/create'],
    ['/causes/edit/42', '/sinister-causes/42'],
    ['/custom-broker/list', '/customs-brokers'],
    ['/users/users-list', '/users'],
    ['/users/new', '/users/create'],
    ['/clients/edit/b1c2', '/clients/b1c2'],
    ['/reports/monthly-report', '/reports?type=MONTHLY_SLOWEST'],
    ['/reports/open-processes-report', '/reports?type=OPEN_PROCESSES'],
    ['/reports/claims-closed-report', '/reports?type=CLAIMS_CLOSED'],
    ['/request-reimbursement/detail/7', '/reimbursements/7/show'],
    ['/processes/list', '/protest-letters'],
    ['/processes/details/9', '/protest-letters/9/show'],
    ['/admin/dashboard', '/'],
    ['/pages/manual', '/'],
  ])('%s opens %s', (path, route) => {
    expect(consoleRouteFor(path)).toBe(route);
  });

  it('keeps an id from leaving its path segment', () => {
    expect(consoleUrlFor('/ports/edit/a%2F..%2Fb')).toBe('/admin/#/ports/a%2F..%2Fb');
  });
});

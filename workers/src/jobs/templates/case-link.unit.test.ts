import { linkFor, linkOf } from './case-link';

// A claims analyst's e-mail about a counteroffer opened the portal's page and said "Abrir no
// portal": staff work in the console.
describe("where a notice's link takes its reader", () => {
  const request = linkOf({ caseKind: 'reimbursement', caseId: 'r1' });
  const letter = linkOf({ caseKind: 'protest_letter', caseId: 'p1' });

  it.each(['MASTER', 'CLAIMS', 'CUSTOMER_SERVICE'])('a %s opens the case in the console', (role) => {
    expect(linkFor(request, role)).toBe('/admin/#/reimbursements/r1/show');
    expect(linkFor(letter, role)).toBe('/admin/#/protest-letters/p1/show');
  });

  it.each(['CLIENT_MASTER', 'CLIENT_OPERATOR', 'CUSTOMS_BROKER_MASTER', 'INSPECTOR'])(
    'a %s opens it in the portal',
    (role) => {
      expect(linkFor(request, role)).toBe('/request-reimbursement/detail/r1');
      expect(linkFor(letter, role)).toBe('/processes/details/p1');
    },
  );

  it('leaves a link that already opens the console, and no link, as they are', () => {
    expect(linkFor('/admin/#/auth/create-password/t', 'CLAIMS')).toBe('/admin/#/auth/create-password/t');
    expect(linkFor(null, 'CLAIMS')).toBeNull();
  });
});

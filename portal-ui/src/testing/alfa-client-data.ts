/** The client step of the reimbursement tests' claimant, a Brazilian exporter, as it is filled in. */
export const ALFA_CLIENT_DATA = {
  taxId: '43.219.876/0001-36',
  companyName: 'Exportadora Alfa Ltda',
  stateRegistration: '110.042.490.114',
  cityRegistration: '4.123.456-7',
};

// Who may do what to which record, one module per resource (outline's server/policies): routes
// authorize with them, presenters show and hide with them, and case answers carry their verdict
// as `allowedActions`. The facts they read (roles, the permission matrix, the transition
// tables) live in the domain.
export * from './policy';
export * from './actors';
export * from './reimbursements';
export * from './protest-letters';
export * from './case-files';
export * from './bank-data';
export * from './users';
export * from './clients';
export * from './customs-brokers';

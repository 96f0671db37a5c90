// What the api and its two UIs agree on, one file per resource. The api validates with these
// schemas, checks its answers against them and builds its OpenAPI document from them; the
// console and the portal type their requests by them.
export * from './fields';
export * from './session';
export * from './notifications';
export * from './notification-stream';
export * from './case-actions';
export * from './users';
export * from './clients';
export * from './customs-brokers';
export * from './ports';
export * from './vessels';
export * from './sinister-causes';
export * from './document-types';
export * from './settings';
export * from './auth';
export * from './client-errors';
export * from './dashboard';
export * from './audit-log';
export * from './email-log';
export * from './case-messages';
export * from './reports';
export * from './case-files';
export * from './case-history';
export * from './case-drafts';
export * from './reimbursements';
export * from './reimbursement-detail';
export * from './protest-letters';
export * from './health';
export * from './openapi-document';

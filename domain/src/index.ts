// The pure core shared by every package: codes from the spec, the i18n catalogue, the
// validators and the case rules. No I/O here, so the UIs can bundle it and workflows can replay it.
export * from './codes';
export * from './i18n';
export * from './validators';
export * from './office-time';
export * from './jobs';
export * from './reports';
export * from './csv';
export * from './case-messages';
export * from './settings-keys';
export * from './email-log';
// A namespace: the reimbursement state machine names its own statuses and teams, which would
// otherwise collide with the code tables above.
export * as reimbursement from './reimbursement';
export * as protest from './protest';
export * from './access';
export * from './page-sizes';

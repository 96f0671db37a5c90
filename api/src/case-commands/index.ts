// The routes both kinds of case share: commands and files, over each kind's CaseKind.
export * from './case-kind';
export * from './command-route';
export * from './file-routes';
export * from './idempotency';

// The routes both kinds of case share: commands, files and history, over each kind's CaseKind.
export * from './case-kind';
export * from './command-route';
export * from './file-operations';
export * from './file-routes';
export * from './history-route';
export * from './idempotency';

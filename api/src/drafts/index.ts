export * from './case-drafts';
export * from './draft-routes';

export * from './knex';
export * from './migrate';
export * from './models';
export * from './password';
export * from './stored-values';
export * from './tenant-scope';
export * from './auth-links';
export * from './database-roles';

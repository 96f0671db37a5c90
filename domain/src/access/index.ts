export * from './permissions';
export * from './case-files';
export * from './staff-paths';
export * from './sidebar';

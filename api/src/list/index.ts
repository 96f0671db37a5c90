export * from './count-cache';
export * from './extra-filters';
export * from './list-query';
export * from './list-response';
export * from './record';

export * from './count-cache';
export * from './list-query';
export * from './list-response';
export * from './record';

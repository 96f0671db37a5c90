export * from './catalogue-store';
export * from './reference-resource';
export * from './reference-store';

export * from './catalogue-store';
export * from './coded-catalogue';
export * from './reference-resource';
export * from './reference-store';
export * from './code-row-answer';

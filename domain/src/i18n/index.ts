export * from './locales';
export * from './pt-BR';
export * from './en';
export * from './es';
export * from './code-labels';
export * from './translate';
export * from './error-codes';

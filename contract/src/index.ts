// What the api and its two UIs agree on. The api validates with these schemas and builds its
// OpenAPI document from them; the console and the portal type their requests by them.
export * from './session';
export * from './notifications';
export * from './notification-stream';
export * from './case-actions';

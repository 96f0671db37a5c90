// Uploads shared by both kinds of case: multipart in, content sniffed, stored outside the web root.
export * from './case-files';
export * from './storage';
export * from './upload';
export * from './sniff';
export * from './attach-once';
export * from './removal';

import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
/** Everything the local stack keeps between runs: database files, Redis AOF, Temporal's SQLite. */
export const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, '.data');
/** Project-local tools installed on demand (the Temporal CLI, a Redis binary); git-ignored. */
export const TOOLS_DIR = path.join(ROOT, '.tools');

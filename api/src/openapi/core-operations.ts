import { registerOperation } from './registry';

/**
 * Routes written before the registry existed, described here until their own modules register
 * themselves.
 */
export function registerCoreOperations(): void {
  registerOperation({
    method: 'get',
    path: '/api/health',
    summary: 'State of PostgreSQL, Redis, Temporal and the workers (503 when one is down)',
    tags: ['health'],
    public: true,
  });
}

import { z } from 'zod';
import { OFFICE_KEYS, reimbursement } from '@claims/domain';
import { registerOperation } from './registry';

/**
 * Routes written before the registry existed, described here until their own modules register
 * themselves. Action bodies are the domain's own payload schemas, as the route validates them.
 */
export function registerCoreOperations(): void {
  registerOperation({
    method: 'get',
    path: '/api/health',
    summary: 'State of PostgreSQL, Redis, Temporal and the workers (503 when one is down)',
    tags: ['health'],
    public: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/reimbursements',
    summary: 'File a reimbursement request (starts its workflow)',
    tags: ['reimbursements'],
    permission: 'cases.create',
    successStatus: 201,
    requestSchema: z.object({ office: z.enum(OFFICE_KEYS), clientId: z.uuid().optional() }).strict(),
  });
  registerOperation({
    method: 'get',
    path: '/api/reimbursements/:id',
    summary: 'A reimbursement request with its log',
    tags: ['reimbursements'],
    permission: 'cases.read',
  });
  for (const action of reimbursement.PERSON_ACTIONS) {
    registerOperation({
      method: 'post',
      path: `/api/reimbursements/:id/actions/${action}`,
      summary: `Case command ${action} (a Workflow Update; 409 when illegal in the current status)`,
      tags: ['reimbursements'],
      permission: 'cases.read',
      requestSchema: reimbursement.actionPayloads[action] as z.ZodType,
    });
  }
}

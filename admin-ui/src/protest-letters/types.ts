import type { ProtestLetterDetail as ContractDetail } from '@claims/contract';

/**
 * GET /api/protest-letters/:id as the contract gives it (contract/src/protest-letters.ts): the
 * console reads the same type the api checks its answers against.
 */
export type ProtestLetterDetail = ContractDetail;

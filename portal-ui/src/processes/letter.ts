import type { ProtestLetterDetail } from '@claims/contract';

/** GET /api/protest-letters/:id as the contract answers it; `actions` are the legal ones for this user. */
export type Letter = ProtestLetterDetail;

import { randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';

// Any fixed namespace works; this one only keeps filing ids apart from other name-based uuids.
const FILING_NAMESPACE = '3d0c2b8e-5f49-4a0e-9a57-6a8f1f1c7e21';

/**
 * The id of a case filed from scratch. With an `Idempotency-Key` it is derived from the key and
 * the filer, so a retried filing (a lost answer, a 503) lands on the same row and the same
 * workflow instead of making a second case; without one, a fresh id.
 */
export function filingId(userId: string, idempotencyKey?: string): string {
  const key = idempotencyKey?.trim();
  return key ? uuidv5(`${userId}:${key}`, FILING_NAMESPACE) : randomUUID();
}

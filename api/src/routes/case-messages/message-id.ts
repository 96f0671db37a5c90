import { v5 as uuidv5 } from 'uuid';

// Any fixed namespace works; this one only keeps message ids apart from other name-based uuids.
const MESSAGE_NAMESPACE = '8f1e6a52-2c7d-4b39-9e0a-5d4c3b2a1f60';

/**
 * The id of a message sent with an `Idempotency-Key`, derived from the key, its author and its
 * case (as a filing's id is, filingId): a retried send (a double click, a lost answer) lands on
 * the same row, so the case gets one message and its readers one notice.
 */
export function messageId(
  authorId: string,
  caseKind: string,
  caseId: string,
  idempotencyKey: string,
): string {
  return uuidv5(`${authorId}:${caseKind}:${caseId}:${idempotencyKey}`, MESSAGE_NAMESPACE);
}

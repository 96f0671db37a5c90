export { newIdempotencyKey, useMessageKey } from './idempotency-key';
export { useBusy } from './useBusy';

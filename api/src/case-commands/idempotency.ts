import { HttpError } from '../http-error';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/**
 * The Idempotency-Key a client sends with a command, checked (400 when malformed); empty when
 * none was sent. The same key twice is the same Workflow Update, whose first result Temporal
 * answers again.
 */
export function idempotencyKeyOf(header: string): string {
  if (header && !IDEMPOTENCY_KEY.test(header)) throw HttpError.of('INVALID_IDEMPOTENCY_KEY');
  return header;
}

/** The Update id of a command sent with a key: the action and the key, so a retry acts once. */
export const commandUpdateId = (action: string, key: string) => (key ? { updateId: `${action}:${key}` } : {});

import { createHash } from 'node:crypto';

/**
 * The Message-ID of one recipient's e-mail for one outbox event: derived from the event key, so
 * a delivery retried after a lost acknowledgement carries the same id and mail systems can tell
 * it is the same message; distinct per recipient, as each is a message of its own.
 */
export function messageIdOf(eventKey: string, recipientId: string, publicUrl: string): string {
  const digest = createHash('sha256').update(`${eventKey}\n${recipientId}`).digest('hex').slice(0, 40);
  let host = 'claims.local';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // A malformed PUBLIC_URL is refused at start; this only keeps the id well formed regardless.
  }
  return `<${digest}@${host}>`;
}

import { useRef } from 'react';

/** A fresh Idempotency-Key (crypto.randomUUID is missing where the page is not served securely). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The Idempotency-Key of the message being composed: the same for as long as the same text is sent
 * again (a retry after a lost answer is written once), a new one once it was sent or its text
 * changed (the next message, even with the same words, is a message of its own).
 */
export function useMessageKey() {
  const composed = useRef<{ text: string; key: string } | null>(null);
  return {
    keyFor(text: string): string {
      if (composed.current?.text !== text) composed.current = { text, key: newIdempotencyKey() };
      return composed.current.key;
    },
    sent() {
      composed.current = null;
    },
  };
}

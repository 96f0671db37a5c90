import { useRef, useState } from 'react';

/**
 * Whether a screen waits on the api for what a person asked (a wizard's Next or Confirm, a Send,
 * a Save): its buttons wait too. A second ask while the first is on its way does nothing: the two
 * clicks of a double click (or a click and an Enter) can both land before the button is drawn
 * disabled, so the lock is also held where the next ask sees it at once.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const held = useRef(false);
  /** Runs `work` with the screen busy, unless it already is; what it throws goes to `failed`. */
  async function whileBusy(work: () => Promise<void>, failed: (err: unknown) => void) {
    if (held.current) return;
    held.current = true;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      failed(err);
    } finally {
      held.current = false;
      setBusy(false);
    }
  }
  return { busy, whileBusy };
}

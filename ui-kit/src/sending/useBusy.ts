import { useState } from 'react';

/** Whether a wizard waits on the api (Next saving the draft, Confirm filing it): its buttons wait too. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  /** Runs `work` with the wizard busy; what it throws goes to `failed`. */
  async function whileBusy(work: () => Promise<void>, failed: (err: unknown) => void) {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }
  return { busy, whileBusy };
}

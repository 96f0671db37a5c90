import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: a removed file can be restored for 2000 ms before the removal is confirmed. */
export const UNDO_WINDOW_MS = 2000;

/**
 * SPEC §4: the file is marked removed, an undo is offered, and after 2 seconds the removal is
 * confirmed (`confirm(id)`) unless undone. While a confirmation that returns a promise is on its
 * way the file is `confirming`: no undo any more, and it does not come back into the list as if
 * it were kept; it comes back only if the confirmation fails.
 */
export function useUndoableRemoval(
  confirm: (id: string) => void | Promise<unknown>,
  windowMs = UNDO_WINDOW_MS,
) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;

  const without = (id: string) => (all: ReadonlySet<string>) => {
    const next = new Set(all);
    next.delete(id);
    return next;
  };

  const remove = useCallback(
    (id: string) => {
      if (timers.current.has(id)) return;
      setPending((all) => new Set(all).add(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          const settle = () => {
            setPending(without(id));
            setConfirming(without(id));
          };
          // A confirmation that throws is the caller's to report; the file comes back either way.
          let answer: void | Promise<unknown>;
          try {
            answer = confirmRef.current(id);
          } catch {
            answer = undefined;
          }
          // Settled at once when nothing is awaited; otherwise marked confirming until the answer.
          if (!(answer instanceof Promise)) return settle();
          setConfirming((all) => new Set(all).add(id));
          void answer.catch(() => undefined).finally(settle);
        }, windowMs),
      );
    },
    [windowMs],
  );

  const undo = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setPending(without(id));
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  return { pending, confirming, remove, undo };
}

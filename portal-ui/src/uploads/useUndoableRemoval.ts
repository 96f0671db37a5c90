import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: a removed file can be restored for 2000 ms before the removal is confirmed. */
export const UNDO_WINDOW_MS = 2000;

/**
 * SPEC §4: the file is marked removed, an undo is offered, and after 2 seconds the removal is
 * confirmed (`confirm(id)`) unless undone.
 */
export function useUndoableRemoval(confirm: (id: string) => void, windowMs = UNDO_WINDOW_MS) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;

  const forget = (id: string) =>
    setPending((all) => {
      const next = new Set(all);
      next.delete(id);
      return next;
    });

  const remove = useCallback(
    (id: string) => {
      if (timers.current.has(id)) return;
      setPending((all) => new Set(all).add(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          forget(id);
          confirmRef.current(id);
        }, windowMs),
      );
    },
    [windowMs],
  );

  const undo = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    forget(id);
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  return { pending, remove, undo };
}

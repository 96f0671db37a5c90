import { useEffect, useId, useRef, type ReactNode } from 'react';

/** SPEC §4: a modal closes on Escape or a click on the backdrop, unless forced open. */
export function Modal({
  title,
  children,
  actions,
  onClose,
  forced = false,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose(): void;
  forced?: boolean;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button, input, textarea, select')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !forced) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [forced, onClose]);
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && !forced && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="modal-actions">{actions}</div>
      </div>
    </div>
  );
}

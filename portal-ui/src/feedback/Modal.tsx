import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), input, textarea, select, a[href]';

/**
 * SPEC §4: a modal closes on Escape or a click on the backdrop, unless forced open. Its first
 * control takes the focus (put the safe choice first) and Tab cycles inside it, so a keyboard
 * never reaches the page behind. It lives at the end of <body>, above everything, wherever the
 * button that opened it sits (a list item, a card).
 */
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
  // Read at the key press: a parent's re-render (a new onClose) must not pull the focus back.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !forced) close.current();
      if (e.key === 'Tab') keepFocusInside(e);
    };
    const keepFocusInside = (e: KeyboardEvent) => {
      const all = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      const inside = dialog.current?.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [forced]);
  return createPortal(
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && !forced && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="modal-actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

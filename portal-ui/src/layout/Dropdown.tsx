import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** A top-bar dropdown: a button that opens a panel; Escape or a click elsewhere closes it. */
export function Dropdown({
  label,
  button,
  children,
  onOpen,
  className = '',
}: {
  label: string;
  button: ReactNode;
  children: (close: () => void) => ReactNode;
  onOpen?(): void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`dropdown ${className}`} ref={root}>
      <button
        type="button"
        className="topbar-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {button}
      </button>
      {open && (
        <div className="dropdown-panel" id={id}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { ToastContext, type ToastKind } from './ToastContext';

/** SPEC §9: success toasts last 5001 ms, error toasts 5000 ms, top-right, with an Ok button. */
export const TOAST_MS: Record<ToastKind, number> = { success: 5001, error: 5000 };

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  title?: string;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string, title?: string) => {
      const id = ++next.current;
      setToasts((all) => [...all, { id, kind, text, title }]);
      setTimeout(() => dismiss(id), TOAST_MS[kind]);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <div>
              {toast.title && <strong>{toast.title}</strong>}
              <p>{toast.text}</p>
            </div>
            <button type="button" className="btn btn-small" onClick={() => dismiss(toast.id)}>
              {t('common.ok')}
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

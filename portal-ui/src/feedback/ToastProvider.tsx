import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { ToastContext, type ToastKind } from './ToastContext';

/** SPEC §9: success toasts last 5001 ms, error toasts 5000 ms, with an Ok button. */
export const TOAST_MS: Record<ToastKind, number> = { success: 5001, error: 5000 };

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  title?: string;
  scope?: string;
}

/**
 * The portal's toasts. They stack at the bottom of the window (styles.css `.toasts`), not at
 * SPEC's top right: there they covered the top bar's name, language and profile menus and the
 * page header's primary button, the controls a person reaches for right after a save.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const clear = useCallback(
    (scope: string) => setToasts((all) => all.filter((x) => !(x.scope === scope && x.kind === 'error'))),
    [],
  );
  const show = useCallback(
    (kind: ToastKind, text: string, title?: string, scope?: string) => {
      const id = ++next.current;
      setToasts((all) => [
        // A form's newer word (saved, or refused again) replaces its earlier refusals.
        ...(scope ? all.filter((x) => !(x.scope === scope && x.kind === 'error')) : all),
        { id, kind, text, title, scope },
      ]);
      setTimeout(() => dismiss(id), TOAST_MS[kind]);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show, clear }), [show, clear]);
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

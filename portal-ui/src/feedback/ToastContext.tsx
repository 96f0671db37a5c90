import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error';

export interface Toasts {
  /**
   * Shows a toast. `scope` names what it is about (one form): a newer toast of the same scope
   * replaces that scope's error toasts, so a form's latest word stands alone.
   */
  show(kind: ToastKind, text: string, title?: string, scope?: string): void;
  /** Dismisses the error toasts of `scope` (its form was saved: they no longer apply). */
  clear(scope: string): void;
}

export const ToastContext = createContext<Toasts>({ show: () => {}, clear: () => {} });
export const useToasts = () => useContext(ToastContext);

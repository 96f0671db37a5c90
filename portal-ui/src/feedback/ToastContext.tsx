import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error';

export interface Toasts {
  show(kind: ToastKind, text: string, title?: string): void;
}

export const ToastContext = createContext<Toasts>({ show: () => {} });
export const useToasts = () => useContext(ToastContext);

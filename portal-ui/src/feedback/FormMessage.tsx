import type { ReactNode } from 'react';

/**
 * What a form or page says came of an action, read out as it appears: a refusal or fault
 * interrupts (an alert), a success waits its turn (a status).
 */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}

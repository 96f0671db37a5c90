import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { Modal } from './Modal';

/**
 * A button whose action runs only after "Sim" in a confirmation dialog (SPEC §9: Sim/Não).
 * "Não" comes first and takes the focus: Enter or Escape right away changes nothing.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  question,
  onConfirm,
  className = 'btn',
  disabled,
  children,
}: {
  label: string;
  /** A fuller name for the button than its visible label (e.g. which file it removes). */
  ariaLabel?: string;
  question: string;
  onConfirm(): void | Promise<void>;
  className?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Modal
          title={question}
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                {t('common.no')}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setOpen(false);
                  void onConfirm();
                }}
              >
                {t('common.yes')}
              </button>
            </>
          }
        >
          {children}
        </Modal>
      )}
    </>
  );
}

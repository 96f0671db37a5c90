import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { shownNumber } from './step-number';
import { useMediaQuery } from './useMediaQuery';

/** SPEC §9: the wizard lays its steps out horizontally at or below 767 px, vertically above. */
export const WIZARD_HORIZONTAL = '(max-width: 767px)';

/**
 * The step-by-step form of SPEC §4: steps numbered from 1, Next only when the current step is
 * valid, Back hidden on the first step (and never checked), a confirm button on the last. Filing
 * takes seconds (the case's workflow starts), so while it runs the buttons wait and say so.
 */
export function Wizard({
  title,
  steps,
  current,
  valid,
  busy = false,
  confirmLabel,
  onBack,
  onNext,
  onConfirm,
  children,
  blockedBy = [],
}: {
  title: string;
  steps: string[];
  current: number;
  valid: boolean;
  busy?: boolean;
  confirmLabel?: string;
  onBack(): void;
  onNext(): void;
  onConfirm(): void;
  children: ReactNode;
  /** Why Next is disabled, as the fields say it: shown beside the buttons while the step is invalid. */
  blockedBy?: string[];
}) {
  const { t } = useI18n();
  const horizontal = useMediaQuery(WIZARD_HORIZONTAL);
  const last = current === steps.length - 1;
  // A new step starts at its title, read out and in view: on a phone the page kept the previous
  // step's scroll and opened the next one at its bottom. Not on the first render (a resumed draft).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);
  return (
    <div className={`wizard ${horizontal ? 'wizard-horizontal' : 'wizard-vertical'}`}>
      <ol className="wizard-steps" aria-label={title}>
        {steps.map((label, i) => (
          <li
            key={label}
            className={`${i <= current ? 'active' : ''} ${i === current ? 'current' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="step-number">{shownNumber(i)}</span>
            <span className="step-label">{label}</span>
          </li>
        ))}
      </ol>
      <section className="wizard-body" aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
          {t('portal.wizard.stepOf', { step: shownNumber(current), name: steps[current] ?? '' })}
        </h2>
        {children}
        {!valid && blockedBy.length > 0 && (
          <div className="wizard-blocked" role="status">
            <p>{t('portal.protest.whyDisabled')}</p>
            <ul>
              {blockedBy.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="wizard-actions">
          {current > 0 && (
            <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
              {t('portal.wizard.back')}
            </button>
          )}
          {last && busy && (
            <p className="wizard-progress" role="status">
              <span className="spinner spinner-small" aria-hidden="true" />
              {t('portal.wizard.filing')}
            </p>
          )}
          {last ? (
            <button
              type="button"
              className="btn"
              onClick={onConfirm}
              disabled={!valid || busy}
              aria-busy={busy}
            >
              {confirmLabel ?? t('common.confirm')}
            </button>
          ) : (
            <button type="button" className="btn" onClick={onNext} disabled={!valid || busy}>
              {t('portal.wizard.next')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

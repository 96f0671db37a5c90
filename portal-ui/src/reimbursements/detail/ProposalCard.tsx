import { useState } from 'react';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { runCaseAction } from '../../api/client';
import { ConfirmButton } from '../../feedback/Confirm';
import { useToasts } from '../../feedback/ToastContext';
import { useApiErrorToast } from '../../feedback/useApiErrorToast';
import { TextInput } from '../../forms/inputs';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card } from './Card';
import type { RequestDetail } from './request-detail';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** The agreement thread; when a proposal awaits the customer: accept it or counter it, each confirmed. */
export function ProposalCard({
  request,
  canAnswer,
  onChanged,
}: {
  request: RequestDetail;
  canAnswer: boolean;
  onChanged(next: RequestDetail): void;
}) {
  const { t, label, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (
    action: string,
    body: object,
    success: 'success.proposalAccepted' | 'success.proposalSent',
  ) => {
    setBusy(true);
    try {
      onChanged(await runCaseAction<RequestDetail>('reimbursements', request.id, action, body));
      toasts.show('success', t(success));
      setValue('');
      setMessage('');
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  const normalized = value.trim().replace(',', '.');
  return (
    <Card title={t('portal.detail.agreement')}>
      {request.proposals.length === 0 && <p className="muted">{t('portal.detail.noProposal')}</p>}
      <ol className="thread">
        {request.proposals.map((p) => (
          <li key={p.version} className={`proposal proposal-${p.kind.toLowerCase()}`}>
            <strong>
              {t(p.kind === 'COUNTEROFFER' ? 'portal.detail.counteroffer' : 'portal.detail.proposal')} #
              {p.version}: {formatMoney(locale, p.value, p.currency)}
            </strong>
            <span className="chip">{t(`portal.detail.proposalStatus.${p.status}` as MessageKey)}</span>
            {p.message && <p>{p.message}</p>}
            <small>
              {formatDateTime(locale, p.proposedAt)}
              {p.expiresAt &&
                ` · ${t('portal.detail.expiresAt', { date: formatDateTime(locale, p.expiresAt) })}`}
            </small>
          </li>
        ))}
      </ol>
      {canAnswer && (
        <div className="proposal-answer">
          <ConfirmButton
            label={t('portal.detail.accept')}
            question={t('portal.detail.acceptQuestion')}
            disabled={busy}
            onConfirm={() => act('acceptProposal', {}, 'success.proposalAccepted')}
          />
          <fieldset className="line">
            <legend>{t('portal.detail.counteroffer')}</legend>
            <TextInput
              label={t('portal.detail.counterofferValue')}
              value={value}
              onChange={setValue}
              inputMode="decimal"
              error={value && !AMOUNT.test(normalized) ? t('validation.money.invalid') : undefined}
              required
            />
            <TextInput label={label('fields.message')} value={message} onChange={setMessage} multiline />
            <ConfirmButton
              label={t('portal.detail.sendCounteroffer')}
              question={t('portal.detail.counterofferQuestion', { value: normalized })}
              disabled={busy || !AMOUNT.test(normalized)}
              onConfirm={() => act('counterOffer', { value: normalized, message }, 'success.proposalSent')}
            />
          </fieldset>
        </div>
      )}
    </Card>
  );
}

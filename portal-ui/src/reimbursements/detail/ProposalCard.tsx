import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isCurrencyKey } from '@claims/domain/codes/currencies';
import { isMessageKey, type MessageKey } from '@claims/domain/i18n/translate';
import { counterOfferInputSchema } from '@claims/domain/reimbursement/action-inputs';
import { offerNumbers } from '@claims/domain/reimbursement/offer-numbers';
import { useCaseAction } from '../../api/case-cache';
import { ConfirmButton } from '../../feedback/Confirm';
import { useFormToasts } from '../../feedback/useFormToasts';
import type { AsTyped } from '../../forms/as-typed';
import { MoneyField, TextField } from '../../forms/bound-fields';
import { schemaResolver } from '../../forms/domain-resolver';
import { useErrorsFollowLanguage } from '../../forms/field-errors';
import { landRefusal } from '../../forms/refusal';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useI18n, type I18n } from '../../i18n/I18nContext';
import { Card } from './Card';
import type { Proposal, RequestDetail } from './request-detail';

type CounterofferSchema = ReturnType<typeof counterOfferInputSchema>;
type CounterofferForm = AsTyped<z.input<CounterofferSchema>>;

/**
 * The agreement thread; when a proposal awaits the customer: accept it or counter it, each confirmed.
 * `viewerId` is the signed-in user's: only the author of a counteroffer is told they made it.
 */
export function ProposalCard({
  request,
  canAnswer,
  viewerId,
}: {
  request: RequestDetail;
  canAnswer: boolean;
  viewerId: string | null;
}) {
  const { t, label, locale } = useI18n();
  const { showError, showSuccess } = useFormToasts();
  const command = useCaseAction<RequestDetail>('reimbursements', request.id);
  const busy = command.isPending;
  // The counteroffer is in the currency of the proposal it answers, held to its decimals.
  const answered = request.proposals.at(-1);
  const proposed = answered?.currency ?? 'BRL';
  const currency = isCurrencyKey(proposed) ? proposed : 'BRL';
  const schema = counterOfferInputSchema(currency);
  const offerForm = useForm<CounterofferForm, unknown, z.output<CounterofferSchema>>({
    defaultValues: { value: '', message: '' },
    resolver: schemaResolver(schema, locale),
    mode: 'onChange',
  });
  useErrorsFollowLanguage(offerForm);
  const act = async (
    action: string,
    body: object,
    success: 'success.proposalAccepted' | 'success.counterofferSent',
  ) => {
    try {
      await command.mutateAsync({ action, body });
      showSuccess(t(success));
      offerForm.reset();
    } catch (err) {
      // A rule only the api can judge (the amount in reais at the proposal's quotation) lands on its field.
      landRefusal(err, offerForm.setError);
      showError(err);
    }
  };
  const sendCounteroffer = offerForm.handleSubmit((offer) =>
    act('counterOffer', offer, 'success.counterofferSent'),
  );
  // The question repeats the amount as it will be sent: the schema's reading of what was typed.
  const typed = schema.safeParse(offerForm.watch());
  const shown = typed.success ? typed.data.value : offerForm.watch('value');
  // Asking for less than was offered is almost always a slip of the keyboard (3.000 for 30.000): said before it is sent.
  const belowOffer = typed.success && answered && Number(typed.data.value) < Number(answered.value);
  // Numbered as the customer saw them: a proposal a master held back never reached them, and its
  // number would say it had (#3 after no #1 or #2).
  const numbers = offerNumbers(request.proposals);
  return (
    <Card title={t('portal.detail.agreement')}>
      {request.proposals.length === 0 && <p className="muted">{t('portal.detail.noProposal')}</p>}
      <ol className="thread conversation">
        {request.proposals.map((p, index) => {
          const counter = p.kind === 'COUNTEROFFER';
          return (
            <li key={p.version} className={`proposal proposal-${p.kind.toLowerCase()}`}>
              <span className="speaker">{speaker(p, viewerId, t)}</span>
              <strong>
                {t(counter ? 'portal.detail.counteroffer' : 'portal.detail.proposal')} #{numbers[index]}:{' '}
                {formatMoney(locale, p.value, p.currency)}
              </strong>
              <span className={p.status === 'OPEN' ? 'chip chip-warning' : 'chip'}>
                {statusText(p, viewerId, t)}
              </span>
              {p.message && <blockquote>{p.message}</blockquote>}
              <small>
                {formatDateTime(locale, p.proposedAt)}
                {p.expiresAt &&
                  p.status === 'OPEN' &&
                  ` · ${t('portal.detail.expiresAt', { date: formatDate(locale, p.expiresAt, request.office) })}`}
              </small>
              {counter && p.answeredByName && p.answerMessage && (
                <div className="answer">
                  <span className="speaker">
                    {t('conversation.thread.answer', { name: p.answeredByName })}
                  </span>
                  <blockquote>{p.answerMessage}</blockquote>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canAnswer && (
        <div className="proposal-answer">
          <ConfirmButton
            label={t('portal.detail.accept')}
            question={t('portal.detail.acceptQuestion')}
            disabled={busy}
            onConfirm={() => act('acceptProposal', {}, 'success.proposalAccepted')}
          />
          <FormProvider {...offerForm}>
            <fieldset className="line">
              <legend>{t('portal.detail.counteroffer')}</legend>
              <MoneyField
                name="value"
                // In the proposal's currency, said where the amount is typed (US$, ARS or R$?).
                label={`${t('portal.detail.counterofferValue')} (${currency})`}
                currency={currency}
                required
              />
              <TextField name="message" label={label('fields.message')} multiline />
              <ConfirmButton
                label={t('portal.detail.sendCounteroffer')}
                question={
                  belowOffer
                    ? t('portal.detail.counterofferBelowQuestion', {
                        value: formatMoney(locale, shown, currency),
                        proposed: formatMoney(locale, answered.value, answered.currency),
                      })
                    : t('portal.detail.counterofferQuestion', { value: formatMoney(locale, shown, currency) })
                }
                disabled={busy || !typed.success}
                onConfirm={() => sendCounteroffer()}
              />
            </fieldset>
          </FormProvider>
        </div>
      )}
    </Card>
  );
}

/**
 * Who made an offer, as the reader is told: the team (and who of it), "you" for the author of a
 * counteroffer, and for a colleague of the same company the author's name.
 */
function speaker(offer: Proposal, viewerId: string | null, t: I18n['t']): string {
  const name = offer.proposedByName;
  if (offer.kind !== 'COUNTEROFFER')
    return `${t('conversation.thread.teamProposed')}${name ? ` ${t('conversation.thread.by', { name })}` : ''}`;
  if (viewerId && offer.proposedBy === viewerId) return t('conversation.thread.youCountered');
  return name ? t('conversation.thread.namedCountered', { name }) : t('conversation.thread.clientCountered');
}

/** An offer's state as the reader is told: "accepted by you" only to who accepted the proposal. */
function statusText(offer: Proposal, viewerId: string | null, t: I18n['t']): string {
  const byColleague =
    offer.kind === 'PROPOSAL' && offer.status === 'ACCEPTED' && offer.answeredBy !== viewerId;
  if (byColleague && offer.answeredByName)
    return t('conversation.thread.acceptedBy', { name: offer.answeredByName });
  const own = `conversation.thread.client.${offer.status}.${offer.kind}`;
  return t(
    isMessageKey(own) && !byColleague ? own : (`portal.detail.proposalStatus.${offer.status}` as MessageKey),
  );
}

import { useLocaleState, useTranslate } from 'react-admin';
import { Fact } from '../../cases/DetailCard';
import { fieldLabel } from '../../cases/payload';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';

type Decision = NonNullable<NonNullable<ReimbursementDetail['outcome']>['decision']>;

/** What settled a case: the result, the agreed value, who decided and when (conversation and analysis cards). */
export function DecisionFacts({ decision }: { decision: Decision }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  return (
    <>
      <Fact label={fieldLabel(locale, 'result')}>
        {translate(`conversation.outcome.kind.${decision.kind}`)}
      </Fact>
      <Fact label="conversation.outcome.agreedValue">
        {decision.currency ? format.money(decision.value, decision.currency) : null}
      </Fact>
      <Fact label="conversation.outcome.decidedBy">{decision.decidedByName}</Fact>
      <Fact label="conversation.outcome.decidedAt">{format.dateTime(decision.decidedAt)}</Fact>
    </>
  );
}

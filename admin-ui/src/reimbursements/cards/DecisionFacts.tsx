import { useLocaleState, useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { Fact } from '../../cases/DetailCard';
import { fieldLabel } from '../../cases/payload';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';

type Decision = NonNullable<NonNullable<ReimbursementDetail['outcome']>['decision']>;

/** What settled a case: the result, the agreed value, who decided (and a master's approval) and when (conversation and analysis cards). */
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
      {/* The words the customer reads on the portal; who approved it is staff's alone. */}
      <Fact label="conversation.outcome.decidedBy">{reimbursement.decidedByText(decision, translate)}</Fact>
      {decision.approvedByName ? (
        <Fact label="conversation.outcome.approvedBy">{decision.approvedByName}</Fact>
      ) : null}
      <Fact label="conversation.outcome.decidedAt">{format.dateTime(decision.decidedAt)}</Fact>
    </>
  );
}

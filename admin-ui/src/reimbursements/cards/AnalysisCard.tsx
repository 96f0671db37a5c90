import { useLocaleState, useTranslate } from 'react-admin';
import { codeLabel } from '../../cases/code-choices';
import { DetailCard, EmptyState, Fact, Facts } from '../../cases/DetailCard';
import { ReferenceName } from '../../cases/ReferenceName';
import { fieldLabel } from '../../cases/payload';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';
import { DecisionFacts } from './DecisionFacts';

/**
 * The recorded outcome (SPEC §3 analysis group), as the last recordAnalysis left it. A case settled
 * without one (an agreement) or closed says so: how it ended, never that nothing was recorded.
 */
export function AnalysisCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const a = record.analysis as Record<string, string | boolean | null> | null | undefined;
  const label = (name: string) => fieldLabel(locale, name);
  const currency = (a?.currency as string | null) ?? 'BRL';
  return (
    <DetailCard title="console.reimbursements.cards.analysis">
      {!a ? (
        <WithoutAnalysis record={record} />
      ) : (
        <Facts>
          <Fact label={label('result')}>{codeLabel('analysisStatuses', a.result as string, translate)}</Fact>
          <Fact label={label('reimbursementAmount')}>
            {format.money(a.reimbursementAmount as string, currency)}
          </Fact>
          <Fact label={label('proposedAmount')}>{format.money(a.proposedAmount as string, currency)}</Fact>
          <Fact label={label('partialProposedValue')}>
            {format.money(a.partialProposedValue as string, currency)}
          </Fact>
          <Fact label={label('quotation')}>{format.number(a.quotation as string)}</Fact>
          <Fact label={label('salvageOrSale')}>{format.money(a.salvageOrSale as string, currency)}</Fact>
          <Fact label={label('expectedPaymentDate')}>{format.day(a.expectedPaymentDate as string)}</Fact>
          <Fact label={label('sinisterCauseId')}>
            <ReferenceName
              reference="sinister-causes"
              id={a.sinisterCauseId as string | null}
              render={(c) =>
                (c.labels as Record<string, string> | undefined)?.[locale] ?? String(c.name ?? '')
              }
            />
          </Fact>
          <Fact label={label('processNumber')}>{a.processNumber as string}</Fact>
          <Fact label={label('insuranceCovered')}>
            {translate(a.insuranceCovered ? 'common.yes' : 'common.no')}
          </Fact>
          <Fact label={label('insuranceCompany')}>{a.insuranceCompany as string}</Fact>
          <Fact label={label('sinisterNumber')}>{a.sinisterNumber as string}</Fact>
          <Fact label={label('justification')}>{a.justification as string}</Fact>
          <Fact label={label('comments')}>{a.comments as string}</Fact>
          <Fact label="console.analysis.recordedAt">{format.dateTime(a.createdAt as string)}</Fact>
        </Facts>
      )}
    </DetailCard>
  );
}

/** Where no analysis was recorded: the agreement (or a decision) that settled the case, or its closing. */
function WithoutAnalysis({ record }: { record: ReimbursementDetail }) {
  const outcome = record.outcome;
  const decision = outcome?.decision;
  if (decision)
    return (
      <Facts>
        <DecisionFacts decision={decision} />
      </Facts>
    );
  if (outcome?.closed)
    return (
      <EmptyState
        text={outcome.expired ? 'conversation.outcome.expired' : 'conversation.outcome.closedWithoutDecision'}
      />
    );
  return <EmptyState text="console.analysis.empty" />;
}

import { useFormat } from '../i18n/format';
import { Fact } from './DetailCard';
import { PortName } from './ReferenceName';

/**
 * Where a case's cargo was loaded and discharged, and the day of discharge: the same three facts,
 * named and written alike, on a protest letter and on a reimbursement request (the letter's "port
 * of embarkation" is the request's "port of loading", one word in every language).
 */
export function PortFacts({
  resource,
  loading,
  discharge,
  dischargeDate,
}: {
  resource: 'protest-letters' | 'reimbursements';
  loading: string | null | undefined;
  discharge: string | null | undefined;
  dischargeDate: string | null | undefined;
}) {
  const format = useFormat();
  const f = (name: string) => `resources.${resource}.fields.${name}`;
  return (
    <>
      <Fact label={f('portOfLoadingId')}>
        <PortName id={loading} />
      </Fact>
      <Fact label={f('portOfDischargeId')}>
        <PortName id={discharge} />
      </Fact>
      <Fact label={f('dischargeDate')}>{format.day(dischargeDate)}</Fact>
    </>
  );
}

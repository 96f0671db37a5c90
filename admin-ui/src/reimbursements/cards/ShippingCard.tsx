import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayTaxId, taxIdKindOf } from '@claims/domain';
import { codeLabel } from '../../cases/code-choices';
import { DetailCard, Fact, Facts } from '../../cases/DetailCard';
import { ReferenceName } from '../../cases/ReferenceName';
import { useFormat } from '../../i18n/format';
import type { ReimbursementDetail } from '../types';

const port = (r: Record<string, unknown>) => `${String(r.name ?? '')} (${String(r.code ?? '')})`;

export function ShippingCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const s = (record.shipping ?? {}) as Record<string, string | null>;
  const f = (name: string) => `resources.reimbursements.fields.${name}`;
  return (
    <DetailCard title="console.reimbursements.cards.shipping">
      <Facts>
        <Fact label={f('blOrCte')}>{s.blOrCte}</Fact>
        <Fact label={f('bookingNumber')}>{s.bookingNumber}</Fact>
        <Fact label={f('houseBl')}>{s.houseBl}</Fact>
        <Fact label={f('invoiceNumber')}>{s.invoiceNumber}</Fact>
        <Fact label={f('portOfLoadingId')}>
          <ReferenceName reference="ports" id={s.portOfLoadingId} render={port} />
        </Fact>
        <Fact label={f('portOfDischargeId')}>
          <ReferenceName reference="ports" id={s.portOfDischargeId} render={port} />
        </Fact>
        <Fact label={f('dischargeDate')}>{format.day(s.dischargeDate)}</Fact>
        <Fact label={f('vesselId')}>
          <ReferenceName reference="vessels" id={s.vesselId} />
        </Fact>
        <Fact label={f('voyage')}>{s.voyage}</Fact>
        <Fact label={f('containers')}>{(record.shipping?.containers ?? []).join(', ')}</Fact>
        <Fact label={f('transporter')}>{s.transporter}</Fact>
        <Fact label={f('transportModal')}>{codeLabel('transportModals', s.transportModal, translate)}</Fact>
        <Fact label={f('stuffingModal')}>{codeLabel('stuffingModals', s.stuffingModal, translate)}</Fact>
        <Fact label="console.reimbursements.protestLetter">
          {record.protestLetter ? (
            <Link to={`/protest-letters/${record.protestLetter.id}/show`}>
              {record.protestLetter.reference ?? record.protestLetter.id}
            </Link>
          ) : null}
        </Fact>
      </Facts>
    </DetailCard>
  );
}

export function ClientDataCard({ record }: { record: ReimbursementDetail }) {
  const c = record.clientData;
  const b = record.bankData;
  const f = (name: string) => `resources.reimbursements.fields.${name}`;
  return (
    <DetailCard title="console.reimbursements.cards.clientData">
      <Facts>
        <Fact label={f('companyName')}>{c?.companyName}</Fact>
        <Fact label={taxIdKindOf(c?.country) ?? f('taxId')}>{displayTaxId(c?.country, c?.taxId)}</Fact>
        {/* Brazilian registrations: a company elsewhere has none, and an empty row says nothing. */}
        {(c?.country === 'BR' || c?.stateRegistration) && (
          <Fact label={f('stateRegistration')}>{c?.stateRegistration}</Fact>
        )}
        {(c?.country === 'BR' || c?.cityRegistration) && (
          <Fact label={f('cityRegistration')}>{c?.cityRegistration}</Fact>
        )}
        <Fact label={f('bank')}>{b?.bank}</Fact>
        <Fact label={f('agency')}>{b?.agency}</Fact>
        <Fact label={f('checkingAccount')}>{b?.checkingAccount}</Fact>
      </Facts>
    </DetailCard>
  );
}

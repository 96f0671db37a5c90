import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { capitalize, displayTaxId, taxIdKindOf } from '@claims/domain';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { Locale } from '@claims/domain/i18n/locales';
import { requestFieldLabel } from '@claims/domain/reimbursement/field-labels';
import { bankAccountCountry } from '@claims/domain/validators/bank-account';
import { isTaxIdCountry } from '@claims/domain/validators/tax-id';
import { codeLabel } from '../../cases/code-choices';
import { DetailCard, Fact, Facts } from '../../cases/DetailCard';
import { PortFacts } from '../../cases/PortFacts';
import { ReferenceName } from '../../cases/ReferenceName';
import type { ReimbursementDetail } from '../types';

export function ShippingCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const s = record.shipping;
  const f = (name: string) => `resources.reimbursements.fields.${name}`;
  return (
    <DetailCard title="console.reimbursements.cards.shipping">
      <Facts>
        <Fact label={f('blOrCte')}>{s.blOrCte}</Fact>
        <Fact label={f('bookingNumber')}>{s.bookingNumber}</Fact>
        <Fact label={f('houseBl')}>{s.houseBl}</Fact>
        <Fact label={f('invoiceNumber')}>{s.invoiceNumber}</Fact>
        <PortFacts
          resource="reimbursements"
          loading={s.portOfLoadingId}
          discharge={s.portOfDischargeId}
          dischargeDate={s.dischargeDate}
        />
        <Fact label={f('vesselId')}>
          <ReferenceName reference="vessels" id={s.vesselId} />
        </Fact>
        <Fact label={f('voyage')}>{s.voyage}</Fact>
        <Fact label={f('containers')}>{s.containers.join(', ')}</Fact>
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
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const c = record.clientData;
  const b = record.bankData;
  const f = (name: string) => `resources.reimbursements.fields.${name}`;
  // The account is read by its own country's words (an Argentine CBU, a sucursal), as the
  // customer gave it and the portal shows it: whoever pays must see which kind of account it is.
  const claimant: OfficeCountry = isTaxIdCountry(c.country ?? '') ? (c.country as OfficeCountry) : 'BR';
  const accountCountry = bankAccountCountry(b?.country, claimant);
  // The field names are written to sit inside a sentence ("sucursal"); a label starts a line.
  const named = (field: 'agency' | 'checkingAccount') => {
    const label = requestFieldLabel(locale as Locale, ['bankData', field], {
      claimant,
      bankCountry: accountCountry,
    });
    return label ? capitalize(label) : f(field);
  };
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
        {b && <Fact label="portal.wizard.bankCountry">{translate(`codes.offices.${accountCountry}`)}</Fact>}
        <Fact label={f('bank')}>{b?.bank}</Fact>
        <Fact label={named('agency')}>{b?.agency}</Fact>
        <Fact label={named('checkingAccount')}>{b?.checkingAccount}</Fact>
      </Facts>
    </DetailCard>
  );
}

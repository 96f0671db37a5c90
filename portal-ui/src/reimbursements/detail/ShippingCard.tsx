import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatPort } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card, Details, usePortRows } from './Card';
import type { RequestDetail } from './request-detail';

/** The shipment as the customer described it when filing: documents, ports, vessel, containers. */
export function ShippingCard({ request }: { request: RequestDetail }) {
  const { t, label } = useI18n();
  const portRows = usePortRows();
  const s = request.shipping;
  const coded = (family: string, key: string | null) =>
    key ? t(`codes.${family}.${key}` as CodeLabelKey) : null;
  const rows: [string, ReactNode][] = [
    [label('fields.blOrCte'), s.blOrCte],
    [label('fields.bookingNumber'), s.bookingNumber],
    [label('fields.houseBl'), s.houseBl],
    [label('fields.invoiceNumber'), s.invoiceNumber],
    ...portRows({
      loading: formatPort(s.portOfLoading),
      discharge: formatPort(s.portOfDischarge),
      dischargeDate: s.dischargeDate,
      office: request.office,
    }),
    [label('fields.vesselId'), s.vesselName],
    [label('fields.voyage'), s.voyage],
    [label('fields.containers'), s.containers.join(', ')],
    [label('fields.transporter'), s.transporter],
    [label('fields.transportModal'), coded('transportModals', s.transportModal)],
    [label('fields.stuffingModal'), coded('stuffingModals', s.stuffingModal)],
  ];
  if (request.protestLetter)
    rows.push([
      t('portal.links.letter'),
      <Link to={`/processes/details/${request.protestLetter.id}`}>
        {request.protestLetter.reference ?? request.protestLetter.id}
      </Link>,
    ]);
  return (
    <Card title={t('portal.detail.shipping')}>
      <Details rows={rows} />
    </Card>
  );
}

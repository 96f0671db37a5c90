import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatDate, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { SalvageDetails, type SalvageLine } from '../SalvageDetails';
import { Card, Details } from './Card';
import type { Money, RequestDetail } from './request-detail';

/** Shipping information and the claimed lines with their amounts in BRL. */
export function ShippingCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const s = request.shipping;
  const text = (v: unknown) => (Array.isArray(v) ? v.join(', ') : ((v as string | null) ?? ''));
  const lines: { kind: string; description: string; line: Money; salvage?: SalvageLine }[] = [
    ...request.faults.map((f) => ({
      kind: t('portal.wizard.steps.faults'),
      description: f.productDescription,
      line: f,
    })),
    ...request.damages.map((d) => ({
      kind: t('portal.wizard.steps.damages'),
      description: d.productDescription,
      line: d,
      salvage: d,
    })),
    ...request.extraCosts.map((e) => ({
      kind: t('portal.wizard.steps.extraCosts'),
      description: e.description,
      line: e,
    })),
  ];
  return (
    // Its items table (four columns of long amounts) takes the detail's full width (issue 16).
    <Card title={t('portal.detail.shipping')} className="card-wide">
      <Details
        rows={[
          [label('fields.blOrCte'), text(s.blOrCte)],
          [label('fields.bookingNumber'), text(s.bookingNumber)],
          [label('fields.invoiceNumber'), text(s.invoiceNumber)],
          [label('fields.containers'), text(s.containers)],
          [label('fields.voyage'), text(s.voyage)],
          [label('fields.transporter'), text(s.transporter)],
          [label('fields.dischargeDate'), formatDate(locale, text(s.dischargeDate), request.office)],
          [
            label('fields.transportModal'),
            s.transportModal ? t(`codes.transportModals.${text(s.transportModal)}` as CodeLabelKey) : '',
          ],
          ...(request.protestLetter
            ? [
                [
                  t('portal.links.letter'),
                  <Link to={`/processes/details/${request.protestLetter.id}`}>
                    {request.protestLetter.reference ?? request.protestLetter.id}
                  </Link>,
                ] as [string, ReactNode],
              ]
            : []),
        ]}
      />
      <div className="table-scroll">
        <table>
          <caption>{t('portal.detail.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{label('fields.type')}</th>
              <th scope="col">{label('fields.description')}</th>
              <th scope="col">{label('fields.total')}</th>
              <th scope="col">BRL</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ kind, description, line, salvage }, i) => (
              <tr key={i}>
                <td>{kind}</td>
                <td>
                  {description}
                  {salvage && <SalvageDetails line={salvage} />}
                </td>
                <td>{formatMoney(locale, line.total, line.currency)}</td>
                <td>{formatMoney(locale, line.amountBrl, 'BRL')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

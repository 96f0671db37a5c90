import { formatMoney, formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { ClaimTotalsList } from '../ClaimTotalsList';
import { SalvageDetails, type SalvageLine } from '../SalvageDetails';
import { Card } from './Card';
import type { Money, RequestDetail } from './request-detail';

interface Line {
  kind: string;
  description: string;
  amount: string | null;
  unitPrice: string | null;
  money: Money;
  damageDescription?: string | null;
  salvage?: SalvageLine;
}

/**
 * What the customer claimed, as they typed it when filing: each fault, damage and extra cost with
 * its quantity, unit price, total in its own money, the quotation it was converted at and its
 * value in BRL; then the totals per currency and in BRL. A figure never breaks across lines.
 */
export function ItemsCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const lines: Line[] = [
    ...request.faults.map((f) => ({
      kind: t('portal.wizard.steps.faults'),
      description: f.productDescription,
      amount: f.amount,
      unitPrice: f.unitPrice,
      money: f,
    })),
    ...request.damages.map((d) => ({
      kind: t('portal.wizard.steps.damages'),
      description: d.productDescription,
      amount: d.amount,
      unitPrice: d.unitPrice,
      money: d,
      damageDescription: d.damageDescription,
      salvage: d,
    })),
    ...request.extraCosts.map((e) => ({
      kind: t('portal.wizard.steps.extraCosts'),
      description: e.description,
      amount: null,
      unitPrice: null,
      money: e,
    })),
  ];
  const figure = (text: string) => <span className="figure">{text}</span>;
  return (
    // Seven columns of long amounts: the card takes the detail's full width (issue 16).
    <Card title={t('portal.detail.items')} className="card-wide items">
      {lines.length === 0 ? (
        <p className="muted">—</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{label('fields.type')}</th>
                <th scope="col">{label('fields.description')}</th>
                <th scope="col">{label('fields.amount')}</th>
                <th scope="col">{label('fields.unitPrice')}</th>
                <th scope="col">{label('fields.total')}</th>
                <th scope="col">{label('fields.quotation')}</th>
                <th scope="col">BRL</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => {
                const { currency, total, quotation, amountBrl } = line.money;
                return (
                  <tr key={i}>
                    <td>{line.kind}</td>
                    <td>
                      <span>{line.description || '—'}</span>
                      {line.damageDescription && (
                        <small className="item-detail">
                          {label('fields.damageDescription')}: {line.damageDescription}
                        </small>
                      )}
                      {line.salvage && <SalvageDetails line={line.salvage} />}
                    </td>
                    <td>{figure(formatNumber(locale, line.amount))}</td>
                    <td>{figure(formatMoney(locale, line.unitPrice, currency))}</td>
                    <td>{figure(formatMoney(locale, total, currency))}</td>
                    <td>{figure(currency === 'BRL' ? '—' : formatNumber(locale, quotation))}</td>
                    <td>
                      {figure(formatMoney(locale, amountBrl ?? (currency === 'BRL' ? total : null), 'BRL'))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <section className="totals" aria-label={t('portal.wizard.totals')}>
        <ClaimTotalsList totals={request.totals} office={request.office} />
      </section>
    </Card>
  );
}

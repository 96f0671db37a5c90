import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { codeLabel } from '../../cases/code-choices';
import { TableCard } from '../../cases/DetailCard';
import { useFormat } from '../../i18n/format';
import { Money, Quantity } from '../../i18n/Figures';
import type { ClaimedMoney, ReimbursementDetail } from '../types';
import { salvageSummary } from './salvage-summary';

interface Row extends ClaimedMoney {
  kind: 'fault' | 'damage' | 'extraCost';
  description: string;
  amount?: string;
  unitPrice?: string;
  detail?: string;
  salvage?: string;
}

/** Faults, damages and extra costs, with totals per currency and in BRL (SPEC §3). */
export function ItemsCard({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const rows: Row[] = [
    ...(record.faults ?? []).map((f) => ({
      ...f,
      kind: 'fault' as const,
      description: f.productDescription,
    })),
    ...(record.damages ?? []).map((d) => ({
      ...d,
      kind: 'damage' as const,
      description: String(d.productDescription ?? ''),
      amount: String(d.amount ?? ''),
      unitPrice: String(d.unitPrice ?? ''),
      detail: [d.damageDescription, codeLabel('damageDestinations', d.destination as string, translate)]
        .filter(Boolean)
        .join(' · '),
      salvage: salvageSummary(d, translate, (amount, currency) => format.money(amount, currency)),
    })),
    ...(record.extraCosts ?? []).map((e) => ({
      ...e,
      kind: 'extraCost' as const,
      description: e.description,
    })),
  ];
  const f = (name: string) => translate(`console.items.${name}`);
  // The office's own currency first: an Argentine request's total reads in pesos before reais.
  const totalsInCurrencies = reimbursement.claimTotalsView(
    record.totals ?? { byCurrency: {}, brl: null },
    record.office,
  ).amounts;
  return (
    <TableCard
      title="console.reimbursements.cards.items"
      empty={rows.length === 0}
      emptyText="console.items.empty"
      head={
        <>
          <TableCell>{f('kind')}</TableCell>
          <TableCell>{f('description')}</TableCell>
          <TableCell align="right">{f('amount')}</TableCell>
          <TableCell align="right">{f('unitPrice')}</TableCell>
          <TableCell align="right">{f('total')}</TableCell>
          <TableCell align="right">{f('quotation')}</TableCell>
          <TableCell align="right">{f('totalBrl')}</TableCell>
        </>
      }
    >
      {rows.map((row, i) => (
        <TableRow key={i}>
          <TableCell>{f(`kinds.${row.kind}`)}</TableCell>
          <TableCell>
            {row.description}
            {[row.detail, row.salvage].filter(Boolean).map((text) => (
              <Typography key={text} variant="caption" color="text.secondary" component="div">
                {text}
              </Typography>
            ))}
          </TableCell>
          <TableCell align="right">
            <Quantity value={row.amount} />
          </TableCell>
          <TableCell align="right">
            <Money amount={row.unitPrice} currency={row.currency} />
          </TableCell>
          <TableCell align="right">
            <Money amount={row.total} currency={row.currency} />
          </TableCell>
          <TableCell align="right">
            {row.currency === 'BRL' ? null : <Quantity value={row.quotation} />}
          </TableCell>
          <TableCell align="right">
            <Money amount={row.amountBrl ?? (row.currency === 'BRL' ? row.total : null)} currency="BRL" />
          </TableCell>
        </TableRow>
      ))}
      {totalsInCurrencies.map(({ currency, amount: total }) => (
        <TableRow key={currency}>
          <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
            {translate('claimTotals.inCurrency', {
              currency: codeLabel('currencies', currency, translate),
            })}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            <Money amount={total} currency={currency} />
          </TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      ))}
      <TableRow>
        <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
          {f('grandTotalBrl')}
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          <Money amount={record.totals?.brl} currency="BRL" />
        </TableCell>
      </TableRow>
    </TableCard>
  );
}

import { screenMessages } from './define';

/**
 * A reimbursement request's totals in both UIs and the wizard: in the currencies its lines were
 * claimed in (the office's own first), with the BRL equivalent beside them.
 */
export const claimTotalMessages = screenMessages({
  'pt-BR': {
    'claimTotals.claimed': 'Total reclamado',
    'claimTotals.brlBeside': 'equivalente a {amount}',
    'claimTotals.inCurrency': 'Total em {currency}',
  },
  en: {
    'claimTotals.claimed': 'Total claimed',
    'claimTotals.brlBeside': 'equivalent to {amount}',
    'claimTotals.inCurrency': 'Total in {currency}',
  },
  es: {
    'claimTotals.claimed': 'Total reclamado',
    'claimTotals.brlBeside': 'equivalente a {amount}',
    'claimTotals.inCurrency': 'Total en {currency}',
  },
});

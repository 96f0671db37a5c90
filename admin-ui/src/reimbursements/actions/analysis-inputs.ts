import type { TranslateFunction } from 'react-admin';
import { codeChoices } from '../../cases/code-choices';
import type { PayloadField } from '../../cases/PayloadInput';
import type { ReimbursementDetail } from '../types';

/** How each field of the analysis and of the agreement proposal is typed (SPEC §3 "analysis", "agreement proposals"). */
export function analysisInputs(
  record: ReimbursementDetail,
  translate: TranslateFunction,
  locale: string,
): Record<string, PayloadField> {
  return {
    reimbursementAmount: { kind: 'money', currencySource: 'currency' },
    proposedAmount: { kind: 'money', currencySource: 'currency' },
    partialProposedValue: { kind: 'money', currencySource: 'currency' },
    salvageOrSale: { kind: 'money', currencySource: 'currency' },
    value: { kind: 'money', currencySource: 'currency' },
    quotation: { kind: 'quotation' },
    currency: { kind: 'select', choices: codeChoices('currencies', translate) },
    justification: { kind: 'multiline' },
    // SPEC lists comments with the analysis the client reads; the analyst is told so.
    comments: { kind: 'multiline', hint: 'console.analysis.commentsVisibleToClient' },
    message: { kind: 'multiline' },
    expectedPaymentDate: { kind: 'date', future: true },
    processNumber: { kind: 'text' },
    insuranceCovered: { kind: 'boolean' },
    insuranceCompany: { kind: 'text' },
    sinisterNumber: { kind: 'text' },
    sinisterCauseId: {
      kind: 'reference',
      reference: 'sinister-causes',
      filter: { active: true },
      sort: { field: 'code', order: 'ASC' },
      optionText: (cause) =>
        ((cause.labels as Record<string, string> | undefined)?.[locale] ??
          String(cause.name ?? '')) as string,
    },
    attachmentFileId: {
      kind: 'select',
      choices: (record.attachments ?? []).map((f) => ({ id: f.id, name: f.name })),
    },
  };
}

import type { Locale, MessageParams } from '@claims/domain';
import { linkOf, renderMail } from '../jobs/templates';

/** The case a template test's notice is about. */
const CASES = {
  request: { caseKind: 'reimbursement', caseId: '1', reference: 'RR-2026-000123' },
  letter: { caseKind: 'protest_letter', caseId: '1', reference: 'CP-2026-000123' },
} as const;

/**
 * A notice e-mail as its reader gets it, for the template tests: about a reimbursement request
 * unless `about` says a letter, linking to the case's page; `params` come on top of the case's
 * reference (or replace it).
 */
export function renderNotice(
  kind: string,
  locale: Locale,
  params: MessageParams = {},
  about: keyof typeof CASES = 'request',
) {
  const { reference, ...notice } = CASES[about];
  return renderMail({
    kind,
    locale,
    name: 'Lucía Pérez',
    params: { reference, ...params },
    publicUrl: 'http://localhost:3000',
    link: linkOf(notice),
  });
}

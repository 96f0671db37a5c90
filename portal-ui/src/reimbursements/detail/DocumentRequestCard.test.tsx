/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { Locale } from '@claims/domain/i18n/locales';
import { renderScreen } from '../../testing/render-screen';
import { DocumentRequestCard } from './DocumentRequestCard';
import type { RequestDetail } from './request-detail';

/** A request whose team asked for `missing` documents the client has not sent yet. */
const asking = (missing: number) =>
  ({
    id: '8b3e4f21-6c5a-4f9b-9d3c-4e0f3a2b7c02',
    office: 'AR',
    documentRequest: {
      kind: 'DOCUMENTS',
      party: 'STAFF',
      requestedByClaimsTeam: true,
      requestedAt: null,
      deadline: null,
      message: null,
      items: ['INVOICE', 'PACKING_LIST', 'SURVEY_REPORT']
        .slice(0, missing)
        .map((documentType) => ({ documentType, provided: false, fileName: null })),
    },
  }) as unknown as RequestDetail;

const card = (missing: number, locale: Locale) =>
  renderScreen(<DocumentRequestCard request={asking(missing)} provideAction="documentsProvided" />, {
    locale,
  });

describe('the document request card', () => {
  it.each([
    [1, 'es', '(falta 1)'],
    [2, 'es', '(faltan 2)'],
    [1, 'pt-BR', '(falta 1)'],
    [3, 'pt-BR', '(faltam 3)'],
  ] as const)('says how many of the documents are still missing (%i, in %s): %s', (missing, locale, text) => {
    card(missing, locale);
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { SummaryCard } from './SummaryCard';
import type { RequestDetail } from './request-detail';
import { inTimeZone } from '@claims/domain/testing/time-zone';

// A reader in UTC: 02:54 on the 29th is still the 28th at the Brazilian office.
inTimeZone('UTC');

const request = {
  id: '8b3e4f21-6c5a-4f9b-9d3c-4e0f3a2b7c01',
  reference: 'RR-2026-000005',
  office: 'BR',
  analysisStatus: 'UNDER_ANALYSIS_CLI_SAO',
  clientName: 'Exportadora Alfa Ltda',
  clientData: { country: 'BR', companyName: 'Exportadora Alfa Ltda', taxId: '11222333000181' },
  serviceType: null,
  createdAt: '2026-11-29T02:50:00Z',
  submittedAt: '2026-11-29T02:54:00Z',
  timeBarDate: '2027-11-29',
  totals: { byCurrency: { BRL: '12500.50' }, brl: '12500.50' },
} as unknown as RequestDetail;

describe("a request's summary, in Spanish", () => {
  it('says when it was filed as the timeline and the console do: the moment, in the reader’s zone', () => {
    renderScreen(<SummaryCard request={request} />, { locale: 'es' });
    expect(screen.getByText('29/11/2026, 02:54')).toBeTruthy();
  });
});

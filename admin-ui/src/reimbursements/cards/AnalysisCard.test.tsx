/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { renderForAnalyst } from '../../../test/component-harness';
import type { ReimbursementDetail } from '../types';
import { AnalysisCard } from './AnalysisCard';

/** A case settled by accepting the customer's counteroffer, then closed: no analysis was ever recorded. */
const closedAfterAgreement = {
  id: 'r1',
  office: 'AR',
  analysisStatus: 'PROCESS_CLOSED',
  analysis: null,
  outcome: {
    decision: {
      kind: 'COUNTEROFFER_ACCEPTED',
      value: '9000.00',
      currency: 'BRL',
      decidedAt: '2026-11-20T15:00:00.000Z',
      decidedByName: 'Martín Gómez',
      decidedByClient: false,
      approvedByName: null,
    },
    closed: true,
    closedAt: '2026-11-24T15:00:00.000Z',
    closedByName: 'Martín Gómez',
    expired: false,
    closeReason: 'Pago confirmado',
  },
} as unknown as ReimbursementDetail;

const renderCard = (record: ReimbursementDetail) => renderForAnalyst(<AnalysisCard record={record} />, 'es');

describe('the console’s claims analysis card', () => {
  it('on a case settled by an agreement, says how it ended and the agreed value, not that nothing was recorded', () => {
    renderCard(closedAfterAgreement);
    screen.getByText('Acuerdo: contraoferta del cliente aceptada');
    screen.getByText(/9\.000,00/);
    expect(screen.queryByText('Ningún análisis registrado')).toBeNull();
  });

  it('on a case closed without agreement or analysis, says it closed so', () => {
    renderCard({
      ...closedAfterAgreement,
      outcome: { ...closedAfterAgreement.outcome!, decision: null },
    } as ReimbursementDetail);
    screen.getByText('Cerrado sin acuerdo ni análisis registrados.');
    expect(screen.queryByText('Ningún análisis registrado')).toBeNull();
  });

  it('on an open case with nothing decided yet, says no analysis was recorded', () => {
    renderCard({
      ...closedAfterAgreement,
      analysisStatus: 'UNDER_ANALYSIS_BUE',
      outcome: null,
    } as ReimbursementDetail);
    screen.getByText('Ningún análisis registrado');
  });

  it('on a proposal the customer accepted, says so in the portal’s words, and which master approved it', () => {
    renderCard({
      ...closedAfterAgreement,
      outcome: {
        ...closedAfterAgreement.outcome!,
        decision: {
          ...closedAfterAgreement.outcome!.decision!,
          kind: 'PROPOSAL_ACCEPTED',
          decidedByName: 'Lucía Pérez',
          decidedByClient: true,
          approvedByName: 'Helena Duarte',
        },
      },
    } as ReimbursementDetail);
    screen.getByText('Lucía Pérez (el cliente aceptó la propuesta)');
    screen.getByText('Aprobado por (máster)');
    screen.getByText('Helena Duarte');
  });
});

/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { PaymentCard } from './PaymentCard';
import type { RequestDetail } from './request-detail';

/** A request whose payment is scheduled, agreed at `value` (a tester found neither near the top). */
const scheduled = (paidOn: string | null) =>
  ({
    id: '8b3e4f21-6c5a-4f9b-9d3c-4e0f3a2b7c01',
    office: 'AR',
    outcome: {
      decision: {
        kind: 'AGREED',
        value: '101250.50',
        partialValue: null,
        currency: 'BRL',
        decidedAt: null,
        decidedByName: null,
      },
      closed: false,
      closedAt: null,
      closedByName: null,
      expired: false,
      closeReason: null,
    },
    payment: {
      expectedDate: '2026-12-04',
      scheduledAt: '2026-11-24T13:00:00Z',
      paidOn,
      value: paidOn ? '101250.50' : null,
      currency: paidOn ? 'BRL' : null,
      receipt: null,
      recordedByName: null,
      blockedReason: null,
    },
  }) as unknown as RequestDetail;

describe('the payment, as the client reads it', () => {
  it('says when and how much will be paid once it is scheduled, as a Spanish reader writes them', async () => {
    renderScreen(<PaymentCard request={scheduled(null)} />, { locale: 'es' });
    const card = (await screen.findByText('Importe a pagar')).closest('section')!;
    expect(card.textContent).toContain('04/12/2026');
    expect(card.textContent).toMatch(/101\.250,50/);
  });

  it('once paid, shows what was paid instead of what will be', async () => {
    renderScreen(<PaymentCard request={scheduled('2026-12-03')} />, { locale: 'es' });
    await screen.findByText('03/12/2026');
    expect(screen.queryByText('Importe a pagar')).toBeNull();
  });
});

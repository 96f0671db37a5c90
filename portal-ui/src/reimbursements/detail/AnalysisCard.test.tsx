/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { AnalysisCard } from './AnalysisCard';
import type { Outcome, RequestDetail } from './request-detail';

/** A closed request settled by `decision`, as the api answers it to the customer. */
const closedWith = (decision: Partial<NonNullable<Outcome['decision']>>) =>
  ({
    id: '8b3e4f21-6c5a-4f9b-9d3c-4e0f3a2b7c01',
    office: 'AR',
    analysis: null,
    outcome: {
      decision: {
        kind: 'PROPOSAL_ACCEPTED',
        value: '9000.00',
        partialValue: null,
        currency: 'BRL',
        decidedAt: '2026-11-20T15:00:00.000Z',
        decidedByName: 'Lucía Pérez',
        decidedByClient: true,
        approvedByName: null,
        ...decision,
      },
      closed: true,
      closedAt: '2026-11-24T15:00:00.000Z',
      closedByName: 'Martín Gómez',
      expired: false,
      closeReason: null,
    },
  }) as unknown as RequestDetail;

/** The value beside a label of the card. */
const shownFor = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;

describe('how a closed case ended, as the client reads it', () => {
  it('says the client accepted the proposal, in the words the console uses', async () => {
    renderScreen(<AnalysisCard request={closedWith({})} />, { locale: 'es' });
    expect(await shownFor('Decidido por')).toBe('Lucía Pérez (el cliente aceptó la propuesta)');
  });

  it('names the analyst who accepted the counteroffer, never a master who approved it', async () => {
    renderScreen(
      <AnalysisCard
        request={closedWith({
          kind: 'COUNTEROFFER_ACCEPTED',
          decidedByName: 'Rafael Moreira',
          decidedByClient: false,
        })}
      />,
      { locale: 'pt-BR' },
    );
    expect(await shownFor('Decidido por')).toBe('Rafael Moreira');
    expect(screen.queryByText(/master/)).toBeNull();
  });
});

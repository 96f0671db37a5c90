/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { renderForAnalyst } from '../../../test/component-harness';
import type { ReimbursementDetail } from '../types';
import { ProposalsCard } from './ProposalsCard';

const made = (version: number, kind: string, status: string, value: string) => ({
  version,
  kind,
  status,
  value,
  currency: 'BRL',
  proposedAt: `2026-11-2${version}T13:00:00Z`,
});

// The team proposed, the customer countered, the team answered with a new proposal.
const record = {
  id: 'r1',
  office: 'BR',
  proposals: [
    made(1, 'PROPOSAL', 'COUNTERED', '7000.00'),
    made(2, 'COUNTEROFFER', 'COUNTERED', '9000.00'),
    made(3, 'PROPOSAL', 'OPEN', '8200.00'),
  ],
} as unknown as ReimbursementDetail;

describe('the agreement thread in the console, in Spanish', () => {
  it('says a counteroffer the team answered was answered with a new proposal, not with a counteroffer', () => {
    renderForAnalyst(<ProposalsCard record={record} />, 'es');
    expect(screen.getByText('Respondida con contraoferta')).toBeTruthy();
    expect(screen.getByText('Respondida con una nueva propuesta')).toBeTruthy();
    expect(screen.getByText('Con el cliente')).toBeTruthy();
  });
});

describe('the numbers of the agreement thread in the console, in Spanish', () => {
  it('counts the proposals and the counteroffers each on its own', () => {
    renderForAnalyst(<ProposalsCard record={record} />, 'es');
    const numbered = screen.getAllByText(/#\d+$/).map((title) => title.textContent);
    expect(numbered).toEqual(['Propuesta #1', 'Contraoferta #1', 'Propuesta #2']);
  });
});

describe('a counteroffer waiting for the team, in the console', () => {
  const waiting = {
    ...record,
    proposals: [made(1, 'PROPOSAL', 'COUNTERED', '7000.00'), made(2, 'COUNTEROFFER', 'OPEN', '9000.00')],
  } as unknown as ReimbursementDetail;

  it.each([
    ['es', 'Espera al equipo'],
    ['pt-BR', 'Aguardando a equipe'],
    ['en', 'Awaiting the team'],
  ] as const)('says in %s that it waits for the team', (locale, text) => {
    renderForAnalyst(<ProposalsCard record={waiting} />, locale);
    expect(screen.getByText(text)).toBeTruthy();
  });
});

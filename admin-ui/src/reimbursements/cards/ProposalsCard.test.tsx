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

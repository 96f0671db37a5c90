/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Console } from '../../test/component-harness';
import { PendingApprovalChip } from './PendingApprovalChip';
import type { ReimbursementDetail } from './types';

const held = (kind: 'PROPOSAL' | 'COUNTEROFFER') =>
  ({
    id: 'r1',
    proposals: [{ version: 2, kind, value: '15000.00', currency: 'BRL', status: 'PENDING_APPROVAL' }],
  }) as unknown as ReimbursementDetail;

describe('the badge of what waits for a master', () => {
  it('names a held acceptance of a counteroffer as such', async () => {
    render(
      <Console role="MASTER" locale="es">
        <PendingApprovalChip record={held('COUNTEROFFER')} />
      </Console>,
    );
    expect(
      await screen.findByText('Aceptación de contraoferta esperando aprobación del máster'),
    ).toBeTruthy();
    expect(screen.queryByText('Propuesta esperando aprobación del máster')).toBeNull();
  });

  it('names a held proposal as a proposal', async () => {
    render(
      <Console role="MASTER" locale="es">
        <PendingApprovalChip record={held('PROPOSAL')} />
      </Console>,
    );
    expect(await screen.findByText('Propuesta esperando aprobación del máster')).toBeTruthy();
  });
});

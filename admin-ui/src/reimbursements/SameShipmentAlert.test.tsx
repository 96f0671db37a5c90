/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Console } from '../../test/component-harness';
import { SameShipmentAlert } from './SameShipmentAlert';
import type { ReimbursementDetail } from './types';

const withOthers = (sameShipment: ReimbursementDetail['sameShipment']) =>
  ({ id: 'r2', reference: 'RR-2026-000002', sameShipment }) as unknown as ReimbursementDetail;

describe('the warning of a request on the same shipment as another', () => {
  it('names the other request, its company and where it stands, with a link to it', async () => {
    render(
      <Console role="CLAIMS" locale="pt-BR">
        <SameShipmentAlert
          record={withOthers([
            {
              id: '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a01',
              reference: 'RR-2026-000001',
              analysisStatus: 'PAYMENT_MADE',
              clientName: 'Exportadora Alfa Ltda',
            },
          ])}
        />
      </Console>,
    );
    expect(
      await screen.findByText(
        'Outro processo no mesmo BL/CT-e cita um destes contêineres: confira antes de propor ou pagar',
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'RR-2026-000001' });
    expect(link.getAttribute('href')).toContain('/reimbursements/6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a01/show');
    expect(screen.getByText('· Exportadora Alfa Ltda')).toBeTruthy();
  });

  it('is absent when no other request shares the shipment', () => {
    const { container } = render(
      <Console role="CLAIMS" locale="pt-BR">
        <SameShipmentAlert record={withOthers([])} />
      </Console>,
    );
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});

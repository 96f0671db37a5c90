/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { Console } from '../../test/component-harness';
import { ProtestActions } from './ProtestActions';
import type { ProtestLetterDetail } from './types';

const letter = (over: Partial<ProtestLetterDetail> = {}) =>
  ({
    id: 'p1',
    reference: 'CP-2026-000001',
    status: 'CONCLUDED',
    office: 'BR',
    inspection: null,
    reimbursementRequestId: null,
    ...over,
  }) as ProtestLetterDetail;

describe("the letter's link to a reimbursement request in the console", () => {
  // Whether linking is legal is the api's answer (allowedActions; linked-request.integration.test.ts).
  it('offers "Vincular" when the api allows it', async () => {
    render(
      <Console role="CLAIMS">
        <ProtestActions record={letter({ allowedActions: ['linkReimbursement'] })} />
      </Console>,
    );
    const toolbar = await screen.findByRole('toolbar');
    expect(
      within(toolbar).getByRole('button', { name: 'Vincular solicitação de ressarcimento' }),
    ).toBeTruthy();
  });

  it("shows the link it has instead, once linked, in the reader's language", async () => {
    render(
      <Console role="CLAIMS" locale="es">
        <ProtestActions
          record={letter({
            reimbursementRequestId: 'r1',
            reimbursementRequestReference: 'RR-2026-000042',
            allowedActions: [],
          })}
        />
      </Console>,
    );
    const toolbar = await screen.findByRole('toolbar');
    expect(within(toolbar).queryByRole('button', { name: /Vincular/ })).toBeNull();
    const link = within(toolbar).getByRole('link', {
      name: 'Vinculada a la solicitud de resarcimiento RR-2026-000042',
    });
    expect(link.getAttribute('href')).toMatch(/\/reimbursements\/r1\/show$/);
  });
});

/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Console, renderForAnalyst } from '../../../test/component-harness';
import type { ReimbursementDetail } from '../types';
import { ConversationCard } from './ConversationCard';
import { inTimeZone } from '@claims/domain/testing/time-zone';

// A console open in Tokyo, where 02:30 UTC on 1 December is already 11:30 on the 1st, while at the
// case's office, Buenos Aires, it is still 23:30 on 30 November: the day the e-mail names.
inTimeZone('Asia/Tokyo');

const record = {
  id: 'r1',
  office: 'AR',
  documentRequest: {
    kind: 'DOCUMENTS',
    party: 'CLIENT',
    message: null,
    requestedAt: '2026-10-31T02:30:00.000Z',
    requestedByName: 'Martín Giménez',
    deadline: '2026-12-01T02:30:00.000Z',
    items: [{ documentType: 'POWER_OF_ATTORNEY', provided: false, fileId: null, fileName: null }],
  },
} as unknown as ReimbursementDetail;

describe('the documents asked of the customer, in the console', () => {
  it('dates the deadline and the request on the office’s calendar, as the e-mail does', () => {
    render(
      <Console role="CLAIMS">
        <ConversationCard record={record} />
      </Console>,
    );
    // Staff read the customer's deadline, not the instruction the customer reads.
    screen.getByText('Prazo para o envio: 30/11/2026');
    screen.getByText('Solicitados por Martín Giménez em 30/10/2026');
  });
});

describe('the settlement documents asked after an agreement, in Spanish', () => {
  it('lists exactly the R&R and the power of attorney asked, not the articles of association the status names', () => {
    const settlement = {
      id: 'r1',
      office: 'AR',
      analysisStatus: 'AWAITING_RR_POA',
      documentRequest: {
        kind: 'SETTLEMENT',
        party: 'CLIENT',
        message: null,
        requestedAt: '2026-10-31T02:30:00.000Z',
        requestedByName: 'Martín Giménez',
        deadline: '2026-12-01T02:30:00.000Z',
        items: [
          { documentType: 'RECEIPT_AND_RELEASE', provided: true, fileId: 'f1', fileName: 'ryr.pdf' },
          { documentType: 'POWER_OF_ATTORNEY', provided: false, fileId: null, fileName: null },
        ],
      },
    } as unknown as ReimbursementDetail;
    renderForAnalyst(<ConversationCard record={settlement} />, 'es');
    // SPEC §4 names the status "R&R / poder / estatuto social"; the card says what this case asked.
    const asked = screen.getByTestId('document-request');
    expect(asked.textContent).toContain('Documentos para el pago');
    const chips = Array.from(asked.querySelectorAll('.MuiChip-label')).map((c) => c.textContent);
    expect(chips).toEqual(['☑ Recibo y finiquito (R&R)', '☐ Poder']);
    expect(asked.textContent).not.toContain('Estatuto social');
  });
});

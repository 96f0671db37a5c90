/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { CaseDraft } from '@claims/contract';
import { fakeApi, renderScreen } from '../testing/render-screen';
import DraftsPage from './DraftsPage';

const draft = (id: string, data: CaseDraft['data']): CaseDraft => ({
  id: `6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5c${id}`,
  reference: `RASC-${id}`,
  clientId: null,
  data,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

describe('one’s own drafts', () => {
  it('are named by the BL/CT-e or bill of lading typed so far, else as untitled', async () => {
    fakeApi((call) => {
      if (call.path === '/api/reimbursements/drafts')
        return [200, [draft('01', { shipping: { blOrCte: 'MSCU1234567' } }), draft('02', { shipping: {} })]];
      if (call.path === '/api/protest-letters/drafts')
        return [200, [draft('03', { billOfLading: 'BL-778' }), draft('04', { billOfLading: 42 })]];
      return undefined;
    });
    renderScreen(<DraftsPage />);
    expect((await screen.findByRole('link', { name: /^MSCU1234567 — / })).getAttribute('href')).toBe(
      '/request-reimbursement/create/6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5c01',
    );
    expect((await screen.findByRole('link', { name: /^BL-778 — / })).getAttribute('href')).toBe(
      '/protest/create?draft=6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5c03',
    );
    // Nothing typed yet, or something that is no text: the list still names the draft.
    expect(await screen.findAllByRole('link', { name: /^Rascunho sem título — / })).toHaveLength(2);
  });
});

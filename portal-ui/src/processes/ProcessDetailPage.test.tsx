/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionProfile } from '@claims/contract';
import { SessionContext } from '../session/SessionContext';
import { fakeApi, renderScreen } from '../testing/render-screen';
import ProcessDetailPage from './ProcessDetailPage';

const LETTER = '7a2d3e10-5b4f-4e8a-8c2b-3d9e2f1a6b02';

const packingList = (id: string, name: string, removable: boolean) => ({
  id,
  documentType: 'PACKING_LIST',
  name,
  size: 2048,
  mimeType: 'application/pdf',
  uploadedAt: '2026-05-02T12:00:00.000Z',
  uploadedBy: null,
  uploadedByName: null,
  allowedActions: removable ? ['remove'] : [],
});
const FIRST = packingList('1b8c0d5e-2f3a-4b6c-8d9e-0f1a2b3c4d01', 'packing-1.pdf', true);
const SECOND = packingList('1b8c0d5e-2f3a-4b6c-8d9e-0f1a2b3c4d02', 'packing-2.pdf', true);

/** A letter of the São Paulo office with two packing lists, as GET /api/protest-letters/:id answers it. */
const letterWith = (files: object[]) => ({
  id: LETTER,
  reference: 'CP-2026-000011',
  office: 'BR',
  status: 'OPEN',
  clientName: 'Alfa Importadora',
  billOfLading: 'MSCU-BL-11',
  ship: 'MSC Aurora',
  voyage: '011E',
  dischargeDate: '2026-05-01',
  portOfEmbarkation: { name: 'Porto de Santos', code: 'BRSSZ' },
  portOfDischarge: { name: 'Puerto de Buenos Aires', code: 'ARBUE' },
  lateNotice: false,
  files,
  allowedActions: [],
  log: [],
  containers: [],
  inspection: null,
  analysisStatement: null,
});

describe('the details of a protest letter', () => {
  it('names both ports as the wizard offered them, with their UN/LOCODE', async () => {
    fakeApi((call) =>
      call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}`
        ? [200, letterWith([])]
        : undefined,
    );
    renderScreen(<ProcessDetailPage />, {
      path: `/processes/details/${LETTER}`,
      route: '/processes/details/:id',
    });
    expect(await screen.findByText('Porto de Santos (BRSSZ)')).toBeTruthy();
    expect(screen.getByText('Puerto de Buenos Aires (ARBUE)')).toBeTruthy();
  });
});

describe('the files of a protest letter', () => {
  it('drops a removed file at once, then shows what the api says may still go: the last packing list stays', async () => {
    let files = [FIRST, SECOND];
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}`)
        return [200, letterWith(files)];
      if (call.method === 'DELETE' && call.path === `/api/protest-letters/${LETTER}/files/${FIRST.id}`) {
        // The api keeps the last packing list: its uploader may no longer take it back.
        files = [{ ...SECOND, allowedActions: [] }];
        return [204, null];
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(<ProcessDetailPage />, {
      path: `/processes/details/${LETTER}`,
      route: '/processes/details/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir packing-1.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    // After the 2 seconds of undo the removal reaches the api, and the letter is read again.
    await waitFor(() => expect(screen.queryByText('packing-1.pdf')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Excluir packing-2.pdf' })).toBeNull());
    expect(screen.getByText('packing-2.pdf')).toBeTruthy();
    expect(
      calls.filter((c) => c.method === 'GET' && c.path === `/api/protest-letters/${LETTER}`),
    ).toHaveLength(2);
  });
});

describe('what of a letter the portal shows each of its people', () => {
  const signedInAs = (role: SessionProfile['roles'][number]): SessionProfile => ({
    id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    name: 'Ana',
    lastName: 'Souza',
    email: 'ana@example.com',
    language: 'pt-BR',
    roles: [role],
    teams: [],
    company: null,
    customsBroker: null,
    uploadMaxBytes: 20 * 1024 * 1024,
  });
  const showAs = async (role: SessionProfile['roles'][number]) => {
    fakeApi((call) =>
      call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}`
        ? [200, { ...letterWith([]), reimbursementRequestId: null, reimbursementRequestReference: null }]
        : call.method === 'GET' && call.path === `/api/protest-letters/${LETTER}/messages`
          ? [200, []]
          : undefined,
    );
    renderScreen(
      <SessionContext.Provider
        value={{ user: signedInAs(role), signIn: () => Promise.reject(new Error()), signOut: () => {} }}
      >
        <ProcessDetailPage />
      </SessionContext.Provider>,
      { path: `/processes/details/${LETTER}`, route: '/processes/details/:id' },
    );
    await screen.findByText('Porto de Santos (BRSSZ)');
  };

  it('shows the customer the linked request and the conversation with the claims team', async () => {
    await showAs('CLIENT_OPERATOR');
    expect(screen.getByText('Solicitação de ressarcimento vinculada')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mensagens com a equipe de sinistros' })).toBeTruthy();
  });

  it('shows the inspector neither the reimbursement side nor the conversation', async () => {
    await showAs('INSPECTOR');
    expect(screen.queryByText('Solicitação de ressarcimento vinculada')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mensagens com a equipe de sinistros' })).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { Console, recordingDataProvider } from '../../test/component-harness';
import { ProtestActions } from './ProtestActions';
import type { ProtestLetterDetail } from './types';

const CLIENT = '4f0c8a52-6a8e-4d37-9f5e-0c1d2e3f4a5b';
const SAME = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002';

const letter = {
  id: 'p1',
  reference: 'CP-2026-000001',
  status: 'CONCLUDED',
  office: 'BR',
  clientId: CLIENT,
  billOfLading: 'MSCUSSZ123456',
  houseBillOfLading: 'HB778899',
  inspection: null,
  reimbursementRequestId: null,
  allowedActions: ['linkReimbursement'],
} as unknown as ProtestLetterDetail;

/** The client's open requests as the api lists them: one on the letter's BL, one on another shipment. */
const REQUESTS = [
  { id: SAME, reference: 'RR-2026-000041', blOrCte: 'MSCUSSZ123456', vesselName: 'MSC Alfa' },
  { id: OTHER, reference: 'RR-2026-000042', blOrCte: 'MAEU998877665', vesselName: 'Maersk Beta' },
];

function renderLinkDialog(locale: 'pt-BR' | 'es' = 'es') {
  const { provider, commands } = recordingDataProvider();
  const listed: { resource: string; filter: Record<string, unknown> }[] = [];
  const dataProvider = {
    ...provider,
    getList: async (resource: string, params: { filter: Record<string, unknown> }) => {
      listed.push({ resource, filter: params.filter });
      return { data: REQUESTS, total: REQUESTS.length };
    },
    getOne: async (_resource: string, { id }: { id: string }) => ({
      data: REQUESTS.find((r) => r.id === id),
    }),
    getMany: async (_resource: string, { ids }: { ids: string[] }) => ({
      data: REQUESTS.filter((r) => ids.includes(r.id)),
    }),
  } as unknown as DataProvider;
  render(
    <Console role="CLAIMS" locale={locale} dataProvider={dataProvider}>
      <ProtestActions record={letter} />
    </Console>,
  );
  return { commands, listed, user: userEvent.setup() };
}

async function openAndChoose(user: ReturnType<typeof userEvent.setup>, option: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Vincular solicitud de resarcimiento' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: option }));
  return dialog;
}

describe('linking a letter to a reimbursement request in the console (es)', () => {
  it('offers only the client’s requests not closed, each with its BL/CT-e and vessel', async () => {
    const { user, listed } = renderLinkDialog();
    await user.click(await screen.findByRole('button', { name: 'Vincular solicitud de resarcimiento' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'RR-2026-000041 · BL/CT-e MSCUSSZ123456 · buque MSC Alfa',
      'RR-2026-000042 · BL/CT-e MAEU998877665 · buque Maersk Beta',
    ]);
    const asked = listed.filter((l) => l.resource === 'reimbursements').at(-1)!.filter;
    expect(asked.clientId).toBe(CLIENT);
    expect(asked.analysisStatus).toEqual(expect.arrayContaining(['UNDER_ANALYSIS_CLI_SAO']));
    expect(asked.analysisStatus).not.toContain('PROCESS_CLOSED');
    expect(asked.analysisStatus).not.toContain('CLOSED_BY_EXPIRY');
  });

  it('links a request on the letter’s BL with no warning', async () => {
    const { user, commands } = renderLinkDialog();
    const dialog = await openAndChoose(user, /RR-2026-000041/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toMatchObject({
      action: 'linkReimbursement',
      payload: { reimbursementRequestId: SAME },
    });
    expect(screen.queryByText(/no es el de esta carta/)).toBeNull();
  });

  it('warns of a request on another BL and links it only once the analyst confirms', async () => {
    const { user, commands } = renderLinkDialog();
    const dialog = await openAndChoose(user, /RR-2026-000042/);
    expect(
      await within(dialog).findByText(
        'El BL/CT-e de la solicitud RR-2026-000042 (MAEU998877665) no es el de esta carta (MSCUSSZ123456). Vincúlela solo si es el mismo embarque.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Confirme que la solicitud es del mismo embarque, o elija otra'),
    ).toBeTruthy();
    expect(commands).toEqual([]);
    await user.click(within(dialog).getByLabelText('Confirmo que es el mismo embarque'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    // The yes is the screen's: the api is sent the payload its schema takes.
    expect(commands[0]!.payload).toEqual({ reimbursementRequestId: OTHER });
  });
});

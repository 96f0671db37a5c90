/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { translate } from '@claims/domain';
import { Console, recordingDataProvider } from '../../test/component-harness';
import { ProtestActions } from './ProtestActions';
import type { ProtestLetterDetail } from './types';
import { clockAt } from '@claims/domain/testing/clock';

// 11:04 UTC on 29 November 2026: 08:04 in Buenos Aires. Only the clock is fixed; timers run.
clockAt('2026-11-29T11:04:00Z');

const INSPECTOR = { id: 'b7e1c2d3-0000-4000-8000-0000000000aa', name: 'Ana', lastName: 'Inspetora' };

/** A Buenos Aires letter whose client asked for an inspection today at `hour`. */
const letter = (hour: string) =>
  ({
    id: 'p1',
    reference: 'CP-2026-000001',
    status: 'INSPECTION_REQUESTED',
    office: 'AR',
    inspection: { status: 1, date: '2026-11-29', hour, inspectorId: null },
    reimbursementRequestId: null,
    allowedActions: ['scheduleInspection'],
  }) as unknown as ProtestLetterDetail;

function renderSchedule(record: ProtestLetterDetail) {
  const { provider, commands } = recordingDataProvider();
  const dataProvider = {
    ...provider,
    getList: async () => ({ data: [INSPECTOR], total: 1 }),
    getMany: async () => ({ data: [INSPECTOR] }),
  } as unknown as DataProvider;
  render(
    <Console role="CLAIMS" locale="es" dataProvider={dataProvider}>
      <ProtestActions record={record} />
    </Console>,
  );
  return { commands, user: userEvent.setup() };
}

/** What a picker field reads, as a person sees it. */
const shown = (input: HTMLElement) =>
  (
    input.closest('.MuiPickersInputBase-root')?.querySelector('.MuiPickersSectionList-root')?.textContent ??
    ''
  ).replace(/\u200e|\u2066|\u2067|\u2068|\u2069/g, '');

async function openSchedule(record: ProtestLetterDetail) {
  const rendered = renderSchedule(record);
  await rendered.user.click(await screen.findByRole('button', { name: 'Programar inspección' }));
  const dialog = await screen.findByRole('dialog');
  const groups = await within(dialog).findAllByRole('group');
  return { ...rendered, dialog, date: groups[0]!, hour: groups[1]! };
}

describe('scheduling an inspection in the console, on the letter office’s clock (es)', () => {
  it('says the hour is Buenos Aires’s and does not pre-fill an hour already past there', async () => {
    const { dialog, date, hour } = await openSchedule(letter('07:00'));
    expect(within(dialog).getByText('Hora de Buenos Aires')).toBeTruthy();
    expect(shown(date)).toBe('29/11/2026');
    expect(shown(hour)).not.toContain('07:00');
  });

  it('keeps an hour the client asked for that is still ahead', async () => {
    const { hour } = await openSchedule(letter('10:30'));
    expect(shown(hour)).toBe('10:30');
  });

  it('refuses an hour already past today at the office, naming it, and sends nothing', async () => {
    const { dialog, hour, user, commands } = await openSchedule(letter('07:00'));
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Ana Inspetora' }));
    await user.click(within(hour).getAllByRole('spinbutton')[0]!);
    await user.keyboard('0700');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText(
        translate('es', 'validation.date.pastHour', { zone: 'Buenos Aires', now: '08:04' }),
      ),
    ).toBeTruthy();
    await waitFor(() => expect(commands).toEqual([]));
  });
});

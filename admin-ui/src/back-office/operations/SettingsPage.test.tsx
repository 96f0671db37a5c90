/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Console } from '../../../test/component-harness';
import { storedSettings } from '../../../test/settings-fixtures';
import { httpClient } from '../../providers/http-client';
import { SettingsPage } from './SettingsPage';

jest.mock('../../providers/http-client', () => ({ API_URL: '/api', httpClient: jest.fn() }));

const DAY = 86_400_000;
const http = httpClient as jest.Mock;
const puts = () => http.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  http.mockReset();
  http.mockImplementation(async () => ({
    json: storedSettings,
  }));
});

async function renderSettings() {
  render(
    <Console role="MASTER">
      <SettingsPage />
    </Console>,
  );
  const noticeInputs = await screen.findAllByLabelText('Prazo de aviso da carta protesto (dias)');
  return { user: userEvent.setup(), brazilNotice: noticeInputs[1]! };
}

describe('the settings page', () => {
  it('shows timers in days and refuses a fractional notice period without saving', async () => {
    const { user, brazilNotice } = await renderSettings();
    expect((screen.getAllByLabelText('Expiração da proposta')[0] as HTMLInputElement).value).toBe('30');
    // Typed as a whole value: the form has sixty inputs, and keystroke by keystroke is slow.
    fireEvent.change(brazilNotice, { target: { value: '2.5' } });
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText('Informe um número inteiro de dias, de 0 a 365')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('sends only what changed, timers back in milliseconds', async () => {
    const { user, brazilNotice } = await renderSettings();
    fireEvent.change(brazilNotice, { target: { value: '12' } });
    const uruguayExpiry = screen.getAllByLabelText('Expiração da proposta')[3]!;
    fireEvent.change(uruguayExpiry, { target: { value: '20' } });
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]![1].body)).toEqual({
      offices: { BR: { noticeDays: 12 }, UY: { reimbursementTimers: { proposalExpiryMs: 20 * DAY } } },
    });
    expect(await screen.findByText('Configurações salvas')).toBeTruthy();
  });
});
